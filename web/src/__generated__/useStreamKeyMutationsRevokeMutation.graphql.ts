/**
 * @generated SignedSource<<eddeaf4e3414f2268ef2eb7ea85ca1d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RevokeLiveKeyInput = {
  assetId: string;
  clientMutationId?: string | null | undefined;
};
export type useStreamKeyMutationsRevokeMutation$variables = {
  input: RevokeLiveKeyInput;
};
export type useStreamKeyMutationsRevokeMutation$data = {
  readonly revokeLiveKey: {
    readonly asset: {
      readonly hasLiveKey: boolean | null | undefined;
      readonly id: string;
    };
  };
};
export type useStreamKeyMutationsRevokeMutation = {
  response: useStreamKeyMutationsRevokeMutation$data;
  variables: useStreamKeyMutationsRevokeMutation$variables;
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
    "concreteType": "RevokeLiveKeyPayload",
    "kind": "LinkedField",
    "name": "revokeLiveKey",
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
            "name": "hasLiveKey",
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
    "name": "useStreamKeyMutationsRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStreamKeyMutationsRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ef41611eb667b00103dcb3414c00efab",
    "id": null,
    "metadata": {},
    "name": "useStreamKeyMutationsRevokeMutation",
    "operationKind": "mutation",
    "text": "mutation useStreamKeyMutationsRevokeMutation(\n  $input: RevokeLiveKeyInput!\n) {\n  revokeLiveKey(input: $input) {\n    asset {\n      id\n      hasLiveKey\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "955ee1481f218f25978d2c5401b1aa6b";

export default node;
