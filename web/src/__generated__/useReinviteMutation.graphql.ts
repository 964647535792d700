/**
 * @generated SignedSource<<c51e161ab68bf9ef30e786f5cbab1963>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ReinviteInput = {
  clientMutationId?: string | null | undefined;
  email?: string | null | undefined;
  name?: string | null | undefined;
  projectId?: string | null | undefined;
  userId: string;
};
export type useReinviteMutation$variables = {
  input: ReinviteInput;
};
export type useReinviteMutation$data = {
  readonly reinvite: {
    readonly user: {
      readonly email: string | null | undefined;
      readonly hasJoined: boolean;
      readonly id: string;
      readonly invitedAt: string | null | undefined;
      readonly name: string;
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
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
    "cacheID": "2ac0aaee7c4c25fec7e75d3a6d382936",
    "id": null,
    "metadata": {},
    "name": "useReinviteMutation",
    "operationKind": "mutation",
    "text": "mutation useReinviteMutation(\n  $input: ReinviteInput!\n) {\n  reinvite(input: $input) {\n    user {\n      id\n      name\n      email\n      hasJoined\n      invitedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2618e61902c9a680d0a139d260c8d6f9";

export default node;
