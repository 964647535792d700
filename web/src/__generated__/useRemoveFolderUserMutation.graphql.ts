/**
 * @generated SignedSource<<fce8e7eaa120b8d74007892b65360003>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RemoveFolderUserInput = {
  clientMutationId?: string | null | undefined;
  folderId: string;
  userId: string;
};
export type useRemoveFolderUserMutation$variables = {
  input: RemoveFolderUserInput;
};
export type useRemoveFolderUserMutation$data = {
  readonly removeFolderUser: {
    readonly removedUserId: string;
  };
};
export type useRemoveFolderUserMutation = {
  response: useRemoveFolderUserMutation$data;
  variables: useRemoveFolderUserMutation$variables;
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
    "concreteType": "RemoveFolderUserPayload",
    "kind": "LinkedField",
    "name": "removeFolderUser",
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
    "name": "useRemoveFolderUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveFolderUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "daf98b16e59ec1582af7ee328aee7dcf",
    "id": null,
    "metadata": {},
    "name": "useRemoveFolderUserMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveFolderUserMutation(\n  $input: RemoveFolderUserInput!\n) {\n  removeFolderUser(input: $input) {\n    removedUserId\n  }\n}\n"
  }
};
})();

(node as any).hash = "c040a3b516dcb30c895a0396d137457a";

export default node;
