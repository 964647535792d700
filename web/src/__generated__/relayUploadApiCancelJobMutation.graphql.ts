/**
 * @generated SignedSource<<11825b9164d010d3e47e568d0c5aa420>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
      readonly " $fragmentSpreads": FragmentRefs<"jobSnapshot_job">;
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
    "name": "relayUploadApiCancelJobMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
    "name": "relayUploadApiCancelJobMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
            "selections": (v2/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8dbee83cbbbb5b46d5ec350586c90b30",
    "id": null,
    "metadata": {},
    "name": "relayUploadApiCancelJobMutation",
    "operationKind": "mutation",
    "text": "mutation relayUploadApiCancelJobMutation(\n  $input: CancelJobInput!\n) {\n  cancelJob(input: $input) {\n    job {\n      ...jobSnapshot_job\n      id\n    }\n  }\n}\n\nfragment jobSnapshot_job on Job {\n  id\n  state\n  progress\n  updatedAt\n  reason\n}\n"
  }
};
})();

(node as any).hash = "fa1b46e901f781b2a3cdd701599d607d";

export default node;
