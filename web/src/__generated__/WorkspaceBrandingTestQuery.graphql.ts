/**
 * @generated SignedSource<<4dec9fb0d9d688939087b1cc1f6ecc74>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WorkspaceBrandingTestQuery$variables = Record<PropertyKey, never>;
export type WorkspaceBrandingTestQuery$data = {
  readonly workspaces: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"WorkspaceBranding_workspace">;
  }>;
};
export type WorkspaceBrandingTestQuery = {
  response: WorkspaceBrandingTestQuery$data;
  variables: WorkspaceBrandingTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WorkspaceBrandingTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Workspace",
        "kind": "LinkedField",
        "name": "workspaces",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "WorkspaceBranding_workspace"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WorkspaceBrandingTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Workspace",
        "kind": "LinkedField",
        "name": "workspaces",
        "plural": true,
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
            "concreteType": "WorkspaceAllowedTo",
            "kind": "LinkedField",
            "name": "allowedTo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "upload",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "WorkspaceImage",
            "kind": "LinkedField",
            "name": "logo",
            "plural": false,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "WorkspaceImage",
            "kind": "LinkedField",
            "name": "projectPoster",
            "plural": false,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7c95159bb95330b3397b30945d756bda",
    "id": null,
    "metadata": {},
    "name": "WorkspaceBrandingTestQuery",
    "operationKind": "query",
    "text": "query WorkspaceBrandingTestQuery {\n  workspaces {\n    ...WorkspaceBranding_workspace\n    id\n  }\n}\n\nfragment WorkspaceBranding_workspace on Workspace {\n  id\n  allowedTo {\n    upload\n  }\n  logo {\n    url\n  }\n  projectPoster {\n    url\n  }\n}\n"
  }
};
})();

(node as any).hash = "fd0506448edf665bf58493777ea9f688";

export default node;
