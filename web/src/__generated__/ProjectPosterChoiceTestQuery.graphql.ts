/**
 * @generated SignedSource<<923f39711f9ec5929763f11e63deac2c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProjectPosterChoiceTestQuery$variables = Record<PropertyKey, never>;
export type ProjectPosterChoiceTestQuery$data = {
  readonly project: {
    readonly " $fragmentSpreads": FragmentRefs<"ProjectPosterChoice_project">;
  } | null | undefined;
};
export type ProjectPosterChoiceTestQuery = {
  response: ProjectPosterChoiceTestQuery$data;
  variables: ProjectPosterChoiceTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "p1"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProjectPosterChoiceTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProjectPosterChoice_project"
          }
        ],
        "storageKey": "project(id:\"p1\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProjectPosterChoiceTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ProjectAllowedTo",
            "kind": "LinkedField",
            "name": "allowedTo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "edit",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasPoster",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "WorkspaceImage",
            "kind": "LinkedField",
            "name": "poster",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Folder",
            "kind": "LinkedField",
            "name": "rootFolder",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": "project(id:\"p1\")"
      }
    ]
  },
  "params": {
    "cacheID": "404f84421180365e1776c5c1f05e4c68",
    "id": null,
    "metadata": {},
    "name": "ProjectPosterChoiceTestQuery",
    "operationKind": "query",
    "text": "query ProjectPosterChoiceTestQuery {\n  project(id: \"p1\") {\n    ...ProjectPosterChoice_project\n    id\n  }\n}\n\nfragment ProjectPosterChoice_project on Project {\n  allowedTo {\n    edit\n  }\n  hasPoster\n  poster {\n    url\n  }\n  rootFolder {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "df413f8a96ab57cde1be4477c29f0785";

export default node;
