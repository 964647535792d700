/**
 * @generated SignedSource<<b1e44e81cf3b146e29cf40c28bea9ab0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ApprovalRule = "ALL" | "ANY";
export type FolderWorkflowQuery$variables = {
  folderId: string;
};
export type FolderWorkflowQuery$data = {
  readonly folder: {
    readonly approvalReviewerChoices: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly approvalWorkflow: {
      readonly folder: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
      readonly stages: ReadonlyArray<{
        readonly dueAt: string | null | undefined;
        readonly everyVersion: boolean;
        readonly id: string;
        readonly name: string;
        readonly reviewerRoles: ReadonlyArray<{
          readonly id: string;
          readonly name: string;
        }>;
        readonly reviewers: ReadonlyArray<{
          readonly id: string;
          readonly name: string;
        }>;
        readonly rule: ApprovalRule;
      }>;
    } | null | undefined;
    readonly canSetApprovalWorkflow: boolean;
    readonly id: string;
  } | null | undefined;
  readonly projectRoles: ReadonlyArray<{
    readonly id: string;
    readonly isAdmin: boolean;
    readonly name: string;
  }>;
};
export type FolderWorkflowQuery = {
  response: FolderWorkflowQuery$data;
  variables: FolderWorkflowQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "folderId"
  }
],
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
  "name": "name",
  "storageKey": null
},
v3 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/)
],
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "folderId"
      }
    ],
    "concreteType": "Folder",
    "kind": "LinkedField",
    "name": "folder",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "canSetApprovalWorkflow",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "approvalReviewerChoices",
        "plural": true,
        "selections": (v3/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ApprovalWorkflow",
        "kind": "LinkedField",
        "name": "approvalWorkflow",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Folder",
            "kind": "LinkedField",
            "name": "folder",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ApprovalStage",
            "kind": "LinkedField",
            "name": "stages",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rule",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "everyVersion",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dueAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "reviewers",
                "plural": true,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Role",
                "kind": "LinkedField",
                "name": "reviewerRoles",
                "plural": true,
                "selections": (v3/*:: as any*/),
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
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Role",
    "kind": "LinkedField",
    "name": "projectRoles",
    "plural": true,
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isAdmin",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FolderWorkflowQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FolderWorkflowQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "0bc05c25a485179e970db546a87187fa",
    "id": null,
    "metadata": {},
    "name": "FolderWorkflowQuery",
    "operationKind": "query",
    "text": "query FolderWorkflowQuery(\n  $folderId: ID!\n) {\n  folder(id: $folderId) {\n    id\n    canSetApprovalWorkflow\n    approvalReviewerChoices {\n      id\n      name\n    }\n    approvalWorkflow {\n      folder {\n        id\n        name\n      }\n      stages {\n        id\n        name\n        rule\n        everyVersion\n        dueAt\n        reviewers {\n          id\n          name\n        }\n        reviewerRoles {\n          id\n          name\n        }\n      }\n    }\n  }\n  projectRoles {\n    id\n    name\n    isAdmin\n  }\n}\n"
  }
};
})();

(node as any).hash = "8ee117422a7ceb160b419c346cfad9e5";

export default node;
