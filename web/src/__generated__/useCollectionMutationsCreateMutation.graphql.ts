/**
 * @generated SignedSource<<7d1bd35c26cf2258edd15ccc1d05f720>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type CreateCollectionInput = {
  clientMutationId?: string | null | undefined;
  definition: string;
  name: string;
  projectId: string;
};
export type useCollectionMutationsCreateMutation$variables = {
  input: CreateCollectionInput;
};
export type useCollectionMutationsCreateMutation$data = {
  readonly createCollection: {
    readonly collection: {
      readonly definition: string;
      readonly id: string;
      readonly name: string;
    };
    readonly project: {
      readonly collections: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
      readonly id: string;
    };
  };
};
export type useCollectionMutationsCreateMutation = {
  response: useCollectionMutationsCreateMutation$data;
  variables: useCollectionMutationsCreateMutation$variables;
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
    "concreteType": "CreateCollectionPayload",
    "kind": "LinkedField",
    "name": "createCollection",
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
          }
        ],
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCollectionMutationsCreateMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCollectionMutationsCreateMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "e4816c0e81707e33435e87c999ca8ea3",
    "id": null,
    "metadata": {},
    "name": "useCollectionMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation useCollectionMutationsCreateMutation(\n  $input: CreateCollectionInput!\n) {\n  createCollection(input: $input) {\n    collection {\n      id\n      name\n      definition\n    }\n    project {\n      id\n      collections {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "88643a9ad7fa8d4a6fd8bbe207359fcf";

export default node;
