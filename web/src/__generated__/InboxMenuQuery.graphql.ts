/**
 * @generated SignedSource<<87d5bf59994f1d70590abaacbfdabfff>>
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
  "name": "unreadCount",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "at",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "read",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Comment",
  "kind": "LinkedField",
  "name": "comment",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
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
v7 = [
  (v1/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Asset",
  "kind": "LinkedField",
  "name": "asset",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": (v7/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Folder",
      "kind": "LinkedField",
      "name": "folder",
      "plural": false,
      "selections": (v7/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
};
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
        "concreteType": "Inbox",
        "kind": "LinkedField",
        "name": "inbox",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "InboxItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "actor",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/),
              (v8/*:: as any*/)
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
        "concreteType": "Inbox",
        "kind": "LinkedField",
        "name": "inbox",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "InboxItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "actor",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a1c1531b7c5c106d015bfebc817699b8",
    "id": null,
    "metadata": {},
    "name": "InboxMenuQuery",
    "operationKind": "query",
    "text": "query InboxMenuQuery {\n  inbox {\n    unreadCount\n    items {\n      id\n      kind\n      at\n      read\n      actor {\n        name\n        id\n      }\n      comment {\n        id\n        text\n        start\n      }\n      asset {\n        id\n        name\n        project {\n          id\n        }\n        folder {\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4dc89535606a4edfcc36f6277efcbafa";

export default node;
