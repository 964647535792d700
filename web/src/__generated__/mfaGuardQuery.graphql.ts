/**
 * @generated SignedSource<<fc66114314a8856a64bb52d38a3adf1c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type mfaGuardQuery$variables = Record<PropertyKey, never>;
export type mfaGuardQuery$data = {
  readonly currentUser: {
    readonly hasActiveFactors: boolean;
    readonly id: string;
    readonly needsMfa: boolean;
  };
};
export type mfaGuardQuery = {
  response: mfaGuardQuery$data;
  variables: mfaGuardQuery$variables;
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
        "kind": "ScalarField",
        "name": "needsMfa",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasActiveFactors",
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
    "name": "mfaGuardQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "mfaGuardQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "8e5a68d44dc9a6fa553b66d217b770bb",
    "id": null,
    "metadata": {},
    "name": "mfaGuardQuery",
    "operationKind": "query",
    "text": "query mfaGuardQuery {\n  currentUser {\n    id\n    needsMfa\n    hasActiveFactors\n  }\n}\n"
  }
};
})();

(node as any).hash = "169b1c7ce166d179e31a11ff56782b61";

export default node;
