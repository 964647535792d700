/**
 * @generated SignedSource<<2b14879ef18c4d7da9f30448c3ae5bf1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type JobState = "CANCELLED" | "COMPLETED" | "FAILED" | "RUNNING" | "WAITING";
import type { FragmentRefs } from "relay-runtime";
export type AssetViewer_version$data = {
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

(node as any).hash = "60750caf3787b7bab6792c3def816f95";

export default node;
