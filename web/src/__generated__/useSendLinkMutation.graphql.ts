/**
 * @generated SignedSource<<99906c049af2a943764e972a6d88038e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type SendLinkInput = {
  clientMutationId?: string | null | undefined;
  id: string;
  message?: string | null | undefined;
  recipients: ReadonlyArray<string>;
};
export type useSendLinkMutation$variables = {
  input: SendLinkInput;
};
export type useSendLinkMutation$data = {
  readonly sendLink: {
    readonly recipients: ReadonlyArray<string>;
  };
};
export type useSendLinkMutation = {
  response: useSendLinkMutation$data;
  variables: useSendLinkMutation$variables;
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
    "concreteType": "SendLinkPayload",
    "kind": "LinkedField",
    "name": "sendLink",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "recipients",
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
    "name": "useSendLinkMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendLinkMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7f7bb7047e7b0db0ffc6ff0a426afefb",
    "id": null,
    "metadata": {},
    "name": "useSendLinkMutation",
    "operationKind": "mutation",
    "text": "mutation useSendLinkMutation(\n  $input: SendLinkInput!\n) {\n  sendLink(input: $input) {\n    recipients\n  }\n}\n"
  }
};
})();

(node as any).hash = "11e356ef15a0e31ea35176acd456df10";

export default node;
