/**
 * @generated SignedSource<<2fb2f87448a58878a7bab9f0f2015d21>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type WebhookDeliveryFailure = "ADDRESS_REFUSED" | "CONNECTION_FAILED" | "HTTP_STATUS" | "TIMEOUT" | "UNRESOLVED_HOST";
export type DeliveryDetailsQuery$variables = {
  id: string;
};
export type DeliveryDetailsQuery$data = {
  readonly node: {
    readonly delivery: {
      readonly attempts: ReadonlyArray<{
        readonly at: string;
        readonly failure: WebhookDeliveryFailure | null | undefined;
        readonly latencyMs: number;
        readonly number: number;
        readonly responseCode: number | null | undefined;
      }>;
      readonly eventTime: string;
      readonly messageId: string;
      readonly payload: string;
      readonly subject: string;
    } | null | undefined;
  } | null | undefined;
};
export type DeliveryDetailsQuery = {
  response: DeliveryDetailsQuery$data;
  variables: DeliveryDetailsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "messageId",
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
      "name": "eventTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payload",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WebhookDeliveryAttempt",
      "kind": "LinkedField",
      "name": "attempts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "at",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "WebhookDelivery",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeliveryDetailsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": (v2/*:: as any*/),
            "kind": "AliasedInlineFragmentSpread",
            "name": "delivery"
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
    "name": "DeliveryDetailsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "ad41f8c65e09fe6736761598efe430ca",
    "id": null,
    "metadata": {},
    "name": "DeliveryDetailsQuery",
    "operationKind": "query",
    "text": "query DeliveryDetailsQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on WebhookDelivery {\n      messageId\n      subject\n      eventTime\n      payload\n      attempts {\n        number\n        at\n        responseCode\n        latencyMs\n        failure\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "6476e5de104e52135d3b67351e94cad5";

export default node;
