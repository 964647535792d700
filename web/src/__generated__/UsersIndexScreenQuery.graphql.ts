/**
 * @generated SignedSource<<4e7a62baf67ec97dd728e3ef59c3c1cc>>
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
},
v2 = [
  {
    "kind": "Literal",
    "name": "editable",
    "value": true
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v3 = [
  "editable"
];
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
        "alias": "editableProjects",
        "args": (v2/*:: as any*/),
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
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "projects(editable:true,first:100)"
      },
      {
        "alias": "editableProjects",
        "args": (v2/*:: as any*/),
        "filters": (v3/*:: as any*/),
        "handle": "connection",
        "key": "UserProjectNav_editableProjects",
        "kind": "LinkedHandle",
        "name": "projects"
      },
      {
        "alias": "editableProjects",
        "args": (v2/*:: as any*/),
        "filters": (v3/*:: as any*/),
        "handle": "connection",
        "key": "SelectProjectDialog_editableProjects",
        "kind": "LinkedHandle",
        "name": "projects"
      }
    ]
  },
  "params": {
    "cacheID": "58b9e211a838d4e780a668c3ab783372",
    "id": null,
    "metadata": {},
    "name": "UsersIndexScreenQuery",
    "operationKind": "query",
    "text": "query UsersIndexScreenQuery {\n  currentUser {\n    id\n  }\n  ...UserProjectNav_query\n  ...SelectProjectDialog_query\n}\n\nfragment SelectProjectDialog_query on Query {\n  editableProjects: projects(first: 100, editable: true) {\n    edges {\n      node {\n        id\n        name\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment UserProjectNav_query on Query {\n  editableProjects: projects(first: 100, editable: true) {\n    edges {\n      node {\n        id\n        name\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "eab81a46e9c23ab553519b1024a13f46";

export default node;
