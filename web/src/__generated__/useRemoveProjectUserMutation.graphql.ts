/**
 * @generated SignedSource<<013ccb50f6c51cd83d893fb747e9af1f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RemoveProjectUserInput = {
  clientMutationId?: string | null | undefined;
  projectId: string;
  userId: string;
};
export type useRemoveProjectUserMutation$variables = {
  input: RemoveProjectUserInput;
};
export type useRemoveProjectUserMutation$data = {
  readonly removeProjectUser: {
    readonly removedUserId: string;
  };
};
export type useRemoveProjectUserMutation = {
  response: useRemoveProjectUserMutation$data;
  variables: useRemoveProjectUserMutation$variables;
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
    "concreteType": "RemoveProjectUserPayload",
    "kind": "LinkedField",
    "name": "removeProjectUser",
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
    "name": "useRemoveProjectUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveProjectUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "63268a1f44c62d0cd3fd0a89982b227a",
    "id": null,
    "metadata": {},
    "name": "useRemoveProjectUserMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveProjectUserMutation(\n  $input: RemoveProjectUserInput!\n) {\n  removeProjectUser(input: $input) {\n    removedUserId\n  }\n}\n"
  }
};
})();

(node as any).hash = "fdc6093fd87e75fd674529733e401826";

export default node;
