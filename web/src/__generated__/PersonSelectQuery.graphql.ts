/**
 * @generated SignedSource<<4f61c39a187dc20c0e3ed84431563f3d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PersonSelectQuery$variables = {
  query: string;
};
export type PersonSelectQuery$data = {
  readonly people: ReadonlyArray<{
    readonly email: string | null | undefined;
    readonly id: string;
    readonly name: string;
  }>;
};
export type PersonSelectQuery = {
  response: PersonSelectQuery$data;
  variables: PersonSelectQuery$variables;
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
    "name": "PersonSelectQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PersonSelectQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bf7b2ba60f08becb8ab3032ef5dca525",
    "id": null,
    "metadata": {},
    "name": "PersonSelectQuery",
    "operationKind": "query",
    "text": "query PersonSelectQuery(\n  $query: String!\n) {\n  people(query: $query) {\n    id\n    name\n    email\n  }\n}\n"
  }
};
})();

(node as any).hash = "1529dfe45d196c14027cc154702e00ef";

export default node;
