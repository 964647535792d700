/**
 * @generated SignedSource<<c990323c1f0fa9d3bc6d9f3ff1020452>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ReviewStatus = "APPROVED" | "CHANGES_REQUESTED" | "IN_PROGRESS" | "NEEDS_REVIEW";
export type PastFolderViewQuery$variables = {
  at: string;
  folderId: string;
};
export type PastFolderViewQuery$data = {
  readonly folder: {
    readonly asOf: {
      readonly assets: ReadonlyArray<{
        readonly asset: {
          readonly id: string;
        } | null | undefined;
        readonly commentCount: number;
        readonly name: string;
        readonly reviewStatus: ReviewStatus | null | undefined;
        readonly scene: string | null | undefined;
        readonly take: string | null | undefined;
        readonly versionCount: number;
      }>;
    } | null | undefined;
  } | null | undefined;
};
export type PastFolderViewQuery = {
  response: PastFolderViewQuery$data;
  variables: PastFolderViewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "at"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "folderId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "folderId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "at",
      "variableName": "at"
    }
  ],
  "concreteType": "PastFolder",
  "kind": "LinkedField",
  "name": "asOf",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PastFolderAsset",
      "kind": "LinkedField",
      "name": "assets",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Asset",
          "kind": "LinkedField",
          "name": "asset",
          "plural": false,
          "selections": [
            (v3/*:: as any*/)
          ],
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
          "name": "scene",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "take",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "versionCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reviewStatus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "commentCount",
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PastFolderViewQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Folder",
        "kind": "LinkedField",
        "name": "folder",
        "plural": false,
        "selections": [
          (v4/*:: as any*/)
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
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PastFolderViewQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Folder",
        "kind": "LinkedField",
        "name": "folder",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ef6b02c5693afd4af14ae25a925deaa2",
    "id": null,
    "metadata": {},
    "name": "PastFolderViewQuery",
    "operationKind": "query",
    "text": "query PastFolderViewQuery(\n  $folderId: ID!\n  $at: DateTime!\n) {\n  folder(id: $folderId) {\n    asOf(at: $at) {\n      assets {\n        asset {\n          id\n        }\n        name\n        scene\n        take\n        versionCount\n        reviewStatus\n        commentCount\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "391a3cdb4eec22d299f8d18e87f5944e";

export default node;
