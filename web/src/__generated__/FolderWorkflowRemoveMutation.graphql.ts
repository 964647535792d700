/**
 * @generated SignedSource<<f6fd0c40fda7267ef3b685e69e79d329>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RemoveApprovalWorkflowInput = {
  clientMutationId?: string | null | undefined;
  folderId: string;
};
export type FolderWorkflowRemoveMutation$variables = {
  input: RemoveApprovalWorkflowInput;
};
export type FolderWorkflowRemoveMutation$data = {
  readonly removeApprovalWorkflow: {
    readonly folder: {
      readonly id: string;
    };
  };
};
export type FolderWorkflowRemoveMutation = {
  response: FolderWorkflowRemoveMutation$data;
  variables: FolderWorkflowRemoveMutation$variables;
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
    "concreteType": "RemoveApprovalWorkflowPayload",
    "kind": "LinkedField",
    "name": "removeApprovalWorkflow",
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
    "name": "FolderWorkflowRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FolderWorkflowRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ed28318d26aef251e0b76d89fb680453",
    "id": null,
    "metadata": {},
    "name": "FolderWorkflowRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation FolderWorkflowRemoveMutation(\n  $input: RemoveApprovalWorkflowInput!\n) {\n  removeApprovalWorkflow(input: $input) {\n    folder {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "499312e72042eed51d123c6d3217c18b";

export default node;
