/**
 * @generated SignedSource<<d5ea2c05df3814bb264968c3aee0b714>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EnableWebhookInput = {
  clientMutationId?: string | null | undefined;
  id: string;
};
export type useWebhookMutationsEnableMutation$variables = {
  input: EnableWebhookInput;
};
export type useWebhookMutationsEnableMutation$data = {
  readonly enableWebhook: {
    readonly webhook: {
      readonly " $fragmentSpreads": FragmentRefs<"WebhookRow_webhook">;
    };
  };
};
export type useWebhookMutationsEnableMutation = {
  response: useWebhookMutationsEnableMutation$data;
  variables: useWebhookMutationsEnableMutation$variables;
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
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useWebhookMutationsEnableMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EnableWebhookPayload",
        "kind": "LinkedField",
        "name": "enableWebhook",
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "WebhookRow_webhook"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useWebhookMutationsEnableMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EnableWebhookPayload",
        "kind": "LinkedField",
        "name": "enableWebhook",
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "eventTypes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isEnabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "disabledReason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "disabledAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "failingSince",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "WebhookDelivery",
                "kind": "LinkedField",
                "name": "lastDelivery",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
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
                    "name": "responseCode",
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
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4bd85816bafa9dcdea584d629752bb19",
    "id": null,
    "metadata": {},
    "name": "useWebhookMutationsEnableMutation",
    "operationKind": "mutation",
    "text": "mutation useWebhookMutationsEnableMutation(\n  $input: EnableWebhookInput!\n) {\n  enableWebhook(input: $input) {\n    webhook {\n      ...WebhookRow_webhook\n      id\n    }\n  }\n}\n\nfragment WebhookRow_webhook on Webhook {\n  id\n  url\n  description\n  eventTypes\n  isEnabled\n  disabledReason\n  disabledAt\n  failingSince\n  lastDelivery {\n    id\n    status\n    responseCode\n    failure\n    createdAt\n    lastAttemptAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "0f5f6a5edb0c2f589c343e47066521b2";

export default node;
