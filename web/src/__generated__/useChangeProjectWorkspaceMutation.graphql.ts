/**
 * @generated SignedSource<<3ebf8636acbadf8db8c5c3a0dad0eeb0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ChangeProjectWorkspaceInput = {
  clientMutationId?: string | null | undefined;
  id: string;
  workspaceId: string;
};
export type useChangeProjectWorkspaceMutation$variables = {
  input: ChangeProjectWorkspaceInput;
};
export type useChangeProjectWorkspaceMutation$data = {
  readonly changeProjectWorkspace: {
    readonly project: {
      readonly id: string;
      readonly workspace: {
        readonly id: string;
        readonly name: string;
      };
    };
  };
};
export type useChangeProjectWorkspaceMutation = {
  response: useChangeProjectWorkspaceMutation$data;
  variables: useChangeProjectWorkspaceMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdateProjectPayload",
    "kind": "LinkedField",
    "name": "changeProjectWorkspace",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useChangeProjectWorkspaceMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChangeProjectWorkspaceMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "f2d50f2f5e0917448b9e844361a727e0",
    "id": null,
    "metadata": {},
    "name": "useChangeProjectWorkspaceMutation",
    "operationKind": "mutation",
    "text": "mutation useChangeProjectWorkspaceMutation(\n  $input: ChangeProjectWorkspaceInput!\n) {\n  changeProjectWorkspace(input: $input) {\n    project {\n      id\n      workspace {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0de795e06d343bb7cab247cf437c5d37";

export default node;
