/**
 * @generated SignedSource<<7c013ffa1a2963819c64c2dfd44b11c3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type AuthFactorType = "APP" | "SMS";
export type AddUserAuthFactorInput = {
  clientMutationId?: string | null | undefined;
  id: string;
  phone?: string | null | undefined;
  type: AuthFactorType;
};
export type useAddUserAuthFactorMutation$variables = {
  input: AddUserAuthFactorInput;
};
export type useAddUserAuthFactorMutation$data = {
  readonly addUserAuthFactor: {
    readonly factor: {
      readonly id: string;
      readonly isActive: boolean;
      readonly recipient: string | null | undefined;
      readonly type: AuthFactorType;
    };
    readonly qr: string | null | undefined;
    readonly secret: string | null | undefined;
  };
};
export type useAddUserAuthFactorMutation = {
  response: useAddUserAuthFactorMutation$data;
  variables: useAddUserAuthFactorMutation$variables;
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
    "concreteType": "AddUserAuthFactorPayload",
    "kind": "LinkedField",
    "name": "addUserAuthFactor",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AuthFactor",
        "kind": "LinkedField",
        "name": "factor",
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
            "name": "type",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recipient",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isActive",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "secret",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "qr",
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
    "name": "useAddUserAuthFactorMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddUserAuthFactorMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "aa1805d9b0d76259abe3bab2bc973813",
    "id": null,
    "metadata": {},
    "name": "useAddUserAuthFactorMutation",
    "operationKind": "mutation",
    "text": "mutation useAddUserAuthFactorMutation(\n  $input: AddUserAuthFactorInput!\n) {\n  addUserAuthFactor(input: $input) {\n    factor {\n      id\n      type\n      recipient\n      isActive\n    }\n    secret\n    qr\n  }\n}\n"
  }
};
})();

(node as any).hash = "b09af909ab7e791408bfe393cf815e80";

export default node;
