/**
 * @generated SignedSource<<ebf35515fe02bdcd6756f2c9f059595a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AllUsersRow_user$data = {
  readonly email: string | null | undefined;
  readonly hasJoined: boolean;
  readonly id: string;
  readonly lastActivityAt: string | null | undefined;
  readonly name: string;
  readonly " $fragmentType": "AllUsersRow_user";
};
export type AllUsersRow_user$key = {
  readonly " $data"?: AllUsersRow_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AllUsersRow_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AllUsersRow_user",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasJoined",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastActivityAt",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "a87c4acc804ca8082a010cf6f4aa8917";

export default node;
