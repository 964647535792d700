/**
 * @generated SignedSource<<56e7cc5824356848906a7d8ab12a8696>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FolderRow_folder$data = {
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
    }
  ],
  "type": "Folder",
  "abstractKey": null
};

(node as any).hash = "cd4e592d8a5f2ba8289f9c587a28cf05";

export default node;
