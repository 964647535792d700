/**
 * @generated SignedSource<<bb14f16e0fd7b5d0c1ff558d76dd635e>>
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
export type useWorkspaceImageUploadLogoMutation$variables = {
  input: UploadWorkspaceImageInput;
};
export type useWorkspaceImageUploadLogoMutation$data = {
  readonly uploadWorkspaceLogo: {
    readonly upload: {
      readonly id: string;
      readonly urls: ReadonlyArray<string>;
    };
  };
};
export type useWorkspaceImageUploadLogoMutation = {
  response: useWorkspaceImageUploadLogoMutation$data;
  variables: useWorkspaceImageUploadLogoMutation$variables;
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
    "name": "uploadWorkspaceLogo",
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
    "name": "useWorkspaceImageUploadLogoMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useWorkspaceImageUploadLogoMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "82f9c7ba0a3bdf69e94454d93c23a3c1",
    "id": null,
    "metadata": {},
    "name": "useWorkspaceImageUploadLogoMutation",
    "operationKind": "mutation",
    "text": "mutation useWorkspaceImageUploadLogoMutation(\n  $input: UploadWorkspaceImageInput!\n) {\n  uploadWorkspaceLogo(input: $input) {\n    upload {\n      id\n      urls\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e7362b68b4b44f6bec3203d917a8450e";

export default node;
