/**
 * @generated SignedSource<<1ca9432976410616faf3ac36e6dc54d2>>
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1d6d3eaae5588033ee3c8ba251188ec4",
    "id": null,
    "metadata": {},
    "name": "WorkspacesIndexScreenQuery",
    "operationKind": "query",
    "text": "query WorkspacesIndexScreenQuery {\n  currentUser {\n    isSuperuser\n    id\n  }\n  ...WorkspaceTable_query\n  ...WorkspaceSidebar_query\n}\n\nfragment WorkspaceSidebar_query on Query {\n  workspaces {\n    id\n    name\n    canEdit\n  }\n}\n\nfragment WorkspaceTable_query on Query {\n  workspaces {\n    id\n    name\n    createdAt\n    canEdit\n  }\n}\n"
  }
};
})();

(node as any).hash = "083fe39b6593f432ed818d6707d54ed1";

export default node;
