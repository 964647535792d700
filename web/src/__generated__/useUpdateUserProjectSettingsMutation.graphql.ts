/**
 * @generated SignedSource<<df365948b60fd7f6cb09aaf210ba8c53>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateUserProjectSettingsInput = {
  clientMutationId?: string | null | undefined;
  projectId: string;
  receiveCommentNotifications: boolean;
  receiveFolderContentNotifications: boolean;
  userId: string;
};
export type useUpdateUserProjectSettingsMutation$variables = {
  input: UpdateUserProjectSettingsInput;
};
export type useUpdateUserProjectSettingsMutation$data = {
  readonly updateUserProjectSettings: {
    readonly projectSettings: {
      readonly receiveCommentNotifications: boolean;
      readonly receiveFolderContentNotifications: boolean;
    };
  };
};
export type useUpdateUserProjectSettingsMutation = {
  response: useUpdateUserProjectSettingsMutation$data;
  variables: useUpdateUserProjectSettingsMutation$variables;
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
    "concreteType": "UpdateUserProjectSettingsPayload",
    "kind": "LinkedField",
    "name": "updateUserProjectSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "UserProjectSettings",
        "kind": "LinkedField",
        "name": "projectSettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "receiveFolderContentNotifications",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "receiveCommentNotifications",
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
    "name": "useUpdateUserProjectSettingsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateUserProjectSettingsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2f2919aef9f4566ddcaae272679facfd",
    "id": null,
    "metadata": {},
    "name": "useUpdateUserProjectSettingsMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateUserProjectSettingsMutation(\n  $input: UpdateUserProjectSettingsInput!\n) {\n  updateUserProjectSettings(input: $input) {\n    projectSettings {\n      receiveFolderContentNotifications\n      receiveCommentNotifications\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b6362d3b2d4a4040260b1882eb44efa3";

export default node;
