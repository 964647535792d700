/**
 * @generated SignedSource<<0fbdfac313defc99c6c15863f2ce1abf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SharesView_link$data = {
  readonly id: string;
  readonly name: string;
  readonly project: {
    readonly createdAt: string;
    readonly id: string;
    readonly name: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ShareForm_link" | "SharesRow_link">;
  readonly " $fragmentType": "SharesView_link";
};
export type SharesView_link$key = {
  readonly " $data"?: SharesView_link$data;
  readonly " $fragmentSpreads": FragmentRefs<"SharesView_link">;
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
  "name": "SharesView_link",
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SharesRow_link"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ShareForm_link"
    }
  ],
  "type": "ShareLink",
  "abstractKey": null
};
})();

(node as any).hash = "b639ff06fca51f54e95d987c0c95a67c";

export default node;
