/**
 * @generated SignedSource<<579ff14bb1170abca9f0bd7c626f5d04>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RegenerateFolderThumbnailInput = {
  clientMutationId?: string | null | undefined;
  id: string;
};
export type useRegenerateThumbnailMutation$variables = {
  input: RegenerateFolderThumbnailInput;
};
export type useRegenerateThumbnailMutation$data = {
  readonly regenerateFolderThumbnail: {
    readonly folder: {
      readonly id: string;
      readonly thumbnailUrl: string | null | undefined;
    };
  };
};
export type useRegenerateThumbnailMutation = {
  response: useRegenerateThumbnailMutation$data;
  variables: useRegenerateThumbnailMutation$variables;
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
    "concreteType": "RegenerateFolderThumbnailPayload",
    "kind": "LinkedField",
    "name": "regenerateFolderThumbnail",
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
            "name": "thumbnailUrl",
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
    "name": "useRegenerateThumbnailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRegenerateThumbnailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3b369d0349c12138b0367e4c5be0a9da",
    "id": null,
    "metadata": {},
    "name": "useRegenerateThumbnailMutation",
    "operationKind": "mutation",
    "text": "mutation useRegenerateThumbnailMutation(\n  $input: RegenerateFolderThumbnailInput!\n) {\n  regenerateFolderThumbnail(input: $input) {\n    folder {\n      id\n      thumbnailUrl\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "084e159d87e56a8bb7a53b713b77f347";

export default node;
