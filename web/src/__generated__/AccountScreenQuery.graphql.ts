/**
 * @generated SignedSource<<cce3e0a1ad8112fceb96ef4f0f050812>>
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
    readonly hasActiveFactors: boolean;
    readonly id: string;
    readonly isExternal: boolean;
    readonly name: string;
    readonly needsMfa: boolean;
  };
  readonly " $fragmentSpreads": FragmentRefs<"AccountMfa_query" | "AccountSessions_query" | "AccountSignIns_query">;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "needsMfa",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasActiveFactors",
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
        "name": "AccountMfa_query"
      },
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
        "concreteType": "AuthFactor",
        "kind": "LinkedField",
        "name": "authFactors",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recipient",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isActive",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
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
    "cacheID": "1d4cb9f2b491fce67883539da838bc7a",
    "id": null,
    "metadata": {},
    "name": "AccountScreenQuery",
    "operationKind": "query",
    "text": "query AccountScreenQuery {\n  currentUser {\n    id\n    name\n    email\n    isExternal\n    needsMfa\n    hasActiveFactors\n  }\n  ...AccountMfa_query\n  ...AccountSessions_query\n  ...AccountSignIns_query\n}\n\nfragment AccountMfa_query on Query {\n  currentUser {\n    id\n    hasActiveFactors\n  }\n  authFactors {\n    id\n    type\n    recipient\n    isActive\n  }\n}\n\nfragment AccountSessions_query on Query {\n  sessions {\n    id\n    device\n    clientIp\n    current\n    createdAt\n    lastUsedAt\n  }\n}\n\nfragment AccountSignIns_query on Query {\n  recentSignIns {\n    at\n    outcome\n    device\n    clientIp\n  }\n}\n"
  }
};
})();

(node as any).hash = "32c091dca9fb3752c791c17f44f743a1";

export default node;
