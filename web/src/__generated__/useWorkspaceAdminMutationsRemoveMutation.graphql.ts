/**
 * @generated SignedSource<<c0e0fb7f617d6ff06e0d30119ea6e2a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RemoveWorkspaceUserInput = {
  clientMutationId?: string | null | undefined;
  keepInProjects?: boolean | null | undefined;
  userId: string;
  workspaceId: string;
};
export type useWorkspaceAdminMutationsRemoveMutation$variables = {
  input: RemoveWorkspaceUserInput;
};
export type useWorkspaceAdminMutationsRemoveMutation$data = {
  readonly removeWorkspaceUser: {
    readonly removedUserId: string;
  };
};
export type useWorkspaceAdminMutationsRemoveMutation = {
  response: useWorkspaceAdminMutationsRemoveMutation$data;
  variables: useWorkspaceAdminMutationsRemoveMutation$variables;
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
    "concreteType": "RemoveWorkspaceUserPayload",
    "kind": "LinkedField",
    "name": "removeWorkspaceUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "removedUserId",
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
    "name": "useWorkspaceAdminMutationsRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useWorkspaceAdminMutationsRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6049cb1f97ac5cc90f3983ed241b801f",
    "id": null,
    "metadata": {},
    "name": "useWorkspaceAdminMutationsRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation useWorkspaceAdminMutationsRemoveMutation(\n  $input: RemoveWorkspaceUserInput!\n) {\n  removeWorkspaceUser(input: $input) {\n    removedUserId\n  }\n}\n"
  }
};
})();

(node as any).hash = "c680731e7fe7250f22fd33055777198b";

export default node;
