/**
 * @generated SignedSource<<75eb15095e0714aeae22ef4aa43c5292>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FolderUserTableTestQuery$variables = Record<PropertyKey, never>;
export type FolderUserTableTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"FolderUserTable_query">;
};
export type FolderUserTableTestQuery = {
  response: FolderUserTableTestQuery$data;
  variables: FolderUserTableTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "folderId",
    "value": "day1"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  (v1/*:: as any*/)
],
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
    "name": "FolderUserTableTestQuery",
    "selections": [
      {
        "args": (v0/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "FolderUserTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FolderUserTableTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "FolderUser",
        "kind": "LinkedField",
        "name": "folderUsers",
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
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isInherited",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Folder",
            "kind": "LinkedField",
            "name": "inheritedFrom",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PermissionFlags",
            "kind": "LinkedField",
            "name": "allowedTo",
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
        "storageKey": "folderUsers(folderId:\"day1\")"
      }
    ]
  },
  "params": {
    "cacheID": "49406bb00fa9d40d35aad8558134d38d",
    "id": null,
    "metadata": {},
    "name": "FolderUserTableTestQuery",
    "operationKind": "query",
    "text": "query FolderUserTableTestQuery {\n  ...FolderUserTable_query_ejTsD\n}\n\nfragment FolderUserRow_folderUser on FolderUser {\n  userName\n  userEmail\n  lastActivityAt\n  isInherited\n  inheritedFrom {\n    name\n    id\n  }\n  user {\n    id\n    hasJoined\n  }\n  allowedTo {\n    view {\n      value\n      locked\n    }\n    edit {\n      value\n      locked\n    }\n    download {\n      value\n      locked\n    }\n    share {\n      value\n      locked\n    }\n    comment {\n      value\n      locked\n    }\n  }\n}\n\nfragment FolderUserTable_query_ejTsD on Query {\n  folderUsers(folderId: \"day1\") {\n    userName\n    userEmail\n    lastActivityAt\n    user {\n      id\n    }\n    role {\n      name\n      id\n    }\n    ...FolderUserRow_folderUser\n  }\n}\n"
  }
};
})();

(node as any).hash = "ab3a4b49c04472fa96705360bc3ef51c";

export default node;
