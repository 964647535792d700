/**
 * @generated SignedSource<<048676a5324613eb2d3e0d3467feb0d7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ReviewStatus = "APPROVED" | "CHANGES_REQUESTED" | "IN_PROGRESS" | "NEEDS_REVIEW";
import type { FragmentRefs } from "relay-runtime";
export type ReviewStatusControl_version$data = {
  readonly id: string;
  readonly reviewStatus: {
    readonly setAt: string;
    readonly setBy: {
      readonly name: string;
    } | null | undefined;
    readonly status: ReviewStatus;
  } | null | undefined;
  readonly " $fragmentType": "ReviewStatusControl_version";
};
export type ReviewStatusControl_version$key = {
  readonly " $data"?: ReviewStatusControl_version$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewStatusControl_version">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewStatusControl_version",
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
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "setBy",
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
          "name": "setAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Version",
  "abstractKey": null
};

(node as any).hash = "6400035a04c6af5a21e27bb39bab1b2e";

export default node;
