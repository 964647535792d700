/**
 * @generated SignedSource<<ef9a3d51269926dff77f1cdfc43e801e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateProjectInput = {
  clientMutationId?: string | null | undefined;
  crew?: ReadonlyArray<string> | null | undefined;
  director?: string | null | undefined;
  dop?: string | null | undefined;
  id: string;
  managerId?: string | null | undefined;
  name?: string | null | undefined;
  production?: string | null | undefined;
  shootingEnd?: string | null | undefined;
  shootingStart?: string | null | undefined;
  transferServer?: string | null | undefined;
};
export type useChangeTransferServerMutation$variables = {
  input: UpdateProjectInput;
};
export type useChangeTransferServerMutation$data = {
  readonly updateProject: {
    readonly project: {
      readonly id: string;
      readonly transferServer: string | null | undefined;
    };
  };
};
export type useChangeTransferServerMutation = {
  response: useChangeTransferServerMutation$data;
  variables: useChangeTransferServerMutation$variables;
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
    "concreteType": "UpdateProjectPayload",
    "kind": "LinkedField",
    "name": "updateProject",
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
            "name": "transferServer",
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
    "name": "useChangeTransferServerMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChangeTransferServerMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "958dea239f760acf13cf5d13b4b20adc",
    "id": null,
    "metadata": {},
    "name": "useChangeTransferServerMutation",
    "operationKind": "mutation",
    "text": "mutation useChangeTransferServerMutation(\n  $input: UpdateProjectInput!\n) {\n  updateProject(input: $input) {\n    project {\n      id\n      transferServer\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "26158e1643cce97679f643b1f619b03c";

export default node;
