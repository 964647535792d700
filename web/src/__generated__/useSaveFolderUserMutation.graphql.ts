/**
 * @generated SignedSource<<5d163ddc08bb9f15922f12a897300c88>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SaveFolderUserInput = {
  allowedTo: PermissionsInput;
  clientMutationId?: string | null | undefined;
  folderId: string;
  roleId?: string | null | undefined;
  userId: string;
};
export type PermissionsInput = {
  comment?: boolean | null | undefined;
  download?: boolean | null | undefined;
  edit?: boolean | null | undefined;
  share?: boolean | null | undefined;
  view?: boolean | null | undefined;
};
export type useSaveFolderUserMutation$variables = {
  input: SaveFolderUserInput;
};
export type useSaveFolderUserMutation$data = {
  readonly saveFolderUser: {
    readonly folderUser: {
      readonly role: {
        readonly name: string;
      };
      readonly " $fragmentSpreads": FragmentRefs<"FolderUserRow_folderUser">;
    };
  };
};
export type useSaveFolderUserMutation = {
  response: useSaveFolderUserMutation$data;
  variables: useSaveFolderUserMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/)
],
v5 = [
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
    "name": "useSaveFolderUserMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SaveFolderUserPayload",
        "kind": "LinkedField",
        "name": "saveFolderUser",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FolderUser",
            "kind": "LinkedField",
            "name": "folderUser",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Role",
                "kind": "LinkedField",
                "name": "role",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FolderUserRow_folderUser"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveFolderUserMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SaveFolderUserPayload",
        "kind": "LinkedField",
        "name": "saveFolderUser",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FolderUser",
            "kind": "LinkedField",
            "name": "folderUser",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Role",
                "kind": "LinkedField",
                "name": "role",
                "plural": false,
                "selections": (v4/*:: as any*/),
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
                "name": "lastActivityAt",
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
                "selections": (v4/*:: as any*/),
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
                  (v3/*:: as any*/),
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
                    "selections": (v5/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PermissionFlag",
                    "kind": "LinkedField",
                    "name": "edit",
                    "plural": false,
                    "selections": (v5/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PermissionFlag",
                    "kind": "LinkedField",
                    "name": "download",
                    "plural": false,
                    "selections": (v5/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PermissionFlag",
                    "kind": "LinkedField",
                    "name": "share",
                    "plural": false,
                    "selections": (v5/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PermissionFlag",
                    "kind": "LinkedField",
                    "name": "comment",
                    "plural": false,
                    "selections": (v5/*:: as any*/),
                    "storageKey": null
                  }
                ],
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
    "cacheID": "6b47a96aa46e8aec04ab47921a466998",
    "id": null,
    "metadata": {},
    "name": "useSaveFolderUserMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveFolderUserMutation(\n  $input: SaveFolderUserInput!\n) {\n  saveFolderUser(input: $input) {\n    folderUser {\n      role {\n        name\n        id\n      }\n      ...FolderUserRow_folderUser\n    }\n  }\n}\n\nfragment FolderUserRow_folderUser on FolderUser {\n  userName\n  userEmail\n  lastActivityAt\n  isInherited\n  inheritedFrom {\n    name\n    id\n  }\n  user {\n    id\n    hasJoined\n  }\n  allowedTo {\n    view {\n      value\n      locked\n    }\n    edit {\n      value\n      locked\n    }\n    download {\n      value\n      locked\n    }\n    share {\n      value\n      locked\n    }\n    comment {\n      value\n      locked\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c8661f959b8697bcd752e39a267a1743";

export default node;
