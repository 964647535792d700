/**
 * @generated SignedSource<<fe0a6c57a3194037159b8b84b5a02f9a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SignInOutcome = "CODE" | "LIMITED" | "PASSWORD" | "SIGNED_IN";
import type { FragmentRefs } from "relay-runtime";
export type AccountSignIns_query$data = {
  readonly recentSignIns: ReadonlyArray<{
    readonly at: string;
    readonly clientIp: string | null | undefined;
    readonly device: string | null | undefined;
    readonly outcome: SignInOutcome;
  }>;
  readonly " $fragmentType": "AccountSignIns_query";
};
export type AccountSignIns_query$key = {
  readonly " $data"?: AccountSignIns_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountSignIns_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountSignIns_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SignInRecord",
      "kind": "LinkedField",
      "name": "recentSignIns",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "outcome",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "device",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "clientIp",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "38dc30cacfcaee7f2d51397536b9c49c";

export default node;
