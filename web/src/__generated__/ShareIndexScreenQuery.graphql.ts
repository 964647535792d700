/**
 * @generated SignedSource<<35780a859cfb360fed511ff5bfdc54d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TransferServerKind = "ASPERA" | "RUSHES";
export type ShareIndexScreenQuery$variables = Record<PropertyKey, never>;
export type ShareIndexScreenQuery$data = {
  readonly sharedLink: {
    readonly assets: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"AssetRow_asset">;
    }>;
    readonly canDownload: boolean;
    readonly folders: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"FolderRow_folder">;
    }>;
    readonly hasAspera: boolean;
    readonly name: string;
    readonly project: {
      readonly id: string;
      readonly transferServerKind: TransferServerKind | null | undefined;
    };
    readonly sharesCollection: boolean;
  };
  readonly " $fragmentSpreads": FragmentRefs<"SharedCollectionAssets_query">;
};
export type ShareIndexScreenQuery = {
  response: ShareIndexScreenQuery$data;
  variables: ShareIndexScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sharesCollection",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canDownload",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasAspera",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Project",
  "kind": "LinkedField",
  "name": "project",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "transferServerKind",
      "storageKey": null
    }
  ],
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
  "name": "thumbnailUrl",
  "storageKey": null
},
v8 = [
  (v4/*:: as any*/)
],
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "Project",
  "kind": "LinkedField",
  "name": "project",
  "plural": false,
  "selections": (v8/*:: as any*/),
  "storageKey": null
},
v10 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "edit",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "delete",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "share",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "download",
    "storageKey": null
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sceneTake",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "circled",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "archiveFormat",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "AssetAllowedTo",
  "kind": "LinkedField",
  "name": "allowedTo",
  "plural": false,
  "selections": (v10/*:: as any*/),
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "Version",
  "kind": "LinkedField",
  "name": "newestVersion",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "size",
      "storageKey": null
    },
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
      "name": "isProcessing",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReviewStatusRecord",
      "kind": "LinkedField",
      "name": "reviewStatus",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        }
      ],
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
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "updatedAt",
          "storageKey": null
        },
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isLive",
      "storageKey": null
    },
    (v7/*:: as any*/),
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
    }
  ],
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "CustomFieldValue",
  "kind": "LinkedField",
  "name": "customFields",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CustomField",
      "kind": "LinkedField",
      "name": "field",
      "plural": false,
      "selections": (v8/*:: as any*/),
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
      "kind": "ScalarField",
      "name": "dateTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "boolean",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v19 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ShareIndexScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SharedLink",
        "kind": "LinkedField",
        "name": "sharedLink",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Folder",
            "kind": "LinkedField",
            "name": "folders",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FolderRow_folder"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Asset",
            "kind": "LinkedField",
            "name": "assets",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AssetRow_asset"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SharedCollectionAssets_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ShareIndexScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SharedLink",
        "kind": "LinkedField",
        "name": "sharedLink",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Folder",
            "kind": "LinkedField",
            "name": "folders",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v0/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "FolderAllowedTo",
                "kind": "LinkedField",
                "name": "allowedTo",
                "plural": false,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Asset",
            "kind": "LinkedField",
            "name": "assets",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v0/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v6/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v9/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/)
            ],
            "storageKey": null
          },
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": (v19/*:: as any*/),
            "concreteType": "CollectionAssetConnection",
            "kind": "LinkedField",
            "name": "collectionAssets",
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
                      (v4/*:: as any*/),
                      (v0/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      (v6/*:: as any*/),
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
                      (v9/*:: as any*/),
                      (v17/*:: as any*/),
                      (v18/*:: as any*/),
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
            "storageKey": "collectionAssets(first:50)"
          },
          {
            "alias": null,
            "args": (v19/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "SharedCollectionAssets_collectionAssets",
            "kind": "LinkedHandle",
            "name": "collectionAssets"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e3426367c023582526686312ca36f3f2",
    "id": null,
    "metadata": {},
    "name": "ShareIndexScreenQuery",
    "operationKind": "query",
    "text": "query ShareIndexScreenQuery {\n  sharedLink {\n    name\n    sharesCollection\n    canDownload\n    hasAspera\n    project {\n      id\n      transferServerKind\n    }\n    folders {\n      id\n      ...FolderRow_folder\n    }\n    assets {\n      id\n      ...AssetRow_asset\n    }\n    id\n  }\n  ...SharedCollectionAssets_query\n}\n\nfragment AssetRow_asset on Asset {\n  id\n  name\n  displayName\n  sceneTake\n  circled\n  createdAt\n  archiveFormat\n  type\n  allowedTo {\n    edit\n    delete\n    share\n    download\n  }\n  project {\n    id\n  }\n  newestVersion {\n    id\n    number\n    size\n    duration\n    isProcessing\n    ...ReviewStatusCell_version\n    processingJob {\n      id\n      updatedAt\n    }\n  }\n  customFields {\n    field {\n      id\n    }\n    text\n    dateTime\n    boolean\n  }\n  ...AssetThumbnail_asset\n}\n\nfragment AssetThumbnail_asset on Asset {\n  name\n  type\n  newestVersion {\n    duration\n    isLive\n    isProcessing\n    thumbnailUrl\n    processingJob {\n      state\n      progress\n      reason\n      id\n    }\n    thumbnailSprite {\n      urls\n      columns\n      rows\n      tileWidth\n      tileHeight\n      frameCount\n      intervalMs\n    }\n    id\n  }\n}\n\nfragment FolderRow_folder on Folder {\n  id\n  name\n  createdAt\n  thumbnailUrl\n  project {\n    id\n  }\n  allowedTo {\n    edit\n    delete\n    share\n    download\n  }\n}\n\nfragment ReviewStatusCell_version on Version {\n  reviewStatus {\n    status\n  }\n}\n\nfragment SharedCollectionAssets_query on Query {\n  sharedLink {\n    collectionAssets(first: 50) {\n      totalCount\n      edges {\n        node {\n          id\n          ...AssetRow_asset\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "26ee300d375ab95c77b64282b0abd2aa";

export default node;
