/**
 * @generated SignedSource<<b884479a7deef23afcc92d0df304c0ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UserMenu_user$data = {
  readonly email: string | null | undefined;
  readonly name: string;
  readonly " $fragmentType": "UserMenu_user";
};
export type UserMenu_user$key = {
  readonly " $data"?: UserMenu_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserMenu_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserMenu_user",
  "selections": [
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
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "409f5b0ee8462903e9929cb07b2d4c55";

export default node;
