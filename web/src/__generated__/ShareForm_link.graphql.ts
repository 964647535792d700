/**
 * @generated SignedSource<<55b4d345a8e5424a7ac13239b7bc8115>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type WatermarkPosition = "BOTTOMCENTER" | "BOTTOMLEFT" | "BOTTOMRIGHT" | "CENTER" | "TOPCENTER" | "TOPLEFT" | "TOPRIGHT";
import type { FragmentRefs } from "relay-runtime";
export type ShareForm_link$data = {
  readonly canDownload: boolean;
  readonly expiresAt: string | null | undefined;
  readonly hasPassword: boolean;
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly watermark: {
    readonly position: WatermarkPosition;
    readonly text: string;
  } | null | undefined;
  readonly " $fragmentType": "ShareForm_link";
};
export type ShareForm_link$key = {
  readonly " $data"?: ShareForm_link$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShareForm_link">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShareForm_link",
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
      "name": "name",
      "storageKey": null
    },
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
      "name": "canDownload",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasPassword",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LinkWatermark",
      "kind": "LinkedField",
      "name": "watermark",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "position",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ShareLink",
  "abstractKey": null
};

(node as any).hash = "64bf65ee7e9c9886f402b80577f8855d";

export default node;
