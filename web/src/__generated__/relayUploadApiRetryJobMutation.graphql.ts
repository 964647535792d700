/**
 * @generated SignedSource<<f5b4051752e0384b7f08522209515c56>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type JobState = "CANCELLED" | "COMPLETED" | "FAILED" | "RUNNING" | "WAITING";
export type RetryJobInput = {
  clientMutationId?: string | null | undefined;
  jobId: string;
};
export type relayUploadApiRetryJobMutation$variables = {
  input: RetryJobInput;
};
export type relayUploadApiRetryJobMutation$data = {
  readonly retryJob: {
    readonly job: {
      readonly id: string;
      readonly progress: number;
      readonly reason: string | null | undefined;
      readonly state: JobState;
      readonly updatedAt: string;
    };
  };
};
export type relayUploadApiRetryJobMutation = {
  response: relayUploadApiRetryJobMutation$data;
  variables: relayUploadApiRetryJobMutation$variables;
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
    "concreteType": "RetryJobPayload",
    "kind": "LinkedField",
    "name": "retryJob",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Job",
        "kind": "LinkedField",
        "name": "job",
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
            "name": "state",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "progress",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reason",
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
    "name": "relayUploadApiRetryJobMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "relayUploadApiRetryJobMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7f26d9be2b42c3dcf0fc052d0f560b11",
    "id": null,
    "metadata": {},
    "name": "relayUploadApiRetryJobMutation",
    "operationKind": "mutation",
    "text": "mutation relayUploadApiRetryJobMutation(\n  $input: RetryJobInput!\n) {\n  retryJob(input: $input) {\n    job {\n      id\n      state\n      progress\n      updatedAt\n      reason\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f4e6649060a7c4a45702cb8c73257c49";

export default node;
