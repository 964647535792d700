/**
 * @generated SignedSource<<b25e6de2f159eb15d1b22c6138b2c7cc>>
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
      readonly poster: {
        readonly url: string;
      } | null | undefined;
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "WorkspaceImage",
            "kind": "LinkedField",
            "name": "poster",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
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
    "cacheID": "d009a0f7c3e066737b4c3c4a92748bd8",
    "id": null,
    "metadata": {},
    "name": "useChangeProjectWorkspaceMutation",
    "operationKind": "mutation",
    "text": "mutation useChangeProjectWorkspaceMutation(\n  $input: ChangeProjectWorkspaceInput!\n) {\n  changeProjectWorkspace(input: $input) {\n    project {\n      id\n      workspace {\n        id\n        name\n      }\n      poster {\n        url\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "10227c62055479acbcefdf1168ca6fe4";

export default node;
