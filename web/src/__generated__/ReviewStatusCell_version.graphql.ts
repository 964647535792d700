/**
 * @generated SignedSource<<7e1774ef7fcace924b3dea941b49808f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ReviewStatus = "APPROVED" | "CHANGES_REQUESTED" | "IN_PROGRESS" | "NEEDS_REVIEW";
import type { FragmentRefs } from "relay-runtime";
export type ReviewStatusCell_version$data = {
  readonly reviewStatus: {
    readonly status: ReviewStatus;
  } | null | undefined;
  readonly " $fragmentType": "ReviewStatusCell_version";
};
export type ReviewStatusCell_version$key = {
  readonly " $data"?: ReviewStatusCell_version$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewStatusCell_version">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewStatusCell_version",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ReviewStatusRecord",
      "kind": "LinkedField",
      "name": "reviewStatus",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Version",
  "abstractKey": null
};

(node as any).hash = "b3665c39a6d1ef1d5c7e2ca64a5eb09f";

export default node;
