/**
 * @generated SignedSource<<fd318ed879a27dbbe7e249105e151838>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ActivateAuthFactorInput = {
  clientMutationId?: string | null | undefined;
  code: string;
  id: string;
};
export type useActivateAuthFactorMutation$variables = {
  input: ActivateAuthFactorInput;
};
export type useActivateAuthFactorMutation$data = {
  readonly activateAuthFactor: {
    readonly factor: {
      readonly id: string;
      readonly isActive: boolean;
    };
    readonly recoveryCodes: ReadonlyArray<{
      readonly code: string;
      readonly used: boolean;
    }> | null | undefined;
    readonly user: {
      readonly hasActiveFactors: boolean;
      readonly id: string;
      readonly needsMfa: boolean;
    };
  };
};
export type useActivateAuthFactorMutation = {
  response: useActivateAuthFactorMutation$data;
  variables: useActivateAuthFactorMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ActivateAuthFactorPayload",
    "kind": "LinkedField",
    "name": "activateAuthFactor",
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
          (v1/*:: as any*/),
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
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasActiveFactors",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "needsMfa",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RecoveryCode",
        "kind": "LinkedField",
        "name": "recoveryCodes",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "used",
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
    "name": "useActivateAuthFactorMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useActivateAuthFactorMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "87372b0b528b8162b580e1fdceaa8762",
    "id": null,
    "metadata": {},
    "name": "useActivateAuthFactorMutation",
    "operationKind": "mutation",
    "text": "mutation useActivateAuthFactorMutation(\n  $input: ActivateAuthFactorInput!\n) {\n  activateAuthFactor(input: $input) {\n    factor {\n      id\n      isActive\n    }\n    user {\n      id\n      hasActiveFactors\n      needsMfa\n    }\n    recoveryCodes {\n      code\n      used\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c607c24046f5f9b1ef1e50775d7de89a";

export default node;
