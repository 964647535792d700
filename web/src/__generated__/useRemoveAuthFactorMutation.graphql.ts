/**
 * @generated SignedSource<<009814e130fb8d96ba0e43b2a86f0090>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RemoveAuthFactorInput = {
  clientMutationId?: string | null | undefined;
  id: string;
};
export type useRemoveAuthFactorMutation$variables = {
  input: RemoveAuthFactorInput;
};
export type useRemoveAuthFactorMutation$data = {
  readonly removeAuthFactor: {
    readonly removedId: string;
    readonly user: {
      readonly hasActiveFactors: boolean;
      readonly id: string;
      readonly needsMfa: boolean;
    };
  };
};
export type useRemoveAuthFactorMutation = {
  response: useRemoveAuthFactorMutation$data;
  variables: useRemoveAuthFactorMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "removedId",
  "storageKey": null
},
v3 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRemoveAuthFactorMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RemoveAuthFactorPayload",
        "kind": "LinkedField",
        "name": "removeAuthFactor",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveAuthFactorMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RemoveAuthFactorPayload",
        "kind": "LinkedField",
        "name": "removeAuthFactor",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "removedId"
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d8abd4481e86c940796795d22029ee48",
    "id": null,
    "metadata": {},
    "name": "useRemoveAuthFactorMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveAuthFactorMutation(\n  $input: RemoveAuthFactorInput!\n) {\n  removeAuthFactor(input: $input) {\n    removedId\n    user {\n      id\n      hasActiveFactors\n      needsMfa\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3da22aa71c3dee1b7f62f4165f06b931";

export default node;
