/**
 * @generated SignedSource<<02729367cca0b8a7df1db2ec1e8ab487>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SearchHitRow_hit$data = {
  readonly matches: ReadonlyArray<{
    readonly field: string;
    readonly highlights: ReadonlyArray<{
      readonly length: number;
      readonly start: number;
    }>;
    readonly text: string;
  }>;
  readonly object: {
    readonly __typename: string;
    readonly asset: {
      readonly displayName: string;
      readonly folder: {
        readonly id: string;
      };
      readonly id: string;
      readonly project: {
        readonly id: string;
      };
      readonly " $fragmentSpreads": FragmentRefs<"AssetThumbnail_asset">;
    } | null | undefined;
    readonly folder: {
      readonly id: string;
      readonly name: string;
      readonly project: {
        readonly id: string;
      };
    } | null | undefined;
    readonly project: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly share: {
      readonly name: string;
      readonly url: string;
    } | null | undefined;
    readonly user: {
      readonly name: string;
    } | null | undefined;
  };
  readonly path: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "SearchHitRow_hit";
};
export type SearchHitRow_hit$key = {
  readonly " $data"?: SearchHitRow_hit$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchHitRow_hit">;
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
v2 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/)
],
v3 = [
  (v0/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Project",
  "kind": "LinkedField",
  "name": "project",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchHitRow_hit",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "path",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SearchMatch",
      "kind": "LinkedField",
      "name": "matches",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SearchHighlight",
          "kind": "LinkedField",
          "name": "highlights",
          "plural": true,
          "selections": [
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
              "name": "length",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "object",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        },
        {
          "fragment": {
            "kind": "InlineFragment",
            "selections": [
              (v1/*:: as any*/)
            ],
            "type": "User",
            "abstractKey": null
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "user"
        },
        {
          "fragment": {
            "kind": "InlineFragment",
            "selections": (v2/*:: as any*/),
            "type": "Project",
            "abstractKey": null
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "project"
        },
        {
          "fragment": {
            "kind": "InlineFragment",
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "type": "Folder",
            "abstractKey": null
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "folder"
        },
        {
          "fragment": {
            "kind": "InlineFragment",
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayName",
                "storageKey": null
              },
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Folder",
                "kind": "LinkedField",
                "name": "folder",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AssetThumbnail_asset"
              }
            ],
            "type": "Asset",
            "abstractKey": null
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "asset"
        },
        {
          "fragment": {
            "kind": "InlineFragment",
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              }
            ],
            "type": "ShareLink",
            "abstractKey": null
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "share"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SearchHit",
  "abstractKey": null
};
})();

(node as any).hash = "fd5c38cb9ecd7288c8c8ff43b4c2d45f";

export default node;
