/**
 * @generated SignedSource<<1ebc02904434a908bbfb94f97615cd65>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProjectUserRow_projectUser$data = {
  readonly folderPermissions: {
    readonly comment: {
      readonly locked: boolean;
      readonly value: boolean;
    };
    readonly download: {
      readonly locked: boolean;
      readonly value: boolean;
    };
    readonly edit: {
      readonly locked: boolean;
      readonly value: boolean;
    };
    readonly share: {
      readonly locked: boolean;
      readonly value: boolean;
    };
    readonly view: {
      readonly locked: boolean;
      readonly value: boolean;
    };
  };
  readonly isWorkspaceAdmin: boolean;
  readonly lastActivityAt: string | null | undefined;
  readonly role: {
    readonly id: string;
    readonly name: string;
  };
  readonly settings: {
    readonly receiveCommentNotifications: boolean;
  } | null | undefined;
  readonly supervisor: boolean;
  readonly user: {
    readonly hasJoined: boolean;
    readonly id: string;
  };
  readonly userEmail: string;
  readonly userName: string;
  readonly " $fragmentType": "ProjectUserRow_projectUser";
};
export type ProjectUserRow_projectUser$key = {
  readonly " $data"?: ProjectUserRow_projectUser$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectUserRow_projectUser">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
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
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProjectUserRow_projectUser",
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
        (v0/*:: as any*/),
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
        (v0/*:: as any*/),
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
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PermissionFlag",
          "kind": "LinkedField",
          "name": "edit",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PermissionFlag",
          "kind": "LinkedField",
          "name": "download",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PermissionFlag",
          "kind": "LinkedField",
          "name": "share",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PermissionFlag",
          "kind": "LinkedField",
          "name": "comment",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ProjectUser",
  "abstractKey": null
};
})();

(node as any).hash = "8c33a36180c7edb5a16c02a562156a25";

export default node;
