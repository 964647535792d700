/**
 * @generated SignedSource<<76671de49ca266d1b0bab2c48d075648>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ShowInReviewSessionInput = {
  assetId: string;
  clientMutationId?: string | null | undefined;
  playing: boolean;
  position: number;
  rate: number;
  sessionId: string;
  versionId: string;
};
export type usePresentingMutation$variables = {
  input: ShowInReviewSessionInput;
};
export type usePresentingMutation$data = {
  readonly showInReviewSession: {
    readonly session: {
      readonly id: string;
    };
  };
};
export type usePresentingMutation = {
  response: usePresentingMutation$data;
  variables: usePresentingMutation$variables;
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
    "concreteType": "ShowInReviewSessionPayload",
    "kind": "LinkedField",
    "name": "showInReviewSession",
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
    "name": "usePresentingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePresentingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7d5e16f09241b7f9a57b64b7c6fa67b9",
    "id": null,
    "metadata": {},
    "name": "usePresentingMutation",
    "operationKind": "mutation",
    "text": "mutation usePresentingMutation(\n  $input: ShowInReviewSessionInput!\n) {\n  showInReviewSession(input: $input) {\n    session {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dedd76f233a5b278064b2afbed77c64c";

export default node;
