/**
 * @generated SignedSource<<dc7f789381b4f310192a127439e92215>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type TriggerAuthFactorInput = {
  clientMutationId?: string | null | undefined;
  id: string;
};
export type useTriggerAuthFactorMutation$variables = {
  input: TriggerAuthFactorInput;
};
export type useTriggerAuthFactorMutation$data = {
  readonly triggerAuthFactor: {
    readonly factor: {
      readonly id: string;
      readonly triggeredAt: string | null | undefined;
    };
  };
};
export type useTriggerAuthFactorMutation = {
  response: useTriggerAuthFactorMutation$data;
  variables: useTriggerAuthFactorMutation$variables;
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
    "concreteType": "TriggerAuthFactorPayload",
    "kind": "LinkedField",
    "name": "triggerAuthFactor",
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
            "name": "triggeredAt",
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
    "name": "useTriggerAuthFactorMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTriggerAuthFactorMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6b1d8f4511b6440931f80062e6573ce1",
    "id": null,
    "metadata": {},
    "name": "useTriggerAuthFactorMutation",
    "operationKind": "mutation",
    "text": "mutation useTriggerAuthFactorMutation(\n  $input: TriggerAuthFactorInput!\n) {\n  triggerAuthFactor(input: $input) {\n    factor {\n      id\n      triggeredAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "830c956827d9c74cb7755c08c27c61b9";

export default node;
