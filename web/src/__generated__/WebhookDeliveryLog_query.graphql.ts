/**
 * @generated SignedSource<<e34519d594cf7262ad677afb0e4722f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WebhookDeliveryLog_query$data = {
  readonly webhookDeliveries: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"WebhookDeliveryRow_delivery">;
      };
    }>;
  };
  readonly " $fragmentType": "WebhookDeliveryLog_query";
};
export type WebhookDeliveryLog_query$key = {
  readonly " $data"?: WebhookDeliveryLog_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookDeliveryLog_query">;
};

import WebhookDeliveryLogPaginationQuery_graphql from './WebhookDeliveryLogPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "webhookDeliveries"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "webhookId"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": WebhookDeliveryLogPaginationQuery_graphql
    }
  },
  "name": "WebhookDeliveryLog_query",
  "selections": [
    {
      "alias": "webhookDeliveries",
      "args": [
        {
          "kind": "Variable",
          "name": "webhookId",
          "variableName": "webhookId"
        }
      ],
      "concreteType": "WebhookDeliveryConnection",
      "kind": "LinkedField",
      "name": "__WebhookDeliveryLog_webhookDeliveries_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "WebhookDeliveryEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "WebhookDelivery",
              "kind": "LinkedField",
              "name": "node",
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "WebhookDeliveryRow_delivery"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "kind": "ClientExtension",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "__id",
              "storageKey": null
            }
          ]
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "a9ddd1b7fe810342dc1307f81e763aaf";

export default node;
