/**
 * @generated SignedSource<<d695003cb5d477cca60a3cb9da232452>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RemoveWorkspaceImagesInput = {
  clientMutationId?: string | null | undefined;
  id: string;
  logo?: boolean | null | undefined;
  projectPoster?: boolean | null | undefined;
};
export type useRemoveWorkspaceImagesMutation$variables = {
  input: RemoveWorkspaceImagesInput;
};
export type useRemoveWorkspaceImagesMutation$data = {
  readonly removeWorkspaceImages: {
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
export type useRemoveWorkspaceImagesMutation = {
  response: useRemoveWorkspaceImagesMutation$data;
  variables: useRemoveWorkspaceImagesMutation$variables;
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
    "name": "removeWorkspaceImages",
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
    "name": "useRemoveWorkspaceImagesMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveWorkspaceImagesMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "43c9160c2f9e647770dad1b4121aa972",
    "id": null,
    "metadata": {},
    "name": "useRemoveWorkspaceImagesMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveWorkspaceImagesMutation(\n  $input: RemoveWorkspaceImagesInput!\n) {\n  removeWorkspaceImages(input: $input) {\n    workspace {\n      id\n      logo {\n        url\n      }\n      projectPoster {\n        url\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "86e9b2c9b850a6ff956290ad93b048a0";

export default node;
