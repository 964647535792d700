/**
 * @generated SignedSource<<2a3242da334f46c5df5ba91f14576b18>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PastComments_comments$data = ReadonlyArray<{
  readonly annotation: {
    readonly height: number;
    readonly scene: string;
    readonly width: number;
  } | null | undefined;
  readonly authorName: string;
  readonly commentId: string;
  readonly createdAt: string;
  readonly end: number | null | undefined;
  readonly isDeleted: boolean;
  readonly replies: ReadonlyArray<{
    readonly authorName: string;
    readonly commentId: string;
    readonly createdAt: string;
    readonly end: number | null | undefined;
    readonly isDeleted: boolean;
    readonly start: number | null | undefined;
    readonly text: string;
    readonly updatedAt: string;
  }>;
  readonly start: number | null | undefined;
  readonly text: string;
  readonly updatedAt: string;
  readonly " $fragmentType": "PastComments_comments";
}>;
export type PastComments_comments$key = ReadonlyArray<{
  readonly " $data"?: PastComments_comments$data;
  readonly " $fragmentSpreads": FragmentRefs<"PastComments_comments">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "commentId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDeleted",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "authorName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "start",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "end",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "PastComments_comments",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Annotation",
      "kind": "LinkedField",
      "name": "annotation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "width",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "height",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scene",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v6/*:: as any*/),
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "PastComment",
      "kind": "LinkedField",
      "name": "replies",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/),
        (v6/*:: as any*/),
        (v7/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "PastComment",
  "abstractKey": null
};
})();

(node as any).hash = "30722739958615383e31e70415f7a2ff";

export default node;
