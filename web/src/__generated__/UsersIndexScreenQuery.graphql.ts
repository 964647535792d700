/**
 * @generated SignedSource<<bdc50b4cfc99016f3658c418c3c1f3c7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UsersIndexScreenQuery$variables = Record<PropertyKey, never>;
export type UsersIndexScreenQuery$data = {
  readonly currentUser: {
    readonly id: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"SelectProjectDialog_query" | "UserProjectNav_query">;
};
export type UsersIndexScreenQuery = {
  response: UsersIndexScreenQuery$data;
  variables: UsersIndexScreenQuery$variables;
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
    (v0/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UsersIndexScreenQuery",
    "selections": [
      (v1/*:: as any*/),
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
      (v1/*:: as any*/),
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
    "cacheID": "4888a41fdd8238da6bba70d89acefd1c",
    "id": null,
    "metadata": {},
    "name": "UsersIndexScreenQuery",
    "operationKind": "query",
    "text": "query UsersIndexScreenQuery {\n  currentUser {\n    id\n  }\n  ...UserProjectNav_query\n  ...SelectProjectDialog_query\n}\n\nfragment SelectProjectDialog_query on Query {\n  projects(first: 500) {\n    edges {\n      node {\n        id\n        name\n        allowedTo {\n          edit\n        }\n      }\n    }\n  }\n}\n\nfragment UserProjectNav_query on Query {\n  projects(first: 500) {\n    edges {\n      node {\n        id\n        name\n        allowedTo {\n          edit\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "eab81a46e9c23ab553519b1024a13f46";

export default node;
