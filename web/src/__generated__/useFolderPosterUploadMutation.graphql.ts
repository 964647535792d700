/**
 * @generated SignedSource<<8bd73c7cda5b38cb9bfc1d6794e23477>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type UploadFolderPosterInput = {
  clientMutationId?: string | null | undefined;
  contentType: string;
  id: string;
  size: number;
};
export type useFolderPosterUploadMutation$variables = {
  input: UploadFolderPosterInput;
};
export type useFolderPosterUploadMutation$data = {
  readonly uploadFolderPoster: {
    readonly upload: {
      readonly id: string;
      readonly urls: ReadonlyArray<string>;
    };
  };
};
export type useFolderPosterUploadMutation = {
  response: useFolderPosterUploadMutation$data;
  variables: useFolderPosterUploadMutation$variables;
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
    "concreteType": "UploadFolderPosterPayload",
    "kind": "LinkedField",
    "name": "uploadFolderPoster",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FolderPosterUpload",
        "kind": "LinkedField",
        "name": "upload",
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
            "name": "urls",
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
    "name": "useFolderPosterUploadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFolderPosterUploadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "882c11d0461461e8a94382d33ea1446c",
    "id": null,
    "metadata": {},
    "name": "useFolderPosterUploadMutation",
    "operationKind": "mutation",
    "text": "mutation useFolderPosterUploadMutation(\n  $input: UploadFolderPosterInput!\n) {\n  uploadFolderPoster(input: $input) {\n    upload {\n      id\n      urls\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "607a197401e62030af50ee6feb7d79aa";

export default node;
