/**
 * @generated SignedSource<<e8bc7b70fb01d016f1c9f5436ad324e4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FolderBreadcrumb_folder$data = {
  readonly ancestors: ReadonlyArray<{
    readonly id: string;
    readonly isRoot: boolean;
    readonly name: string;
  }>;
  readonly isRoot: boolean;
  readonly name: string;
  readonly project: {
    readonly id: string;
    readonly name: string;
  };
  readonly " $fragmentType": "FolderBreadcrumb_folder";
};
export type FolderBreadcrumb_folder$key = {
  readonly " $data"?: FolderBreadcrumb_folder$data;
  readonly " $fragmentSpreads": FragmentRefs<"FolderBreadcrumb_folder">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isRoot",
  "storageKey": null
},
v2 = {
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
  "name": "FolderBreadcrumb_folder",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Folder",
      "kind": "LinkedField",
      "name": "ancestors",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Folder",
  "abstractKey": null
};
})();

(node as any).hash = "1062616092abfa86f0e113d18ef80b02";

export default node;
