/**
 * @generated SignedSource<<2fa8a7896cc6f44457b9d16c0be319e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type InboxMail = "DAILY" | "HOURLY" | "IMMEDIATELY" | "NEVER";
export type UpdateUserSettingsInput = {
  clientMutationId?: string | null | undefined;
  settings: UserSettingsInput;
  userId: string;
};
export type UserSettingsInput = {
  autoPlay?: boolean | null | undefined;
  inboxMail?: InboxMail | null | undefined;
  prefersUploadV2?: boolean | null | undefined;
};
export type useUpdateUserSettingsMutation$variables = {
  input: UpdateUserSettingsInput;
};
export type useUpdateUserSettingsMutation$data = {
  readonly updateUserSettings: {
    readonly user: {
      readonly id: string;
      readonly settings: {
        readonly autoPlay: boolean;
        readonly inboxMail: InboxMail;
        readonly prefersUploadV2: boolean;
      } | null | undefined;
    };
  };
};
export type useUpdateUserSettingsMutation = {
  response: useUpdateUserSettingsMutation$data;
  variables: useUpdateUserSettingsMutation$variables;
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
    "concreteType": "UpdateUserSettingsPayload",
    "kind": "LinkedField",
    "name": "updateUserSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
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
            "concreteType": "UserSettings",
            "kind": "LinkedField",
            "name": "settings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "autoPlay",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "prefersUploadV2",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "inboxMail",
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
    "name": "useUpdateUserSettingsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateUserSettingsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "370f6d5e916ac4291b95786a035cc4af",
    "id": null,
    "metadata": {},
    "name": "useUpdateUserSettingsMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateUserSettingsMutation(\n  $input: UpdateUserSettingsInput!\n) {\n  updateUserSettings(input: $input) {\n    user {\n      id\n      settings {\n        autoPlay\n        prefersUploadV2\n        inboxMail\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "956113237a2f76abdfed01b670a5cd7b";

export default node;
