/**
 * @generated SignedSource<<309aafbc884b1cea96aea28d93b5b897>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RedeliverWebhookDeliveryInput = {
  clientMutationId?: string | null | undefined;
  id: string;
};
export type useDeliveryMutationsRedeliverMutation$variables = {
  connections: ReadonlyArray<string>;
  input: RedeliverWebhookDeliveryInput;
};
export type useDeliveryMutationsRedeliverMutation$data = {
  readonly redeliverWebhookDelivery: {
    readonly delivery: {
      readonly " $fragmentSpreads": FragmentRefs<"WebhookDeliveryRow_delivery">;
    };
  };
};
export type useDeliveryMutationsRedeliverMutation = {
  response: useDeliveryMutationsRedeliverMutation$data;
  variables: useDeliveryMutationsRedeliverMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeliveryMutationsRedeliverMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RedeliverWebhookDeliveryPayload",
        "kind": "LinkedField",
        "name": "redeliverWebhookDelivery",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "WebhookDelivery",
            "kind": "LinkedField",
            "name": "delivery",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "WebhookDeliveryRow_delivery"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDeliveryMutationsRedeliverMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RedeliverWebhookDeliveryPayload",
        "kind": "LinkedField",
        "name": "redeliverWebhookDelivery",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "WebhookDelivery",
            "kind": "LinkedField",
            "name": "delivery",
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "eventType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "subject",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cause",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "attemptCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "responseCode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "latencyMs",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "failure",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastAttemptAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nextAttemptAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "prependNode",
            "key": "",
            "kind": "LinkedHandle",
            "name": "delivery",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              },
              {
                "kind": "Literal",
                "name": "edgeTypeName",
                "value": "WebhookDeliveryEdge"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4b73623ee8640747030d5fb7c4838cb5",
    "id": null,
    "metadata": {},
    "name": "useDeliveryMutationsRedeliverMutation",
    "operationKind": "mutation",
    "text": "mutation useDeliveryMutationsRedeliverMutation(\n  $input: RedeliverWebhookDeliveryInput!\n) {\n  redeliverWebhookDelivery(input: $input) {\n    delivery {\n      ...WebhookDeliveryRow_delivery\n      id\n    }\n  }\n}\n\nfragment WebhookDeliveryRow_delivery on WebhookDelivery {\n  id\n  status\n  eventType\n  subject\n  cause\n  attemptCount\n  responseCode\n  latencyMs\n  failure\n  createdAt\n  lastAttemptAt\n  nextAttemptAt\n}\n"
  }
};
})();

(node as any).hash = "4db953e301fe01283a63d969e92f97c5";

export default node;
