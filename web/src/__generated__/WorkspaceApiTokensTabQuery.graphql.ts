/**
 * @generated SignedSource<<c67770b793ab19e346fec9e0da3e5f85>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type WorkspaceApiTokensTabQuery$variables = {
  workspaceId?: string | null | undefined;
};
export type WorkspaceApiTokensTabQuery$data = {
  readonly apiTokens: ReadonlyArray<{
    readonly createdAt: string;
    readonly expiresAt: string | null | undefined;
    readonly id: string;
    readonly isExpired: boolean;
    readonly lastUsedAt: string | null | undefined;
    readonly name: string;
    readonly scopes: ReadonlyArray<string>;
  }>;
};
export type WorkspaceApiTokensTabQuery = {
  response: WorkspaceApiTokensTabQuery$data;
  variables: WorkspaceApiTokensTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "workspaceId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "workspaceId",
        "variableName": "workspaceId"
      }
    ],
    "concreteType": "ApiToken",
    "kind": "LinkedField",
    "name": "apiTokens",
    "plural": true,
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "scopes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
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
        "name": "isExpired",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastUsedAt",
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
    "name": "WorkspaceApiTokensTabQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WorkspaceApiTokensTabQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "63e7ba0aa5226028926ce534d7b50b56",
    "id": null,
    "metadata": {},
    "name": "WorkspaceApiTokensTabQuery",
    "operationKind": "query",
    "text": "query WorkspaceApiTokensTabQuery(\n  $workspaceId: ID\n) {\n  apiTokens(workspaceId: $workspaceId) {\n    id\n    name\n    scopes\n    createdAt\n    expiresAt\n    isExpired\n    lastUsedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "9bf0c93227046fcf68f9ee920536679c";

export default node;
