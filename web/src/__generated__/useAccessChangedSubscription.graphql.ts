/**
 * @generated SignedSource<<a094d6a8218b39e2449958da4cd1b965>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useAccessChangedSubscription$variables = Record<PropertyKey, never>;
export type useAccessChangedSubscription$data = {
  readonly accessChanged: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"HeaderTabs_user">;
  };
};
export type useAccessChangedSubscription = {
  response: useAccessChangedSubscription$data;
  variables: useAccessChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAccessChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "accessChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HeaderTabs_user"
          }
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
    "name": "useAccessChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "accessChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isSuperuser",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasEditableProjects",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canManageWorkspaces",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1ae599cd3ab253662eec84a358589db7",
    "id": null,
    "metadata": {},
    "name": "useAccessChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useAccessChangedSubscription {\n  accessChanged {\n    id\n    ...HeaderTabs_user\n  }\n}\n\nfragment HeaderTabs_user on User {\n  isSuperuser\n  hasEditableProjects\n  canManageWorkspaces\n}\n"
  }
};
})();

(node as any).hash = "f3d2abb3c744715e8c8510b03f2a3809";

export default node;
