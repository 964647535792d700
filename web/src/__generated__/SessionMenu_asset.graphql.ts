/**
 * @generated SignedSource<<23a0832643c43dd78eb7317741c4481f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SessionMenu_asset$data = {
  readonly allowedTo: {
    readonly comment: boolean;
  };
  readonly id: string;
  readonly reviewSessions: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly presenter: {
      readonly name: string;
    } | null | undefined;
  }>;
  readonly " $fragmentType": "SessionMenu_asset";
};
export type SessionMenu_asset$key = {
  readonly " $data"?: SessionMenu_asset$data;
  readonly " $fragmentSpreads": FragmentRefs<"SessionMenu_asset">;
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
  "name": "SessionMenu_asset",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "AssetAllowedTo",
      "kind": "LinkedField",
      "name": "allowedTo",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "comment",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReviewSession",
      "kind": "LinkedField",
      "name": "reviewSessions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "presenter",
          "plural": false,
          "selections": [
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Asset",
  "abstractKey": null
};
})();

(node as any).hash = "4f0f37c087e5698b3b9ebeaf22f029ea";

export default node;
