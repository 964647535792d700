/**
 * @generated SignedSource<<22df7d0897aff31a2e1926a6c287d84a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type UploadWorkspaceImageInput = {
  clientMutationId?: string | null | undefined;
  contentType: string;
  id: string;
  size: number;
};
export type useWorkspaceImageUploadPosterMutation$variables = {
  input: UploadWorkspaceImageInput;
};
export type useWorkspaceImageUploadPosterMutation$data = {
  readonly uploadWorkspaceProjectPoster: {
    readonly upload: {
      readonly id: string;
      readonly urls: ReadonlyArray<string>;
    };
  };
};
export type useWorkspaceImageUploadPosterMutation = {
  response: useWorkspaceImageUploadPosterMutation$data;
  variables: useWorkspaceImageUploadPosterMutation$variables;
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
    "concreteType": "UploadWorkspaceImagePayload",
    "kind": "LinkedField",
    "name": "uploadWorkspaceProjectPoster",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WorkspaceImageUpload",
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
    "name": "useWorkspaceImageUploadPosterMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useWorkspaceImageUploadPosterMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "18a34a18db3b4bb69de844decbded679",
    "id": null,
    "metadata": {},
    "name": "useWorkspaceImageUploadPosterMutation",
    "operationKind": "mutation",
    "text": "mutation useWorkspaceImageUploadPosterMutation(\n  $input: UploadWorkspaceImageInput!\n) {\n  uploadWorkspaceProjectPoster(input: $input) {\n    upload {\n      id\n      urls\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8f56a56aa8d5da1a34aa4681fd7a5b55";

export default node;
