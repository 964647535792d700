/**
 * @generated SignedSource<<90386e8cc6f51da9b08b8220f773f150>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type WatermarkPosition = "BOTTOMCENTER" | "BOTTOMLEFT" | "BOTTOMRIGHT" | "CENTER" | "TOPCENTER" | "TOPLEFT" | "TOPRIGHT";
export type WatermarkType = "CLIPNAME" | "CUSTOM" | "FOLDER" | "FRAME" | "PRODUCTION" | "PROJECT" | "PROJECTFOLDER" | "SLATE" | "TIME" | "TIMECODE" | "TIMEOFDAY" | "USERNAME";
import type { FragmentRefs } from "relay-runtime";
export type ProjectWatermarkLayer_asset$data = {
  readonly folder: {
    readonly name: string;
  };
  readonly name: string;
  readonly project: {
    readonly name: string;
    readonly overlay: {
      readonly enabled: boolean;
      readonly image: {
        readonly url: string;
      } | null | undefined;
      readonly opacity: number;
      readonly size: number;
      readonly x: number;
      readonly y: number;
    };
    readonly production: string;
    readonly watermarks: {
      readonly enabled: boolean;
      readonly fontSize: number;
      readonly horizontalOffset: number;
      readonly items: ReadonlyArray<{
        readonly position: WatermarkPosition;
        readonly text: string;
        readonly type: WatermarkType;
      }>;
      readonly opacity: number;
      readonly opacityBackground: number;
      readonly verticalOffset: number;
    };
  };
  readonly " $fragmentType": "ProjectWatermarkLayer_asset";
};
export type ProjectWatermarkLayer_asset$key = {
  readonly " $data"?: ProjectWatermarkLayer_asset$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectWatermarkLayer_asset">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enabled",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "opacity",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProjectWatermarkLayer_asset",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Folder",
      "kind": "LinkedField",
      "name": "folder",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "production",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ProjectWatermarks",
          "kind": "LinkedField",
          "name": "watermarks",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "WatermarkItem",
              "kind": "LinkedField",
              "name": "items",
              "plural": true,
              "selections": [
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
                  "name": "type",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "text",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "fontSize",
              "storageKey": null
            },
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "opacityBackground",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "horizontalOffset",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "verticalOffset",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ProjectOverlay",
          "kind": "LinkedField",
          "name": "overlay",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "size",
              "storageKey": null
            },
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "x",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "y",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "WorkspaceImage",
              "kind": "LinkedField",
              "name": "image",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "url",
                  "storageKey": null
                }
              ],
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
})();

(node as any).hash = "c63a1ebc4f713a6f7b2b12f162046198";

export default node;
