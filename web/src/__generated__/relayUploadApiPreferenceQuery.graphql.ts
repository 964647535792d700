/**
 * @generated SignedSource<<b3f5d7fda1f175d9cab374d39765870f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type relayUploadApiPreferenceQuery$variables = Record<PropertyKey, never>;
export type relayUploadApiPreferenceQuery$data = {
  readonly currentUser: {
    readonly settings: {
      readonly prefersUploadV2: boolean;
    } | null | undefined;
  };
};
export type relayUploadApiPreferenceQuery = {
  response: relayUploadApiPreferenceQuery$data;
  variables: relayUploadApiPreferenceQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
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
      "name": "prefersUploadV2",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "relayUploadApiPreferenceQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "relayUploadApiPreferenceQuery",
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
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5c1a6d5caf54ee6d494138410e7b1e03",
    "id": null,
    "metadata": {},
    "name": "relayUploadApiPreferenceQuery",
    "operationKind": "query",
    "text": "query relayUploadApiPreferenceQuery {\n  currentUser {\n    settings {\n      prefersUploadV2\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "726fe472c33443cb3be272136de44035";

export default node;
