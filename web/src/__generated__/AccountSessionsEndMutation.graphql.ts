/**
 * @generated SignedSource<<b28c79c65ecd6140d90bdbcf66bdd863>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type EndSessionInput = {
  clientMutationId?: string | null | undefined;
  id: string;
};
export type AccountSessionsEndMutation$variables = {
  input: EndSessionInput;
};
export type AccountSessionsEndMutation$data = {
  readonly endSession: {
    readonly endedId: string;
  };
};
export type AccountSessionsEndMutation = {
  response: AccountSessionsEndMutation$data;
  variables: AccountSessionsEndMutation$variables;
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
    "concreteType": "EndSessionPayload",
    "kind": "LinkedField",
    "name": "endSession",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endedId",
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
    "name": "AccountSessionsEndMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountSessionsEndMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "76c754e7f3eee0dcda887bdb8e11588c",
    "id": null,
    "metadata": {},
    "name": "AccountSessionsEndMutation",
    "operationKind": "mutation",
    "text": "mutation AccountSessionsEndMutation(\n  $input: EndSessionInput!\n) {\n  endSession(input: $input) {\n    endedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "b4c9ccf763f6f3f5a4358f4fbcf762e4";

export default node;
