/**
 * @generated SignedSource<<f1e2d86aa088da285ac8049f95c05f05>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type CarryTiming = "OFFSET" | "SAME_FRAME" | "SOURCE_TIMECODE";
export type CarryCommentsInput = {
  clientMutationId?: string | null | undefined;
  commentIds?: ReadonlyArray<string> | null | undefined;
  fromVersionId: string;
  offset?: number | null | undefined;
  timing?: CarryTiming | null | undefined;
  toVersionId: string;
};
export type CarryCommentsButtonMutation$variables = {
  input: CarryCommentsInput;
};
export type CarryCommentsButtonMutation$data = {
  readonly carryComments: {
    readonly alreadyCarriedCount: number;
    readonly carriedCount: number;
    readonly notCarried: ReadonlyArray<{
      readonly comment: {
        readonly id: string;
        readonly text: string;
      };
      readonly reason: string;
    }>;
  };
};
export type CarryCommentsButtonMutation = {
  response: CarryCommentsButtonMutation$data;
  variables: CarryCommentsButtonMutation$variables;
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
    "concreteType": "CarryCommentsPayload",
    "kind": "LinkedField",
    "name": "carryComments",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "carriedCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "alreadyCarriedCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CommentNotCarried",
        "kind": "LinkedField",
        "name": "notCarried",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Comment",
            "kind": "LinkedField",
            "name": "comment",
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
                "name": "text",
                "storageKey": null
              }
            ],
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
    "name": "CarryCommentsButtonMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CarryCommentsButtonMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "15c0e5d6310edc18810c12bcfa4d351c",
    "id": null,
    "metadata": {},
    "name": "CarryCommentsButtonMutation",
    "operationKind": "mutation",
    "text": "mutation CarryCommentsButtonMutation(\n  $input: CarryCommentsInput!\n) {\n  carryComments(input: $input) {\n    carriedCount\n    alreadyCarriedCount\n    notCarried {\n      comment {\n        id\n        text\n      }\n      reason\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2c8b4e878e6e6b0d657658ddb8afa9b6";

export default node;
