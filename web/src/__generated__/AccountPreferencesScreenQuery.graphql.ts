/**
 * @generated SignedSource<<84121cbd9794feb4de377730d068cb96>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type AccountPreferencesScreenQuery$variables = Record<PropertyKey, never>;
export type AccountPreferencesScreenQuery$data = {
  readonly currentUser: {
    readonly id: string;
    readonly settings: {
      readonly autoPlay: boolean;
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
    "cacheID": "afc6ceb6d85f2e05251ac50ae5459c5b",
    "id": null,
    "metadata": {},
    "name": "AccountPreferencesScreenQuery",
    "operationKind": "query",
    "text": "query AccountPreferencesScreenQuery {\n  currentUser {\n    id\n    settings {\n      autoPlay\n      prefersUploadV2\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fb01042255ae4766e6e502e622492859";

export default node;
