/**
 * @generated SignedSource<<bcbd13b0a7f3a62df4e0e4331341ee53>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useSharedLinkChangedSubscription$variables = Record<PropertyKey, never>;
export type useSharedLinkChangedSubscription$data = {
  readonly sharedLinkChanged: {
    readonly name: string;
  };
};
export type useSharedLinkChangedSubscription = {
  response: useSharedLinkChangedSubscription$data;
  variables: useSharedLinkChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSharedLinkChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SharedLink",
        "kind": "LinkedField",
        "name": "sharedLinkChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSharedLinkChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SharedLink",
        "kind": "LinkedField",
        "name": "sharedLinkChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "e835be3fc976b83b7c442a3d96aaefd3",
    "id": null,
    "metadata": {},
    "name": "useSharedLinkChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useSharedLinkChangedSubscription {\n  sharedLinkChanged {\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "2c150c96a7202307253d3ac3c4e9751f";

export default node;
