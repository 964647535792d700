/**
 * @generated SignedSource<<43a9d3dcf59368092fc5316876000070>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteWebhookInput = {
  clientMutationId?: string | null | undefined;
  id: string;
};
export type useWebhookMutationsDeleteMutation$variables = {
  input: DeleteWebhookInput;
};
export type useWebhookMutationsDeleteMutation$data = {
  readonly deleteWebhook: {
    readonly deletedWebhookId: string;
  };
};
export type useWebhookMutationsDeleteMutation = {
  response: useWebhookMutationsDeleteMutation$data;
  variables: useWebhookMutationsDeleteMutation$variables;
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
    "concreteType": "DeleteWebhookPayload",
    "kind": "LinkedField",
    "name": "deleteWebhook",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedWebhookId",
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
    "name": "useWebhookMutationsDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useWebhookMutationsDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7d0554ed94532a6165e275e6d71de3da",
    "id": null,
    "metadata": {},
    "name": "useWebhookMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation useWebhookMutationsDeleteMutation(\n  $input: DeleteWebhookInput!\n) {\n  deleteWebhook(input: $input) {\n    deletedWebhookId\n  }\n}\n"
  }
};
})();

(node as any).hash = "ef0dae423cd5be98e982332aba9aef02";

export default node;
