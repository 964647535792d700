/**
 * @generated SignedSource<<3e8a14138d047efcbabaa9d578e3523e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FolderList_folder$data = {
  readonly allowedTo: {
    readonly edit: boolean;
  };
  readonly hasCircledTakes: boolean;
  readonly hasReviewStatuses: boolean;
  readonly hasSlates: boolean;
  readonly id: string;
  readonly project: {
    readonly allowedTo: {
      readonly edit: boolean;
    };
    readonly id: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"useFolderPages_assets" | "useFolderPages_children">;
  readonly " $fragmentType": "FolderList_folder";
};
export type FolderList_folder$key = {
  readonly " $data"?: FolderList_folder$data;
  readonly " $fragmentSpreads": FragmentRefs<"FolderList_folder">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "edit",
    "storageKey": null
  }
],
v2 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "assetOrder"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "filter"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "folderOrder"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "reviewStatus"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "takes"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "FolderList_folder",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "FolderAllowedTo",
      "kind": "LinkedField",
      "name": "allowedTo",
      "plural": false,
      "selections": (v1/*:: as any*/),
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
          "concreteType": "ProjectAllowedTo",
          "kind": "LinkedField",
          "name": "allowedTo",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasCircledTakes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasSlates",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasReviewStatuses",
      "storageKey": null
    },
    {
      "args": [
        (v2/*:: as any*/),
        {
          "kind": "Variable",
          "name": "folderOrder",
          "variableName": "folderOrder"
        }
      ],
      "kind": "FragmentSpread",
      "name": "useFolderPages_children"
    },
    {
      "args": [
        {
          "kind": "Variable",
          "name": "assetOrder",
          "variableName": "assetOrder"
        },
        (v2/*:: as any*/),
        {
          "kind": "Variable",
          "name": "reviewStatus",
          "variableName": "reviewStatus"
        },
        {
          "kind": "Variable",
          "name": "takes",
          "variableName": "takes"
        }
      ],
      "kind": "FragmentSpread",
      "name": "useFolderPages_assets"
    }
  ],
  "type": "Folder",
  "abstractKey": null
};
})();

(node as any).hash = "854f5acdb1cd18e1ee17d113bb894e30";

export default node;
