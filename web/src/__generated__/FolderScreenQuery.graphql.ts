/**
 * @generated SignedSource<<96e5a6f69f5d85409f0da54f042e9a83>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AssetOrder = "CREATED_ASC" | "CREATED_DESC" | "DURATION_ASC" | "DURATION_DESC" | "NAME_ASC" | "NAME_DESC" | "SCENE_TAKE_ASC" | "SCENE_TAKE_DESC" | "SELECTED_ASC" | "SELECTED_DESC" | "SIZE_ASC" | "SIZE_DESC";
export type CustomFieldComparison = "CONTAINS" | "EQUALS" | "GREATER_OR_EQUAL" | "GREATER_THAN" | "LESS_OR_EQUAL" | "LESS_THAN";
export type FolderOrder = "CREATED_ASC" | "CREATED_DESC" | "NAME_ASC" | "NAME_DESC";
export type ReviewStatus = "APPROVED" | "CHANGES_REQUESTED" | "IN_PROGRESS" | "NEEDS_REVIEW";
export type SortDirection = "ASC" | "DESC";
export type TransferServerKind = "ASPERA" | "RUSHES";
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
export type FolderScreenQuery$variables = {
  assetOrder?: AssetOrder | null | undefined;
  fieldFilters?: ReadonlyArray<CustomFieldFilter> | null | undefined;
  filter?: string | null | undefined;
  folderId: string;
  folderOrder?: FolderOrder | null | undefined;
  orderByField?: CustomFieldOrder | null | undefined;
  reviewStatus?: ReviewStatus | null | undefined;
  takes?: TakesFilter | null | undefined;
};
export type FolderScreenQuery$data = {
  readonly currentUser: {
    readonly id: string;
    readonly isSuperuser: boolean;
  };
  readonly folder: {
    readonly allowedTo: {
      readonly download: boolean;
      readonly edit: boolean;
      readonly share: boolean;
      readonly upload: boolean;
    };
    readonly id: string;
    readonly isRoot: boolean;
    readonly name: string;
    readonly project: {
      readonly allowedTo: {
        readonly edit: boolean;
      };
      readonly id: string;
      readonly name: string;
      readonly transferServerKind: TransferServerKind | null | undefined;
      readonly workspace: {
        readonly logo: {
          readonly url: string;
        } | null | undefined;
      };
    };
    readonly ttl: number;
    readonly " $fragmentSpreads": FragmentRefs<"FolderBreadcrumb_folder" | "FolderList_folder">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectSidebar_query">;
};
export type FolderScreenQuery = {
  response: FolderScreenQuery$data;
  variables: FolderScreenQuery$variables;
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
  "name": "folderOrder"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderByField"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "reviewStatus"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "takes"
},
v8 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "folderId"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isRoot",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ttl",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "edit",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "download",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "share",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "FolderAllowedTo",
  "kind": "LinkedField",
  "name": "allowedTo",
  "plural": false,
  "selections": [
    (v13/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "upload",
      "storageKey": null
    },
    (v14/*:: as any*/),
    (v15/*:: as any*/)
  ],
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "transferServerKind",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "ProjectAllowedTo",
  "kind": "LinkedField",
  "name": "allowedTo",
  "plural": false,
  "selections": [
    (v13/*:: as any*/)
  ],
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "WorkspaceImage",
  "kind": "LinkedField",
  "name": "logo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v20 = {
  "kind": "Variable",
  "name": "fieldFilters",
  "variableName": "fieldFilters"
},
v21 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v22 = {
  "kind": "Variable",
  "name": "orderByField",
  "variableName": "orderByField"
},
v23 = {
  "kind": "Variable",
  "name": "reviewStatus",
  "variableName": "reviewStatus"
},
v24 = {
  "kind": "Variable",
  "name": "takes",
  "variableName": "takes"
},
v25 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "currentUser",
  "plural": false,
  "selections": [
    (v9/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSuperuser",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v27 = {
  "kind": "Literal",
  "name": "first",
  "value": 100
},
v28 = [
  (v21/*:: as any*/),
  (v27/*:: as any*/),
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "folderOrder"
  }
],
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "delete",
  "storageKey": null
},
v30 = [
  (v13/*:: as any*/),
  (v29/*:: as any*/),
  (v15/*:: as any*/),
  (v14/*:: as any*/)
],
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "thumbnailUrl",
  "storageKey": null
},
v33 = [
  (v9/*:: as any*/)
],
v34 = {
  "alias": null,
  "args": null,
  "concreteType": "Project",
  "kind": "LinkedField",
  "name": "project",
  "plural": false,
  "selections": (v33/*:: as any*/),
  "storageKey": null
},
v35 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v36 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v37 = {
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
},
v38 = [
  (v20/*:: as any*/),
  (v21/*:: as any*/),
  (v27/*:: as any*/),
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "assetOrder"
  },
  (v22/*:: as any*/),
  (v23/*:: as any*/),
  (v24/*:: as any*/)
],
v39 = [
  (v27/*:: as any*/),
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": "TITLE_ASC"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "FolderScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "Folder",
        "kind": "LinkedField",
        "name": "folder",
        "plural": false,
        "selections": [
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Project",
            "kind": "LinkedField",
            "name": "project",
            "plural": false,
            "selections": [
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Workspace",
                "kind": "LinkedField",
                "name": "workspace",
                "plural": false,
                "selections": [
                  (v19/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FolderBreadcrumb_folder"
          },
          {
            "args": [
              {
                "kind": "Variable",
                "name": "assetOrder",
                "variableName": "assetOrder"
              },
              (v20/*:: as any*/),
              (v21/*:: as any*/),
              {
                "kind": "Variable",
                "name": "folderOrder",
                "variableName": "folderOrder"
              },
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/)
            ],
            "kind": "FragmentSpread",
            "name": "FolderList_folder"
          }
        ],
        "storageKey": null
      },
      (v25/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ProjectSidebar_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v7/*:: as any*/),
      (v6/*:: as any*/),
      (v5/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "FolderScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "Folder",
        "kind": "LinkedField",
        "name": "folder",
        "plural": false,
        "selections": [
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Project",
            "kind": "LinkedField",
            "name": "project",
            "plural": false,
            "selections": [
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Workspace",
                "kind": "LinkedField",
                "name": "workspace",
                "plural": false,
                "selections": [
                  (v19/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              }
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
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasCircledTakes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasSlates",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasReviewStatuses",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CustomField",
            "kind": "LinkedField",
            "name": "customFields",
            "plural": true,
            "selections": [
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v26/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "options",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "required",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shownInList",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v28/*:: as any*/),
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
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "FolderAllowedTo",
                        "kind": "LinkedField",
                        "name": "allowedTo",
                        "plural": false,
                        "selections": (v30/*:: as any*/),
                        "storageKey": null
                      },
                      (v31/*:: as any*/),
                      (v32/*:: as any*/),
                      (v34/*:: as any*/),
                      (v35/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v36/*:: as any*/)
                ],
                "storageKey": null
              },
              (v37/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v28/*:: as any*/),
            "filters": [],
            "handle": "connection",
            "key": "FolderList_children",
            "kind": "LinkedHandle",
            "name": "children"
          },
          {
            "alias": null,
            "args": (v38/*:: as any*/),
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
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "archiveFormat",
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
                          (v9/*:: as any*/),
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
                              (v9/*:: as any*/),
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
                          (v32/*:: as any*/),
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
                        "concreteType": "AssetAllowedTo",
                        "kind": "LinkedField",
                        "name": "allowedTo",
                        "plural": false,
                        "selections": (v30/*:: as any*/),
                        "storageKey": null
                      },
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
                        "name": "sceneTake",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "circled",
                        "storageKey": null
                      },
                      (v31/*:: as any*/),
                      (v26/*:: as any*/),
                      (v34/*:: as any*/),
                      {
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
                            "selections": (v33/*:: as any*/),
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
                      (v35/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v36/*:: as any*/)
                ],
                "storageKey": null
              },
              (v37/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v38/*:: as any*/),
            "filters": [],
            "handle": "connection",
            "key": "FolderList_assets",
            "kind": "LinkedHandle",
            "name": "assets"
          }
        ],
        "storageKey": null
      },
      (v25/*:: as any*/),
      {
        "alias": "sidebarProjects",
        "args": (v39/*:: as any*/),
        "concreteType": "ProjectConnection",
        "kind": "LinkedField",
        "name": "projects",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ProjectEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProjectAllowedTo",
                    "kind": "LinkedField",
                    "name": "allowedTo",
                    "plural": false,
                    "selections": [
                      (v13/*:: as any*/),
                      (v29/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Folder",
                    "kind": "LinkedField",
                    "name": "rootFolder",
                    "plural": false,
                    "selections": [
                      (v9/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "folderCount",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Collection",
                    "kind": "LinkedField",
                    "name": "collections",
                    "plural": true,
                    "selections": [
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "definition",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v35/*:: as any*/)
                ],
                "storageKey": null
              },
              (v36/*:: as any*/)
            ],
            "storageKey": null
          },
          (v37/*:: as any*/)
        ],
        "storageKey": "projects(first:100,orderBy:\"TITLE_ASC\")"
      },
      {
        "alias": "sidebarProjects",
        "args": (v39/*:: as any*/),
        "filters": [
          "orderBy"
        ],
        "handle": "connection",
        "key": "ProjectSidebar_sidebarProjects",
        "kind": "LinkedHandle",
        "name": "projects"
      }
    ]
  },
  "params": {
    "cacheID": "b5493832b2cd722f3909766a3a50a277",
    "id": null,
    "metadata": {},
    "name": "FolderScreenQuery",
    "operationKind": "query",
    "text": "query FolderScreenQuery(\n  $folderId: ID!\n  $folderOrder: FolderOrder\n  $assetOrder: AssetOrder\n  $filter: String\n  $takes: TakesFilter\n  $reviewStatus: ReviewStatus\n  $orderByField: CustomFieldOrder\n  $fieldFilters: [CustomFieldFilter!]\n) {\n  folder(id: $folderId) {\n    id\n    name\n    isRoot\n    ttl\n    allowedTo {\n      edit\n      upload\n      download\n      share\n    }\n    project {\n      id\n      name\n      transferServerKind\n      allowedTo {\n        edit\n      }\n      workspace {\n        logo {\n          url\n        }\n        id\n      }\n    }\n    ...FolderBreadcrumb_folder\n    ...FolderList_folder_5PpqC\n  }\n  currentUser {\n    id\n    isSuperuser\n  }\n  ...ProjectSidebar_query\n}\n\nfragment AssetRow_asset on Asset {\n  id\n  name\n  displayName\n  sceneTake\n  circled\n  createdAt\n  archiveFormat\n  type\n  allowedTo {\n    edit\n    delete\n    share\n    download\n  }\n  project {\n    id\n  }\n  newestVersion {\n    id\n    number\n    size\n    duration\n    isProcessing\n    ...ReviewStatusCell_version\n    processingJob {\n      id\n      updatedAt\n    }\n  }\n  customFields {\n    field {\n      id\n    }\n    text\n    dateTime\n    boolean\n  }\n  ...AssetThumbnail_asset\n}\n\nfragment AssetThumbnail_asset on Asset {\n  name\n  type\n  newestVersion {\n    duration\n    isLive\n    isProcessing\n    thumbnailUrl\n    processingJob {\n      state\n      progress\n      reason\n      id\n    }\n    thumbnailSprite {\n      urls\n      columns\n      rows\n      tileWidth\n      tileHeight\n      frameCount\n      intervalMs\n    }\n    id\n  }\n}\n\nfragment FolderBreadcrumb_folder on Folder {\n  name\n  isRoot\n  project {\n    id\n    name\n  }\n  ancestors {\n    id\n    name\n    isRoot\n  }\n}\n\nfragment FolderList_folder_5PpqC on Folder {\n  id\n  allowedTo {\n    edit\n  }\n  project {\n    id\n    allowedTo {\n      edit\n    }\n  }\n  hasCircledTakes\n  hasSlates\n  hasReviewStatuses\n  customFields {\n    id\n    name\n    type\n    options\n    required\n    shownInList\n  }\n  ...useFolderPages_children_oqQBw\n  ...useFolderPages_assets_14kMbl\n}\n\nfragment FolderRow_folder on Folder {\n  id\n  name\n  createdAt\n  thumbnailUrl\n  project {\n    id\n  }\n  allowedTo {\n    edit\n    delete\n    share\n    download\n  }\n}\n\nfragment ProjectSidebarLink_project on Project {\n  id\n  name\n  allowedTo {\n    edit\n    delete\n  }\n  rootFolder {\n    id\n    folderCount\n  }\n  collections {\n    id\n    name\n    definition\n  }\n}\n\nfragment ProjectSidebar_query on Query {\n  currentUser {\n    id\n    isSuperuser\n  }\n  sidebarProjects: projects(first: 100, orderBy: TITLE_ASC) {\n    edges {\n      node {\n        ...ProjectSidebarLink_project\n        id\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment ReviewStatusCell_version on Version {\n  reviewStatus {\n    status\n  }\n}\n\nfragment useFolderPages_assets_14kMbl on Folder {\n  assets(first: 100, orderBy: $assetOrder, filter: $filter, takes: $takes, reviewStatus: $reviewStatus, orderByField: $orderByField, fieldFilters: $fieldFilters) {\n    edges {\n      node {\n        id\n        name\n        archiveFormat\n        newestVersion {\n          id\n        }\n        allowedTo {\n          edit\n          delete\n          share\n          download\n        }\n        ...AssetRow_asset\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment useFolderPages_children_oqQBw on Folder {\n  children(first: 100, orderBy: $folderOrder, filter: $filter) {\n    edges {\n      node {\n        id\n        name\n        allowedTo {\n          edit\n          delete\n          share\n          download\n        }\n        ...FolderRow_folder\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n"
  }
};
})();

(node as any).hash = "1bdea427df0de0f6591af05116e6fe43";

export default node;
