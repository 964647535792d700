/**
 * @generated SignedSource<<ef7fbb421249cae919567ad65fcc8f93>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProjectPagesTestQuery$variables = Record<PropertyKey, never>;
export type ProjectPagesTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SelectProjectDialog_query" | "UserProjectNav_query">;
};
export type ProjectPagesTestQuery = {
  response: ProjectPagesTestQuery$data;
  variables: ProjectPagesTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
v1 = [
  "editable"
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProjectPagesTestQuery",
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
    "name": "ProjectPagesTestQuery",
    "selections": [
      {
        "alias": "editableProjects",
        "args": (v0/*:: as any*/),
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
        "args": (v0/*:: as any*/),
        "filters": (v1/*:: as any*/),
        "handle": "connection",
        "key": "UserProjectNav_editableProjects",
        "kind": "LinkedHandle",
        "name": "projects"
      },
      {
        "alias": "editableProjects",
        "args": (v0/*:: as any*/),
        "filters": (v1/*:: as any*/),
        "handle": "connection",
        "key": "SelectProjectDialog_editableProjects",
        "kind": "LinkedHandle",
        "name": "projects"
      }
    ]
  },
  "params": {
    "cacheID": "7842d5151576dac2785906705a772171",
    "id": null,
    "metadata": {},
    "name": "ProjectPagesTestQuery",
    "operationKind": "query",
    "text": "query ProjectPagesTestQuery {\n  ...UserProjectNav_query\n  ...SelectProjectDialog_query\n}\n\nfragment SelectProjectDialog_query on Query {\n  editableProjects: projects(first: 100, editable: true) {\n    edges {\n      node {\n        id\n        name\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment UserProjectNav_query on Query {\n  editableProjects: projects(first: 100, editable: true) {\n    edges {\n      node {\n        id\n        name\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e7fa0756645f2eab8775c46bd6db458e";

export default node;
