/**
 * @generated SignedSource<<6e7b78fa67d4ae5ae5b8e85288b77d7a>>
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
    "cacheID": "f9e30627989984fb5b15e8eaf72505c9",
    "id": null,
    "metadata": {},
    "name": "relayUploadApiStartUploadMutation",
    "operationKind": "mutation",
    "text": "mutation relayUploadApiStartUploadMutation(\n  $input: StartUploadInput!\n) {\n  startUpload(input: $input) {\n    upload {\n      id\n      partSize\n      urls\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "02ad8c4db892461eada2a8c0e94375cd";

export default node;
