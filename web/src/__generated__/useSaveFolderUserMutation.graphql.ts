/**
 * @generated SignedSource<<8f0635ff41ba597f83b6c457ac79feae>>
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
  "name": "id",
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
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
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
                  (v2/*:: as any*/),
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
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "bf625fbab7bfe892100507914cd34757",
    "id": null,
    "metadata": {},
    "name": "useSaveFolderUserMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveFolderUserMutation(\n  $input: SaveFolderUserInput!\n) {\n  saveFolderUser(input: $input) {\n    folderUser {\n      ...FolderUserRow_folderUser\n    }\n  }\n}\n\nfragment FolderUserRow_folderUser on FolderUser {\n  userName\n  userEmail\n  lastActivityAt\n  isInherited\n  inheritedFrom {\n    name\n    id\n  }\n  user {\n    id\n    hasJoined\n  }\n  allowedTo {\n    view {\n      value\n      locked\n    }\n    edit {\n      value\n      locked\n    }\n    download {\n      value\n      locked\n    }\n    share {\n      value\n      locked\n    }\n    comment {\n      value\n      locked\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9717e62829af07d6b98f6e53768ee96c";

export default node;
