/**
 * @generated SignedSource<<f84b16d5776f5b5589326fdba4e2c6ff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type EventTypeChoiceQuery$variables = Record<PropertyKey, never>;
export type EventTypeChoiceQuery$data = {
  readonly webhookEventTypes: ReadonlyArray<{
    readonly summary: string;
    readonly type: string;
    readonly versions: ReadonlyArray<string>;
  }>;
};
export type EventTypeChoiceQuery = {
  response: EventTypeChoiceQuery$data;
  variables: EventTypeChoiceQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "WebhookEventType",
    "kind": "LinkedField",
    "name": "webhookEventTypes",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "type",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "summary",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "versions",
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
    "name": "EventTypeChoiceQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EventTypeChoiceQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "00452fadeae3c5c8cef0238f8f3c0665",
    "id": null,
    "metadata": {},
    "name": "EventTypeChoiceQuery",
    "operationKind": "query",
    "text": "query EventTypeChoiceQuery {\n  webhookEventTypes {\n    type\n    summary\n    versions\n  }\n}\n"
  }
};
})();

(node as any).hash = "f0ce09f242bc858972698c0bf1b11e79";

export default node;
