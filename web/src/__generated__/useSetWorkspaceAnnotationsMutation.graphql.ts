/**
 * @generated SignedSource<<45818e1ed14a43bcdef9836e801082dd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type SetWorkspaceAnnotationsInput = {
  clientMutationId?: string | null | undefined;
  enabled: boolean;
  id: string;
};
export type useSetWorkspaceAnnotationsMutation$variables = {
  input: SetWorkspaceAnnotationsInput;
};
export type useSetWorkspaceAnnotationsMutation$data = {
  readonly setWorkspaceAnnotations: {
    readonly workspace: {
      readonly annotations: boolean;
      readonly id: string;
    };
  };
};
export type useSetWorkspaceAnnotationsMutation = {
  response: useSetWorkspaceAnnotationsMutation$data;
  variables: useSetWorkspaceAnnotationsMutation$variables;
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
    "name": "setWorkspaceAnnotations",
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
            "name": "annotations",
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
    "name": "useSetWorkspaceAnnotationsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetWorkspaceAnnotationsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "81fc4f2e1106cc48183570042846d402",
    "id": null,
    "metadata": {},
    "name": "useSetWorkspaceAnnotationsMutation",
    "operationKind": "mutation",
    "text": "mutation useSetWorkspaceAnnotationsMutation(\n  $input: SetWorkspaceAnnotationsInput!\n) {\n  setWorkspaceAnnotations(input: $input) {\n    workspace {\n      id\n      annotations\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "47de564e33dc49307fa6f669bfa09f57";

export default node;
