/**
 * @generated SignedSource<<7bb5942265da05ef8361ddb1369cd00a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LeaveReviewSessionInput = {
  clientMutationId?: string | null | undefined;
  sessionId: string;
};
export type SessionBarLeaveMutation$variables = {
  input: LeaveReviewSessionInput;
};
export type SessionBarLeaveMutation$data = {
  readonly leaveReviewSession: {
    readonly session: {
      readonly " $fragmentSpreads": FragmentRefs<"SessionBar_session">;
    };
  };
};
export type SessionBarLeaveMutation = {
  response: SessionBarLeaveMutation$data;
  variables: SessionBarLeaveMutation$variables;
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
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPresenter",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SessionBarLeaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LeaveReviewSessionPayload",
        "kind": "LinkedField",
        "name": "leaveReviewSession",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ReviewSession",
            "kind": "LinkedField",
            "name": "session",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SessionBar_session"
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
    "name": "SessionBarLeaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LeaveReviewSessionPayload",
        "kind": "LinkedField",
        "name": "leaveReviewSession",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ReviewSession",
            "kind": "LinkedField",
            "name": "session",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canEnd",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "presenter",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ReviewSessionParticipant",
                "kind": "LinkedField",
                "name": "participants",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "user",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
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
    "cacheID": "8c4752296f257cdefc11bd502e26ffff",
    "id": null,
    "metadata": {},
    "name": "SessionBarLeaveMutation",
    "operationKind": "mutation",
    "text": "mutation SessionBarLeaveMutation(\n  $input: LeaveReviewSessionInput!\n) {\n  leaveReviewSession(input: $input) {\n    session {\n      ...SessionBar_session\n      id\n    }\n  }\n}\n\nfragment SessionBar_session on ReviewSession {\n  id\n  name\n  isPresenter\n  canEnd\n  presenter {\n    name\n    id\n  }\n  participants {\n    user {\n      id\n    }\n    name\n    isPresenter\n  }\n}\n"
  }
};
})();

(node as any).hash = "b661237c5d5e6b7bc3c9b5df5e649ce3";

export default node;
