/**
 * @generated SignedSource<<f9d80454ab2c4bfedbd5919a82b67daa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type InboxItemKind = "MENTION" | "REPLY";
export type InboxMenuQuery$variables = Record<PropertyKey, never>;
export type InboxMenuQuery$data = {
  readonly inbox: {
    readonly items: ReadonlyArray<{
      readonly actor: {
        readonly name: string;
      } | null | undefined;
      readonly asset: {
        readonly folder: {
          readonly id: string;
        };
        readonly id: string;
        readonly name: string;
        readonly project: {
          readonly id: string;
        };
      };
      readonly at: string;
      readonly comment: {
        readonly id: string;
        readonly start: number | null | undefined;
        readonly text: string;
      };
      readonly id: string;
      readonly kind: InboxItemKind;
      readonly read: boolean;
    }>;
    readonly unreadCount: number;
  };
  readonly reviewSessionInvitations: ReadonlyArray<{
    readonly assets: ReadonlyArray<{
      readonly folder: {
        readonly id: string;
      };
      readonly id: string;
      readonly project: {
        readonly id: string;
      };
    }>;
    readonly id: string;
    readonly name: string;
    readonly presenter: {
      readonly name: string;
    } | null | undefined;
  }>;
};
export type InboxMenuQuery = {
  response: InboxMenuQuery$data;
  variables: InboxMenuQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
],
v3 = [
  (v0/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Project",
  "kind": "LinkedField",
  "name": "project",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Folder",
  "kind": "LinkedField",
  "name": "folder",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Asset",
  "kind": "LinkedField",
  "name": "assets",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreadCount",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "at",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "read",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "Comment",
  "kind": "LinkedField",
  "name": "comment",
  "plural": false,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "start",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "Asset",
  "kind": "LinkedField",
  "name": "asset",
  "plural": false,
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v13 = [
  (v1/*:: as any*/),
  (v0/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "InboxMenuQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ReviewSession",
        "kind": "LinkedField",
        "name": "reviewSessionInvitations",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "presenter",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Inbox",
        "kind": "LinkedField",
        "name": "inbox",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "InboxItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "actor",
                "plural": false,
                "selections": (v2/*:: as any*/),
                "storageKey": null
              },
              (v11/*:: as any*/),
              (v12/*:: as any*/)
            ],
            "storageKey": null
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
    "name": "InboxMenuQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ReviewSession",
        "kind": "LinkedField",
        "name": "reviewSessionInvitations",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "presenter",
            "plural": false,
            "selections": (v13/*:: as any*/),
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Inbox",
        "kind": "LinkedField",
        "name": "inbox",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "InboxItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "actor",
                "plural": false,
                "selections": (v13/*:: as any*/),
                "storageKey": null
              },
              (v11/*:: as any*/),
              (v12/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c6ed944d22aa752d17e34f1f1903e5c7",
    "id": null,
    "metadata": {},
    "name": "InboxMenuQuery",
    "operationKind": "query",
    "text": "query InboxMenuQuery {\n  reviewSessionInvitations {\n    id\n    name\n    presenter {\n      name\n      id\n    }\n    assets {\n      id\n      project {\n        id\n      }\n      folder {\n        id\n      }\n    }\n  }\n  inbox {\n    unreadCount\n    items {\n      id\n      kind\n      at\n      read\n      actor {\n        name\n        id\n      }\n      comment {\n        id\n        text\n        start\n      }\n      asset {\n        id\n        name\n        project {\n          id\n        }\n        folder {\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5a32f495ad988b43803a5203ac2679c3";

export default node;
