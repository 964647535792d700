/**
 * @generated SignedSource<<64f2cc88fabd7ae39495531f04b5fdc2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type StartReviewSessionInput = {
  assetIds: ReadonlyArray<string>;
  clientMutationId?: string | null | undefined;
  name?: string | null | undefined;
};
export type SessionMenuStartMutation$variables = {
  input: StartReviewSessionInput;
};
export type SessionMenuStartMutation$data = {
  readonly startReviewSession: {
    readonly session: {
      readonly id: string;
    };
  };
};
export type SessionMenuStartMutation = {
  response: SessionMenuStartMutation$data;
  variables: SessionMenuStartMutation$variables;
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
    "concreteType": "StartReviewSessionPayload",
    "kind": "LinkedField",
    "name": "startReviewSession",
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
    "name": "SessionMenuStartMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SessionMenuStartMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1196e44fa08d416a4c85eab70074bdef",
    "id": null,
    "metadata": {},
    "name": "SessionMenuStartMutation",
    "operationKind": "mutation",
    "text": "mutation SessionMenuStartMutation(\n  $input: StartReviewSessionInput!\n) {\n  startReviewSession(input: $input) {\n    session {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "06db3c3974abb5db7d4765550d93ede4";

export default node;
