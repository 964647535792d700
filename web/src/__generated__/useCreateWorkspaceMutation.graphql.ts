/**
 * @generated SignedSource<<c4d2931280950f06169aab7fa0cf4d79>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type CreateWorkspaceInput = {
  clientMutationId?: string | null | undefined;
  name: string;
};
export type useCreateWorkspaceMutation$variables = {
  input: CreateWorkspaceInput;
};
export type useCreateWorkspaceMutation$data = {
  readonly createWorkspace: {
    readonly workspace: {
      readonly allowedTo: {
        readonly delete: boolean;
      };
      readonly canEdit: boolean;
      readonly createdAt: string;
      readonly id: string;
      readonly isDefault: boolean;
      readonly name: string;
      readonly size: number;
    };
  };
};
export type useCreateWorkspaceMutation = {
  response: useCreateWorkspaceMutation$data;
  variables: useCreateWorkspaceMutation$variables;
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
    "concreteType": "CreateWorkspacePayload",
    "kind": "LinkedField",
    "name": "createWorkspace",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Workspace",
        "kind": "LinkedField",
        "name": "workspace",
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
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isDefault",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canEdit",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "size",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "WorkspaceAllowedTo",
            "kind": "LinkedField",
            "name": "allowedTo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "delete",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateWorkspaceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateWorkspaceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d7a77dce95b41864dbfd176ce96f08ea",
    "id": null,
    "metadata": {},
    "name": "useCreateWorkspaceMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateWorkspaceMutation(\n  $input: CreateWorkspaceInput!\n) {\n  createWorkspace(input: $input) {\n    workspace {\n      id\n      name\n      createdAt\n      isDefault\n      canEdit\n      size\n      allowedTo {\n        delete\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "10d8d93a41fbd7cfc384dfb553e2f600";

export default node;
