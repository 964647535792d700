/**
 * @generated SignedSource<<d65e8a703b5508fa87a34f0f15318f42>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type SlateFormat = "EPISODE_SCENE_TAKE" | "SCENE_SHOT_TAKE" | "SCENE_TAKE" | "SCENE_TAKE_CAMERA_ANGLE";
export type UpdateProjectSettingsInput = {
  clientMutationId?: string | null | undefined;
  id: string;
  slateFormat: string;
};
export type useUpdateProjectSettingsMutation$variables = {
  input: UpdateProjectSettingsInput;
};
export type useUpdateProjectSettingsMutation$data = {
  readonly updateProjectSettings: {
    readonly project: {
      readonly id: string;
      readonly settings: {
        readonly slateFormat: SlateFormat;
      };
    };
  };
};
export type useUpdateProjectSettingsMutation = {
  response: useUpdateProjectSettingsMutation$data;
  variables: useUpdateProjectSettingsMutation$variables;
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
    "name": "updateProjectSettings",
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
            "concreteType": "ProjectSettings",
            "kind": "LinkedField",
            "name": "settings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "slateFormat",
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
    "name": "useUpdateProjectSettingsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateProjectSettingsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9e912c8d1ff0a82a784a2a1da300252b",
    "id": null,
    "metadata": {},
    "name": "useUpdateProjectSettingsMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateProjectSettingsMutation(\n  $input: UpdateProjectSettingsInput!\n) {\n  updateProjectSettings(input: $input) {\n    project {\n      id\n      settings {\n        slateFormat\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ace8a28486d476fb77164e128397895b";

export default node;
