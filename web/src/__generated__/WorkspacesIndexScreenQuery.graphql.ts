/**
 * @generated SignedSource<<001c7f1535cc8ddf75f1eec7cee6f081>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WorkspacesIndexScreenQuery$variables = Record<PropertyKey, never>;
export type WorkspacesIndexScreenQuery$data = {
  readonly currentUser: {
    readonly isSuperuser: boolean;
  };
  readonly workspaces: ReadonlyArray<{
    readonly allowedTo: {
      readonly delete: boolean;
    };
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"WorkspaceSidebar_query" | "WorkspaceTable_query">;
};
export type WorkspacesIndexScreenQuery = {
  response: WorkspacesIndexScreenQuery$data;
  variables: WorkspacesIndexScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSuperuser",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
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
      "name": "delete",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WorkspacesIndexScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Workspace",
        "kind": "LinkedField",
        "name": "workspaces",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "WorkspaceTable_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "WorkspaceSidebar_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WorkspacesIndexScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Workspace",
        "kind": "LinkedField",
        "name": "workspaces",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canEdit",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "size",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e22a3fb00d7e212c9e985cffeef4c64b",
    "id": null,
    "metadata": {},
    "name": "WorkspacesIndexScreenQuery",
    "operationKind": "query",
    "text": "query WorkspacesIndexScreenQuery {\n  currentUser {\n    isSuperuser\n    id\n  }\n  workspaces {\n    id\n    name\n    allowedTo {\n      delete\n    }\n  }\n  ...WorkspaceTable_query\n  ...WorkspaceSidebar_query\n}\n\nfragment WorkspaceSidebar_query on Query {\n  workspaces {\n    id\n    name\n    createdAt\n    canEdit\n  }\n}\n\nfragment WorkspaceTable_query on Query {\n  workspaces {\n    id\n    name\n    createdAt\n    canEdit\n    size\n  }\n}\n"
  }
};
})();

(node as any).hash = "e9d18a0f8299bc5de1e7de9b1f113d84";

export default node;
