/**
 * @generated SignedSource<<2c3300e287e97d0b73a61e06edbb171c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type InviteToReviewSessionInput = {
  clientMutationId?: string | null | undefined;
  sessionId: string;
  userIds: ReadonlyArray<string>;
};
export type InviteToSessionMutation$variables = {
  input: InviteToReviewSessionInput;
};
export type InviteToSessionMutation$data = {
  readonly inviteToReviewSession: {
    readonly invited: ReadonlyArray<{
      readonly name: string;
    }>;
    readonly session: {
      readonly id: string;
      readonly inviteChoices: ReadonlyArray<{
        readonly id: string;
      }>;
    };
  };
};
export type InviteToSessionMutation = {
  response: InviteToSessionMutation$data;
  variables: InviteToSessionMutation$variables;
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
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "ReviewSession",
  "kind": "LinkedField",
  "name": "session",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "inviteChoices",
      "plural": true,
      "selections": [
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InviteToSessionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InviteToReviewSessionPayload",
        "kind": "LinkedField",
        "name": "inviteToReviewSession",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "invited",
            "plural": true,
            "selections": [
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
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
    "name": "InviteToSessionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InviteToReviewSessionPayload",
        "kind": "LinkedField",
        "name": "inviteToReviewSession",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "invited",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3d2b0d4ea21aafdb1f96af56c44b5cfe",
    "id": null,
    "metadata": {},
    "name": "InviteToSessionMutation",
    "operationKind": "mutation",
    "text": "mutation InviteToSessionMutation(\n  $input: InviteToReviewSessionInput!\n) {\n  inviteToReviewSession(input: $input) {\n    invited {\n      name\n      id\n    }\n    session {\n      id\n      inviteChoices {\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "823d53131b6bf11a7d4ceedd00def4db";

export default node;
