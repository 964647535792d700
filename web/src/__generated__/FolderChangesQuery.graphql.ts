/**
 * @generated SignedSource<<97a7da834288369b907821ea2424c0a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type FolderChangeKind = "ADDED" | "COMMENT_ADDED" | "COMMENT_EDITED" | "COMMENT_REMOVED" | "CUSTOM_VALUES_SET" | "DELETED" | "FEED_ENDED" | "FEED_STARTED" | "MOVED_IN" | "MOVED_OUT" | "RENAMED" | "REPLY_ADDED" | "REVIEW_STATUS_SET" | "SLATE_SET" | "VERSION_ADDED";
export type FolderChangesQuery$variables = {
  folderId: string;
  from: string;
  kinds?: ReadonlyArray<FolderChangeKind> | null | undefined;
  to?: string | null | undefined;
};
export type FolderChangesQuery$data = {
  readonly folder: {
    readonly changes: {
      readonly changes: ReadonlyArray<{
        readonly actorName: string;
        readonly asset: {
          readonly folder: {
            readonly id: string;
          };
          readonly id: string;
          readonly project: {
            readonly id: string;
          };
        } | null | undefined;
        readonly assetName: string;
        readonly at: string;
        readonly detail: string | null | undefined;
        readonly key: string;
        readonly kind: FolderChangeKind;
        readonly versionNumber: number | null | undefined;
      }>;
      readonly counts: ReadonlyArray<{
        readonly count: number;
        readonly kind: FolderChangeKind;
      }>;
      readonly totalCount: number;
    } | null | undefined;
  } | null | undefined;
};
export type FolderChangesQuery = {
  response: FolderChangesQuery$data;
  variables: FolderChangesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "folderId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kinds"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v4 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "folderId"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = [
  (v6/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 200
    },
    {
      "kind": "Variable",
      "name": "from",
      "variableName": "from"
    },
    {
      "kind": "Variable",
      "name": "kinds",
      "variableName": "kinds"
    },
    {
      "kind": "Variable",
      "name": "to",
      "variableName": "to"
    }
  ],
  "concreteType": "FolderChanges",
  "kind": "LinkedField",
  "name": "changes",
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
      "concreteType": "FolderChangeCount",
      "kind": "LinkedField",
      "name": "counts",
      "plural": true,
      "selections": [
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FolderChange",
      "kind": "LinkedField",
      "name": "changes",
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
          "name": "at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "actorName",
          "storageKey": null
        },
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "assetName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "versionNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "detail",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Asset",
          "kind": "LinkedField",
          "name": "asset",
          "plural": false,
          "selections": [
            (v6/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Folder",
              "kind": "LinkedField",
              "name": "folder",
              "plural": false,
              "selections": (v7/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Project",
              "kind": "LinkedField",
              "name": "project",
              "plural": false,
              "selections": (v7/*:: as any*/),
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "FolderChangesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "Folder",
        "kind": "LinkedField",
        "name": "folder",
        "plural": false,
        "selections": [
          (v8/*:: as any*/)
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
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "FolderChangesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "Folder",
        "kind": "LinkedField",
        "name": "folder",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f0f533a222a23e0254aa4e16bcfef77e",
    "id": null,
    "metadata": {},
    "name": "FolderChangesQuery",
    "operationKind": "query",
    "text": "query FolderChangesQuery(\n  $folderId: ID!\n  $from: DateTime!\n  $to: DateTime\n  $kinds: [FolderChangeKind!]\n) {\n  folder(id: $folderId) {\n    changes(from: $from, to: $to, kinds: $kinds, first: 200) {\n      totalCount\n      counts {\n        kind\n        count\n      }\n      changes {\n        key\n        at\n        actorName\n        kind\n        assetName\n        versionNumber\n        detail\n        asset {\n          id\n          folder {\n            id\n          }\n          project {\n            id\n          }\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "86f64a31ef652758acb6867d872d761e";

export default node;
