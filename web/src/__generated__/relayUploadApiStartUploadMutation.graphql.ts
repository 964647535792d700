/**
 * @generated SignedSource<<51a2ebf17ca284daa658db662bc60b52>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type StartUploadInput = {
  assetId?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  contentType: string;
  filename: string;
  folderId: string;
  resume?: boolean | null | undefined;
  size: number;
};
export type relayUploadApiStartUploadMutation$variables = {
  input: StartUploadInput;
};
export type relayUploadApiStartUploadMutation$data = {
  readonly startUpload: {
    readonly upload: {
      readonly id: string;
      readonly partSize: number;
      readonly storedParts: ReadonlyArray<{
        readonly etag: string;
        readonly partNumber: number;
        readonly size: number;
      }>;
      readonly urls: ReadonlyArray<string>;
    };
  };
};
export type relayUploadApiStartUploadMutation = {
  response: relayUploadApiStartUploadMutation$data;
  variables: relayUploadApiStartUploadMutation$variables;
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
    "concreteType": "StartUploadPayload",
    "kind": "LinkedField",
    "name": "startUpload",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Upload",
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
            "name": "partSize",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "urls",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "StoredPart",
            "kind": "LinkedField",
            "name": "storedParts",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "partNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "size",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "etag",
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
    "name": "relayUploadApiStartUploadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "relayUploadApiStartUploadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "900730a35761af3af8bd1c7bb043723c",
    "id": null,
    "metadata": {},
    "name": "relayUploadApiStartUploadMutation",
    "operationKind": "mutation",
    "text": "mutation relayUploadApiStartUploadMutation(\n  $input: StartUploadInput!\n) {\n  startUpload(input: $input) {\n    upload {\n      id\n      partSize\n      urls\n      storedParts {\n        partNumber\n        size\n        etag\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2735c5151c3d030fb0559832cbfb10fc";

export default node;
