/**
 * @generated SignedSource<<c057abbdd006ae3921dc3fd602081a71>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FolderPagesTestQuery$variables = Record<PropertyKey, never>;
export type FolderPagesTestQuery$data = {
  readonly project: {
    readonly rootFolder: {
      readonly " $fragmentSpreads": FragmentRefs<"UserFolderNav_folder">;
    };
    readonly " $fragmentSpreads": FragmentRefs<"AssignUserDialog_project">;
  } | null | undefined;
  readonly projectRoles: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"AssignUserDialog_roles">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"AssignUserDialog_query">;
};
export type FolderPagesTestQuery = {
  response: FolderPagesTestQuery$data;
  variables: FolderPagesTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "p1"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "projectId",
    "value": "p1"
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
  (v2/*:: as any*/)
],
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FolderPagesTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Folder",
            "kind": "LinkedField",
            "name": "rootFolder",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "UserFolderNav_folder"
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AssignUserDialog_project"
          }
        ],
        "storageKey": "project(id:\"p1\")"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Role",
        "kind": "LinkedField",
        "name": "projectRoles",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AssignUserDialog_roles"
          }
        ],
        "storageKey": null
      },
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "AssignUserDialog_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FolderPagesTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Folder",
            "kind": "LinkedField",
            "name": "rootFolder",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v4/*:: as any*/),
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
                "args": (v4/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "UserFolderNav_children",
                "kind": "LinkedHandle",
                "name": "children"
              },
              {
                "alias": null,
                "args": (v4/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "useFolderChoices_children",
                "kind": "LinkedHandle",
                "name": "children"
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": "project(id:\"p1\")"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Role",
        "kind": "LinkedField",
        "name": "projectRoles",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isDefault",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isAdmin",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Permissions",
            "kind": "LinkedField",
            "name": "permissions",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "view",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "edit",
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
                "name": "comment",
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
        "args": (v1/*:: as any*/),
        "concreteType": "ProjectUser",
        "kind": "LinkedField",
        "name": "projectUsers",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": "projectUsers(projectId:\"p1\")"
      }
    ]
  },
  "params": {
    "cacheID": "7ea784d4e90e88ebb43bc0cbf9619f91",
    "id": null,
    "metadata": {},
    "name": "FolderPagesTestQuery",
    "operationKind": "query",
    "text": "query FolderPagesTestQuery {\n  project(id: \"p1\") {\n    rootFolder {\n      ...UserFolderNav_folder\n      id\n    }\n    ...AssignUserDialog_project\n    id\n  }\n  projectRoles {\n    ...AssignUserDialog_roles\n    id\n  }\n  ...AssignUserDialog_query_xUJz7\n}\n\nfragment AssignUserDialog_project on Project {\n  id\n  rootFolder {\n    ...useFolderChoices_folder\n    id\n  }\n}\n\nfragment AssignUserDialog_query_xUJz7 on Query {\n  projectUsers(projectId: \"p1\") {\n    user {\n      id\n    }\n  }\n}\n\nfragment AssignUserDialog_roles on Role {\n  id\n  name\n  isDefault\n  isAdmin\n  ...RoleInfo_roles\n}\n\nfragment RoleInfo_roles on Role {\n  id\n  name\n  isAdmin\n  permissions {\n    view\n    edit\n    download\n    share\n    comment\n  }\n}\n\nfragment UserFolderNav_folder on Folder {\n  project {\n    id\n  }\n  children(first: 100) {\n    edges {\n      node {\n        id\n        name\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment useFolderChoices_folder on Folder {\n  children(first: 100) {\n    edges {\n      node {\n        id\n        name\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n"
  }
};
})();

(node as any).hash = "cceee9bc1651a2e9b55fe8c7b0fed702";

export default node;
