/**
 * @generated SignedSource<<0297f36025afab941e3d21276e6ab5ad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProjectUserInspector_projectUser$data = {
  readonly folders: ReadonlyArray<{
    readonly isRoot: boolean;
    readonly name: string;
  }>;
  readonly lastActivityAt: string | null | undefined;
  readonly lastLoginAt: string | null | undefined;
  readonly role: {
    readonly name: string;
  };
  readonly settings: {
    readonly receiveCommentNotifications: boolean;
    readonly receiveFolderContentNotifications: boolean;
  } | null | undefined;
  readonly supervisor: boolean;
  readonly user: {
    readonly hasActiveFactors: boolean;
    readonly id: string;
    readonly invitedAt: string | null | undefined;
    readonly invitedBy: {
      readonly name: string;
    } | null | undefined;
    readonly needsMfa: boolean;
  };
  readonly userEmail: string;
  readonly userName: string;
  readonly " $fragmentType": "ProjectUserInspector_projectUser";
};
export type ProjectUserInspector_projectUser$key = {
  readonly " $data"?: ProjectUserInspector_projectUser$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectUserInspector_projectUser">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProjectUserInspector_projectUser",
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
      "selections": (v1/*:: as any*/),
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
          "selections": (v1/*:: as any*/),
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
        }
      ],
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isRoot",
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

(node as any).hash = "662b6d6c67a95c2e6a95ceccf9ca9a18";

export default node;
