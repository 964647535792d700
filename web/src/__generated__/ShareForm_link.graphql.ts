/**
 * @generated SignedSource<<2e808af9ec26b2a339d14c8318a5fd08>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type WatermarkPosition = "BOTTOMCENTER" | "BOTTOMLEFT" | "BOTTOMRIGHT" | "CENTER" | "TOPCENTER" | "TOPLEFT" | "TOPRIGHT";
export type WatermarkType = "CLIPNAME" | "CUSTOM" | "FOLDER" | "FRAME" | "PRODUCTION" | "PROJECT" | "PROJECTFOLDER" | "SLATE" | "TIME" | "TIMECODE" | "TIMEOFDAY" | "USERNAME";
import type { FragmentRefs } from "relay-runtime";
export type ShareForm_link$data = {
  readonly canDownload: boolean;
  readonly expiresAt: string | null | undefined;
  readonly hasPassword: boolean;
  readonly id: string;
  readonly name: string;
  readonly previewAsset: {
    readonly name: string;
    readonly newestVersion: {
      readonly thumbnailUrl: string | null | undefined;
    };
  } | null | undefined;
  readonly projectName: string;
  readonly url: string;
  readonly watermark: {
    readonly opacity: number;
    readonly position: WatermarkPosition;
    readonly text: string;
    readonly type: WatermarkType;
  } | null | undefined;
  readonly " $fragmentType": "ShareForm_link";
};
export type ShareForm_link$key = {
  readonly " $data"?: ShareForm_link$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShareForm_link">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
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
          "name": "type",
          "storageKey": null
        },
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "opacity",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "projectName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Asset",
      "kind": "LinkedField",
      "name": "previewAsset",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
              "name": "thumbnailUrl",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ShareLink",
  "abstractKey": null
};
})();

(node as any).hash = "fa9e327e30937e09b7c6553fd9601685";

export default node;
