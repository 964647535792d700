/**
 * @generated SignedSource<<3b4ce497b332b1b0cf634caafdb2d9b3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type CancelUploadInput = {
  clientMutationId?: string | null | undefined;
  uploadId: string;
};
export type relayUploadApiCancelUploadMutation$variables = {
  input: CancelUploadInput;
};
export type relayUploadApiCancelUploadMutation$data = {
  readonly cancelUpload: {
    readonly uploadId: string;
  };
};
export type relayUploadApiCancelUploadMutation = {
  response: relayUploadApiCancelUploadMutation$data;
  variables: relayUploadApiCancelUploadMutation$variables;
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
    "concreteType": "CancelUploadPayload",
    "kind": "LinkedField",
    "name": "cancelUpload",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "uploadId",
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
    "name": "relayUploadApiCancelUploadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "relayUploadApiCancelUploadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "06eef9ec03d4625d0471c410b3061704",
    "id": null,
    "metadata": {},
    "name": "relayUploadApiCancelUploadMutation",
    "operationKind": "mutation",
    "text": "mutation relayUploadApiCancelUploadMutation(\n  $input: CancelUploadInput!\n) {\n  cancelUpload(input: $input) {\n    uploadId\n  }\n}\n"
  }
};
})();

(node as any).hash = "9708994fab54160e72272d1ac59335fd";

export default node;
