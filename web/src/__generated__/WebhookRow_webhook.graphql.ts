/**
 * @generated SignedSource<<dbf3f80d9731f94f385d7a1ef6a835bc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type WebhookDeliveryFailure = "ADDRESS_REFUSED" | "CONNECTION_FAILED" | "HTTP_STATUS" | "TIMEOUT" | "UNRESOLVED_HOST";
export type WebhookDeliveryStatus = "DELIVERING" | "FAILED" | "PENDING" | "SUCCEEDED";
export type WebhookDisabledReason = "FAILING" | "GONE" | "MANUAL";
import type { FragmentRefs } from "relay-runtime";
export type WebhookRow_webhook$data = {
  readonly description: string;
  readonly disabledAt: string | null | undefined;
  readonly disabledReason: WebhookDisabledReason | null | undefined;
  readonly eventTypes: ReadonlyArray<string>;
  readonly failingSince: string | null | undefined;
  readonly id: string;
  readonly isEnabled: boolean;
  readonly lastDelivery: {
    readonly createdAt: string;
    readonly failure: WebhookDeliveryFailure | null | undefined;
    readonly id: string;
    readonly lastAttemptAt: string | null | undefined;
    readonly responseCode: number | null | undefined;
    readonly status: WebhookDeliveryStatus;
  } | null | undefined;
  readonly url: string;
  readonly " $fragmentType": "WebhookRow_webhook";
};
export type WebhookRow_webhook$key = {
  readonly " $data"?: WebhookRow_webhook$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookRow_webhook">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebhookRow_webhook",
  "selections": [
    (v0/*:: as any*/),
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
        (v0/*:: as any*/),
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
  "type": "Webhook",
  "abstractKey": null
};
})();

(node as any).hash = "2f0222ea41dec9c36c3862ce2e09d1e3";

export default node;
