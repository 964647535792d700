/**
 * @generated SignedSource<<1f143854056233c82b2bdb5d3fc8959b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FolderRounds_rounds$data = {
  readonly reviewRounds: ReadonlyArray<{
    readonly at: string;
    readonly folder: {
      readonly id: string;
    } | null | undefined;
    readonly id: string;
    readonly markedByName: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "FolderRounds_rounds";
};
export type FolderRounds_rounds$key = {
  readonly " $data"?: FolderRounds_rounds$data;
  readonly " $fragmentSpreads": FragmentRefs<"FolderRounds_rounds">;
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
  "name": "FolderRounds_rounds",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ReviewRound",
      "kind": "LinkedField",
      "name": "reviewRounds",
      "plural": true,
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
          "name": "at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "markedByName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Folder",
          "kind": "LinkedField",
          "name": "folder",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Folder",
  "abstractKey": null
};
})();

(node as any).hash = "93b326ddb86ffd21bc764070280e19a9";

export default node;
