/**
 * @generated SignedSource<<f70e7e66f7a0a7a272cfc0d161d37b87>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type SidebarNewProjectQuery$variables = Record<PropertyKey, never>;
export type SidebarNewProjectQuery$data = {
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
var v0 = [
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SidebarNewProjectQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SidebarNewProjectQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "cd198aadccab68e3db8a4d188e09a973",
    "id": null,
    "metadata": {},
    "name": "SidebarNewProjectQuery",
    "operationKind": "query",
    "text": "query SidebarNewProjectQuery {\n  workspaces {\n    id\n    name\n    isDefault\n    canEdit\n  }\n}\n"
  }
};
})();

(node as any).hash = "2fc32f3d8302734d15322b9b7fdb9df9";

export default node;
