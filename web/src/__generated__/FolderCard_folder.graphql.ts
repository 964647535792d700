/**
 * @generated SignedSource<<7e1b7624ac97460a4b89eb04e1fa7e01>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FolderCard_folder$data = {
  readonly createdAt: string;
  readonly thumbnailUrl: string | null | undefined;
  readonly " $fragmentType": "FolderCard_folder";
};
export type FolderCard_folder$key = {
  readonly " $data"?: FolderCard_folder$data;
  readonly " $fragmentSpreads": FragmentRefs<"FolderCard_folder">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FolderCard_folder",
  "selections": [
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

(node as any).hash = "386dfc73890594cec3b4f1956620b697";

export default node;
