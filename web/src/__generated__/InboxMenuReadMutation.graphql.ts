/**
 * @generated SignedSource<<26d4f79667388dd0e13456c29ef84fc1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type MarkInboxItemsReadInput = {
  clientMutationId?: string | null | undefined;
  itemIds: ReadonlyArray<string>;
};
export type InboxMenuReadMutation$variables = {
  input: MarkInboxItemsReadInput;
};
export type InboxMenuReadMutation$data = {
  readonly markInboxItemsRead: {
    readonly clientMutationId: string | null | undefined;
  };
};
export type InboxMenuReadMutation = {
  response: InboxMenuReadMutation$data;
  variables: InboxMenuReadMutation$variables;
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
    "concreteType": "MarkInboxReadPayload",
    "kind": "LinkedField",
    "name": "markInboxItemsRead",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InboxMenuReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InboxMenuReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "df1dc7d38bba23e6b5a6ae1f6198b777",
    "id": null,
    "metadata": {},
    "name": "InboxMenuReadMutation",
    "operationKind": "mutation",
    "text": "mutation InboxMenuReadMutation(\n  $input: MarkInboxItemsReadInput!\n) {\n  markInboxItemsRead(input: $input) {\n    clientMutationId\n  }\n}\n"
  }
};
})();

(node as any).hash = "7b9ed1542bb5cf94cf04ee3c35a6e319";

export default node;
