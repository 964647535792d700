/**
 * @generated SignedSource<<3a44332948d907a90843fd63b7ba956b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
      readonly " $fragmentSpreads": FragmentRefs<"jobSnapshot_job">;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "relayUploadApiRetryJobMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
                "kind": "InlineDataFragmentSpread",
                "name": "jobSnapshot_job",
                "selections": (v2/*:: as any*/),
                "args": null,
                "argumentDefinitions": []
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "relayUploadApiRetryJobMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
            "selections": (v2/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9bd35f37f6facb80f846ed1c7fdb1520",
    "id": null,
    "metadata": {},
    "name": "relayUploadApiRetryJobMutation",
    "operationKind": "mutation",
    "text": "mutation relayUploadApiRetryJobMutation(\n  $input: RetryJobInput!\n) {\n  retryJob(input: $input) {\n    job {\n      ...jobSnapshot_job\n      id\n    }\n  }\n}\n\nfragment jobSnapshot_job on Job {\n  id\n  state\n  progress\n  updatedAt\n  reason\n}\n"
  }
};
})();

(node as any).hash = "a4750cd0b47ae083b85a84b68d743e0b";

export default node;
