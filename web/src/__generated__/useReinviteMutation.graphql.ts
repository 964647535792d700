/**
 * @generated SignedSource<<4d6af026a4d45f41f72319ae6796b0fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ReinviteInput = {
  clientMutationId?: string | null | undefined;
  projectId?: string | null | undefined;
  userId: string;
};
export type useReinviteMutation$variables = {
  input: ReinviteInput;
};
export type useReinviteMutation$data = {
  readonly reinvite: {
    readonly user: {
      readonly hasJoined: boolean;
      readonly id: string;
      readonly invitedAt: string | null | undefined;
    };
  };
};
export type useReinviteMutation = {
  response: useReinviteMutation$data;
  variables: useReinviteMutation$variables;
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
    "concreteType": "ReinvitePayload",
    "kind": "LinkedField",
    "name": "reinvite",
    "plural": false,
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasJoined",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "invitedAt",
            "storageKey": null
          }
        ],
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
    "name": "useReinviteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReinviteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bcd480a8e36eed5acb2f51cbc981283e",
    "id": null,
    "metadata": {},
    "name": "useReinviteMutation",
    "operationKind": "mutation",
    "text": "mutation useReinviteMutation(\n  $input: ReinviteInput!\n) {\n  reinvite(input: $input) {\n    user {\n      id\n      hasJoined\n      invitedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "73c9f1fd3c63b69963bd9ae529e3d110";

export default node;
