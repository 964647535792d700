/**
 * @generated SignedSource<<5430270d4fa354732eb4e7c47c0ea8ba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RecordPlayInput = {
  clientMutationId?: string | null | undefined;
  versionId: string;
};
export type useRecordPlayMutation$variables = {
  input: RecordPlayInput;
};
export type useRecordPlayMutation$data = {
  readonly recordPlay: {
    readonly clientMutationId: string | null | undefined;
  };
};
export type useRecordPlayMutation = {
  response: useRecordPlayMutation$data;
  variables: useRecordPlayMutation$variables;
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
    "concreteType": "RecordPlayPayload",
    "kind": "LinkedField",
    "name": "recordPlay",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clientMutationId",
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
    "name": "useRecordPlayMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRecordPlayMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "68b41f57175ab7b8ccca51d36de12d91",
    "id": null,
    "metadata": {},
    "name": "useRecordPlayMutation",
    "operationKind": "mutation",
    "text": "mutation useRecordPlayMutation(\n  $input: RecordPlayInput!\n) {\n  recordPlay(input: $input) {\n    clientMutationId\n  }\n}\n"
  }
};
})();

(node as any).hash = "a04edabe8b1c04c8ad4963842a7d93d9";

export default node;
