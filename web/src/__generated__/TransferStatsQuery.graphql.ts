/**
 * @generated SignedSource<<4997a1fc1b18da012af6fdf304a3867e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type TransferDirection = "DOWNLOAD" | "UPLOAD";
export type TransferStatsQuery$variables = {
  dateFrom: string;
  dateTo: string;
  projectId?: string | null | undefined;
  workspaceId?: string | null | undefined;
};
export type TransferStatsQuery$data = {
  readonly transfers: {
    readonly bytesDown: number;
    readonly bytesPerDay: ReadonlyArray<{
      readonly bytesDown: number;
      readonly bytesUp: number;
      readonly day: string;
    }>;
    readonly bytesTotal: number;
    readonly bytesUp: number;
    readonly transfers: ReadonlyArray<{
      readonly apiTokenName: string | null | undefined;
      readonly bytes: number;
      readonly createdAt: string;
      readonly createdBy: {
        readonly name: string;
      } | null | undefined;
      readonly direction: TransferDirection;
      readonly duration: number | null | undefined;
      readonly fileCount: number;
      readonly filename: string;
      readonly fromLink: boolean;
      readonly id: string;
      readonly project: {
        readonly id: string;
        readonly name: string;
      };
      readonly status: string;
    }>;
  };
};
export type TransferStatsQuery = {
  response: TransferStatsQuery$data;
  variables: TransferStatsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dateFrom"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dateTo"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "projectId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "workspaceId"
},
v4 = [
  {
    "kind": "Variable",
    "name": "dateFrom",
    "variableName": "dateFrom"
  },
  {
    "kind": "Variable",
    "name": "dateTo",
    "variableName": "dateTo"
  },
  {
    "kind": "Variable",
    "name": "projectId",
    "variableName": "projectId"
  },
  {
    "kind": "Variable",
    "name": "workspaceId",
    "variableName": "workspaceId"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "direction",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "filename",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fileCount",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bytes",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fromLink",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "apiTokenName",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "duration",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "Project",
  "kind": "LinkedField",
  "name": "project",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
    (v11/*:: as any*/)
  ],
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bytesUp",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bytesDown",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "TransferBytesDay",
  "kind": "LinkedField",
  "name": "bytesPerDay",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "day",
      "storageKey": null
    },
    (v17/*:: as any*/),
    (v18/*:: as any*/)
  ],
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bytesTotal",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "TransferStatsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "TransferReport",
        "kind": "LinkedField",
        "name": "transfers",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Transfer",
            "kind": "LinkedField",
            "name": "transfers",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "createdBy",
                "plural": false,
                "selections": [
                  (v11/*:: as any*/)
                ],
                "storageKey": null
              },
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/)
            ],
            "storageKey": null
          },
          (v19/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v20/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "TransferStatsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "TransferReport",
        "kind": "LinkedField",
        "name": "transfers",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Transfer",
            "kind": "LinkedField",
            "name": "transfers",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "createdBy",
                "plural": false,
                "selections": [
                  (v11/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/)
            ],
            "storageKey": null
          },
          (v19/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v20/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ad7732f8a1a8b58710679b6e3d5b4ad9",
    "id": null,
    "metadata": {},
    "name": "TransferStatsQuery",
    "operationKind": "query",
    "text": "query TransferStatsQuery(\n  $projectId: ID\n  $workspaceId: ID\n  $dateFrom: String!\n  $dateTo: String!\n) {\n  transfers(projectId: $projectId, workspaceId: $workspaceId, dateFrom: $dateFrom, dateTo: $dateTo) {\n    transfers {\n      id\n      direction\n      filename\n      fileCount\n      bytes\n      createdAt\n      createdBy {\n        name\n        id\n      }\n      fromLink\n      apiTokenName\n      status\n      duration\n      project {\n        id\n        name\n      }\n    }\n    bytesPerDay {\n      day\n      bytesUp\n      bytesDown\n    }\n    bytesUp\n    bytesDown\n    bytesTotal\n  }\n}\n"
  }
};
})();

(node as any).hash = "38b0d77ac61305ef6b964ff5a2402457";

export default node;
