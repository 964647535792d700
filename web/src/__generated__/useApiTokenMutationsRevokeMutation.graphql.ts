/**
 * @generated SignedSource<<2d001a26fa55e26a0de9aa7f5fe51186>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RevokeApiTokenInput = {
  clientMutationId?: string | null | undefined;
  id: string;
};
export type useApiTokenMutationsRevokeMutation$variables = {
  input: RevokeApiTokenInput;
};
export type useApiTokenMutationsRevokeMutation$data = {
  readonly revokeApiToken: {
    readonly revokedApiTokenId: string;
  };
};
export type useApiTokenMutationsRevokeMutation = {
  response: useApiTokenMutationsRevokeMutation$data;
  variables: useApiTokenMutationsRevokeMutation$variables;
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
    "concreteType": "RevokeApiTokenPayload",
    "kind": "LinkedField",
    "name": "revokeApiToken",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "revokedApiTokenId",
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
    "name": "useApiTokenMutationsRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useApiTokenMutationsRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "36319e0ea47392ea83e145e18d69f563",
    "id": null,
    "metadata": {},
    "name": "useApiTokenMutationsRevokeMutation",
    "operationKind": "mutation",
    "text": "mutation useApiTokenMutationsRevokeMutation(\n  $input: RevokeApiTokenInput!\n) {\n  revokeApiToken(input: $input) {\n    revokedApiTokenId\n  }\n}\n"
  }
};
})();

(node as any).hash = "579bdf1a478e0d62afc96114b23f90eb";

export default node;
