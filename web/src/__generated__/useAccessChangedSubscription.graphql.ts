/**
 * @generated SignedSource<<95abb90ff8d27954e5ca6187bd76862d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useAccessChangedSubscription$variables = Record<PropertyKey, never>;
export type useAccessChangedSubscription$data = {
  readonly accessChanged: {
    readonly id: string;
  };
};
export type useAccessChangedSubscription = {
  response: useAccessChangedSubscription$data;
  variables: useAccessChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "accessChanged",
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAccessChangedSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useAccessChangedSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "b6e535a36bb06fdf434417aeb6663900",
    "id": null,
    "metadata": {},
    "name": "useAccessChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useAccessChangedSubscription {\n  accessChanged {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "364baefbeded5d0cda207100d1bfafe4";

export default node;
