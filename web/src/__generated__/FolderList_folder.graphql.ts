/**
 * @generated SignedSource<<db461d193bf8a8114813708d2e555588>>
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
v1 = {
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
        (v1/*:: as any*/),
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
        (v1/*:: as any*/),
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

(node as any).hash = "adfc739e3d2c68413050fd0ee794a857";

export default node;
