/**
 * @generated SignedSource<<9ed8ecc35ce9a54c528e3e931dbc4d69>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ConfirmFolderPosterInput = {
  clientMutationId?: string | null | undefined;
  etag: string;
  uploadId: string;
};
export type useFolderPosterConfirmMutation$variables = {
  input: ConfirmFolderPosterInput;
};
export type useFolderPosterConfirmMutation$data = {
  readonly confirmFolderPoster: {
    readonly folder: {
      readonly id: string;
      readonly project: {
        readonly hasPoster: boolean;
        readonly id: string;
        readonly poster: {
          readonly url: string;
        } | null | undefined;
      };
      readonly thumbnailUrl: string | null | undefined;
    };
  };
};
export type useFolderPosterConfirmMutation = {
  response: useFolderPosterConfirmMutation$data;
  variables: useFolderPosterConfirmMutation$variables;
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
    "concreteType": "FolderPosterPayload",
    "kind": "LinkedField",
    "name": "confirmFolderPoster",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Folder",
        "kind": "LinkedField",
        "name": "folder",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "thumbnailUrl",
            "storageKey": null
          },
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
                "kind": "ScalarField",
                "name": "hasPoster",
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useFolderPosterConfirmMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFolderPosterConfirmMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "ee7089a664a7386455c81d82a525f36c",
    "id": null,
    "metadata": {},
    "name": "useFolderPosterConfirmMutation",
    "operationKind": "mutation",
    "text": "mutation useFolderPosterConfirmMutation(\n  $input: ConfirmFolderPosterInput!\n) {\n  confirmFolderPoster(input: $input) {\n    folder {\n      id\n      thumbnailUrl\n      project {\n        id\n        hasPoster\n        poster {\n          url\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4e47bb1ab92584e44dddf9b931b901ee";

export default node;
