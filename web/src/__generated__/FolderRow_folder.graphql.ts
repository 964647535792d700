/**
 * @generated SignedSource<<bf91b7a4d2470e174e38e45021261cd5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FolderRow_folder$data = {
  readonly allowedTo: {
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Folder",
  "abstractKey": null
};

(node as any).hash = "7a3c698939567710db3cb0b2b9af8f57";

export default node;
