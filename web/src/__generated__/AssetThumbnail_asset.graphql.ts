/**
 * @generated SignedSource<<b965ab3e1bdf8279b30271fdd62e9aa1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AssetType = "AUDIO" | "DOCUMENT" | "IMAGE" | "LIVE" | "OTHER" | "VIDEO";
export type JobState = "CANCELLED" | "COMPLETED" | "FAILED" | "RUNNING" | "WAITING";
import type { FragmentRefs } from "relay-runtime";
export type AssetThumbnail_asset$data = {
  readonly name: string;
  readonly newestVersion: {
    readonly duration: number | null | undefined;
    readonly isLive: boolean;
    readonly isProcessing: boolean;
    readonly processingJob: {
      readonly progress: number;
      readonly reason: string | null | undefined;
      readonly state: JobState;
    } | null | undefined;
    readonly thumbnailSprite: {
      readonly columns: number;
      readonly frameCount: number;
      readonly intervalMs: number;
      readonly rows: number;
      readonly tileHeight: number;
      readonly tileWidth: number;
      readonly urls: ReadonlyArray<string>;
    } | null | undefined;
    readonly thumbnailUrl: string | null | undefined;
  };
  readonly type: AssetType;
  readonly " $fragmentType": "AssetThumbnail_asset";
};
export type AssetThumbnail_asset$key = {
  readonly " $data"?: AssetThumbnail_asset$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssetThumbnail_asset">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssetThumbnail_asset",
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
          "name": "duration",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isLive",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isProcessing",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "thumbnailUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Job",
          "kind": "LinkedField",
          "name": "processingJob",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "state",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "progress",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reason",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SpriteSheet",
          "kind": "LinkedField",
          "name": "thumbnailSprite",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "urls",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "columns",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "rows",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "tileWidth",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "tileHeight",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "frameCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "intervalMs",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Asset",
  "abstractKey": null
};

(node as any).hash = "8c60319319ab3ea9d170efe098b68d14";

export default node;
