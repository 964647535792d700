/**
 * @generated SignedSource<<4e9139a66c724bc281bb84691c4419af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WorkspaceWebhooksTabQuery$variables = {
  workspaceId: string;
};
export type WorkspaceWebhooksTabQuery$data = {
  readonly webhooks: ReadonlyArray<{
    readonly id: string;
    readonly url: string;
    readonly " $fragmentSpreads": FragmentRefs<"WebhookRow_webhook">;
  }>;
};
export type WorkspaceWebhooksTabQuery = {
  response: WorkspaceWebhooksTabQuery$data;
  variables: WorkspaceWebhooksTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "workspaceId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "workspaceId",
    "variableName": "workspaceId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WorkspaceWebhooksTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Webhook",
        "kind": "LinkedField",
        "name": "webhooks",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "WebhookRow_webhook"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WorkspaceWebhooksTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Webhook",
        "kind": "LinkedField",
        "name": "webhooks",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "9f736969c1718cacea7fef3ecfb7b8c3",
    "id": null,
    "metadata": {},
    "name": "WorkspaceWebhooksTabQuery",
    "operationKind": "query",
    "text": "query WorkspaceWebhooksTabQuery(\n  $workspaceId: ID!\n) {\n  webhooks(workspaceId: $workspaceId) {\n    id\n    url\n    ...WebhookRow_webhook\n  }\n}\n\nfragment WebhookRow_webhook on Webhook {\n  id\n  url\n  description\n  eventTypes\n  isEnabled\n  disabledReason\n  disabledAt\n  failingSince\n  lastDelivery {\n    id\n    status\n    responseCode\n    failure\n    createdAt\n    lastAttemptAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "03b6c394c6a05be15af832a17fa48bb9";

export default node;
