/**
 * @generated SignedSource<<3517469e908790d372e3d810a70f611b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type AssetChange = "COMMENT_ADDED" | "COMMENT_EDITED" | "COMMENT_REMOVED" | "COPIED" | "CREATED" | "CUSTOM_VALUES_SET" | "DELETED" | "FEED_ENDED" | "FEED_STARTED" | "MOVED" | "RENAMED" | "REPLY_ADDED" | "REVIEW_STATUS_SET" | "SLATE_SET" | "VERSION_ADDED";
export type AssetHistoryQuery$variables = {
  assetId: string;
};
export type AssetHistoryQuery$data = {
  readonly asset: {
    readonly history: ReadonlyArray<{
      readonly actorName: string;
      readonly at: string;
      readonly change: AssetChange;
      readonly detail: string | null | undefined;
      readonly key: string;
      readonly versionNumber: number | null | undefined;
    }>;
  } | null | undefined;
};
export type AssetHistoryQuery = {
  response: AssetHistoryQuery$data;
  variables: AssetHistoryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "assetId"
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
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 200
    }
  ],
  "concreteType": "AssetMoment",
  "kind": "LinkedField",
  "name": "history",
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "change",
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
    }
  ],
  "storageKey": "history(first:200)"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AssetHistoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Asset",
        "kind": "LinkedField",
        "name": "asset",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "AssetHistoryQuery",
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
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9fd5cdadd99969f98074dc4030581fb6",
    "id": null,
    "metadata": {},
    "name": "AssetHistoryQuery",
    "operationKind": "query",
    "text": "query AssetHistoryQuery(\n  $assetId: ID!\n) {\n  asset(id: $assetId) {\n    history(first: 200) {\n      key\n      at\n      actorName\n      change\n      versionNumber\n      detail\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "82463ff6b965a34471404bf2c4eae207";

export default node;
