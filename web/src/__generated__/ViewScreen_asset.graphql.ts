/**
 * @generated SignedSource<<d3e0ccbbcac63d3546e5ef8439f1d0a6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AssetType = "AUDIO" | "DOCUMENT" | "IMAGE" | "LIVE" | "OTHER" | "VIDEO";
export type TransferServerKind = "ASPERA" | "RUSHES";
import type { FragmentRefs } from "relay-runtime";
export type ViewScreen_asset$data = {
  readonly allowedTo: {
    readonly annotate: boolean;
    readonly comment: boolean;
    readonly download: boolean;
    readonly share: boolean;
  };
  readonly archiveFormat: string | null | undefined;
  readonly folder: {
    readonly id: string;
  };
  readonly hasLiveKey: boolean | null | undefined;
  readonly id: string;
  readonly liveRtmpServer: string | null | undefined;
  readonly name: string;
  readonly project: {
    readonly id: string;
    readonly transferServerKind: TransferServerKind | null | undefined;
  };
  readonly shown: {
    readonly framesPerSecond: number | null | undefined;
    readonly id: string;
    readonly isLive: boolean;
    readonly isProcessing: boolean;
    readonly number: number;
    readonly streamUrl: string | null | undefined;
    readonly timecodeOffset: string | null | undefined;
    readonly urlsExpireAt: string;
    readonly " $fragmentSpreads": FragmentRefs<"AssetViewer_version" | "ReviewStatusControl_version">;
  } | null | undefined;
  readonly type: AssetType;
  readonly " $fragmentSpreads": FragmentRefs<"AssetInspector_asset" | "CarryCommentsButton_asset" | "ProjectWatermarkLayer_asset" | "SessionMenu_asset" | "VersionMenu_asset" | "ViewHeader_asset">;
  readonly " $fragmentType": "ViewScreen_asset";
};
export type ViewScreen_asset$key = {
  readonly " $data"?: ViewScreen_asset$data;
  readonly " $fragmentSpreads": FragmentRefs<"ViewScreen_asset">;
};

import ViewScreenRefetchQuery_graphql from './ViewScreenRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "version"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": ViewScreenRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "ViewScreen_asset",
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
      "kind": "ScalarField",
      "name": "hasLiveKey",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "liveRtmpServer",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "share",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "annotate",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "shown",
      "args": [
        {
          "kind": "Variable",
          "name": "number",
          "variableName": "version"
        }
      ],
      "concreteType": "Version",
      "kind": "LinkedField",
      "name": "version",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "AssetViewer_version"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ReviewStatusControl_version"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ViewHeader_asset"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VersionMenu_asset"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CarryCommentsButton_asset"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AssetInspector_asset"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProjectWatermarkLayer_asset"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SessionMenu_asset"
    }
  ],
  "type": "Asset",
  "abstractKey": null
};
})();

(node as any).hash = "9b6d0d7ca1e0b693a1c06c25a7db5ca8";

export default node;
