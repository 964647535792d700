/**
 * @generated SignedSource<<8c6bedbb86a9dc659a4749340b9c6007>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ToReviewMenuQuery$variables = Record<PropertyKey, never>;
export type ToReviewMenuQuery$data = {
  readonly toReview: ReadonlyArray<{
    readonly stage: {
      readonly dueAt: string | null | undefined;
      readonly id: string;
      readonly name: string;
    };
    readonly version: {
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
      readonly id: string;
    };
  }>;
};
export type ToReviewMenuQuery = {
  response: ToReviewMenuQuery$data;
  variables: ToReviewMenuQuery$variables;
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
  (v0/*:: as any*/)
],
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ToReviewItem",
    "kind": "LinkedField",
    "name": "toReview",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ApprovalStage",
        "kind": "LinkedField",
        "name": "stage",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dueAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Version",
        "kind": "LinkedField",
        "name": "version",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Asset",
            "kind": "LinkedField",
            "name": "asset",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": (v2/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Folder",
                "kind": "LinkedField",
                "name": "folder",
                "plural": false,
                "selections": (v2/*:: as any*/),
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ToReviewMenuQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ToReviewMenuQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "a49464a06839f04f1df9086fe9bff14e",
    "id": null,
    "metadata": {},
    "name": "ToReviewMenuQuery",
    "operationKind": "query",
    "text": "query ToReviewMenuQuery {\n  toReview {\n    stage {\n      id\n      name\n      dueAt\n    }\n    version {\n      id\n      asset {\n        id\n        name\n        project {\n          id\n        }\n        folder {\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "14949851ce95b787f77d6b1cefe01a2a";

export default node;
