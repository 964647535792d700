/**
 * @generated SignedSource<<5312c5775092c331f3949bb1a8a9c5fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
      readonly folders: ReadonlyArray<{
        readonly folder: {
          readonly id: string;
        } | null | undefined;
        readonly name: string;
      }>;
      readonly name: string;
      readonly readers: ReadonlyArray<{
        readonly " $fragmentSpreads": FragmentRefs<"PastReaders_readers">;
      }> | null | undefined;
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
v3 = [
  {
    "kind": "Variable",
    "name": "at",
    "variableName": "at"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = [
  (v5/*:: as any*/)
],
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "PastSubfolder",
  "kind": "LinkedField",
  "name": "folders",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Folder",
      "kind": "LinkedField",
      "name": "folder",
      "plural": false,
      "selections": (v6/*:: as any*/),
      "storageKey": null
    },
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v8 = {
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
      "selections": (v6/*:: as any*/),
      "storageKey": null
    },
    (v4/*:: as any*/),
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
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "PastFolder",
            "kind": "LinkedField",
            "name": "asOf",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PastReader",
                "kind": "LinkedField",
                "name": "readers",
                "plural": true,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "PastReaders_readers"
                  }
                ],
                "storageKey": null
              },
              (v8/*:: as any*/)
            ],
            "storageKey": null
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
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "PastFolder",
            "kind": "LinkedField",
            "name": "asOf",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PastReader",
                "kind": "LinkedField",
                "name": "readers",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "user",
                    "plural": false,
                    "selections": (v6/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "userName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "userEmail",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Role",
                    "kind": "LinkedField",
                    "name": "role",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isManager",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0ffc566ecf6169a0c7ab87d2e1a670a5",
    "id": null,
    "metadata": {},
    "name": "PastFolderViewQuery",
    "operationKind": "query",
    "text": "query PastFolderViewQuery(\n  $folderId: ID!\n  $at: DateTime!\n) {\n  folder(id: $folderId) {\n    asOf(at: $at) {\n      name\n      folders {\n        folder {\n          id\n        }\n        name\n      }\n      readers {\n        ...PastReaders_readers\n      }\n      assets {\n        asset {\n          id\n        }\n        name\n        scene\n        take\n        versionCount\n        reviewStatus\n        commentCount\n      }\n    }\n    id\n  }\n}\n\nfragment PastReaders_readers on PastReader {\n  user {\n    id\n  }\n  userName\n  userEmail\n  role {\n    name\n    id\n  }\n  isManager\n}\n"
  }
};
})();

(node as any).hash = "1e8084f71177d9c86db7903c190932f9";

export default node;
