/**
 * @generated SignedSource<<324da1a9cf3ea81363075d6368930f1a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SharedCollectionAssets_query$data = {
  readonly sharedLink: {
    readonly collectionAssets: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly " $fragmentSpreads": FragmentRefs<"AssetRow_asset">;
        };
      }>;
      readonly totalCount: number;
    };
  };
  readonly " $fragmentType": "SharedCollectionAssets_query";
};
export type SharedCollectionAssets_query$key = {
  readonly " $data"?: SharedCollectionAssets_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SharedCollectionAssets_query">;
};

import SharedCollectionAssetsPaginationQuery_graphql from './SharedCollectionAssetsPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "sharedLink",
  "collectionAssets"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 50,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": SharedCollectionAssetsPaginationQuery_graphql
    }
  },
  "name": "SharedCollectionAssets_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SharedLink",
      "kind": "LinkedField",
      "name": "sharedLink",
      "plural": false,
      "selections": [
        {
          "alias": "collectionAssets",
          "args": null,
          "concreteType": "CollectionAssetConnection",
          "kind": "LinkedField",
          "name": "__SharedCollectionAssets_collectionAssets_connection",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "totalCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "CollectionAssetEdge",
              "kind": "LinkedField",
              "name": "edges",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Asset",
                  "kind": "LinkedField",
                  "name": "node",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "id",
                      "storageKey": null
                    },
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "AssetRow_asset"
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "__typename",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "cursor",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "PageInfo",
              "kind": "LinkedField",
              "name": "pageInfo",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "endCursor",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "hasNextPage",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "2098c4764ad7f7625d8eefaca9fe9ed1";

export default node;
