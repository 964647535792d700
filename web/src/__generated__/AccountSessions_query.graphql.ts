/**
 * @generated SignedSource<<3de3ecf703297d0dc6a6f5ef18b463b5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AccountSessions_query$data = {
  readonly sessions: ReadonlyArray<{
    readonly clientIp: string | null | undefined;
    readonly createdAt: string;
    readonly current: boolean;
    readonly device: string | null | undefined;
    readonly id: string;
    readonly lastUsedAt: string;
  }>;
  readonly " $fragmentType": "AccountSessions_query";
};
export type AccountSessions_query$key = {
  readonly " $data"?: AccountSessions_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountSessions_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountSessions_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "UserSession",
      "kind": "LinkedField",
      "name": "sessions",
      "plural": true,
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
          "name": "device",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "clientIp",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "current",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastUsedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "acce8812f03bdc424b72d8c0c0f07f66";

export default node;
