/**
 * @generated SignedSource<<57c21d89e2fb979b0858e9962f8b4aae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdministrationSectionTestQuery$variables = Record<PropertyKey, never>;
export type AdministrationSectionTestQuery$data = {
  readonly project: {
    readonly " $fragmentSpreads": FragmentRefs<"AdministrationSection_project">;
  } | null | undefined;
};
export type AdministrationSectionTestQuery = {
  response: AdministrationSectionTestQuery$data;
  variables: AdministrationSectionTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "p1"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdministrationSectionTestQuery",
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
            "name": "AdministrationSection_project"
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
    "name": "AdministrationSectionTestQuery",
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
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "storageName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "storagePrefix",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "transferServer",
            "storageKey": null
          }
        ],
        "storageKey": "project(id:\"p1\")"
      }
    ]
  },
  "params": {
    "cacheID": "88e2f1e9e5135974285cb15d7e74ff55",
    "id": null,
    "metadata": {},
    "name": "AdministrationSectionTestQuery",
    "operationKind": "query",
    "text": "query AdministrationSectionTestQuery {\n  project(id: \"p1\") {\n    ...AdministrationSection_project\n    id\n  }\n}\n\nfragment AdministrationSection_project on Project {\n  id\n  storageName\n  storagePrefix\n  transferServer\n}\n"
  }
};
})();

(node as any).hash = "e8c238539e3565dc6e700cd792b52570";

export default node;
