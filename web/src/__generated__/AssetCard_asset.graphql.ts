/**
 * @generated SignedSource<<670fa58a32e6f715e4d34799b4e37ca3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AssetCard_asset$data = {
  readonly createdAt: string;
  readonly newestVersion: {
    readonly duration: number | null | undefined;
    readonly size: number;
  };
  readonly " $fragmentSpreads": FragmentRefs<"AssetThumbnail_asset">;
  readonly " $fragmentType": "AssetCard_asset";
};
export type AssetCard_asset$key = {
  readonly " $data"?: AssetCard_asset$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssetCard_asset">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssetCard_asset",
  "selections": [
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
      "concreteType": "Version",
      "kind": "LinkedField",
      "name": "newestVersion",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "size",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "duration",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AssetThumbnail_asset"
    }
  ],
  "type": "Asset",
  "abstractKey": null
};

(node as any).hash = "d8780eacd01728120e3b8a7e4bd8d534";

export default node;
