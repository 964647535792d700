/**
 * @generated SignedSource<<35cc404257701c0a90ab17c1237c8870>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FolderScreenQuery$variables = {
  folderId: string;
};
export type FolderScreenQuery$data = {
  readonly folder: {
    readonly allowedTo: {
      readonly edit: boolean;
    };
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"FolderBreadcrumb_folder" | "FolderInspector_folder" | "FolderList_folder">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectSidebar_query">;
};
export type FolderScreenQuery = {
  response: FolderScreenQuery$data;
  variables: FolderScreenQuery$variables;
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
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "edit",
    "storageKey": null
  }
],
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "FolderAllowedTo",
  "kind": "LinkedField",
  "name": "allowedTo",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isRoot",
  "storageKey": null
},
v7 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v9 = [
  (v2/*:: as any*/)
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v12 = {
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
    "name": "FolderScreenQuery",
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
          (v4/*:: as any*/),
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
      },
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FolderScreenQuery",
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
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Project",
            "kind": "LinkedField",
            "name": "project",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v5/*:: as any*/)
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
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v7/*:: as any*/),
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
                      (v5/*:: as any*/),
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Project",
                        "kind": "LinkedField",
                        "name": "project",
                        "plural": false,
                        "selections": (v9/*:: as any*/),
                        "storageKey": null
                      },
                      (v10/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v11/*:: as any*/)
                ],
                "storageKey": null
              },
              (v12/*:: as any*/)
            ],
            "storageKey": "children(first:100)"
          },
          {
            "alias": null,
            "args": (v7/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "FolderList_children",
            "kind": "LinkedHandle",
            "name": "children"
          },
          (v8/*:: as any*/),
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
              (v5/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v7/*:: as any*/),
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
                  (v2/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProjectAllowedTo",
                    "kind": "LinkedField",
                    "name": "allowedTo",
                    "plural": false,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Folder",
                    "kind": "LinkedField",
                    "name": "rootFolder",
                    "plural": false,
                    "selections": (v9/*:: as any*/),
                    "storageKey": null
                  },
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          (v12/*:: as any*/)
        ],
        "storageKey": "projects(first:100)"
      },
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "ProjectTable_projects",
        "kind": "LinkedHandle",
        "name": "projects"
      }
    ]
  },
  "params": {
    "cacheID": "4db81eca6c442f088c008de85be2a04b",
    "id": null,
    "metadata": {},
    "name": "FolderScreenQuery",
    "operationKind": "query",
    "text": "query FolderScreenQuery(\n  $folderId: ID!\n) {\n  folder(id: $folderId) {\n    id\n    allowedTo {\n      edit\n    }\n    ...FolderBreadcrumb_folder\n    ...FolderList_folder\n    ...FolderInspector_folder\n  }\n  ...ProjectSidebar_query\n}\n\nfragment FolderBreadcrumb_folder on Folder {\n  name\n  isRoot\n  project {\n    id\n    name\n  }\n  ancestors {\n    id\n    name\n    isRoot\n  }\n}\n\nfragment FolderInspector_folder on Folder {\n  name\n  createdAt\n  modifiedAt\n  folderCount\n  creator {\n    name\n    id\n  }\n}\n\nfragment FolderList_folder on Folder {\n  children(first: 100) {\n    edges {\n      node {\n        id\n        ...FolderRow_folder\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment FolderRow_folder on Folder {\n  id\n  name\n  createdAt\n  project {\n    id\n  }\n}\n\nfragment ProjectSidebarLink_project on Project {\n  id\n  name\n  allowedTo {\n    edit\n  }\n  rootFolder {\n    id\n  }\n}\n\nfragment ProjectSidebar_query on Query {\n  projects(first: 100) {\n    edges {\n      node {\n        id\n        ...ProjectSidebarLink_project\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "730395728f599b16747017aa9f6fd960";

export default node;
