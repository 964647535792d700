/**
 * @generated SignedSource<<99b1e5dd96442bdc3df797c837946798>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AssetType = "AUDIO" | "DOCUMENT" | "IMAGE" | "LIVE" | "OTHER" | "VIDEO";
import type { FragmentRefs } from "relay-runtime";
export type AssetInspector_asset$data = {
  readonly createdAt: string;
  readonly createdBy: {
    readonly name: string;
  } | null | undefined;
  readonly metadata: ReadonlyArray<{
    readonly hidden: boolean;
    readonly key: string;
    readonly value: string;
  }>;
  readonly modifiedAt: string;
  readonly newestVersion: {
    readonly duration: number | null | undefined;
    readonly fileInfo: {
      readonly audioBitrate: number | null | undefined;
      readonly videoBitrate: number | null | undefined;
    } | null | undefined;
    readonly filename: string;
    readonly framesPerSecond: number | null | undefined;
    readonly height: number | null | undefined;
    readonly mimetype: string;
    readonly size: number;
    readonly width: number | null | undefined;
  };
  readonly type: AssetType;
  readonly " $fragmentSpreads": FragmentRefs<"CustomFieldsPanel_asset">;
  readonly " $fragmentType": "AssetInspector_asset";
};
export type AssetInspector_asset$key = {
  readonly " $data"?: AssetInspector_asset$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssetInspector_asset">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssetInspector_asset",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CustomFieldsPanel_asset"
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
      "concreteType": "MetadataEntry",
      "kind": "LinkedField",
      "name": "metadata",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hidden",
          "storageKey": null
        }
      ],
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
      "name": "modifiedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "createdBy",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
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
          "name": "filename",
          "storageKey": null
        },
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
          "name": "width",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "height",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mimetype",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FileInfo",
          "kind": "LinkedField",
          "name": "fileInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "videoBitrate",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "audioBitrate",
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

(node as any).hash = "c9d81fabc67a95cd4d3a1962f837c8c4";

export default node;
