/**
 * @generated SignedSource<<3b7ff53b52e19fffa82d3f91c704af4d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FolderList_folder$data = {
  readonly hasCircledTakes: boolean;
  readonly hasReviewStatuses: boolean;
  readonly hasSlates: boolean;
  readonly id: string;
  readonly project: {
    readonly id: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"FolderListAssets_folder" | "FolderListChildren_folder">;
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
      "name": "folderOrder"
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
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
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
})();

(node as any).hash = "3ab6de0b7d88ac6b3b50fb2daef227b2";

export default node;
