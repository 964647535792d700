/**
 * @generated SignedSource<<d1889fab70f4a41e293e737bd40d068d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DefaultLayoutQuery$variables = Record<PropertyKey, never>;
export type DefaultLayoutQuery$data = {
  readonly currentUser: {
    readonly hasActiveFactors: boolean;
    readonly needsMfa: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"HeaderTabs_user" | "UserMenu_user">;
  };
};
export type DefaultLayoutQuery = {
  response: DefaultLayoutQuery$data;
  variables: DefaultLayoutQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "needsMfa",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasActiveFactors",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DefaultLayoutQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HeaderTabs_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "UserMenu_user"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DefaultLayoutQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
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
    "cacheID": "8a38013ee59b4acacc1cef73065cffb6",
    "id": null,
    "metadata": {},
    "name": "DefaultLayoutQuery",
    "operationKind": "query",
    "text": "query DefaultLayoutQuery {\n  currentUser {\n    needsMfa\n    hasActiveFactors\n    ...HeaderTabs_user\n    ...UserMenu_user\n    id\n  }\n}\n\nfragment HeaderTabs_user on User {\n  isSuperuser\n  hasEditableProjects\n  canManageWorkspaces\n}\n\nfragment UserMenu_user on User {\n  name\n  email\n}\n"
  }
};
})();

(node as any).hash = "ea62528da3d05676e0ddb14c423a180d";

export default node;
