/**
 * @generated SignedSource<<980639307cd56dca37e214e08f85a173>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FolderRow_folder$data = {
  readonly allowedTo: {
    readonly delete: boolean;
    readonly edit: boolean;
  };
  readonly createdAt: string;
  readonly id: string;
  readonly name: string;
  readonly thumbnailUrl: string | null | undefined;
  readonly " $fragmentType": "FolderRow_folder";
};
export type FolderRow_folder$key = {
  readonly " $data"?: FolderRow_folder$data;
  readonly " $fragmentSpreads": FragmentRefs<"FolderRow_folder">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FolderRow_folder",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "thumbnailUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FolderAllowedTo",
      "kind": "LinkedField",
      "name": "allowedTo",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "edit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "delete",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Folder",
  "abstractKey": null
};

(node as any).hash = "b105caeaa9189654fc4fa0f13dce92b3";

export default node;
