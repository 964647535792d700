/**
 * @generated SignedSource<<c6c6752f1445995a1a4a9bf5750c601c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type usePeopleSearchQuery$variables = {
  query: string;
};
export type usePeopleSearchQuery$data = {
  readonly people: ReadonlyArray<{
    readonly email: string | null | undefined;
    readonly id: string;
    readonly name: string;
  }>;
};
export type usePeopleSearchQuery = {
  response: usePeopleSearchQuery$data;
  variables: usePeopleSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "people",
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePeopleSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePeopleSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f9145114d97bc288b481ad1c5596c518",
    "id": null,
    "metadata": {},
    "name": "usePeopleSearchQuery",
    "operationKind": "query",
    "text": "query usePeopleSearchQuery(\n  $query: String!\n) {\n  people(query: $query) {\n    id\n    name\n    email\n  }\n}\n"
  }
};
})();

(node as any).hash = "f04801b47d2f81ee73cd3e009da786c1";

export default node;
