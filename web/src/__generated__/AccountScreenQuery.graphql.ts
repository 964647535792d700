/**
 * @generated SignedSource<<764dab0e46402e952bc090cf676de88d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AccountScreenQuery$variables = Record<PropertyKey, never>;
export type AccountScreenQuery$data = {
  readonly currentUser: {
    readonly email: string | null | undefined;
    readonly id: string;
    readonly isExternal: boolean;
    readonly name: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"AccountSessions_query" | "AccountSignIns_query">;
};
export type AccountScreenQuery = {
  response: AccountScreenQuery$data;
  variables: AccountScreenQuery$variables;
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
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "currentUser",
  "plural": false,
  "selections": [
    (v0/*:: as any*/),
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
      "name": "isExternal",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "device",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clientIp",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountScreenQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AccountSessions_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AccountSignIns_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountScreenQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "UserSession",
        "kind": "LinkedField",
        "name": "sessions",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "current",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastUsedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SignInRecord",
        "kind": "LinkedField",
        "name": "recentSignIns",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "at",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "outcome",
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "52770fd581a2333a61971b7d5d7b171d",
    "id": null,
    "metadata": {},
    "name": "AccountScreenQuery",
    "operationKind": "query",
    "text": "query AccountScreenQuery {\n  currentUser {\n    id\n    name\n    email\n    isExternal\n  }\n  ...AccountSessions_query\n  ...AccountSignIns_query\n}\n\nfragment AccountSessions_query on Query {\n  sessions {\n    id\n    device\n    clientIp\n    current\n    createdAt\n    lastUsedAt\n  }\n}\n\nfragment AccountSignIns_query on Query {\n  recentSignIns {\n    at\n    outcome\n    device\n    clientIp\n  }\n}\n"
  }
};
})();

(node as any).hash = "d48b916d2df5f4f1ef272f346e8cb19d";

export default node;
