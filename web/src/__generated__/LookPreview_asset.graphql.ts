/**
 * @generated SignedSource<<71cb14df3de08b8547be669bdf1e0623>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AssetType = "AUDIO" | "DOCUMENT" | "IMAGE" | "LIVE" | "OTHER" | "VIDEO";
import type { FragmentRefs } from "relay-runtime";
export type LookPreview_asset$data = {
  readonly name: string;
  readonly newestVersion: {
    readonly framesPerSecond: number | null | undefined;
    readonly id: string;
    readonly timecodeOffset: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"AssetViewer_version">;
  };
  readonly type: AssetType;
  readonly " $fragmentType": "LookPreview_asset";
};
export type LookPreview_asset$key = {
  readonly " $data"?: LookPreview_asset$data;
  readonly " $fragmentSpreads": FragmentRefs<"LookPreview_asset">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LookPreview_asset",
  "selections": [
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
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Version",
      "kind": "LinkedField",
      "name": "newestVersion",
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "framesPerSecond",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "timecodeOffset",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AssetViewer_version"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Asset",
  "abstractKey": null
};

(node as any).hash = "60322a990ecc29b33511e793a9a0a95b";

export default node;
