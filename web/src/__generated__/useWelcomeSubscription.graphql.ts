/**
 * @generated SignedSource<<d7d4e51e0e7ca31152fe9acda627c3de>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useWelcomeSubscription$variables = Record<PropertyKey, never>;
export type useWelcomeSubscription$data = {
  readonly welcome: {
    readonly buildId: string;
  };
};
export type useWelcomeSubscription = {
  response: useWelcomeSubscription$data;
  variables: useWelcomeSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Welcome",
    "kind": "LinkedField",
    "name": "welcome",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "buildId",
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
    "name": "useWelcomeSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useWelcomeSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "8e6d760f7f3efcd2475d01b0b1bb65e2",
    "id": null,
    "metadata": {},
    "name": "useWelcomeSubscription",
    "operationKind": "subscription",
    "text": "subscription useWelcomeSubscription {\n  welcome {\n    buildId\n  }\n}\n"
  }
};
})();

(node as any).hash = "2baf96be9e1b352fd966c9a8d6ef0232";

export default node;
