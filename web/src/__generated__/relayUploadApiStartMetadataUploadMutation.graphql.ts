/**
 * @generated SignedSource<<312cdcc0ea2430b11a320c53701ed10d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type StartMetadataUploadInput = {
  clientMutationId?: string | null | undefined;
  filename: string;
  folderId: string;
  size: number;
};
export type relayUploadApiStartMetadataUploadMutation$variables = {
  input: StartMetadataUploadInput;
};
export type relayUploadApiStartMetadataUploadMutation$data = {
  readonly startMetadataUpload: {
    readonly upload: {
      readonly id: string;
      readonly multipartId: string;
      readonly partSize: number;
      readonly urls: ReadonlyArray<string>;
    };
  };
};
export type relayUploadApiStartMetadataUploadMutation = {
  response: relayUploadApiStartMetadataUploadMutation$data;
  variables: relayUploadApiStartMetadataUploadMutation$variables;
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
    "concreteType": "StartMetadataUploadPayload",
    "kind": "LinkedField",
    "name": "startMetadataUpload",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MetadataUpload",
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
            "kind": "ScalarField",
            "name": "multipartId",
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
    "name": "relayUploadApiStartMetadataUploadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "relayUploadApiStartMetadataUploadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b5d664ad38c310d97d6f987faaa93b6a",
    "id": null,
    "metadata": {},
    "name": "relayUploadApiStartMetadataUploadMutation",
    "operationKind": "mutation",
    "text": "mutation relayUploadApiStartMetadataUploadMutation(\n  $input: StartMetadataUploadInput!\n) {\n  startMetadataUpload(input: $input) {\n    upload {\n      id\n      partSize\n      urls\n      multipartId\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b8939e65d2ce83055bdf9ce6506dfb09";

export default node;
