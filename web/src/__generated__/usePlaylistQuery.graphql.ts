/**
 * @generated SignedSource<<8f1dbd0f41c1dc3f9887aa208990bc68>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AssetOrder = "CREATED_ASC" | "CREATED_DESC" | "DURATION_ASC" | "DURATION_DESC" | "NAME_ASC" | "NAME_DESC" | "SCENE_TAKE_ASC" | "SCENE_TAKE_DESC" | "SELECTED_ASC" | "SELECTED_DESC" | "SIZE_ASC" | "SIZE_DESC";
export type CustomFieldComparison = "CONTAINS" | "EQUALS" | "GREATER_OR_EQUAL" | "GREATER_THAN" | "LESS_OR_EQUAL" | "LESS_THAN";
export type ReviewStatus = "APPROVED" | "CHANGES_REQUESTED" | "IN_PROGRESS" | "NEEDS_REVIEW";
export type SortDirection = "ASC" | "DESC";
export type TakesFilter = {
  circled?: boolean | null | undefined;
  withComments?: boolean | null | undefined;
};
export type CustomFieldOrder = {
  direction: SortDirection;
  fieldId: string;
};
export type CustomFieldFilter = {
  comparison?: CustomFieldComparison | null | undefined;
  fieldId: string;
  value: string;
};
export type usePlaylistQuery$variables = {
  assetOrder?: AssetOrder | null | undefined;
  fieldFilters?: ReadonlyArray<CustomFieldFilter> | null | undefined;
  filter?: string | null | undefined;
  folderId: string;
  orderByField?: CustomFieldOrder | null | undefined;
  reviewStatus?: ReviewStatus | null | undefined;
  takes?: TakesFilter | null | undefined;
};
export type usePlaylistQuery$data = {
  readonly folder: {
    readonly hasCircledTakes: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"usePlaylist_folder">;
  } | null | undefined;
};
export type usePlaylistQuery = {
  response: usePlaylistQuery$data;
  variables: usePlaylistQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "assetOrder"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "fieldFilters"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "folderId"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderByField"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "reviewStatus"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "takes"
},
v7 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "folderId"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasCircledTakes",
  "storageKey": null
},
v9 = {
  "kind": "Variable",
  "name": "fieldFilters",
  "variableName": "fieldFilters"
},
v10 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v11 = {
  "kind": "Variable",
  "name": "orderByField",
  "variableName": "orderByField"
},
v12 = {
  "kind": "Variable",
  "name": "reviewStatus",
  "variableName": "reviewStatus"
},
v13 = {
  "kind": "Variable",
  "name": "takes",
  "variableName": "takes"
},
v14 = [
  (v9/*:: as any*/),
  (v10/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  },
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "assetOrder"
  },
  (v11/*:: as any*/),
  (v12/*:: as any*/),
  (v13/*:: as any*/)
],
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "usePlaylistQuery",
    "selections": [
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "Folder",
        "kind": "LinkedField",
        "name": "folder",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          {
            "args": [
              {
                "kind": "Variable",
                "name": "assetOrder",
                "variableName": "assetOrder"
              },
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "kind": "FragmentSpread",
            "name": "usePlaylist_folder"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v6/*:: as any*/),
      (v5/*:: as any*/),
      (v4/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "usePlaylistQuery",
    "selections": [
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "Folder",
        "kind": "LinkedField",
        "name": "folder",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "concreteType": "AssetConnection",
            "kind": "LinkedField",
            "name": "assets",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AssetEdge",
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
                      (v15/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "displayName",
                        "storageKey": null
                      },
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
                        "name": "type",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Version",
                        "kind": "LinkedField",
                        "name": "newestVersion",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "duration",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "isLive",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "isProcessing",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "thumbnailUrl",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Job",
                            "kind": "LinkedField",
                            "name": "processingJob",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "state",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "progress",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "reason",
                                "storageKey": null
                              },
                              (v15/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "SpriteSheet",
                            "kind": "LinkedField",
                            "name": "thumbnailSprite",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "urls",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "columns",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "rows",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "tileWidth",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "tileHeight",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "frameCount",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "intervalMs",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          (v15/*:: as any*/)
                        ],
                        "storageKey": null
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
          },
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "filters": [],
            "handle": "connection",
            "key": "usePlaylist_assets",
            "kind": "LinkedHandle",
            "name": "assets"
          },
          (v15/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f964637c3602cd47f9888e880dbf5c05",
    "id": null,
    "metadata": {},
    "name": "usePlaylistQuery",
    "operationKind": "query",
    "text": "query usePlaylistQuery(\n  $folderId: ID!\n  $assetOrder: AssetOrder\n  $filter: String\n  $takes: TakesFilter\n  $reviewStatus: ReviewStatus\n  $orderByField: CustomFieldOrder\n  $fieldFilters: [CustomFieldFilter!]\n) {\n  folder(id: $folderId) {\n    hasCircledTakes\n    ...usePlaylist_folder_14kMbl\n    id\n  }\n}\n\nfragment AssetThumbnail_asset on Asset {\n  name\n  type\n  newestVersion {\n    duration\n    isLive\n    isProcessing\n    thumbnailUrl\n    processingJob {\n      state\n      progress\n      reason\n      id\n    }\n    thumbnailSprite {\n      urls\n      columns\n      rows\n      tileWidth\n      tileHeight\n      frameCount\n      intervalMs\n    }\n    id\n  }\n}\n\nfragment usePlaylist_folder_14kMbl on Folder {\n  assets(first: 100, orderBy: $assetOrder, filter: $filter, takes: $takes, reviewStatus: $reviewStatus, orderByField: $orderByField, fieldFilters: $fieldFilters) {\n    edges {\n      node {\n        id\n        displayName\n        ...AssetThumbnail_asset\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n"
  }
};
})();

(node as any).hash = "29cb1844d70e9506126047b279cfedcb";

export default node;
