/**
 * @generated SignedSource<<826f87fdb03a934c06c5574dcfafe532>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FolderList_folder$data = {
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"FolderListAssets_folder" | "FolderListChildren_folder">;
  readonly " $fragmentType": "FolderList_folder";
};
export type FolderList_folder$key = {
  readonly " $data"?: FolderList_folder$data;
  readonly " $fragmentSpreads": FragmentRefs<"FolderList_folder">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "assetOrder"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "folderOrder"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "FolderList_folder",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": [
        {
          "kind": "Variable",
          "name": "folderOrder",
          "variableName": "folderOrder"
        }
      ],
      "kind": "FragmentSpread",
      "name": "FolderListChildren_folder"
    },
    {
      "args": [
        {
          "kind": "Variable",
          "name": "assetOrder",
          "variableName": "assetOrder"
        }
      ],
      "kind": "FragmentSpread",
      "name": "FolderListAssets_folder"
    }
  ],
  "type": "Folder",
  "abstractKey": null
};

(node as any).hash = "ee0e32d900cfe78ae8107b1869a5753f";

export default node;
