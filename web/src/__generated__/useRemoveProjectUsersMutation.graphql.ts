/**
 * @generated SignedSource<<839648537d9ffbe5b288e76a857dbadc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RemoveProjectUsersInput = {
  clientMutationId?: string | null | undefined;
  projectId: string;
  userIds: ReadonlyArray<string>;
};
export type useRemoveProjectUsersMutation$variables = {
  input: RemoveProjectUsersInput;
};
export type useRemoveProjectUsersMutation$data = {
  readonly removeProjectUsers: {
    readonly removedUserIds: ReadonlyArray<string>;
  };
};
export type useRemoveProjectUsersMutation = {
  response: useRemoveProjectUsersMutation$data;
  variables: useRemoveProjectUsersMutation$variables;
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
    "concreteType": "RemoveProjectUsersPayload",
    "kind": "LinkedField",
    "name": "removeProjectUsers",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "removedUserIds",
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
    "name": "useRemoveProjectUsersMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveProjectUsersMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "79239493d8aca97c5868cd9832d5c7f2",
    "id": null,
    "metadata": {},
    "name": "useRemoveProjectUsersMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveProjectUsersMutation(\n  $input: RemoveProjectUsersInput!\n) {\n  removeProjectUsers(input: $input) {\n    removedUserIds\n  }\n}\n"
  }
};
})();

(node as any).hash = "d95c80bbc651f9b07678fc8e88488968";

export default node;
