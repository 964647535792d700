/**
 * @generated SignedSource<<6bd7192aee2651f49c8f078e2cb0d213>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AsperaUploadTokenInput = {
  assetId?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  files: ReadonlyArray<TransferFileInput>;
  folderId: string;
};
export type TransferFileInput = {
  name: string;
  size: number;
};
export type useTransferTokensUploadMutation$variables = {
  input: AsperaUploadTokenInput;
};
export type useTransferTokensUploadMutation$data = {
  readonly asperaUploadToken: {
    readonly transferToken: {
      readonly " $fragmentSpreads": FragmentRefs<"useTransferTokens_token">;
    };
  };
};
export type useTransferTokensUploadMutation = {
  response: useTransferTokensUploadMutation$data;
  variables: useTransferTokensUploadMutation$variables;
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
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "direction",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "remoteHost",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "remoteUser",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "sshPort",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "authentication",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "token",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "destinationRoot",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "sourceRoot",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "targetRateKbps",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "TransferPath",
    "kind": "LinkedField",
    "name": "paths",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "source",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "destination",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "TransferTags",
    "kind": "LinkedField",
    "name": "tags",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "transferId",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "engineUrl",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useTransferTokensUploadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TransferTokenPayload",
        "kind": "LinkedField",
        "name": "asperaUploadToken",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TransferToken",
            "kind": "LinkedField",
            "name": "transferToken",
            "plural": false,
            "selections": [
              {
                "kind": "InlineDataFragmentSpread",
                "name": "useTransferTokens_token",
                "selections": (v2/*:: as any*/),
                "args": null,
                "argumentDefinitions": []
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
    "name": "useTransferTokensUploadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TransferTokenPayload",
        "kind": "LinkedField",
        "name": "asperaUploadToken",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TransferToken",
            "kind": "LinkedField",
            "name": "transferToken",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "068f3c328094ddc34efce22c417f28e9",
    "id": null,
    "metadata": {},
    "name": "useTransferTokensUploadMutation",
    "operationKind": "mutation",
    "text": "mutation useTransferTokensUploadMutation(\n  $input: AsperaUploadTokenInput!\n) {\n  asperaUploadToken(input: $input) {\n    transferToken {\n      ...useTransferTokens_token\n    }\n  }\n}\n\nfragment useTransferTokens_token on TransferToken {\n  direction\n  remoteHost\n  remoteUser\n  sshPort\n  authentication\n  token\n  destinationRoot\n  sourceRoot\n  targetRateKbps\n  paths {\n    source\n    destination\n  }\n  tags {\n    transferId\n  }\n  engineUrl\n}\n"
  }
};
})();

(node as any).hash = "bd2f15efbecd2b017285244c5ca00bee";

export default node;
