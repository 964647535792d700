/**
 * @generated SignedSource<<270576e25603a3413843f97f3ff21d35>>
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
  readonly project: {
    readonly id: string;
  };
  readonly " $fragmentType": "FolderRow_folder";
};
export type FolderRow_folder$key = {
  readonly " $data"?: FolderRow_folder$data;
  readonly " $fragmentSpreads": FragmentRefs<"FolderRow_folder">;
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
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FolderRow_folder",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
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

(node as any).hash = "c42d2a4a3a59f87e4909ef39840da515";

export default node;
