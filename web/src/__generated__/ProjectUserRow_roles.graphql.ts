/**
 * @generated SignedSource<<96496210374baae39f9a14fd09b90870>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProjectUserRow_roles$data = ReadonlyArray<{
  readonly id: string;
  readonly isAdmin: boolean;
  readonly isDefault: boolean;
  readonly name: string;
  readonly " $fragmentType": "ProjectUserRow_roles";
}>;
export type ProjectUserRow_roles$key = ReadonlyArray<{
  readonly " $data"?: ProjectUserRow_roles$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectUserRow_roles">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ProjectUserRow_roles",
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
      "name": "isAdmin",
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

(node as any).hash = "fc62e42c590883f425e1107cc6836fcd";

export default node;
