/**
 * @generated SignedSource<<85e764f9e328d5f029ea9bb9b93f4db8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type UploadFinalizeStatus = "DONE" | "ERROR" | "RUNNING" | "TRIGGERED";
import type { FragmentRefs } from "relay-runtime";
export type relayUploadApi_finalization$data = {
  readonly asset: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"AssetRow_asset">;
  } | null | undefined;
  readonly errorCode: string | null | undefined;
  readonly job: {
    readonly " $fragmentSpreads": FragmentRefs<"jobSnapshot_job">;
  } | null | undefined;
  readonly metadata: {
    readonly folderHasClips: boolean;
    readonly folderHasMetadata: boolean;
    readonly matched: number;
    readonly parsed: number;
  } | null | undefined;
  readonly status: UploadFinalizeStatus;
  readonly version: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentType": "relayUploadApi_finalization";
};
export type relayUploadApi_finalization$key = {
  readonly " $data"?: relayUploadApi_finalization$data;
  readonly " $fragmentSpreads": FragmentRefs<"relayUploadApi_finalization">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "relayUploadApi_finalization",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "errorCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Asset",
      "kind": "LinkedField",
      "name": "asset",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AssetRow_asset"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Version",
      "kind": "LinkedField",
      "name": "version",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Job",
      "kind": "LinkedField",
      "name": "job",
      "plural": false,
      "selections": [
        {
          "kind": "InlineDataFragmentSpread",
          "name": "jobSnapshot_job",
          "selections": [
            (v0/*:: as any*/),
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
              "name": "updatedAt",
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
          "args": null,
          "argumentDefinitions": []
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MetadataMatch",
      "kind": "LinkedField",
      "name": "metadata",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "parsed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "matched",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "folderHasClips",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "folderHasMetadata",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "UploadFinalization",
  "abstractKey": null
};
})();

(node as any).hash = "6150b80afed50e69024f945b7a8624b0";

export default node;
