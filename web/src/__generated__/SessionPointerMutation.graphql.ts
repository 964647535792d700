/**
 * @generated SignedSource<<500513a60885f1c86ea7cd5e0fb1d32e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PointInReviewSessionInput = {
  clientMutationId?: string | null | undefined;
  sessionId: string;
  x?: number | null | undefined;
  y?: number | null | undefined;
};
export type SessionPointerMutation$variables = {
  input: PointInReviewSessionInput;
};
export type SessionPointerMutation$data = {
  readonly pointInReviewSession: {
    readonly session: {
      readonly id: string;
      readonly pointer: {
        readonly x: number;
        readonly y: number;
      } | null | undefined;
    };
  };
};
export type SessionPointerMutation = {
  response: SessionPointerMutation$data;
  variables: SessionPointerMutation$variables;
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
    "concreteType": "PointInReviewSessionPayload",
    "kind": "LinkedField",
    "name": "pointInReviewSession",
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
            "concreteType": "ReviewSessionPointer",
            "kind": "LinkedField",
            "name": "pointer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "x",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "y",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SessionPointerMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SessionPointerMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "62063889a368fde6a221eb4c7966b573",
    "id": null,
    "metadata": {},
    "name": "SessionPointerMutation",
    "operationKind": "mutation",
    "text": "mutation SessionPointerMutation(\n  $input: PointInReviewSessionInput!\n) {\n  pointInReviewSession(input: $input) {\n    session {\n      id\n      pointer {\n        x\n        y\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "462812c7f433350c315cb8e0dec3e697";

export default node;
