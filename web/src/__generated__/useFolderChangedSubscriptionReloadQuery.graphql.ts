/**
 * @generated SignedSource<<9646ecb8127fbb1749eb78c97168be06>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useFolderChangedSubscriptionReloadQuery$variables = {
  folderId: string;
};
export type useFolderChangedSubscriptionReloadQuery$data = {
  readonly folder: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"FolderBreadcrumb_folder" | "FolderInspector_folder" | "FolderList_folder">;
  } | null | undefined;
};
export type useFolderChangedSubscriptionReloadQuery = {
  response: useFolderChangedSubscriptionReloadQuery$data;
  variables: useFolderChangedSubscriptionReloadQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "folderId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "folderId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isRoot",
  "storageKey": null
},
v5 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v6 = [
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
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "thumbnailUrl",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v11 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useFolderChangedSubscriptionReloadQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Folder",
        "kind": "LinkedField",
        "name": "folder",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FolderBreadcrumb_folder"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FolderList_folder"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FolderInspector_folder"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFolderChangedSubscriptionReloadQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Folder",
        "kind": "LinkedField",
        "name": "folder",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Project",
            "kind": "LinkedField",
            "name": "project",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Folder",
            "kind": "LinkedField",
            "name": "ancestors",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "FolderConnection",
            "kind": "LinkedField",
            "name": "children",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "FolderEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Folder",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "FolderAllowedTo",
                        "kind": "LinkedField",
                        "name": "allowedTo",
                        "plural": false,
                        "selections": (v6/*:: as any*/),
                        "storageKey": null
                      },
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              (v11/*:: as any*/)
            ],
            "storageKey": "children(first:100)"
          },
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "filters": [],
            "handle": "connection",
            "key": "FolderList_children",
            "kind": "LinkedHandle",
            "name": "children"
          },
          {
            "alias": null,
            "args": (v5/*:: as any*/),
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
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "AssetAllowedTo",
                        "kind": "LinkedField",
                        "name": "allowedTo",
                        "plural": false,
                        "selections": (v6/*:: as any*/),
                        "storageKey": null
                      },
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Project",
                        "kind": "LinkedField",
                        "name": "project",
                        "plural": false,
                        "selections": [
                          (v2/*:: as any*/)
                        ],
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
                            "concreteType": "Job",
                            "kind": "LinkedField",
                            "name": "processingJob",
                            "plural": false,
                            "selections": [
                              (v2/*:: as any*/),
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
                          (v2/*:: as any*/),
                          (v8/*:: as any*/),
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "type",
                        "storageKey": null
                      },
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              (v11/*:: as any*/)
            ],
            "storageKey": "assets(first:100)"
          },
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "filters": [],
            "handle": "connection",
            "key": "FolderList_assets",
            "kind": "LinkedHandle",
            "name": "assets"
          },
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "modifiedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "folderCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fileCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalSize",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalDuration",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "creator",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6eb964faa8e4fdd3f8df940d9e3bef82",
    "id": null,
    "metadata": {},
    "name": "useFolderChangedSubscriptionReloadQuery",
    "operationKind": "query",
    "text": "query useFolderChangedSubscriptionReloadQuery(\n  $folderId: ID!\n) {\n  folder(id: $folderId) {\n    id\n    ...FolderBreadcrumb_folder\n    ...FolderList_folder\n    ...FolderInspector_folder\n  }\n}\n\nfragment AssetCard_asset on Asset {\n  createdAt\n  newestVersion {\n    size\n    duration\n    id\n  }\n  ...AssetThumbnail_asset\n}\n\nfragment AssetRow_asset on Asset {\n  id\n  name\n  createdAt\n  allowedTo {\n    edit\n    delete\n  }\n  project {\n    id\n  }\n  newestVersion {\n    size\n    duration\n    isProcessing\n    processingJob {\n      id\n      updatedAt\n    }\n    id\n  }\n  ...AssetThumbnail_asset\n}\n\nfragment AssetThumbnail_asset on Asset {\n  name\n  type\n  newestVersion {\n    duration\n    isProcessing\n    thumbnailUrl\n    processingJob {\n      state\n      progress\n      reason\n      id\n    }\n    thumbnailSprite {\n      urls\n      columns\n      rows\n      tileWidth\n      tileHeight\n      frameCount\n      intervalMs\n    }\n    id\n  }\n}\n\nfragment FolderBreadcrumb_folder on Folder {\n  name\n  isRoot\n  project {\n    id\n    name\n  }\n  ancestors {\n    id\n    name\n    isRoot\n  }\n}\n\nfragment FolderCard_folder on Folder {\n  createdAt\n  thumbnailUrl\n}\n\nfragment FolderInspector_folder on Folder {\n  name\n  createdAt\n  modifiedAt\n  folderCount\n  fileCount\n  totalSize\n  totalDuration\n  creator {\n    name\n    id\n  }\n}\n\nfragment FolderListAssets_folder_3OSrMj on Folder {\n  assets(first: 100) {\n    edges {\n      node {\n        id\n        name\n        allowedTo {\n          edit\n          delete\n        }\n        ...AssetRow_asset\n        ...AssetCard_asset\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment FolderListChildren_folder_1AWech on Folder {\n  children(first: 100) {\n    edges {\n      node {\n        id\n        name\n        allowedTo {\n          edit\n          delete\n        }\n        ...FolderRow_folder\n        ...FolderCard_folder\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment FolderList_folder on Folder {\n  id\n  ...FolderListChildren_folder_1AWech\n  ...FolderListAssets_folder_3OSrMj\n}\n\nfragment FolderRow_folder on Folder {\n  id\n  name\n  createdAt\n  thumbnailUrl\n  allowedTo {\n    edit\n    delete\n  }\n}\n"
  }
};
})();

(node as any).hash = "499ffff29a5b27e740b7d884ad9124b4";

export default node;
