/**
 * @generated SignedSource<<1bf3c6f11c003657467dd2d706f3fcc0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type InviteUserInput = {
  clientMutationId?: string | null | undefined;
  email: string;
  folderId?: string | null | undefined;
  name: string;
  projectId: string;
  roleId: string;
};
export type useInviteUserMutation$variables = {
  input: InviteUserInput;
};
export type useInviteUserMutation$data = {
  readonly inviteUser: {
    readonly created: boolean;
    readonly invited: boolean;
    readonly user: {
      readonly email: string | null | undefined;
      readonly hasJoined: boolean;
      readonly id: string;
      readonly name: string;
    };
  };
};
export type useInviteUserMutation = {
  response: useInviteUserMutation$data;
  variables: useInviteUserMutation$variables;
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
    "concreteType": "InviteUserPayload",
    "kind": "LinkedField",
    "name": "inviteUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "created",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "invited",
        "storageKey": null
      },
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
    "name": "useInviteUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useInviteUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9febaddaa66b0e5b256d35374aeedd7c",
    "id": null,
    "metadata": {},
    "name": "useInviteUserMutation",
    "operationKind": "mutation",
    "text": "mutation useInviteUserMutation(\n  $input: InviteUserInput!\n) {\n  inviteUser(input: $input) {\n    created\n    invited\n    user {\n      id\n      name\n      email\n      hasJoined\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "df6d64fb66dda4124419a99bf715dfb2";

export default node;
