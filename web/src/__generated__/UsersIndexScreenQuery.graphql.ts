/**
 * @generated SignedSource<<366b3a02353d89b3799b3dfce0a1c4ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UsersIndexScreenQuery$variables = Record<PropertyKey, never>;
export type UsersIndexScreenQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SelectProjectDialog_query" | "UserProjectNav_query">;
};
export type UsersIndexScreenQuery = {
  response: UsersIndexScreenQuery$data;
  variables: UsersIndexScreenQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UsersIndexScreenQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "UserProjectNav_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SelectProjectDialog_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UsersIndexScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 500
          }
        ],
        "concreteType": "ProjectConnection",
        "kind": "LinkedField",
        "name": "projects",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ProjectEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
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
                    "concreteType": "ProjectAllowedTo",
                    "kind": "LinkedField",
                    "name": "allowedTo",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "edit",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "projects(first:500)"
      }
    ]
  },
  "params": {
    "cacheID": "3ba0c40a7e0bafd45eca9ac6b68c848b",
    "id": null,
    "metadata": {},
    "name": "UsersIndexScreenQuery",
    "operationKind": "query",
    "text": "query UsersIndexScreenQuery {\n  ...UserProjectNav_query\n  ...SelectProjectDialog_query\n}\n\nfragment SelectProjectDialog_query on Query {\n  projects(first: 500) {\n    edges {\n      node {\n        id\n        name\n        allowedTo {\n          edit\n        }\n      }\n    }\n  }\n}\n\nfragment UserProjectNav_query on Query {\n  projects(first: 500) {\n    edges {\n      node {\n        id\n        name\n        allowedTo {\n          edit\n        }\n      }\n    }\n  }\n}\n"
  }
};

(node as any).hash = "86db7a6af15b3bfc11de388c405f09a5";

export default node;
