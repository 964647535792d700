/**
 * @generated SignedSource<<985f175ef6570c5d77f4b9a5ef764224>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type AssetChange = "COMMENT_ADDED" | "COMMENT_EDITED" | "COMMENT_REMOVED" | "CREATED" | "CUSTOM_VALUES_SET" | "FEED_ENDED" | "FEED_STARTED" | "RENAMED" | "REPLY_ADDED" | "REVIEW_STATUS_SET" | "SLATE_SET" | "VERSION_ADDED";
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
    "cacheID": "e9d5880057f6d0f8aeb42e151d2e628f",
    "id": null,
    "metadata": {},
    "name": "AssetHistoryQuery",
    "operationKind": "query",
    "text": "query AssetHistoryQuery(\n  $assetId: ID!\n) {\n  asset(id: $assetId) {\n    history(first: 200) {\n      at\n      actorName\n      change\n      versionNumber\n      detail\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "279614818f57802aac34ffd3173de747";

export default node;
