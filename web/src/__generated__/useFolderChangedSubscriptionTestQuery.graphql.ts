/**
 * @generated SignedSource<<3422aa64f95fe4c36818403f6a81c121>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useFolderChangedSubscriptionTestQuery$variables = Record<PropertyKey, never>;
export type useFolderChangedSubscriptionTestQuery$data = {
  readonly folder: {
    readonly customFields: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly id: string;
  } | null | undefined;
};
export type useFolderChangedSubscriptionTestQuery = {
  response: useFolderChangedSubscriptionTestQuery$data;
  variables: useFolderChangedSubscriptionTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "id",
        "value": "f1"
      }
    ],
    "concreteType": "Folder",
    "kind": "LinkedField",
    "name": "folder",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "CustomField",
        "kind": "LinkedField",
        "name": "customFields",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "folder(id:\"f1\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useFolderChangedSubscriptionTestQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useFolderChangedSubscriptionTestQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "677008c84572dde889ea75b8e639ba9f",
    "id": null,
    "metadata": {},
    "name": "useFolderChangedSubscriptionTestQuery",
    "operationKind": "query",
    "text": "query useFolderChangedSubscriptionTestQuery {\n  folder(id: \"f1\") {\n    id\n    customFields {\n      id\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ef230fe5d2a9a01c1f702dfe8c3988d7";

export default node;
