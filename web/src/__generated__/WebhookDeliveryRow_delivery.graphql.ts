/**
 * @generated SignedSource<<f20a132bb313aa39e29e5f3198d0b6c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type WebhookDeliveryCause = "EVENT" | "REDELIVERY" | "REPLAY";
export type WebhookDeliveryFailure = "ADDRESS_REFUSED" | "CONNECTION_FAILED" | "HTTP_STATUS" | "TIMEOUT" | "UNRESOLVED_HOST";
export type WebhookDeliveryStatus = "DELIVERING" | "FAILED" | "PENDING" | "SUCCEEDED";
import type { FragmentRefs } from "relay-runtime";
export type WebhookDeliveryRow_delivery$data = {
  readonly attemptCount: number;
  readonly cause: WebhookDeliveryCause;
  readonly createdAt: string;
  readonly eventType: string;
  readonly failure: WebhookDeliveryFailure | null | undefined;
  readonly id: string;
  readonly lastAttemptAt: string | null | undefined;
  readonly latencyMs: number | null | undefined;
  readonly nextAttemptAt: string | null | undefined;
  readonly responseCode: number | null | undefined;
  readonly status: WebhookDeliveryStatus;
  readonly subject: string;
  readonly " $fragmentType": "WebhookDeliveryRow_delivery";
};
export type WebhookDeliveryRow_delivery$key = {
  readonly " $data"?: WebhookDeliveryRow_delivery$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookDeliveryRow_delivery">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebhookDeliveryRow_delivery",
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
  "type": "WebhookDelivery",
  "abstractKey": null
};

(node as any).hash = "f6e2b97310fd20fe8f8d7a75e404c026";

export default node;
