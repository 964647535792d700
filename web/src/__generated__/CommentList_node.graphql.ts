/**
 * @generated SignedSource<<1a47f21ad6c774ca2a3c0cda07f6f099>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CommentList_node$data = {
  readonly createdAt: string;
  readonly id: string;
  readonly isDeleted: boolean;
  readonly replies: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly start: number | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CommentThread_comment">;
  readonly " $fragmentType": "CommentList_node";
};
export type CommentList_node$key = {
  readonly " $data"?: CommentList_node$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommentList_node">;
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
  "name": "CommentList_node",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "start",
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
      "kind": "ScalarField",
      "name": "isDeleted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Comment",
      "kind": "LinkedField",
      "name": "replies",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CommentThread_comment"
    }
  ],
  "type": "Comment",
  "abstractKey": null
};
})();

(node as any).hash = "08eaf6f9d5ad92c3cca46bcb51b25765";

export default node;
