/**
 * @generated SignedSource<<3b4df3fd99ba84ad9797a5fdac1e191a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AddUserDialog_roles$data = ReadonlyArray<{
  readonly id: string;
  readonly isDefault: boolean;
  readonly name: string;
  readonly " $fragmentType": "AddUserDialog_roles";
}>;
export type AddUserDialog_roles$key = ReadonlyArray<{
  readonly " $data"?: AddUserDialog_roles$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddUserDialog_roles">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "AddUserDialog_roles",
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
    }
  ],
  "type": "Role",
  "abstractKey": null
};

(node as any).hash = "be0c75c08d94414f798635a5789923fd";

export default node;
