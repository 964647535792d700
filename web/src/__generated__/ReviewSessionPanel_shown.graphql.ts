/**
 * @generated SignedSource<<bbc785695624f652146223071a541bd0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReviewSessionPanel_shown$data = {
  readonly asset: {
    readonly folder: {
      readonly id: string;
    };
    readonly id: string;
    readonly project: {
      readonly id: string;
    };
  } | null | undefined;
  readonly at: string;
  readonly playing: boolean;
  readonly position: number;
  readonly rate: number;
  readonly version: {
    readonly id: string;
    readonly number: number;
  } | null | undefined;
  readonly " $fragmentType": "ReviewSessionPanel_shown";
};
export type ReviewSessionPanel_shown$key = {
  readonly " $data"?: ReviewSessionPanel_shown$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewSessionPanel_shown">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewSessionPanel_shown",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Asset",
      "kind": "LinkedField",
      "name": "asset",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Folder",
          "kind": "LinkedField",
          "name": "folder",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Project",
          "kind": "LinkedField",
          "name": "project",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Version",
      "kind": "LinkedField",
      "name": "version",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "position",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "playing",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "at",
      "storageKey": null
    }
  ],
  "type": "ReviewSessionShown",
  "abstractKey": null
};
})();

(node as any).hash = "6a2b8649cedf8dc6f82e0a7aca833c61";

export default node;
