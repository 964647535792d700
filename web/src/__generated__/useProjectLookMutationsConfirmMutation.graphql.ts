/**
 * @generated SignedSource<<24300dd5b1257ddeb78f459948da61c2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ConfirmProjectOverlayInput = {
  clientMutationId?: string | null | undefined;
  etag: string;
  uploadId: string;
};
export type useProjectLookMutationsConfirmMutation$variables = {
  input: ConfirmProjectOverlayInput;
};
export type useProjectLookMutationsConfirmMutation$data = {
  readonly confirmProjectOverlay: {
    readonly project: {
      readonly id: string;
      readonly overlay: {
        readonly image: {
          readonly url: string;
        } | null | undefined;
      };
    };
  };
};
export type useProjectLookMutationsConfirmMutation = {
  response: useProjectLookMutationsConfirmMutation$data;
  variables: useProjectLookMutationsConfirmMutation$variables;
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
    "concreteType": "UpdateProjectPayload",
    "kind": "LinkedField",
    "name": "confirmProjectOverlay",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
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
            "concreteType": "ProjectOverlay",
            "kind": "LinkedField",
            "name": "overlay",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "WorkspaceImage",
                "kind": "LinkedField",
                "name": "image",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "url",
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useProjectLookMutationsConfirmMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useProjectLookMutationsConfirmMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e3de3547b2cbb39af5e5846ab6a346b8",
    "id": null,
    "metadata": {},
    "name": "useProjectLookMutationsConfirmMutation",
    "operationKind": "mutation",
    "text": "mutation useProjectLookMutationsConfirmMutation(\n  $input: ConfirmProjectOverlayInput!\n) {\n  confirmProjectOverlay(input: $input) {\n    project {\n      id\n      overlay {\n        image {\n          url\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "eca787ad8637ececb0cbc693da3d8063";

export default node;
