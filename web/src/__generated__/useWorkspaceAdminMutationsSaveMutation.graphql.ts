/**
 * @generated SignedSource<<d2b3b712200fea498aaf9c713dc509e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type SaveWorkspaceUserInput = {
  clientMutationId?: string | null | undefined;
  isAdmin: boolean;
  userId: string;
  workspaceId: string;
};
export type useWorkspaceAdminMutationsSaveMutation$variables = {
  input: SaveWorkspaceUserInput;
};
export type useWorkspaceAdminMutationsSaveMutation$data = {
  readonly saveWorkspaceUser: {
    readonly clientMutationId: string | null | undefined;
  };
};
export type useWorkspaceAdminMutationsSaveMutation = {
  response: useWorkspaceAdminMutationsSaveMutation$data;
  variables: useWorkspaceAdminMutationsSaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SaveWorkspaceUserPayload",
    "kind": "LinkedField",
    "name": "saveWorkspaceUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clientMutationId",
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
    "name": "useWorkspaceAdminMutationsSaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useWorkspaceAdminMutationsSaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b78f08294a61ac84b2ceebd9d091a4f8",
    "id": null,
    "metadata": {},
    "name": "useWorkspaceAdminMutationsSaveMutation",
    "operationKind": "mutation",
    "text": "mutation useWorkspaceAdminMutationsSaveMutation(\n  $input: SaveWorkspaceUserInput!\n) {\n  saveWorkspaceUser(input: $input) {\n    clientMutationId\n  }\n}\n"
  }
};
})();

(node as any).hash = "6c81465718a8d673e61d768509c2895d";

export default node;
