/**
 * @generated SignedSource<<59913222dcc7acac15bb31197538abcf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WatermarkingState = "DONE" | "FAILED" | "PLAYABLE" | "RENDERING" | "WITHHELD";
export type ViewScreenQuery$variables = {
  assetId: string;
  version?: number | null | undefined;
};
export type ViewScreenQuery$data = {
  readonly asset: {
    readonly id: string;
    readonly shown: {
      readonly isLive: boolean;
      readonly levels: ReadonlyArray<{
        readonly hdr: boolean;
      }>;
      readonly streamUrl: string | null | undefined;
      readonly watermarking: {
        readonly state: WatermarkingState;
      } | null | undefined;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"ViewScreen_asset">;
  } | null | undefined;
  readonly currentUser: {
    readonly name: string;
    readonly settings: {
      readonly autoPlay: boolean;
    } | null | undefined;
  };
};
export type ViewScreenQuery = {
  response: ViewScreenQuery$data;
  variables: ViewScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "assetId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "version"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "assetId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "number",
    "variableName": "version"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "streamUrl",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isLive",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hdr",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "UserSettings",
  "kind": "LinkedField",
  "name": "settings",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "autoPlay",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "height",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "progress",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "framesPerSecond",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mimetype",
  "storageKey": null
},
v17 = [
  (v8/*:: as any*/),
  (v2/*:: as any*/)
],
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enabled",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "opacity",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "size",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "createdBy",
  "plural": false,
  "selections": (v17/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ViewScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Asset",
        "kind": "LinkedField",
        "name": "asset",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": "shown",
            "args": (v3/*:: as any*/),
            "concreteType": "Version",
            "kind": "LinkedField",
            "name": "version",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "QualityLevel",
                "kind": "LinkedField",
                "name": "levels",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Watermarking",
                "kind": "LinkedField",
                "name": "watermarking",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ViewScreen_asset"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          (v9/*:: as any*/)
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
    "name": "ViewScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Asset",
        "kind": "LinkedField",
        "name": "asset",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": "shown",
            "args": (v3/*:: as any*/),
            "concreteType": "Version",
            "kind": "LinkedField",
            "name": "version",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "QualityLevel",
                "kind": "LinkedField",
                "name": "levels",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Watermarking",
                "kind": "LinkedField",
                "name": "watermarking",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/)
                ],
                "storageKey": null
              },
              (v2/*:: as any*/),
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isProcessing",
                "storageKey": null
              },
              (v15/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timecodeOffset",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "urlsExpireAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "posterUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sourceUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "originalUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "waveformUrl",
                "storageKey": null
              },
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Job",
                "kind": "LinkedField",
                "name": "processingJob",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SpriteSheet",
                "kind": "LinkedField",
                "name": "playerSprite",
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "setBy",
                    "plural": false,
                    "selections": (v17/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "setAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v18/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Project",
            "kind": "LinkedField",
            "name": "project",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "transferServerKind",
                "storageKey": null
              },
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "production",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ProjectWatermarks",
                "kind": "LinkedField",
                "name": "watermarks",
                "plural": false,
                "selections": [
                  (v19/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "WatermarkItem",
                    "kind": "LinkedField",
                    "name": "items",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "position",
                        "storageKey": null
                      },
                      (v18/*:: as any*/),
                      (v20/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fontSize",
                    "storageKey": null
                  },
                  (v21/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "opacityBackground",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "horizontalOffset",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "verticalOffset",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ProjectOverlay",
                "kind": "LinkedField",
                "name": "overlay",
                "plural": false,
                "selections": [
                  (v19/*:: as any*/),
                  (v22/*:: as any*/),
                  (v21/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "x",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "y",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "WorkspaceImage",
                    "kind": "LinkedField",
                    "name": "image",
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
            "concreteType": "Folder",
            "kind": "LinkedField",
            "name": "folder",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isRoot",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v8/*:: as any*/),
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
            "kind": "ScalarField",
            "name": "hasLiveKey",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "liveRtmpServer",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AssetAllowedTo",
            "kind": "LinkedField",
            "name": "allowedTo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "comment",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "download",
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
                "name": "annotate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "edit",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Version",
            "kind": "LinkedField",
            "name": "versions",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v14/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/)
            ],
            "storageKey": null
          },
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
                "selections": [
                  (v2/*:: as any*/),
                  (v8/*:: as any*/),
                  (v18/*:: as any*/),
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
                  }
                ],
                "storageKey": null
              },
              (v20/*:: as any*/),
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
          {
            "alias": null,
            "args": null,
            "concreteType": "MetadataEntry",
            "kind": "LinkedField",
            "name": "metadata",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "key",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "value",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hidden",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v23/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "modifiedAt",
            "storageKey": null
          },
          (v24/*:: as any*/),
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
                "name": "filename",
                "storageKey": null
              },
              (v22/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "duration",
                "storageKey": null
              },
              (v15/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "FileInfo",
                "kind": "LinkedField",
                "name": "fileInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "videoBitrate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "audioBitrate",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ReviewSession",
            "kind": "LinkedField",
            "name": "reviewSessions",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "presenter",
                "plural": false,
                "selections": (v17/*:: as any*/),
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
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ae3b68f8669d34b0210e5f3c5a0101d0",
    "id": null,
    "metadata": {},
    "name": "ViewScreenQuery",
    "operationKind": "query",
    "text": "query ViewScreenQuery(\n  $assetId: ID!\n  $version: Int\n) {\n  asset(id: $assetId) {\n    id\n    shown: version(number: $version) {\n      streamUrl\n      isLive\n      levels {\n        hdr\n      }\n      watermarking {\n        state\n      }\n      id\n    }\n    ...ViewScreen_asset\n  }\n  currentUser {\n    name\n    settings {\n      autoPlay\n    }\n    id\n  }\n}\n\nfragment AssetInspector_asset on Asset {\n  ...CustomFieldsPanel_asset\n  type\n  metadata {\n    key\n    value\n    hidden\n  }\n  createdAt\n  modifiedAt\n  createdBy {\n    name\n    id\n  }\n  newestVersion {\n    filename\n    size\n    duration\n    framesPerSecond\n    width\n    height\n    mimetype\n    fileInfo {\n      videoBitrate\n      audioBitrate\n    }\n    id\n  }\n}\n\nfragment AssetViewer_version on Version {\n  isLive\n  isProcessing\n  streamUrl\n  posterUrl\n  sourceUrl\n  originalUrl\n  waveformUrl\n  mimetype\n  levels {\n    width\n    height\n    hdr\n  }\n  processingJob {\n    state\n    progress\n    reason\n    id\n  }\n  watermarking {\n    state\n    progress\n    reason\n  }\n  ...SeekPreview_version\n}\n\nfragment CarryCommentsButton_asset on Asset {\n  allowedTo {\n    edit\n  }\n  versions {\n    id\n    number\n  }\n}\n\nfragment CustomFieldsPanel_asset on Asset {\n  id\n  allowedTo {\n    edit\n  }\n  customFields {\n    field {\n      id\n      name\n      type\n      options\n      required\n    }\n    text\n    dateTime\n    boolean\n  }\n}\n\nfragment ProjectWatermarkLayer_asset on Asset {\n  name\n  folder {\n    name\n    id\n  }\n  project {\n    name\n    production\n    watermarks {\n      enabled\n      items {\n        position\n        type\n        text\n      }\n      fontSize\n      opacity\n      opacityBackground\n      horizontalOffset\n      verticalOffset\n    }\n    overlay {\n      enabled\n      size\n      opacity\n      x\n      y\n      image {\n        url\n      }\n    }\n    id\n  }\n}\n\nfragment ReviewStatusControl_version on Version {\n  id\n  reviewStatus {\n    status\n    setBy {\n      name\n      id\n    }\n    setAt\n  }\n}\n\nfragment SeekPreview_version on Version {\n  playerSprite {\n    urls\n    columns\n    rows\n    tileWidth\n    tileHeight\n    frameCount\n    intervalMs\n  }\n}\n\nfragment SessionMenu_asset on Asset {\n  id\n  allowedTo {\n    comment\n  }\n  reviewSessions {\n    id\n    name\n    presenter {\n      name\n      id\n    }\n  }\n}\n\nfragment VersionMenu_asset on Asset {\n  id\n  type\n  project {\n    id\n  }\n  folder {\n    id\n  }\n  allowedTo {\n    edit\n  }\n  versions {\n    id\n    number\n    createdAt\n    createdBy {\n      name\n      id\n    }\n  }\n}\n\nfragment ViewHeader_asset on Asset {\n  name\n  project {\n    id\n    name\n  }\n  folder {\n    id\n    name\n    isRoot\n  }\n  allowedTo {\n    edit\n  }\n}\n\nfragment ViewScreen_asset on Asset {\n  id\n  type\n  project {\n    id\n    transferServerKind\n  }\n  folder {\n    id\n  }\n  name\n  archiveFormat\n  hasLiveKey\n  liveRtmpServer\n  allowedTo {\n    comment\n    download\n    share\n    annotate\n  }\n  shown: version(number: $version) {\n    id\n    number\n    isLive\n    isProcessing\n    streamUrl\n    framesPerSecond\n    timecodeOffset\n    urlsExpireAt\n    ...AssetViewer_version\n    ...ReviewStatusControl_version\n  }\n  ...ViewHeader_asset\n  ...VersionMenu_asset\n  ...CarryCommentsButton_asset\n  ...AssetInspector_asset\n  ...ProjectWatermarkLayer_asset\n  ...SessionMenu_asset\n}\n"
  }
};
})();

(node as any).hash = "d79b42e77e8bfd048342087453ed6ede";

export default node;
