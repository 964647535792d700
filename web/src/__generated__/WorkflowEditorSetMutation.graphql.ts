/**
 * @generated SignedSource<<fd469c9fac4d644361c96b7910878e85>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ApprovalRule = "ALL" | "ANY";
export type SetApprovalWorkflowInput = {
  clientMutationId?: string | null | undefined;
  folderId: string;
  stages: ReadonlyArray<ApprovalStageInput>;
};
export type ApprovalStageInput = {
  dueAt?: string | null | undefined;
  everyVersion?: boolean | null | undefined;
  id?: string | null | undefined;
  name: string;
  reviewerIds?: ReadonlyArray<string> | null | undefined;
  reviewerRoleIds?: ReadonlyArray<string> | null | undefined;
  rule: ApprovalRule;
};
export type WorkflowEditorSetMutation$variables = {
  input: SetApprovalWorkflowInput;
};
export type WorkflowEditorSetMutation$data = {
  readonly setApprovalWorkflow: {
    readonly folder: {
      readonly id: string;
    };
  };
};
export type WorkflowEditorSetMutation = {
  response: WorkflowEditorSetMutation$data;
  variables: WorkflowEditorSetMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SetApprovalWorkflowPayload",
    "kind": "LinkedField",
    "name": "setApprovalWorkflow",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Folder",
        "kind": "LinkedField",
        "name": "folder",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WorkflowEditorSetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WorkflowEditorSetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "37b68c52624bc9da485f13697ba792ac",
    "id": null,
    "metadata": {},
    "name": "WorkflowEditorSetMutation",
    "operationKind": "mutation",
    "text": "mutation WorkflowEditorSetMutation(\n  $input: SetApprovalWorkflowInput!\n) {\n  setApprovalWorkflow(input: $input) {\n    folder {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b10edc29a327715d336f763c6d5f26c8";

export default node;
