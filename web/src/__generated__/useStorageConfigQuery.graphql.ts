/**
 * @generated SignedSource<<f40b441be4c0b12c1358f4d453e63f11>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useStorageConfigQuery$variables = Record<PropertyKey, never>;
export type useStorageConfigQuery$data = {
  readonly storageConfig: {
    readonly storages: ReadonlyArray<{
      readonly name: string;
      readonly prefix: string;
    }>;
    readonly transferServers: ReadonlyArray<{
      readonly name: string;
      readonly storagePrefix: string;
    }>;
  };
};
export type useStorageConfigQuery = {
  response: useStorageConfigQuery$data;
  variables: useStorageConfigQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "StorageConfig",
    "kind": "LinkedField",
    "name": "storageConfig",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Storage",
        "kind": "LinkedField",
        "name": "storages",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "prefix",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TransferServer",
        "kind": "LinkedField",
        "name": "transferServers",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "storagePrefix",
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
    "name": "useStorageConfigQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useStorageConfigQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6786f83693ed6ff40800cc6dd565347b",
    "id": null,
    "metadata": {},
    "name": "useStorageConfigQuery",
    "operationKind": "query",
    "text": "query useStorageConfigQuery {\n  storageConfig {\n    storages {\n      name\n      prefix\n    }\n    transferServers {\n      name\n      storagePrefix\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "18ad9c52b8d77726bedd345739424201";

export default node;
