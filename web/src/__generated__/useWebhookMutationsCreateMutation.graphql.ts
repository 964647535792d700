/**
 * @generated SignedSource<<bf95acea2c1c819638197614e7c4ebb6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CreateWebhookInput = {
  clientMutationId?: string | null | undefined;
  description?: string | null | undefined;
  eventTypes: ReadonlyArray<string>;
  url: string;
  workspaceId: string;
};
export type useWebhookMutationsCreateMutation$variables = {
  input: CreateWebhookInput;
};
export type useWebhookMutationsCreateMutation$data = {
  readonly createWebhook: {
    readonly secret: string;
    readonly webhook: {
      readonly " $fragmentSpreads": FragmentRefs<"WebhookRow_webhook">;
    };
  };
};
export type useWebhookMutationsCreateMutation = {
  response: useWebhookMutationsCreateMutation$data;
  variables: useWebhookMutationsCreateMutation$variables;
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
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useWebhookMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateWebhookPayload",
        "kind": "LinkedField",
        "name": "createWebhook",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
    "name": "useWebhookMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateWebhookPayload",
        "kind": "LinkedField",
        "name": "createWebhook",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Webhook",
            "kind": "LinkedField",
            "name": "webhook",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
                  (v3/*:: as any*/),
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
    "cacheID": "448632fcf4c364bbd54c082d457b9459",
    "id": null,
    "metadata": {},
    "name": "useWebhookMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation useWebhookMutationsCreateMutation(\n  $input: CreateWebhookInput!\n) {\n  createWebhook(input: $input) {\n    secret\n    webhook {\n      ...WebhookRow_webhook\n      id\n    }\n  }\n}\n\nfragment WebhookRow_webhook on Webhook {\n  id\n  url\n  description\n  eventTypes\n  isEnabled\n  disabledReason\n  disabledAt\n  failingSince\n  lastDelivery {\n    id\n    status\n    responseCode\n    failure\n    createdAt\n    lastAttemptAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "1698795a042375d7ae7c1b09c35c0ba2";

export default node;
