/**
 * @generated SignedSource<<8de8b55b92b5bc8ace1d2d75fcec0c7b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UpdateWebhookInput = {
  clientMutationId?: string | null | undefined;
  description?: string | null | undefined;
  eventTypes?: ReadonlyArray<string> | null | undefined;
  id: string;
  url?: string | null | undefined;
};
export type useWebhookMutationsUpdateMutation$variables = {
  input: UpdateWebhookInput;
};
export type useWebhookMutationsUpdateMutation$data = {
  readonly updateWebhook: {
    readonly webhook: {
      readonly " $fragmentSpreads": FragmentRefs<"WebhookRow_webhook">;
    };
  };
};
export type useWebhookMutationsUpdateMutation = {
  response: useWebhookMutationsUpdateMutation$data;
  variables: useWebhookMutationsUpdateMutation$variables;
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
    "name": "useWebhookMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateWebhookPayload",
        "kind": "LinkedField",
        "name": "updateWebhook",
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
    "name": "useWebhookMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateWebhookPayload",
        "kind": "LinkedField",
        "name": "updateWebhook",
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
    "cacheID": "c508a21f48e86dd19226f99ae07a6533",
    "id": null,
    "metadata": {},
    "name": "useWebhookMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation useWebhookMutationsUpdateMutation(\n  $input: UpdateWebhookInput!\n) {\n  updateWebhook(input: $input) {\n    webhook {\n      ...WebhookRow_webhook\n      id\n    }\n  }\n}\n\nfragment WebhookRow_webhook on Webhook {\n  id\n  url\n  description\n  eventTypes\n  isEnabled\n  disabledReason\n  disabledAt\n  failingSince\n  lastDelivery {\n    id\n    status\n    responseCode\n    failure\n    createdAt\n    lastAttemptAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "261a09843c4fdc06e4d4a7faa604c218";

export default node;
