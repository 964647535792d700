/**
 * @generated SignedSource<<fd7689e861b5819623902d5c7c5caa01>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteWorkspaceInput = {
  clientMutationId?: string | null | undefined;
  id: string;
};
export type useDeleteWorkspaceMutation$variables = {
  input: DeleteWorkspaceInput;
};
export type useDeleteWorkspaceMutation$data = {
  readonly deleteWorkspace: {
    readonly defaultWorkspace: {
      readonly id: string;
      readonly size: number;
    };
    readonly deletedWorkspaceId: string;
  };
};
export type useDeleteWorkspaceMutation = {
  response: useDeleteWorkspaceMutation$data;
  variables: useDeleteWorkspaceMutation$variables;
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
    "concreteType": "DeleteWorkspacePayload",
    "kind": "LinkedField",
    "name": "deleteWorkspace",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedWorkspaceId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Workspace",
        "kind": "LinkedField",
        "name": "defaultWorkspace",
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
            "name": "size",
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
    "name": "useDeleteWorkspaceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteWorkspaceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1a87ebe5c5db5ec0b476f6c3bd5e158e",
    "id": null,
    "metadata": {},
    "name": "useDeleteWorkspaceMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteWorkspaceMutation(\n  $input: DeleteWorkspaceInput!\n) {\n  deleteWorkspace(input: $input) {\n    deletedWorkspaceId\n    defaultWorkspace {\n      id\n      size\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "57888aacf86ac5a894d7193e07cf5314";

export default node;
