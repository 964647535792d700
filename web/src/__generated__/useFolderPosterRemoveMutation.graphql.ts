/**
 * @generated SignedSource<<4e45b476fbb8ca2b51c03146f690522d>>
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
    "cacheID": "a5deec64a4d2791f57f2ec19950596e3",
    "id": null,
    "metadata": {},
    "name": "useFolderPosterRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation useFolderPosterRemoveMutation(\n  $input: RemoveFolderImagesInput!\n) {\n  removeFolderImages(input: $input) {\n    folder {\n      id\n      thumbnailUrl\n      project {\n        id\n        poster {\n          url\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a41a4b65784eb34dbf5fc522c8bfb4b5";

export default node;
