/**
 * @generated SignedSource<<8539d46cea79d921f266c072f30de1b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReviewStatus = "APPROVED" | "CHANGES_REQUESTED" | "IN_PROGRESS" | "NEEDS_REVIEW";
export type SetReviewStatusInput = {
  clientMutationId?: string | null | undefined;
  status?: ReviewStatus | null | undefined;
  versionId: string;
};
export type useSetReviewStatusMutation$variables = {
  input: SetReviewStatusInput;
};
export type useSetReviewStatusMutation$data = {
  readonly setReviewStatus: {
    readonly version: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ReviewStatusControl_version">;
    };
  };
};
export type useSetReviewStatusMutation = {
  response: useSetReviewStatusMutation$data;
  variables: useSetReviewStatusMutation$variables;
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
    "name": "useSetReviewStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SetReviewStatusPayload",
        "kind": "LinkedField",
        "name": "setReviewStatus",
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
    "name": "useSetReviewStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SetReviewStatusPayload",
        "kind": "LinkedField",
        "name": "setReviewStatus",
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
    "cacheID": "2fb27f56ce1bb255e3b21808981c9cf2",
    "id": null,
    "metadata": {},
    "name": "useSetReviewStatusMutation",
    "operationKind": "mutation",
    "text": "mutation useSetReviewStatusMutation(\n  $input: SetReviewStatusInput!\n) {\n  setReviewStatus(input: $input) {\n    version {\n      id\n      ...ReviewStatusControl_version\n    }\n  }\n}\n\nfragment ReviewStatusControl_version on Version {\n  id\n  reviewStatus {\n    status\n    setBy {\n      name\n      id\n    }\n    setAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "3f58b15b9519b4112aa1d930f668bd47";

export default node;
