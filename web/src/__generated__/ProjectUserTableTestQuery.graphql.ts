/**
 * @generated SignedSource<<f406c84d091cf3bd52a05b2251a389af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProjectUserTableTestQuery$variables = Record<PropertyKey, never>;
export type ProjectUserTableTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ProjectUserTable_query">;
};
export type ProjectUserTableTestQuery = {
  response: ProjectUserTableTestQuery$data;
  variables: ProjectUserTableTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "projectId",
    "value": "p1"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProjectUserTableTestQuery",
    "selections": [
      {
        "args": (v0/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "ProjectUserTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProjectUserTableTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "ProjectUser",
        "kind": "LinkedField",
        "name": "projectUsers",
        "plural": true,
        "selections": [
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
            "name": "lastActivityAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
            "concreteType": "Role",
            "kind": "LinkedField",
            "name": "role",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v1/*:: as any*/)
            ],
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
            "kind": "ScalarField",
            "name": "isWorkspaceAdmin",
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
                "name": "receiveCommentNotifications",
                "storageKey": null
              }
            ],
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
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionFlag",
                "kind": "LinkedField",
                "name": "edit",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionFlag",
                "kind": "LinkedField",
                "name": "download",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionFlag",
                "kind": "LinkedField",
                "name": "share",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionFlag",
                "kind": "LinkedField",
                "name": "comment",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "projectUsers(projectId:\"p1\")"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Role",
        "kind": "LinkedField",
        "name": "projectRoles",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
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
            "kind": "ScalarField",
            "name": "isDefault",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e2a575031c7065ccf5838d0d6c0e8363",
    "id": null,
    "metadata": {},
    "name": "ProjectUserTableTestQuery",
    "operationKind": "query",
    "text": "query ProjectUserTableTestQuery {\n  ...ProjectUserTable_query_xUJz7\n}\n\nfragment ProjectUserRow_projectUser on ProjectUser {\n  userName\n  userEmail\n  lastActivityAt\n  supervisor\n  isWorkspaceAdmin\n  settings {\n    receiveCommentNotifications\n  }\n  user {\n    id\n    hasJoined\n  }\n  role {\n    id\n    name\n  }\n  folderPermissions {\n    view {\n      value\n      locked\n    }\n    edit {\n      value\n      locked\n    }\n    download {\n      value\n      locked\n    }\n    share {\n      value\n      locked\n    }\n    comment {\n      value\n      locked\n    }\n  }\n}\n\nfragment ProjectUserRow_roles on Role {\n  id\n  name\n  isAdmin\n  isDefault\n}\n\nfragment ProjectUserTable_query_xUJz7 on Query {\n  projectUsers(projectId: \"p1\") {\n    userName\n    userEmail\n    lastActivityAt\n    user {\n      id\n    }\n    role {\n      name\n      id\n    }\n    ...ProjectUserRow_projectUser\n  }\n  projectRoles {\n    ...ProjectUserRow_roles\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "9fa1b7b3508aa51b546473c97dc2ab97";

export default node;
