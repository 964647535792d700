/**
 * @generated SignedSource<<892db70855b589564954e5c49e28653e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FolderInspector_folder$data = {
  readonly createdAt: string;
  readonly creator: {
    readonly name: string;
  } | null | undefined;
  readonly folderCount: number;
  readonly modifiedAt: string;
  readonly name: string;
  readonly " $fragmentType": "FolderInspector_folder";
};
export type FolderInspector_folder$key = {
  readonly " $data"?: FolderInspector_folder$data;
  readonly " $fragmentSpreads": FragmentRefs<"FolderInspector_folder">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FolderInspector_folder",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "modifiedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "folderCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "creator",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Folder",
  "abstractKey": null
};
})();

(node as any).hash = "2678fb242ea8b172f67701846becaad8";

export default node;
