/**
 * @generated SignedSource<<07f18b2d7b03a4bc3dc8312d3d4f4aca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateWorkspaceInput = {
  clientMutationId?: string | null | undefined;
  id: string;
  name: string;
};
export type useUpdateWorkspaceMutation$variables = {
  input: UpdateWorkspaceInput;
};
export type useUpdateWorkspaceMutation$data = {
  readonly updateWorkspace: {
    readonly workspace: {
      readonly id: string;
      readonly name: string;
    };
  };
};
export type useUpdateWorkspaceMutation = {
  response: useUpdateWorkspaceMutation$data;
  variables: useUpdateWorkspaceMutation$variables;
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
    "concreteType": "UpdateWorkspacePayload",
    "kind": "LinkedField",
    "name": "updateWorkspace",
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
    "name": "useUpdateWorkspaceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateWorkspaceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1b9ada1632afe401dca3ec9664179d9a",
    "id": null,
    "metadata": {},
    "name": "useUpdateWorkspaceMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateWorkspaceMutation(\n  $input: UpdateWorkspaceInput!\n) {\n  updateWorkspace(input: $input) {\n    workspace {\n      id\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c81f78d91db77605ae9825b8770fb870";

export default node;
