/**
 * @generated SignedSource<<6c9f0dae039b12faf1a9bf55b85ddceb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type GenerateRecoveryCodesInput = {
  clientMutationId?: string | null | undefined;
};
export type useGenerateRecoveryCodesMutation$variables = {
  input: GenerateRecoveryCodesInput;
};
export type useGenerateRecoveryCodesMutation$data = {
  readonly generateRecoveryCodes: {
    readonly recoveryCodes: ReadonlyArray<{
      readonly code: string;
      readonly used: boolean;
    }>;
  };
};
export type useGenerateRecoveryCodesMutation = {
  response: useGenerateRecoveryCodesMutation$data;
  variables: useGenerateRecoveryCodesMutation$variables;
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
    "concreteType": "GenerateRecoveryCodesPayload",
    "kind": "LinkedField",
    "name": "generateRecoveryCodes",
    "plural": false,
    "selections": [
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useGenerateRecoveryCodesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useGenerateRecoveryCodesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "29dc3af6d8255d08716524b509b2b0da",
    "id": null,
    "metadata": {},
    "name": "useGenerateRecoveryCodesMutation",
    "operationKind": "mutation",
    "text": "mutation useGenerateRecoveryCodesMutation(\n  $input: GenerateRecoveryCodesInput!\n) {\n  generateRecoveryCodes(input: $input) {\n    recoveryCodes {\n      code\n      used\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4079a9e9f994ad3e1edb1e86b84026e7";

export default node;
