/**
 * @generated SignedSource<<0da737097d87cbf21e1353637f54740e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SaveProjectUserInput = {
  clientMutationId?: string | null | undefined;
  permissions?: PermissionsInput | null | undefined;
  projectId: string;
  roleId: string;
  userId: string;
};
export type PermissionsInput = {
  comment?: boolean | null | undefined;
  download?: boolean | null | undefined;
  edit?: boolean | null | undefined;
  share?: boolean | null | undefined;
  view?: boolean | null | undefined;
};
export type useSaveProjectUserMutation$variables = {
  input: SaveProjectUserInput;
};
export type useSaveProjectUserMutation$data = {
  readonly saveProjectUser: {
    readonly projectUser: {
      readonly " $fragmentSpreads": FragmentRefs<"ProjectUserRow_projectUser">;
    };
  };
};
export type useSaveProjectUserMutation = {
  response: useSaveProjectUserMutation$data;
  variables: useSaveProjectUserMutation$variables;
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
    "name": "useSaveProjectUserMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SaveProjectUserPayload",
        "kind": "LinkedField",
        "name": "saveProjectUser",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ProjectUser",
            "kind": "LinkedField",
            "name": "projectUser",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProjectUserRow_projectUser"
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
    "name": "useSaveProjectUserMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SaveProjectUserPayload",
        "kind": "LinkedField",
        "name": "saveProjectUser",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ProjectUser",
            "kind": "LinkedField",
            "name": "projectUser",
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
                "concreteType": "Role",
                "kind": "LinkedField",
                "name": "role",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
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
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "06d92de6bea0db05cf989e3b6af1ae90",
    "id": null,
    "metadata": {},
    "name": "useSaveProjectUserMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveProjectUserMutation(\n  $input: SaveProjectUserInput!\n) {\n  saveProjectUser(input: $input) {\n    projectUser {\n      ...ProjectUserRow_projectUser\n    }\n  }\n}\n\nfragment ProjectUserRow_projectUser on ProjectUser {\n  userName\n  userEmail\n  lastActivityAt\n  supervisor\n  isWorkspaceAdmin\n  settings {\n    receiveCommentNotifications\n  }\n  user {\n    id\n    hasJoined\n  }\n  role {\n    id\n    name\n  }\n  folderPermissions {\n    view {\n      value\n      locked\n    }\n    edit {\n      value\n      locked\n    }\n    download {\n      value\n      locked\n    }\n    share {\n      value\n      locked\n    }\n    comment {\n      value\n      locked\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3dc86d6ec461e7f2a9e65a9d5c60d3ec";

export default node;
