/**
 * @generated SignedSource<<153ee59d7f4b1c3d69c597664ecda77b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SearchKind = "ASSET" | "FOLDER" | "PROJECT" | "SHARE" | "USER";
import type { FragmentRefs } from "relay-runtime";
export type SearchGroups_counts$data = {
  readonly all: number;
  readonly assets: number;
  readonly capped: ReadonlyArray<SearchKind>;
  readonly folders: number;
  readonly projects: number;
  readonly shares: number;
  readonly users: number;
  readonly " $fragmentType": "SearchGroups_counts";
};
export type SearchGroups_counts$key = {
  readonly " $data"?: SearchGroups_counts$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchGroups_counts">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchGroups_counts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "all",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "users",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "projects",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "folders",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "assets",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shares",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "capped",
      "storageKey": null
    }
  ],
  "type": "SearchCounts",
  "abstractKey": null
};

(node as any).hash = "ea0fab88ad30138e23f95f2971e6bcec";

export default node;
