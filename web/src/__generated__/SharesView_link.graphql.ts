/**
 * @generated SignedSource<<91ca0a598374bfe363b24bffe721b010>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SharesView_link$data = {
  readonly createdAt: string;
  readonly createdBy: {
    readonly name: string;
  } | null | undefined;
  readonly expiresAt: string | null | undefined;
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
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
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
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "createdBy",
      "plural": false,
      "selections": [
        (v1/*:: as any*/)
      ],
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/)
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

(node as any).hash = "7b898dfaefff72fa892038083d91875f";

export default node;
