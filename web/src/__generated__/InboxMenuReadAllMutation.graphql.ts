/**
 * @generated SignedSource<<134e77cb1913a8a5fd102d2465b2ef5e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type InboxMenuReadAllMutation$variables = Record<PropertyKey, never>;
export type InboxMenuReadAllMutation$data = {
  readonly markInboxRead: {
    readonly clientMutationId: string | null | undefined;
  };
};
export type InboxMenuReadAllMutation = {
  response: InboxMenuReadAllMutation$data;
  variables: InboxMenuReadAllMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "MarkInboxReadPayload",
    "kind": "LinkedField",
    "name": "markInboxRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clientMutationId",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "InboxMenuReadAllMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InboxMenuReadAllMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "6ae6a9685a0e1b0472c3607d7d968634",
    "id": null,
    "metadata": {},
    "name": "InboxMenuReadAllMutation",
    "operationKind": "mutation",
    "text": "mutation InboxMenuReadAllMutation {\n  markInboxRead {\n    clientMutationId\n  }\n}\n"
  }
};
})();

(node as any).hash = "f79893426cb159cd35627a0eabe083b5";

export default node;
