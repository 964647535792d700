/**
 * @generated SignedSource<<5568ea6200a6643129e582fa3486b9af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AssignUserDialog_roles$data = ReadonlyArray<{
  readonly id: string;
  readonly isAdmin: boolean;
  readonly isDefault: boolean;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"RoleInfo_roles">;
  readonly " $fragmentType": "AssignUserDialog_roles";
}>;
export type AssignUserDialog_roles$key = ReadonlyArray<{
  readonly " $data"?: AssignUserDialog_roles$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssignUserDialog_roles">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "AssignUserDialog_roles",
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
      "name": "name",
      "storageKey": null
    },
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "RoleInfo_roles"
    }
  ],
  "type": "Role",
  "abstractKey": null
};

(node as any).hash = "a03536e1b37b369e377dfd2f58c92bab";

export default node;
