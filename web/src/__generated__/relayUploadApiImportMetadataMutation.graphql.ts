/**
 * @generated SignedSource<<80f477f6fd09593eb5e5b9fe43abb821>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ImportMetadataInput = {
  clientMutationId?: string | null | undefined;
  filename: string;
  folderId: string;
  multipartId: string;
  parts: ReadonlyArray<UploadedPartInput>;
  uploadId: string;
};
export type UploadedPartInput = {
  etag: string;
  partNumber: number;
};
export type relayUploadApiImportMetadataMutation$variables = {
  input: ImportMetadataInput;
};
export type relayUploadApiImportMetadataMutation$data = {
  readonly importMetadata: {
    readonly result: {
      readonly folderHasClips: boolean;
      readonly folderHasMetadata: boolean;
      readonly matched: number;
      readonly parsed: number;
    };
  };
};
export type relayUploadApiImportMetadataMutation = {
  response: relayUploadApiImportMetadataMutation$data;
  variables: relayUploadApiImportMetadataMutation$variables;
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
    "concreteType": "ImportMetadataPayload",
    "kind": "LinkedField",
    "name": "importMetadata",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MetadataMatch",
        "kind": "LinkedField",
        "name": "result",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "parsed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "matched",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "folderHasClips",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "folderHasMetadata",
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
    "name": "relayUploadApiImportMetadataMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "relayUploadApiImportMetadataMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "306134e420280495bb613c17eba06c6e",
    "id": null,
    "metadata": {},
    "name": "relayUploadApiImportMetadataMutation",
    "operationKind": "mutation",
    "text": "mutation relayUploadApiImportMetadataMutation(\n  $input: ImportMetadataInput!\n) {\n  importMetadata(input: $input) {\n    result {\n      parsed\n      matched\n      folderHasClips\n      folderHasMetadata\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5555fdf5d39b9c502471676cfe589a85";

export default node;
