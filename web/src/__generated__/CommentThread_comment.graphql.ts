/**
 * @generated SignedSource<<8b3c0a3c9d748c1318e61edccc652257>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CommentThread_comment$data = {
  readonly id: string;
  readonly isDeleted: boolean;
  readonly replies: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"CommentItem_comment">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"CommentItem_comment">;
  readonly " $fragmentType": "CommentThread_comment";
};
export type CommentThread_comment$key = {
  readonly " $data"?: CommentThread_comment$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommentThread_comment">;
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
  "args": null,
  "kind": "FragmentSpread",
  "name": "CommentItem_comment"
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CommentThread_comment",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDeleted",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Comment",
      "kind": "LinkedField",
      "name": "replies",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Comment",
  "abstractKey": null
};
})();

(node as any).hash = "d84c1e183d2887e1a8249631965d27fb";

export default node;
