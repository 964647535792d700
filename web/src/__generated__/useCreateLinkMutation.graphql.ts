/**
 * @generated SignedSource<<bb5865a7550efa5e05b58f7edd2b0779>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CreateLinkInput = {
  allowComments?: boolean | null | undefined;
  assetIds?: ReadonlyArray<string> | null | undefined;
  canDownload?: boolean | null | undefined;
  clientMutationId?: string | null | undefined;
  collectionId?: string | null | undefined;
  expiresAt?: string | null | undefined;
  folderIds?: ReadonlyArray<string> | null | undefined;
  hasExpiry?: boolean | null | undefined;
  name: string;
  projectId: string;
};
export type useCreateLinkMutation$variables = {
  input: CreateLinkInput;
};
export type useCreateLinkMutation$data = {
  readonly createLink: {
    readonly link: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ShareForm_link">;
    };
  };
};
export type useCreateLinkMutation = {
  response: useCreateLinkMutation$data;
  variables: useCreateLinkMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateLinkMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateLinkPayload",
        "kind": "LinkedField",
        "name": "createLink",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ShareLink",
            "kind": "LinkedField",
            "name": "link",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ShareForm_link"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateLinkMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateLinkPayload",
        "kind": "LinkedField",
        "name": "createLink",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ShareLink",
            "kind": "LinkedField",
            "name": "link",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canDownload",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expiresAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasPassword",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LinkWatermark",
                "kind": "LinkedField",
                "name": "watermark",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "text",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "position",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "opacity",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "projectName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Asset",
                "kind": "LinkedField",
                "name": "previewAsset",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Version",
                    "kind": "LinkedField",
                    "name": "newestVersion",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "thumbnailUrl",
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "59a786e6ba69e55f85c1b62d97ff6b5e",
    "id": null,
    "metadata": {},
    "name": "useCreateLinkMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateLinkMutation(\n  $input: CreateLinkInput!\n) {\n  createLink(input: $input) {\n    link {\n      id\n      ...ShareForm_link\n    }\n  }\n}\n\nfragment ShareForm_link on ShareLink {\n  id\n  name\n  url\n  canDownload\n  expiresAt\n  hasPassword\n  watermark {\n    type\n    text\n    position\n    opacity\n  }\n  projectName\n  previewAsset {\n    name\n    newestVersion {\n      thumbnailUrl\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "f8d2e98ecda0ed504864d592282ba74b";

export default node;
