/**
 * @generated SignedSource<<fd18dd5d11eafcb6971d4085023e7c50>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type JobState = "CANCELLED" | "COMPLETED" | "FAILED" | "RUNNING" | "WAITING";
export type WatermarkingState = "DONE" | "FAILED" | "PLAYABLE" | "RENDERING" | "WITHHELD";
import type { FragmentRefs } from "relay-runtime";
export type AssetViewer_version$data = {
  readonly isLive: boolean;
  readonly isProcessing: boolean;
  readonly levels: ReadonlyArray<{
    readonly hdr: boolean;
    readonly height: number;
    readonly width: number;
  }>;
  readonly mimetype: string;
  readonly originalUrl: string | null | undefined;
  readonly posterUrl: string | null | undefined;
  readonly processingJob: {
    readonly progress: number;
    readonly reason: string | null | undefined;
    readonly state: JobState;
  } | null | undefined;
  readonly sourceUrl: string | null | undefined;
  readonly streamUrl: string | null | undefined;
  readonly watermarking: {
    readonly progress: number;
    readonly reason: string | null | undefined;
    readonly state: WatermarkingState;
  } | null | undefined;
  readonly waveformUrl: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"SeekPreview_version">;
  readonly " $fragmentType": "AssetViewer_version";
};
export type AssetViewer_version$key = {
  readonly " $data"?: AssetViewer_version$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssetViewer_version">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssetViewer_version",
  "selections": [
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
      "name": "streamUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "posterUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sourceUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "originalUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "waveformUrl",
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
      "concreteType": "QualityLevel",
      "kind": "LinkedField",
      "name": "levels",
      "plural": true,
      "selections": [
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
          "name": "hdr",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Job",
      "kind": "LinkedField",
      "name": "processingJob",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Watermarking",
      "kind": "LinkedField",
      "name": "watermarking",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SeekPreview_version"
    }
  ],
  "type": "Version",
  "abstractKey": null
};
})();

(node as any).hash = "c7c3c48a77360177b57fb2ba40ca8cbc";

export default node;
