/**
 * @generated SignedSource<<c4d6213a6fa4644dbff8678b33d19930>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type WorkspaceAdminsTabQuery$variables = {
  workspaceId: string;
};
export type WorkspaceAdminsTabQuery$data = {
  readonly workspaceUsers: ReadonlyArray<{
    readonly user: {
      readonly id: string;
    };
    readonly userEmail: string;
    readonly userName: string;
  }>;
};
export type WorkspaceAdminsTabQuery = {
  response: WorkspaceAdminsTabQuery$data;
  variables: WorkspaceAdminsTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "workspaceId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "workspaceId",
        "variableName": "workspaceId"
      }
    ],
    "concreteType": "WorkspaceUser",
    "kind": "LinkedField",
    "name": "workspaceUsers",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userEmail",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WorkspaceAdminsTabQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WorkspaceAdminsTabQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "507d2f8dfd9139d0f63fc766aa8a0fa6",
    "id": null,
    "metadata": {},
    "name": "WorkspaceAdminsTabQuery",
    "operationKind": "query",
    "text": "query WorkspaceAdminsTabQuery(\n  $workspaceId: ID!\n) {\n  workspaceUsers(workspaceId: $workspaceId) {\n    user {\n      id\n    }\n    userName\n    userEmail\n  }\n}\n"
  }
};
})();

(node as any).hash = "3986bc5e3bbcba96e19877d82eef5ae8";

export default node;
