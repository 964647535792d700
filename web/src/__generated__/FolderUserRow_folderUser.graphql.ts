/**
 * @generated SignedSource<<b9a34700951f06c537b02a8844e635d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FolderUserRow_folderUser$data = {
  readonly allowedTo: {
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
  readonly inheritedFrom: {
    readonly name: string;
  } | null | undefined;
  readonly isInherited: boolean;
  readonly lastActivityAt: string | null | undefined;
  readonly user: {
    readonly hasJoined: boolean;
    readonly id: string;
  };
  readonly userEmail: string;
  readonly userName: string;
  readonly " $fragmentType": "FolderUserRow_folderUser";
};
export type FolderUserRow_folderUser$key = {
  readonly " $data"?: FolderUserRow_folderUser$data;
  readonly " $fragmentSpreads": FragmentRefs<"FolderUserRow_folderUser">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
  "name": "FolderUserRow_folderUser",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
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
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PermissionFlag",
          "kind": "LinkedField",
          "name": "edit",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PermissionFlag",
          "kind": "LinkedField",
          "name": "download",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PermissionFlag",
          "kind": "LinkedField",
          "name": "share",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PermissionFlag",
          "kind": "LinkedField",
          "name": "comment",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "FolderUser",
  "abstractKey": null
};
})();

(node as any).hash = "a5581e9404399c31a5998bd92afee5d5";

export default node;
