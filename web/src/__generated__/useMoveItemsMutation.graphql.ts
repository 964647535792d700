/**
 * @generated SignedSource<<5e58a4151acef3816470740b3f8b8df4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type MoveItemsInput = {
  assetIds?: ReadonlyArray<string> | null | undefined;
  clientMutationId?: string | null | undefined;
  folderIds?: ReadonlyArray<string> | null | undefined;
  targetId: string;
};
export type useMoveItemsMutation$variables = {
  input: MoveItemsInput;
};
export type useMoveItemsMutation$data = {
  readonly moveItems: {
    readonly target: {
      readonly folderCount: number;
      readonly id: string;
    };
  };
};
export type useMoveItemsMutation = {
  response: useMoveItemsMutation$data;
  variables: useMoveItemsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "MoveItemsPayload",
    "kind": "LinkedField",
    "name": "moveItems",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Folder",
        "kind": "LinkedField",
        "name": "target",
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
            "name": "folderCount",
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
    "name": "useMoveItemsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMoveItemsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "653283e68bcf0b7a80bfcbe19cdbf1e0",
    "id": null,
    "metadata": {},
    "name": "useMoveItemsMutation",
    "operationKind": "mutation",
    "text": "mutation useMoveItemsMutation(\n  $input: MoveItemsInput!\n) {\n  moveItems(input: $input) {\n    target {\n      id\n      folderCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ea71067cf14f1913365e6c1ac07ee60b";

export default node;
