/**
 * @generated SignedSource<<123a6b960dd88793d6cd9fd060d2d096>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RotateWebhookSecretInput = {
  clientMutationId?: string | null | undefined;
  id: string;
};
export type useWebhookMutationsRotateMutation$variables = {
  input: RotateWebhookSecretInput;
};
export type useWebhookMutationsRotateMutation$data = {
  readonly rotateWebhookSecret: {
    readonly previousSecretValidUntil: string;
    readonly secret: string;
    readonly webhook: {
      readonly " $fragmentSpreads": FragmentRefs<"WebhookRow_webhook">;
    };
  };
};
export type useWebhookMutationsRotateMutation = {
  response: useWebhookMutationsRotateMutation$data;
  variables: useWebhookMutationsRotateMutation$variables;
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
  "name": "secret",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "previousSecretValidUntil",
  "storageKey": null
},
v4 = {
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
    "name": "useWebhookMutationsRotateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RotateWebhookSecretPayload",
        "kind": "LinkedField",
        "name": "rotateWebhookSecret",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
    "name": "useWebhookMutationsRotateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RotateWebhookSecretPayload",
        "kind": "LinkedField",
        "name": "rotateWebhookSecret",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Webhook",
            "kind": "LinkedField",
            "name": "webhook",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
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
                  (v4/*:: as any*/),
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
    "cacheID": "e4453e8b7a2ca2551be7a9b7641dab8a",
    "id": null,
    "metadata": {},
    "name": "useWebhookMutationsRotateMutation",
    "operationKind": "mutation",
    "text": "mutation useWebhookMutationsRotateMutation(\n  $input: RotateWebhookSecretInput!\n) {\n  rotateWebhookSecret(input: $input) {\n    secret\n    previousSecretValidUntil\n    webhook {\n      ...WebhookRow_webhook\n      id\n    }\n  }\n}\n\nfragment WebhookRow_webhook on Webhook {\n  id\n  url\n  description\n  eventTypes\n  isEnabled\n  disabledReason\n  disabledAt\n  failingSince\n  lastDelivery {\n    id\n    status\n    responseCode\n    failure\n    createdAt\n    lastAttemptAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "cf1bf91957da6484f0991a04a2eb455c";

export default node;
