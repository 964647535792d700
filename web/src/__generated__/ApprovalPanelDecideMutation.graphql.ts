/**
 * @generated SignedSource<<be32b8dd609532cc789c6914c5d1ac0d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ApprovalDecision = "APPROVE" | "APPROVE_WITH_CHANGES" | "REJECT" | "REQUEST_CHANGES";
export type DecideApprovalInput = {
  clientMutationId?: string | null | undefined;
  decision: ApprovalDecision;
  note?: string | null | undefined;
  stageId: string;
  versionId: string;
};
export type ApprovalPanelDecideMutation$variables = {
  input: DecideApprovalInput;
};
export type ApprovalPanelDecideMutation$data = {
  readonly decideApproval: {
    readonly version: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ReviewStatusControl_version">;
    };
  };
};
export type ApprovalPanelDecideMutation = {
  response: ApprovalPanelDecideMutation$data;
  variables: ApprovalPanelDecideMutation$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ApprovalPanelDecideMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DecideApprovalPayload",
        "kind": "LinkedField",
        "name": "decideApproval",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Version",
            "kind": "LinkedField",
            "name": "version",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReviewStatusControl_version"
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
    "name": "ApprovalPanelDecideMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DecideApprovalPayload",
        "kind": "LinkedField",
        "name": "decideApproval",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Version",
            "kind": "LinkedField",
            "name": "version",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ReviewStatusRecord",
                "kind": "LinkedField",
                "name": "reviewStatus",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "setBy",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "setAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9f49a2d9b2e4855d1cc9af452807e97d",
    "id": null,
    "metadata": {},
    "name": "ApprovalPanelDecideMutation",
    "operationKind": "mutation",
    "text": "mutation ApprovalPanelDecideMutation(\n  $input: DecideApprovalInput!\n) {\n  decideApproval(input: $input) {\n    version {\n      id\n      ...ReviewStatusControl_version\n    }\n  }\n}\n\nfragment ReviewStatusControl_version on Version {\n  id\n  reviewStatus {\n    status\n    setBy {\n      name\n      id\n    }\n    setAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "fefa80e6ca53e9bd7b483e12e229eedd";

export default node;
