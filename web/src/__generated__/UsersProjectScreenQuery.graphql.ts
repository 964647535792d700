/**
 * @generated SignedSource<<ac4f0861dbb5e0192347155d6ee775ad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UsersProjectScreenQuery$variables = {
  projectId: string;
};
export type UsersProjectScreenQuery$data = {
  readonly currentUser: {
    readonly id: string;
  };
  readonly project: {
    readonly id: string;
    readonly name: string;
    readonly rootFolder: {
      readonly " $fragmentSpreads": FragmentRefs<"UserFolderNav_folder">;
    };
    readonly " $fragmentSpreads": FragmentRefs<"AssignUserDialog_project">;
  } | null | undefined;
  readonly projectRoles: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"AssignUserDialog_roles">;
  }>;
  readonly projectUsers: ReadonlyArray<{
    readonly user: {
      readonly id: string;
    };
    readonly " $fragmentSpreads": FragmentRefs<"ProjectUserInspector_projectUser">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"AssignUserDialog_query" | "ProjectUserTable_query">;
};
export type UsersProjectScreenQuery = {
  response: UsersProjectScreenQuery$data;
  variables: UsersProjectScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "projectId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "projectId"
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
v4 = [
  (v2/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "currentUser",
  "plural": false,
  "selections": (v4/*:: as any*/),
  "storageKey": null
},
v6 = [
  {
    "kind": "Variable",
    "name": "projectId",
    "variableName": "projectId"
  }
],
v7 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v8 = [
  (v3/*:: as any*/),
  (v2/*:: as any*/)
],
v9 = [
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
    "name": "locked",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UsersProjectScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
        "storageKey": null
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
      (v5/*:: as any*/),
      {
        "alias": null,
        "args": (v6/*:: as any*/),
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
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProjectUserInspector_projectUser"
          }
        ],
        "storageKey": null
      },
      {
        "args": (v6/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "ProjectUserTable_query"
      },
      {
        "args": (v6/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "AssignUserDialog_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UsersProjectScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
                "selections": (v4/*:: as any*/),
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
                          (v3/*:: as any*/),
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
                "args": (v7/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "UserFolderNav_children",
                "kind": "LinkedHandle",
                "name": "children"
              },
              {
                "alias": null,
                "args": (v7/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "useFolderChoices_children",
                "kind": "LinkedHandle",
                "name": "children"
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
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
          (v3/*:: as any*/),
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
      (v5/*:: as any*/),
      {
        "alias": null,
        "args": (v6/*:: as any*/),
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
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "invitedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "invitedBy",
                "plural": false,
                "selections": (v8/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasActiveFactors",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "needsMfa",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasJoined",
                "storageKey": null
              }
            ],
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
            "kind": "ScalarField",
            "name": "lastLoginAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastActivityAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "supervisor",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Role",
            "kind": "LinkedField",
            "name": "role",
            "plural": false,
            "selections": (v8/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ProjectUserSettings",
            "kind": "LinkedField",
            "name": "settings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "receiveFolderContentNotifications",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "receiveCommentNotifications",
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
            "name": "folders",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isRoot",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isWorkspaceAdmin",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PermissionFlags",
            "kind": "LinkedField",
            "name": "folderPermissions",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionFlag",
                "kind": "LinkedField",
                "name": "view",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionFlag",
                "kind": "LinkedField",
                "name": "edit",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionFlag",
                "kind": "LinkedField",
                "name": "download",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionFlag",
                "kind": "LinkedField",
                "name": "share",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionFlag",
                "kind": "LinkedField",
                "name": "comment",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f67eabbe54b470d8c13f0449f1337c77",
    "id": null,
    "metadata": {},
    "name": "UsersProjectScreenQuery",
    "operationKind": "query",
    "text": "query UsersProjectScreenQuery(\n  $projectId: ID!\n) {\n  project(id: $projectId) {\n    id\n    name\n    rootFolder {\n      ...UserFolderNav_folder\n      id\n    }\n    ...AssignUserDialog_project\n  }\n  projectRoles {\n    ...AssignUserDialog_roles\n    id\n  }\n  currentUser {\n    id\n  }\n  projectUsers(projectId: $projectId) {\n    user {\n      id\n    }\n    ...ProjectUserInspector_projectUser\n  }\n  ...ProjectUserTable_query_2CgS8h\n  ...AssignUserDialog_query_2CgS8h\n}\n\nfragment AssignUserDialog_project on Project {\n  id\n  rootFolder {\n    ...useFolderChoices_folder\n    id\n  }\n}\n\nfragment AssignUserDialog_query_2CgS8h on Query {\n  projectUsers(projectId: $projectId) {\n    user {\n      id\n    }\n  }\n}\n\nfragment AssignUserDialog_roles on Role {\n  id\n  name\n  isDefault\n  isAdmin\n  ...RoleInfo_roles\n}\n\nfragment ProjectUserInspector_projectUser on ProjectUser {\n  userName\n  userEmail\n  lastLoginAt\n  lastActivityAt\n  supervisor\n  role {\n    name\n    id\n  }\n  user {\n    id\n    invitedAt\n    invitedBy {\n      name\n      id\n    }\n    hasActiveFactors\n    needsMfa\n  }\n  settings {\n    receiveFolderContentNotifications\n    receiveCommentNotifications\n  }\n  folders {\n    name\n    isRoot\n    id\n  }\n}\n\nfragment ProjectUserRow_projectUser on ProjectUser {\n  userName\n  userEmail\n  lastActivityAt\n  supervisor\n  isWorkspaceAdmin\n  settings {\n    receiveCommentNotifications\n  }\n  user {\n    id\n    hasJoined\n  }\n  role {\n    id\n    name\n  }\n  folderPermissions {\n    view {\n      value\n      locked\n    }\n    edit {\n      value\n      locked\n    }\n    download {\n      value\n      locked\n    }\n    share {\n      value\n      locked\n    }\n    comment {\n      value\n      locked\n    }\n  }\n}\n\nfragment ProjectUserRow_roles on Role {\n  id\n  name\n  isAdmin\n  isDefault\n}\n\nfragment ProjectUserTable_query_2CgS8h on Query {\n  projectUsers(projectId: $projectId) {\n    userName\n    userEmail\n    lastActivityAt\n    user {\n      id\n    }\n    role {\n      name\n      id\n    }\n    ...ProjectUserRow_projectUser\n  }\n  projectRoles {\n    ...ProjectUserRow_roles\n    id\n  }\n}\n\nfragment RoleInfo_roles on Role {\n  id\n  name\n  isAdmin\n  permissions {\n    view\n    edit\n    download\n    share\n    comment\n  }\n}\n\nfragment UserFolderNav_folder on Folder {\n  project {\n    id\n  }\n  children(first: 100) {\n    edges {\n      node {\n        id\n        name\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment useFolderChoices_folder on Folder {\n  children(first: 100) {\n    edges {\n      node {\n        id\n        name\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n"
  }
};
})();

(node as any).hash = "318268e1f8e07a5ff37441f2957e5447";

export default node;
