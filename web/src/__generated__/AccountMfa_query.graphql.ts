/**
 * @generated SignedSource<<7af6f00c7568e9922393e5f897505213>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AuthFactorType = "APP" | "SMS";
import type { FragmentRefs } from "relay-runtime";
export type AccountMfa_query$data = {
  readonly authFactors: ReadonlyArray<{
    readonly id: string;
    readonly isActive: boolean;
    readonly recipient: string | null | undefined;
    readonly type: AuthFactorType;
  }>;
  readonly currentUser: {
    readonly hasActiveFactors: boolean;
    readonly id: string;
  };
  readonly " $fragmentType": "AccountMfa_query";
};
export type AccountMfa_query$key = {
  readonly " $data"?: AccountMfa_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountMfa_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountMfa_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "currentUser",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasActiveFactors",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AuthFactor",
      "kind": "LinkedField",
      "name": "authFactors",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recipient",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isActive",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "a9611ad5dbfee5aaafe3ab99766742b7";

export default node;
