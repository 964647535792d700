/**
 * @generated SignedSource<<a65427cd1c40e90f04ebffa0871f2172>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AsperaDownloadTokenInput = {
  assetIds?: ReadonlyArray<string> | null | undefined;
  clientMutationId?: string | null | undefined;
  folderIds?: ReadonlyArray<string> | null | undefined;
  projectId: string;
};
export type useTransferTokensDownloadMutation$variables = {
  input: AsperaDownloadTokenInput;
};
export type useTransferTokensDownloadMutation$data = {
  readonly asperaDownloadToken: {
    readonly transferToken: {
      readonly " $fragmentSpreads": FragmentRefs<"useTransferTokens_token">;
    };
  };
};
export type useTransferTokensDownloadMutation = {
  response: useTransferTokensDownloadMutation$data;
  variables: useTransferTokensDownloadMutation$variables;
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
    "name": "useTransferTokensDownloadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TransferTokenPayload",
        "kind": "LinkedField",
        "name": "asperaDownloadToken",
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
    "name": "useTransferTokensDownloadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TransferTokenPayload",
        "kind": "LinkedField",
        "name": "asperaDownloadToken",
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
    "cacheID": "8a4790fe3579e966856d5b7bb360e9b4",
    "id": null,
    "metadata": {},
    "name": "useTransferTokensDownloadMutation",
    "operationKind": "mutation",
    "text": "mutation useTransferTokensDownloadMutation(\n  $input: AsperaDownloadTokenInput!\n) {\n  asperaDownloadToken(input: $input) {\n    transferToken {\n      ...useTransferTokens_token\n    }\n  }\n}\n\nfragment useTransferTokens_token on TransferToken {\n  direction\n  remoteHost\n  remoteUser\n  sshPort\n  authentication\n  token\n  destinationRoot\n  sourceRoot\n  targetRateKbps\n  paths {\n    source\n    destination\n  }\n  tags {\n    transferId\n  }\n  engineUrl\n}\n"
  }
};
})();

(node as any).hash = "a4cdc56bd7f7d4fcb2f3c9cb29e94b15";

export default node;
