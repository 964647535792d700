/**
 * @generated SignedSource<<2ce70ec4c7dc67d84f78a368c9d19da9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useRecoveryCodesQuery$variables = Record<PropertyKey, never>;
export type useRecoveryCodesQuery$data = {
  readonly recoveryCodes: ReadonlyArray<{
    readonly code: string;
    readonly used: boolean;
  }>;
};
export type useRecoveryCodesQuery = {
  response: useRecoveryCodesQuery$data;
  variables: useRecoveryCodesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "RecoveryCode",
    "kind": "LinkedField",
    "name": "recoveryCodes",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "used",
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
    "name": "useRecoveryCodesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useRecoveryCodesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "16d36e77bb82ea183ab7406a3aead433",
    "id": null,
    "metadata": {},
    "name": "useRecoveryCodesQuery",
    "operationKind": "query",
    "text": "query useRecoveryCodesQuery {\n  recoveryCodes {\n    code\n    used\n  }\n}\n"
  }
};
})();

(node as any).hash = "07fea187e93afec08167ae547a82d9e3";

export default node;
