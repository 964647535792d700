/**
 * @generated SignedSource<<02640c3372e55a3c83c5cd74a3fdf2ca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type EndReviewSessionInput = {
  clientMutationId?: string | null | undefined;
  sessionId: string;
};
export type SessionBarEndMutation$variables = {
  input: EndReviewSessionInput;
};
export type SessionBarEndMutation$data = {
  readonly endReviewSession: {
    readonly session: {
      readonly endedAt: string | null | undefined;
      readonly id: string;
    };
  };
};
export type SessionBarEndMutation = {
  response: SessionBarEndMutation$data;
  variables: SessionBarEndMutation$variables;
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
    "concreteType": "EndReviewSessionPayload",
    "kind": "LinkedField",
    "name": "endReviewSession",
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
            "name": "endedAt",
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
    "name": "SessionBarEndMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SessionBarEndMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "38a19d76c63c013a2ed2e7787600c644",
    "id": null,
    "metadata": {},
    "name": "SessionBarEndMutation",
    "operationKind": "mutation",
    "text": "mutation SessionBarEndMutation(\n  $input: EndReviewSessionInput!\n) {\n  endReviewSession(input: $input) {\n    session {\n      id\n      endedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8661616b2fccc4c6f029d8442c1dbe8e";

export default node;
