/**
 * @generated SignedSource<<310f2be9015a40e0d2ec92cc7c166670>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type JoinReviewSessionInput = {
  clientMutationId?: string | null | undefined;
  sessionId: string;
};
export type ReviewSessionPanelJoinMutation$variables = {
  input: JoinReviewSessionInput;
};
export type ReviewSessionPanelJoinMutation$data = {
  readonly joinReviewSession: {
    readonly session: {
      readonly id: string;
      readonly isParticipant: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"SessionBar_session">;
    };
  };
};
export type ReviewSessionPanelJoinMutation = {
  response: ReviewSessionPanelJoinMutation$data;
  variables: ReviewSessionPanelJoinMutation$variables;
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
  "name": "isParticipant",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
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
    "name": "ReviewSessionPanelJoinMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "JoinReviewSessionPayload",
        "kind": "LinkedField",
        "name": "joinReviewSession",
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
    "name": "ReviewSessionPanelJoinMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "JoinReviewSessionPayload",
        "kind": "LinkedField",
        "name": "joinReviewSession",
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
              (v5/*:: as any*/),
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
                  (v4/*:: as any*/),
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
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
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
    "cacheID": "ae4bcd82906c639c8e0f7c503547453d",
    "id": null,
    "metadata": {},
    "name": "ReviewSessionPanelJoinMutation",
    "operationKind": "mutation",
    "text": "mutation ReviewSessionPanelJoinMutation(\n  $input: JoinReviewSessionInput!\n) {\n  joinReviewSession(input: $input) {\n    session {\n      id\n      isParticipant\n      ...SessionBar_session\n    }\n  }\n}\n\nfragment SessionBar_session on ReviewSession {\n  id\n  name\n  isPresenter\n  canEnd\n  presenter {\n    name\n    id\n  }\n  participants {\n    user {\n      id\n    }\n    name\n    isPresenter\n  }\n}\n"
  }
};
})();

(node as any).hash = "89a86ca311d44a43fddd31848324b16c";

export default node;
