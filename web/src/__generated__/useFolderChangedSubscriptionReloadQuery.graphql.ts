/**
 * @generated SignedSource<<aba27c61e354cced986730fb9ad884b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CustomFieldType = "BOOLEAN" | "DATE" | "DATETIME" | "EMAIL" | "NUMBER" | "POSITION" | "TEXT" | "TIME" | "URL";
export type useFolderChangedSubscriptionReloadQuery$variables = {
  folderId: string;
};
export type useFolderChangedSubscriptionReloadQuery$data = {
  readonly folder: {
    readonly customFields: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
      readonly options: ReadonlyArray<string>;
      readonly required: boolean;
      readonly shownInList: boolean;
      readonly type: CustomFieldType;
    }>;
    readonly hasCircledTakes: boolean;
    readonly hasComments: boolean;
    readonly hasReviewStatuses: boolean;
    readonly hasSlates: boolean;
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"FolderBreadcrumb_folder" | "FolderInspector_folder">;
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
  "name": "hasCircledTakes",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasSlates",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasReviewStatuses",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasComments",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "CustomField",
  "kind": "LinkedField",
  "name": "customFields",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
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
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isRoot",
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
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v8/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FolderBreadcrumb_folder"
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
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v8/*:: as any*/),
          (v7/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Project",
            "kind": "LinkedField",
            "name": "project",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v7/*:: as any*/)
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
              (v7/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
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
              (v7/*:: as any*/),
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
    "cacheID": "d7a0fdf50ef86ecfe022a19a8829fc18",
    "id": null,
    "metadata": {},
    "name": "useFolderChangedSubscriptionReloadQuery",
    "operationKind": "query",
    "text": "query useFolderChangedSubscriptionReloadQuery(\n  $folderId: ID!\n) {\n  folder(id: $folderId) {\n    id\n    hasCircledTakes\n    hasSlates\n    hasReviewStatuses\n    hasComments\n    customFields {\n      id\n      name\n      type\n      options\n      required\n      shownInList\n    }\n    ...FolderBreadcrumb_folder\n    ...FolderInspector_folder\n  }\n}\n\nfragment FolderBreadcrumb_folder on Folder {\n  name\n  isRoot\n  project {\n    id\n    name\n  }\n  ancestors {\n    id\n    name\n    isRoot\n  }\n}\n\nfragment FolderInspector_folder on Folder {\n  name\n  createdAt\n  modifiedAt\n  folderCount\n  fileCount\n  totalSize\n  totalDuration\n  creator {\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "e161d30c8fc5dc3b7d9d3368635e7bdc";

export default node;
