/**
 * @generated SignedSource<<6156d27eba7ceaefead30f6b31f531cc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type TemplateType = "NOTIFICATION_BODY" | "NOTIFICATION_SUBJECT";
export type SendNotificationDialogQuery$variables = {
  folderId: string;
};
export type SendNotificationDialogQuery$data = {
  readonly folder: {
    readonly ancestors: ReadonlyArray<{
      readonly name: string;
    }>;
    readonly id: string;
    readonly name: string;
    readonly project: {
      readonly id: string;
      readonly name: string;
      readonly templates: ReadonlyArray<{
        readonly contents: string;
        readonly type: TemplateType;
      }>;
    };
    readonly reviewRounds: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
  } | null | undefined;
};
export type SendNotificationDialogQuery = {
  response: SendNotificationDialogQuery$data;
  variables: SendNotificationDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "folderId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "folderId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "ReviewRound",
  "kind": "LinkedField",
  "name": "reviewRounds",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/)
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Project",
  "kind": "LinkedField",
  "name": "project",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ProjectTemplate",
      "kind": "LinkedField",
      "name": "templates",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "contents",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SendNotificationDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Folder",
        "kind": "LinkedField",
        "name": "folder",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Folder",
            "kind": "LinkedField",
            "name": "ancestors",
            "plural": true,
            "selections": [
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SendNotificationDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Folder",
        "kind": "LinkedField",
        "name": "folder",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Folder",
            "kind": "LinkedField",
            "name": "ancestors",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f28bc59bd7754e770d8dbbd27b1af021",
    "id": null,
    "metadata": {},
    "name": "SendNotificationDialogQuery",
    "operationKind": "query",
    "text": "query SendNotificationDialogQuery(\n  $folderId: ID!\n) {\n  folder(id: $folderId) {\n    id\n    name\n    ancestors {\n      name\n      id\n    }\n    reviewRounds {\n      id\n      name\n    }\n    project {\n      id\n      name\n      templates {\n        type\n        contents\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "faae529b0d9e5e5bcb75ab9dc1b42f3c";

export default node;
