/**
 * @generated SignedSource<<27ceb95cd3e4f0d8bdbff103ce4921d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ConfirmWorkspaceImageInput = {
  clientMutationId?: string | null | undefined;
  etag: string;
  uploadId: string;
};
export type useWorkspaceImageUploadConfirmMutation$variables = {
  input: ConfirmWorkspaceImageInput;
};
export type useWorkspaceImageUploadConfirmMutation$data = {
  readonly confirmWorkspaceImage: {
    readonly workspace: {
      readonly id: string;
      readonly logo: {
        readonly url: string;
      } | null | undefined;
      readonly projectPoster: {
        readonly url: string;
      } | null | undefined;
    };
  };
};
export type useWorkspaceImageUploadConfirmMutation = {
  response: useWorkspaceImageUploadConfirmMutation$data;
  variables: useWorkspaceImageUploadConfirmMutation$variables;
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
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
],
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
    "concreteType": "UpdateWorkspacePayload",
    "kind": "LinkedField",
    "name": "confirmWorkspaceImage",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Workspace",
        "kind": "LinkedField",
        "name": "workspace",
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
            "concreteType": "WorkspaceImage",
            "kind": "LinkedField",
            "name": "logo",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "WorkspaceImage",
            "kind": "LinkedField",
            "name": "projectPoster",
            "plural": false,
            "selections": (v1/*:: as any*/),
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
    "name": "useWorkspaceImageUploadConfirmMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useWorkspaceImageUploadConfirmMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "926f5b7e1d07a373f5b4a6b11ff1466e",
    "id": null,
    "metadata": {},
    "name": "useWorkspaceImageUploadConfirmMutation",
    "operationKind": "mutation",
    "text": "mutation useWorkspaceImageUploadConfirmMutation(\n  $input: ConfirmWorkspaceImageInput!\n) {\n  confirmWorkspaceImage(input: $input) {\n    workspace {\n      id\n      logo {\n        url\n      }\n      projectPoster {\n        url\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "33aa133b87707dc90760c45fa7365f81";

export default node;
