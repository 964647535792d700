/**
 * @generated SignedSource<<775932f7d8debe81018b66cc117b9b87>>
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
export type useOrganiseMutationsMoveMutation$variables = {
  input: MoveItemsInput;
};
export type useOrganiseMutationsMoveMutation$data = {
  readonly moveItems: {
    readonly target: {
      readonly folderCount: number;
      readonly id: string;
    };
  };
};
export type useOrganiseMutationsMoveMutation = {
  response: useOrganiseMutationsMoveMutation$data;
  variables: useOrganiseMutationsMoveMutation$variables;
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
    "name": "useOrganiseMutationsMoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useOrganiseMutationsMoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3471bd8548b71263ffeddc04ef85466a",
    "id": null,
    "metadata": {},
    "name": "useOrganiseMutationsMoveMutation",
    "operationKind": "mutation",
    "text": "mutation useOrganiseMutationsMoveMutation(\n  $input: MoveItemsInput!\n) {\n  moveItems(input: $input) {\n    target {\n      id\n      folderCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "16d3477b79e9eb19a64ccddc302a7700";

export default node;
