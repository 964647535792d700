/**
 * @generated SignedSource<<ce7749f334fae259ecda81da175bfc67>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type CustodyBreakReason = "CHAIN_ALTERED" | "EVENT_CHANGED" | "EVENT_MISSING" | "EVENT_UNCHAINED";
export type CustodyChainStatusQuery$variables = {
  projectId: string;
};
export type CustodyChainStatusQuery$data = {
  readonly project: {
    readonly custody: {
      readonly chain: {
        readonly checkedAt: string;
        readonly firstBreak: {
          readonly eventId: string;
          readonly position: number;
          readonly reason: CustodyBreakReason;
        } | null | undefined;
        readonly intact: boolean;
        readonly length: number;
      };
    } | null | undefined;
  } | null | undefined;
};
export type CustodyChainStatusQuery = {
  response: CustodyChainStatusQuery$data;
  variables: CustodyChainStatusQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "projectId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "projectId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "ProjectCustody",
  "kind": "LinkedField",
  "name": "custody",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CustodyChain",
      "kind": "LinkedField",
      "name": "chain",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "intact",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "length",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "checkedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CustodyBreak",
          "kind": "LinkedField",
          "name": "firstBreak",
          "plural": false,
          "selections": [
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
              "name": "eventId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reason",
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CustodyChainStatusQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "CustodyChainStatusQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d11a10bc1ef2d1b8bb539771fb8abf30",
    "id": null,
    "metadata": {},
    "name": "CustodyChainStatusQuery",
    "operationKind": "query",
    "text": "query CustodyChainStatusQuery(\n  $projectId: ID!\n) {\n  project(id: $projectId) {\n    custody {\n      chain {\n        intact\n        length\n        checkedAt\n        firstBreak {\n          position\n          eventId\n          reason\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "82c1fc2a4480dfe2bea5969b6fed5548";

export default node;
