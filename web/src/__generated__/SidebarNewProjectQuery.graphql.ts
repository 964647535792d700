/**
 * @generated SignedSource<<f23e28dcdf1afe05bccfd876d7bc6dc8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type SidebarNewProjectQuery$variables = Record<PropertyKey, never>;
export type SidebarNewProjectQuery$data = {
  readonly storageConfig: {
    readonly storages: ReadonlyArray<{
      readonly name: string;
      readonly prefix: string;
    }>;
  };
  readonly workspaces: ReadonlyArray<{
    readonly canEdit: boolean;
    readonly id: string;
    readonly isDefault: boolean;
    readonly name: string;
  }>;
};
export type SidebarNewProjectQuery = {
  response: SidebarNewProjectQuery$data;
  variables: SidebarNewProjectQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Workspace",
    "kind": "LinkedField",
    "name": "workspaces",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isDefault",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "canEdit",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "StorageConfig",
    "kind": "LinkedField",
    "name": "storageConfig",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Storage",
        "kind": "LinkedField",
        "name": "storages",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "prefix",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SidebarNewProjectQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SidebarNewProjectQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7833ba4822f39efef1d171af965cad0d",
    "id": null,
    "metadata": {},
    "name": "SidebarNewProjectQuery",
    "operationKind": "query",
    "text": "query SidebarNewProjectQuery {\n  workspaces {\n    id\n    name\n    isDefault\n    canEdit\n  }\n  storageConfig {\n    storages {\n      name\n      prefix\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ffefc5b5ccbe596446da4fa4308e7655";

export default node;
