/**
 * @generated SignedSource<<270a8266ce9cb7caa08567efb5bfcf15>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ApprovalDecision = "APPROVE" | "APPROVE_WITH_CHANGES" | "REJECT" | "REQUEST_CHANGES";
export type ApprovalRule = "ALL" | "ANY";
export type ApprovalStageState = "APPROVED" | "CHANGES_REQUESTED" | "OPEN" | "REJECTED" | "WAITING";
export type ApprovalPanelQuery$variables = {
  versionId: string;
};
export type ApprovalPanelQuery$data = {
  readonly node: {
    readonly approval?: {
      readonly canDecide: boolean;
      readonly currentStage: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
      readonly stages: ReadonlyArray<{
        readonly carried: boolean;
        readonly decisions: ReadonlyArray<{
          readonly decidedAt: string;
          readonly decision: ApprovalDecision;
          readonly note: string;
          readonly reviewer: {
            readonly name: string;
          } | null | undefined;
        }>;
        readonly stage: {
          readonly dueAt: string | null | undefined;
          readonly id: string;
          readonly name: string;
          readonly rule: ApprovalRule;
        };
        readonly state: ApprovalStageState;
      }>;
      readonly yourDecision: ApprovalDecision | null | undefined;
    } | null | undefined;
    readonly reviewStatus?: {
      readonly setAt: string;
    } | null | undefined;
  } | null | undefined;
};
export type ApprovalPanelQuery = {
  response: ApprovalPanelQuery$data;
  variables: ApprovalPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "versionId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "versionId"
  }
],
v2 = {
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
      "name": "setAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canDecide",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "yourDecision",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "ApprovalStage",
  "kind": "LinkedField",
  "name": "currentStage",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
    (v6/*:: as any*/)
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "ApprovalStage",
  "kind": "LinkedField",
  "name": "stage",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rule",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "carried",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "decision",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "note",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "decidedAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ApprovalPanelQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "VersionApproval",
                "kind": "LinkedField",
                "name": "approval",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "VersionApprovalStage",
                    "kind": "LinkedField",
                    "name": "stages",
                    "plural": true,
                    "selections": [
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ApprovalDecisionRecord",
                        "kind": "LinkedField",
                        "name": "decisions",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "User",
                            "kind": "LinkedField",
                            "name": "reviewer",
                            "plural": false,
                            "selections": [
                              (v6/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v11/*:: as any*/),
                          (v12/*:: as any*/),
                          (v13/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Version",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApprovalPanelQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "VersionApproval",
                "kind": "LinkedField",
                "name": "approval",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "VersionApprovalStage",
                    "kind": "LinkedField",
                    "name": "stages",
                    "plural": true,
                    "selections": [
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ApprovalDecisionRecord",
                        "kind": "LinkedField",
                        "name": "decisions",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "User",
                            "kind": "LinkedField",
                            "name": "reviewer",
                            "plural": false,
                            "selections": [
                              (v6/*:: as any*/),
                              (v5/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v11/*:: as any*/),
                          (v12/*:: as any*/),
                          (v13/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Version",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "444c9b9b35cd2d54e50de47d6d4c775c",
    "id": null,
    "metadata": {},
    "name": "ApprovalPanelQuery",
    "operationKind": "query",
    "text": "query ApprovalPanelQuery(\n  $versionId: ID!\n) {\n  node(id: $versionId) {\n    __typename\n    ... on Version {\n      reviewStatus {\n        setAt\n      }\n      approval {\n        canDecide\n        yourDecision\n        currentStage {\n          id\n          name\n        }\n        stages {\n          stage {\n            id\n            name\n            rule\n            dueAt\n          }\n          state\n          carried\n          decisions {\n            reviewer {\n              name\n              id\n            }\n            decision\n            note\n            decidedAt\n          }\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "14a3bf0259cf72e1911bf2763c51562c";

export default node;
