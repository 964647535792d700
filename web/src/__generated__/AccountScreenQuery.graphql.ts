/**
 * @generated SignedSource<<0a49137e53980ad582b92a15beadc1ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type AccountScreenQuery$variables = Record<PropertyKey, never>;
export type AccountScreenQuery$data = {
  readonly currentUser: {
    readonly email: string | null | undefined;
    readonly id: string;
    readonly isExternal: boolean;
    readonly name: string;
  };
};
export type AccountScreenQuery = {
  response: AccountScreenQuery$data;
  variables: AccountScreenQuery$variables;
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isExternal",
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
    "name": "AccountScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "ee3b4fcd8ddfa2ad9d0622118dfb28ce",
    "id": null,
    "metadata": {},
    "name": "AccountScreenQuery",
    "operationKind": "query",
    "text": "query AccountScreenQuery {\n  currentUser {\n    id\n    name\n    email\n    isExternal\n  }\n}\n"
  }
};
})();

(node as any).hash = "12a6ae1b8ebbbb7fd068970be5644368";

export default node;
