/**
 * @generated SignedSource<<9125a936c03fa4caada0a9675c29ecdf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type IssueLiveKeyInput = {
  assetId: string;
  clientMutationId?: string | null | undefined;
};
export type useStreamKeyMutationsIssueMutation$variables = {
  input: IssueLiveKeyInput;
};
export type useStreamKeyMutationsIssueMutation$data = {
  readonly issueLiveKey: {
    readonly asset: {
      readonly hasLiveKey: boolean | null | undefined;
      readonly id: string;
    };
    readonly ingest: {
      readonly rtmpServer: string;
      readonly rtmpUrl: string;
      readonly srtUrl: string | null | undefined;
      readonly streamKey: string;
    };
  };
};
export type useStreamKeyMutationsIssueMutation = {
  response: useStreamKeyMutationsIssueMutation$data;
  variables: useStreamKeyMutationsIssueMutation$variables;
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
    "concreteType": "IssueLiveKeyPayload",
    "kind": "LinkedField",
    "name": "issueLiveKey",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Asset",
        "kind": "LinkedField",
        "name": "asset",
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
            "name": "hasLiveKey",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "LiveIngest",
        "kind": "LinkedField",
        "name": "ingest",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rtmpServer",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "streamKey",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rtmpUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "srtUrl",
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
    "name": "useStreamKeyMutationsIssueMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStreamKeyMutationsIssueMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a4fa0d8f0bf56ca458e7b1e54cf5226d",
    "id": null,
    "metadata": {},
    "name": "useStreamKeyMutationsIssueMutation",
    "operationKind": "mutation",
    "text": "mutation useStreamKeyMutationsIssueMutation(\n  $input: IssueLiveKeyInput!\n) {\n  issueLiveKey(input: $input) {\n    asset {\n      id\n      hasLiveKey\n    }\n    ingest {\n      rtmpServer\n      streamKey\n      rtmpUrl\n      srtUrl\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5da93fad4a20a7ed486feca96dc57627";

export default node;
