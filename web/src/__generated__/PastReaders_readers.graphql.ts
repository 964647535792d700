/**
 * @generated SignedSource<<fd7f341cdc4066de96e92cf5985b3192>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PastReaders_readers$data = ReadonlyArray<{
  readonly isManager: boolean;
  readonly role: {
    readonly name: string;
  } | null | undefined;
  readonly user: {
    readonly id: string;
  };
  readonly userEmail: string;
  readonly userName: string;
  readonly " $fragmentType": "PastReaders_readers";
}>;
export type PastReaders_readers$key = ReadonlyArray<{
  readonly " $data"?: PastReaders_readers$data;
  readonly " $fragmentSpreads": FragmentRefs<"PastReaders_readers">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "PastReaders_readers",
  "selections": [
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
        }
      ],
      "storageKey": null
    },
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
      "concreteType": "Role",
      "kind": "LinkedField",
      "name": "role",
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
      "kind": "ScalarField",
      "name": "isManager",
      "storageKey": null
    }
  ],
  "type": "PastReader",
  "abstractKey": null
};

(node as any).hash = "650e0307906cb861546e29b50c377868";

export default node;
