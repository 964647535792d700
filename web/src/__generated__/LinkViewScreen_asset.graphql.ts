/**
 * @generated SignedSource<<261d4def4dbe66a896e1194d27fef04f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AssetType = "AUDIO" | "DOCUMENT" | "IMAGE" | "LIVE" | "OTHER" | "VIDEO";
export type TransferServerKind = "ASPERA" | "RUSHES";
export type WatermarkingState = "DONE" | "FAILED" | "PLAYABLE" | "RENDERING" | "WITHHELD";
import type { FragmentRefs } from "relay-runtime";
export type LinkViewScreen_asset$data = {
  readonly allowedTo: {
    readonly comment: boolean;
    readonly download: boolean;
  };
  readonly archiveFormat: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly newestVersion: {
    readonly framesPerSecond: number | null | undefined;
    readonly id: string;
    readonly isLive: boolean;
    readonly isProcessing: boolean;
    readonly streamUrl: string | null | undefined;
    readonly timecodeOffset: string | null | undefined;
    readonly urlsExpireAt: string;
    readonly watermarking: {
      readonly state: WatermarkingState;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"AssetViewer_version">;
  };
  readonly project: {
    readonly id: string;
    readonly transferServerKind: TransferServerKind | null | undefined;
  };
  readonly type: AssetType;
  readonly " $fragmentType": "LinkViewScreen_asset";
};
export type LinkViewScreen_asset$key = {
  readonly " $data"?: LinkViewScreen_asset$data;
  readonly " $fragmentSpreads": FragmentRefs<"LinkViewScreen_asset">;
};

import LinkViewScreenRefetchQuery_graphql from './LinkViewScreenRefetchQuery.graphql';

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
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": LinkViewScreenRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "LinkViewScreen_asset",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "archiveFormat",
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
          "name": "transferServerKind",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AssetAllowedTo",
      "kind": "LinkedField",
      "name": "allowedTo",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "comment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "download",
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
        (v0/*:: as any*/),
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "urlsExpireAt",
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
          "name": "streamUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Watermarking",
          "kind": "LinkedField",
          "name": "watermarking",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "state",
              "storageKey": null
            }
          ],
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
})();

(node as any).hash = "a0bb599a473de65410a9235d6653a858";

export default node;
