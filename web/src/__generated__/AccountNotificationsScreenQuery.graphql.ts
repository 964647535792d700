/**
 * @generated SignedSource<<fa65887dae24102d58ff6cee36794035>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type AccountNotificationsScreenQuery$variables = Record<PropertyKey, never>;
export type AccountNotificationsScreenQuery$data = {
  readonly currentUser: {
    readonly id: string;
    readonly projectSettings: ReadonlyArray<{
      readonly project: {
        readonly id: string;
        readonly name: string;
      };
      readonly receiveCommentNotifications: boolean;
      readonly receiveFolderContentNotifications: boolean;
    }>;
  };
};
export type AccountNotificationsScreenQuery = {
  response: AccountNotificationsScreenQuery$data;
  variables: AccountNotificationsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "currentUser",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "UserProjectSettings",
        "kind": "LinkedField",
        "name": "projectSettings",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Project",
            "kind": "LinkedField",
            "name": "project",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "receiveFolderContentNotifications",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "receiveCommentNotifications",
            "storageKey": null
          }
        ],
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
    "name": "AccountNotificationsScreenQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountNotificationsScreenQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3a74579901992ee3447119cc9d0aa97a",
    "id": null,
    "metadata": {},
    "name": "AccountNotificationsScreenQuery",
    "operationKind": "query",
    "text": "query AccountNotificationsScreenQuery {\n  currentUser {\n    id\n    projectSettings {\n      project {\n        id\n        name\n      }\n      receiveFolderContentNotifications\n      receiveCommentNotifications\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "041ac3bf3f77b7d8f07a343346d7b8a7";

export default node;
