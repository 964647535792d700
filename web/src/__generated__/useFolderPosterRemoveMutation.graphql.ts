/**
 * @generated SignedSource<<fd3324dd289021c3e66c2e791a51c4b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RemoveFolderImagesInput = {
  clientMutationId?: string | null | undefined;
  id: string;
  poster?: boolean | null | undefined;
};
export type useFolderPosterRemoveMutation$variables = {
  input: RemoveFolderImagesInput;
};
export type useFolderPosterRemoveMutation$data = {
  readonly removeFolderImages: {
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
export type useFolderPosterRemoveMutation = {
  response: useFolderPosterRemoveMutation$data;
  variables: useFolderPosterRemoveMutation$variables;
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
    "name": "removeFolderImages",
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
    "name": "useFolderPosterRemoveMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFolderPosterRemoveMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "8331384ce2cf5238da859b66ae4ea2d4",
    "id": null,
    "metadata": {},
    "name": "useFolderPosterRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation useFolderPosterRemoveMutation(\n  $input: RemoveFolderImagesInput!\n) {\n  removeFolderImages(input: $input) {\n    folder {\n      id\n      thumbnailUrl\n      project {\n        id\n        hasPoster\n        poster {\n          url\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1832f9252da67e567aeac035adc106b0";

export default node;
