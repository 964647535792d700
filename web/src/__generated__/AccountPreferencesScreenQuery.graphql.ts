/**
 * @generated SignedSource<<2e85c46a3a3e44ecb0b9222d13f962fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type InboxMail = "DAILY" | "HOURLY" | "IMMEDIATELY" | "NEVER";
export type AccountPreferencesScreenQuery$variables = Record<PropertyKey, never>;
export type AccountPreferencesScreenQuery$data = {
  readonly currentUser: {
    readonly id: string;
    readonly settings: {
      readonly autoPlay: boolean;
      readonly inboxMail: InboxMail;
      readonly prefersUploadV2: boolean;
    } | null | undefined;
  };
};
export type AccountPreferencesScreenQuery = {
  response: AccountPreferencesScreenQuery$data;
  variables: AccountPreferencesScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "currentUser",
    "plural": false,
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
        "concreteType": "UserSettings",
        "kind": "LinkedField",
        "name": "settings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "autoPlay",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "prefersUploadV2",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "inboxMail",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountPreferencesScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountPreferencesScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "9516ef8c556ee491df260ec541fe2444",
    "id": null,
    "metadata": {},
    "name": "AccountPreferencesScreenQuery",
    "operationKind": "query",
    "text": "query AccountPreferencesScreenQuery {\n  currentUser {\n    id\n    settings {\n      autoPlay\n      prefersUploadV2\n      inboxMail\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "91158eb3b3d695fdedd439b87e4b8d7a";

export default node;
