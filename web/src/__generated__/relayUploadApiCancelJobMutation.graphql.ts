/**
 * @generated SignedSource<<02eaf223af4f363e68af76999f0740b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type JobState = "CANCELLED" | "COMPLETED" | "FAILED" | "RUNNING" | "WAITING";
export type CancelJobInput = {
  clientMutationId?: string | null | undefined;
  jobId: string;
};
export type relayUploadApiCancelJobMutation$variables = {
  input: CancelJobInput;
};
export type relayUploadApiCancelJobMutation$data = {
  readonly cancelJob: {
    readonly job: {
      readonly id: string;
      readonly progress: number;
      readonly reason: string | null | undefined;
      readonly state: JobState;
      readonly updatedAt: string;
    };
  };
};
export type relayUploadApiCancelJobMutation = {
  response: relayUploadApiCancelJobMutation$data;
  variables: relayUploadApiCancelJobMutation$variables;
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
    "concreteType": "CancelJobPayload",
    "kind": "LinkedField",
    "name": "cancelJob",
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
    "name": "relayUploadApiCancelJobMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "relayUploadApiCancelJobMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a0293919c5e33dd2922cc7a471f91541",
    "id": null,
    "metadata": {},
    "name": "relayUploadApiCancelJobMutation",
    "operationKind": "mutation",
    "text": "mutation relayUploadApiCancelJobMutation(\n  $input: CancelJobInput!\n) {\n  cancelJob(input: $input) {\n    job {\n      id\n      state\n      progress\n      updatedAt\n      reason\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "629c430a8d7b1c98df64737b5e9cdf3c";

export default node;
