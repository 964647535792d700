/**
 * @generated SignedSource<<b49294e5305f8328217df3fb29da7c2c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type SendFolderNotificationInput = {
  body: string;
  clientMutationId?: string | null | undefined;
  folderId: string;
  sinceRoundId?: string | null | undefined;
  subject: string;
};
export type useSendFolderNotificationMutation$variables = {
  input: SendFolderNotificationInput;
};
export type useSendFolderNotificationMutation$data = {
  readonly sendFolderNotification: {
    readonly sentTo: number;
  };
};
export type useSendFolderNotificationMutation = {
  response: useSendFolderNotificationMutation$data;
  variables: useSendFolderNotificationMutation$variables;
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
    "concreteType": "SendFolderNotificationPayload",
    "kind": "LinkedField",
    "name": "sendFolderNotification",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sentTo",
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
    "name": "useSendFolderNotificationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendFolderNotificationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2ec8fab0e670d0969e2e8713a563652a",
    "id": null,
    "metadata": {},
    "name": "useSendFolderNotificationMutation",
    "operationKind": "mutation",
    "text": "mutation useSendFolderNotificationMutation(\n  $input: SendFolderNotificationInput!\n) {\n  sendFolderNotification(input: $input) {\n    sentTo\n  }\n}\n"
  }
};
})();

(node as any).hash = "6506f6aea7fa7e929d33fbdb7d4e9cdb";

export default node;
