/**
 * @generated SignedSource<<51c3dd88f987f594f4d8a72b4c0bc95e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useFolderChangedSubscription$variables = {
  folderId: string;
};
export type useFolderChangedSubscription$data = {
  readonly folderChanged: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"FolderBreadcrumb_folder" | "FolderInspector_folder" | "FolderList_folder">;
  };
};
export type useFolderChangedSubscription = {
  response: useFolderChangedSubscription$data;
  variables: useFolderChangedSubscription$variables;
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
    "name": "folderId",
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
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useFolderChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Folder",
        "kind": "LinkedField",
        "name": "folderChanged",
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
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFolderChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Folder",
        "kind": "LinkedField",
        "name": "folderChanged",
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
                      (v6/*:: as any*/),
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
            "storageKey": "children(first:100)"
          },
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "FolderList_children",
            "kind": "LinkedHandle",
            "name": "children"
          },
          (v6/*:: as any*/),
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
    "cacheID": "fa84570a61e5d855f4ba276a7cc9acd7",
    "id": null,
    "metadata": {},
    "name": "useFolderChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useFolderChangedSubscription(\n  $folderId: ID!\n) {\n  folderChanged(folderId: $folderId) {\n    id\n    ...FolderBreadcrumb_folder\n    ...FolderList_folder\n    ...FolderInspector_folder\n  }\n}\n\nfragment FolderBreadcrumb_folder on Folder {\n  name\n  isRoot\n  project {\n    id\n    name\n  }\n  ancestors {\n    id\n    name\n    isRoot\n  }\n}\n\nfragment FolderInspector_folder on Folder {\n  name\n  createdAt\n  modifiedAt\n  folderCount\n  creator {\n    name\n    id\n  }\n}\n\nfragment FolderList_folder on Folder {\n  children(first: 100) {\n    edges {\n      node {\n        id\n        ...FolderRow_folder\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment FolderRow_folder on Folder {\n  id\n  name\n  createdAt\n  project {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "3891fafba0926a5f5adc28b7434e5aa2";

export default node;
