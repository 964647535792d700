/**
 * @generated SignedSource<<96eb330bce0f4e25c7ca4895e0e795ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ShareLayoutQuery$variables = Record<PropertyKey, never>;
export type ShareLayoutQuery$data = {
  readonly sharedLink: {
    readonly name: string;
  };
};
export type ShareLayoutQuery = {
  response: ShareLayoutQuery$data;
  variables: ShareLayoutQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ShareLayoutQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SharedLink",
        "kind": "LinkedField",
        "name": "sharedLink",
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
    "name": "ShareLayoutQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SharedLink",
        "kind": "LinkedField",
        "name": "sharedLink",
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
    "cacheID": "fbba46fef850324b8d3ad7013edab146",
    "id": null,
    "metadata": {},
    "name": "ShareLayoutQuery",
    "operationKind": "query",
    "text": "query ShareLayoutQuery {\n  sharedLink {\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "1879c23512760204c67d3815ecfbf6be";

export default node;
