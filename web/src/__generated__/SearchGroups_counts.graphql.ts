/**
 * @generated SignedSource<<6919f11b493f2365809f16f7b0e78048>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SearchGroups_counts$data = {
  readonly all: number;
  readonly assets: number;
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
    }
  ],
  "type": "SearchCounts",
  "abstractKey": null
};

(node as any).hash = "8cbd5b3e7d3702156be5c14140d568d7";

export default node;
