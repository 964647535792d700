/**
 * @generated SignedSource<<b126e88a25c43fc943cbdf3036e25146>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type JobState = "CANCELLED" | "COMPLETED" | "FAILED" | "RUNNING" | "WAITING";
import type { FragmentRefs } from "relay-runtime";
export type AssetViewer_version$data = {
  readonly downloadUrl: string | null | undefined;
  readonly isProcessing: boolean;
  readonly levels: ReadonlyArray<{
    readonly hdr: boolean;
    readonly height: number;
    readonly width: number;
  }>;
  readonly mimetype: string;
  readonly posterUrl: string | null | undefined;
  readonly processingJob: {
    readonly progress: number;
    readonly reason: string | null | undefined;
    readonly state: JobState;
  } | null | undefined;
  readonly sourceUrl: string | null | undefined;
  readonly streamUrl: string | null | undefined;
  readonly waveformUrl: string | null | undefined;
  readonly " $fragmentType": "AssetViewer_version";
};
export type AssetViewer_version$key = {
  readonly " $data"?: AssetViewer_version$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssetViewer_version">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssetViewer_version",
  "selections": [
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
      "name": "downloadUrl",
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
    }
  ],
  "type": "Version",
  "abstractKey": null
};

(node as any).hash = "8f4c0bed1ef7a583fd3626c87f9cb5eb";

export default node;
