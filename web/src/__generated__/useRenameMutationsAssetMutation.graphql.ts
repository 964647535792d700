/**
 * @generated SignedSource<<577b8a2f9ab2f6eccb2aa3a5b9da0dfa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RenameAssetInput = {
  clientMutationId?: string | null | undefined;
  id: string;
  name: string;
};
export type useRenameMutationsAssetMutation$variables = {
  input: RenameAssetInput;
};
export type useRenameMutationsAssetMutation$data = {
  readonly renameAsset: {
    readonly asset: {
      readonly id: string;
      readonly name: string;
    };
  };
};
export type useRenameMutationsAssetMutation = {
  response: useRenameMutationsAssetMutation$data;
  variables: useRenameMutationsAssetMutation$variables;
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
    "concreteType": "RenameAssetPayload",
    "kind": "LinkedField",
    "name": "renameAsset",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Asset",
        "kind": "LinkedField",
        "name": "asset",
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
    "name": "useRenameMutationsAssetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRenameMutationsAssetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c6ddd338e16452630b75755ed9df79e8",
    "id": null,
    "metadata": {},
    "name": "useRenameMutationsAssetMutation",
    "operationKind": "mutation",
    "text": "mutation useRenameMutationsAssetMutation(\n  $input: RenameAssetInput!\n) {\n  renameAsset(input: $input) {\n    asset {\n      id\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7c4e008b93c8917d6d81c9a346af3139";

export default node;
