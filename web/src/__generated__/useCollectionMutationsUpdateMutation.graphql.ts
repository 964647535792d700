/**
 * @generated SignedSource<<c62edb7ece4fccfc21aa9e71e57759fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateCollectionInput = {
  clientMutationId?: string | null | undefined;
  definition?: string | null | undefined;
  id: string;
  name?: string | null | undefined;
};
export type useCollectionMutationsUpdateMutation$variables = {
  input: UpdateCollectionInput;
};
export type useCollectionMutationsUpdateMutation$data = {
  readonly updateCollection: {
    readonly collection: {
      readonly definition: string;
      readonly id: string;
      readonly name: string;
      readonly project: {
        readonly collections: ReadonlyArray<{
          readonly id: string;
          readonly name: string;
        }>;
        readonly id: string;
      };
    };
  };
};
export type useCollectionMutationsUpdateMutation = {
  response: useCollectionMutationsUpdateMutation$data;
  variables: useCollectionMutationsUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdateCollectionPayload",
    "kind": "LinkedField",
    "name": "updateCollection",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Collection",
        "kind": "LinkedField",
        "name": "collection",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "definition",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Project",
            "kind": "LinkedField",
            "name": "project",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Collection",
                "kind": "LinkedField",
                "name": "collections",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCollectionMutationsUpdateMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCollectionMutationsUpdateMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "fbf5087c5e6516d830ce74e3d0f0b535",
    "id": null,
    "metadata": {},
    "name": "useCollectionMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation useCollectionMutationsUpdateMutation(\n  $input: UpdateCollectionInput!\n) {\n  updateCollection(input: $input) {\n    collection {\n      id\n      name\n      definition\n      project {\n        id\n        collections {\n          id\n          name\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "89061752ff0857ab8def9b8033a3198d";

export default node;
