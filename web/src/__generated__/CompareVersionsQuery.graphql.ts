/**
 * @generated SignedSource<<40b15146445a5bd17a5fb42ccce3cdb9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type CompareVersionsQuery$variables = {
  assetId: string;
};
export type CompareVersionsQuery$data = {
  readonly asset: {
    readonly versions: ReadonlyArray<{
      readonly framesPerSecond: number | null | undefined;
      readonly id: string;
      readonly levels: ReadonlyArray<{
        readonly hdr: boolean;
        readonly height: number;
        readonly width: number;
      }>;
      readonly number: number;
      readonly posterUrl: string | null | undefined;
      readonly streamUrl: string | null | undefined;
      readonly timecodeOffset: string | null | undefined;
    }>;
  } | null | undefined;
};
export type CompareVersionsQuery = {
  response: CompareVersionsQuery$data;
  variables: CompareVersionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "assetId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "assetId"
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
  "concreteType": "Version",
  "kind": "LinkedField",
  "name": "versions",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "framesPerSecond",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timecodeOffset",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "streamUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "posterUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QualityLevel",
      "kind": "LinkedField",
      "name": "levels",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "width",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "height",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hdr",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CompareVersionsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Asset",
        "kind": "LinkedField",
        "name": "asset",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CompareVersionsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Asset",
        "kind": "LinkedField",
        "name": "asset",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ecad5caa2dcf443697580edaeba2d962",
    "id": null,
    "metadata": {},
    "name": "CompareVersionsQuery",
    "operationKind": "query",
    "text": "query CompareVersionsQuery(\n  $assetId: ID!\n) {\n  asset(id: $assetId) {\n    versions {\n      id\n      number\n      framesPerSecond\n      timecodeOffset\n      streamUrl\n      posterUrl\n      levels {\n        width\n        height\n        hdr\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "1d8e4f80b376ffe3387a56f0abc70533";

export default node;
