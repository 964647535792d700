/**
 * @generated SignedSource<<adb46f207f4b93d36c13f7b1ba51d993>>
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
    readonly " $fragmentSpreads": FragmentRefs<"HeaderTabs_user" | "UserMenu_user">;
  };
};
export type DefaultLayoutQuery = {
  response: DefaultLayoutQuery$data;
  variables: DefaultLayoutQuery$variables;
};

const node: ConcreteRequest = {
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
    "cacheID": "f990bc305d896fd09ba787e60c6183ad",
    "id": null,
    "metadata": {},
    "name": "DefaultLayoutQuery",
    "operationKind": "query",
    "text": "query DefaultLayoutQuery {\n  currentUser {\n    ...HeaderTabs_user\n    ...UserMenu_user\n    id\n  }\n}\n\nfragment HeaderTabs_user on User {\n  isSuperuser\n  hasEditableProjects\n  canManageWorkspaces\n}\n\nfragment UserMenu_user on User {\n  name\n  email\n}\n"
  }
};

(node as any).hash = "17b6dfd85bf41f444418ea1f3217cb82";

export default node;
