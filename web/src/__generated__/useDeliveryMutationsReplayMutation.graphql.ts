/**
 * @generated SignedSource<<2b78cc74f7f570cf4b9d67940ea5028e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ReplayWebhookInput = {
  clientMutationId?: string | null | undefined;
  from: string;
  id: string;
};
export type useDeliveryMutationsReplayMutation$variables = {
  input: ReplayWebhookInput;
};
export type useDeliveryMutationsReplayMutation$data = {
  readonly replayWebhook: {
    readonly webhook: {
      readonly id: string;
    };
  };
};
export type useDeliveryMutationsReplayMutation = {
  response: useDeliveryMutationsReplayMutation$data;
  variables: useDeliveryMutationsReplayMutation$variables;
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
    "concreteType": "ReplayWebhookPayload",
    "kind": "LinkedField",
    "name": "replayWebhook",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Webhook",
        "kind": "LinkedField",
        "name": "webhook",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "name": "useDeliveryMutationsReplayMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeliveryMutationsReplayMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "505c86ddbf1e93ebdb0e8b5b5b95258f",
    "id": null,
    "metadata": {},
    "name": "useDeliveryMutationsReplayMutation",
    "operationKind": "mutation",
    "text": "mutation useDeliveryMutationsReplayMutation(\n  $input: ReplayWebhookInput!\n) {\n  replayWebhook(input: $input) {\n    webhook {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1857048df6b274c462e75b1e3a58b420";

export default node;
