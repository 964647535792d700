/**
 * @generated SignedSource<<3cbdd30c634f2dc65f6669e296c1f5ba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PassReviewSessionControlInput = {
  clientMutationId?: string | null | undefined;
  sessionId: string;
  userId: string;
};
export type SessionBarPassMutation$variables = {
  input: PassReviewSessionControlInput;
};
export type SessionBarPassMutation$data = {
  readonly passReviewSessionControl: {
    readonly session: {
      readonly " $fragmentSpreads": FragmentRefs<"SessionBar_session">;
    };
  };
};
export type SessionBarPassMutation = {
  response: SessionBarPassMutation$data;
  variables: SessionBarPassMutation$variables;
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
    "name": "SessionBarPassMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PassReviewSessionControlPayload",
        "kind": "LinkedField",
        "name": "passReviewSessionControl",
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
    "name": "SessionBarPassMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PassReviewSessionControlPayload",
        "kind": "LinkedField",
        "name": "passReviewSessionControl",
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
    "cacheID": "db711775039b3e7d098b094f58d22083",
    "id": null,
    "metadata": {},
    "name": "SessionBarPassMutation",
    "operationKind": "mutation",
    "text": "mutation SessionBarPassMutation(\n  $input: PassReviewSessionControlInput!\n) {\n  passReviewSessionControl(input: $input) {\n    session {\n      ...SessionBar_session\n      id\n    }\n  }\n}\n\nfragment SessionBar_session on ReviewSession {\n  id\n  name\n  isPresenter\n  canEnd\n  presenter {\n    name\n    id\n  }\n  participants {\n    user {\n      id\n    }\n    name\n    isPresenter\n  }\n}\n"
  }
};
})();

(node as any).hash = "0e22bbbeaa78ff3830b3f2ceffd68c39";

export default node;
