/**
 * @generated SignedSource<<8858a7cc4e4740d87902b03b3a77cd20>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type CreateApiTokenInput = {
  clientMutationId?: string | null | undefined;
  expiresAt?: string | null | undefined;
  name: string;
  scopes: ReadonlyArray<string>;
  workspaceId?: string | null | undefined;
};
export type useApiTokenMutationsCreateMutation$variables = {
  input: CreateApiTokenInput;
};
export type useApiTokenMutationsCreateMutation$data = {
  readonly createApiToken: {
    readonly apiToken: {
      readonly id: string;
    };
    readonly token: string;
  };
};
export type useApiTokenMutationsCreateMutation = {
  response: useApiTokenMutationsCreateMutation$data;
  variables: useApiTokenMutationsCreateMutation$variables;
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
    "concreteType": "CreateApiTokenPayload",
    "kind": "LinkedField",
    "name": "createApiToken",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "token",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ApiToken",
        "kind": "LinkedField",
        "name": "apiToken",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "name": "useApiTokenMutationsCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useApiTokenMutationsCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4512b8ce0d57e3f012a85c8e75882feb",
    "id": null,
    "metadata": {},
    "name": "useApiTokenMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation useApiTokenMutationsCreateMutation(\n  $input: CreateApiTokenInput!\n) {\n  createApiToken(input: $input) {\n    token\n    apiToken {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8151836a0078dcb70720851c4b367c5e";

export default node;
