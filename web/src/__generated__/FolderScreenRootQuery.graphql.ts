/**
 * @generated SignedSource<<efc25d6c82ed8256cfad631afb91484a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type FolderScreenRootQuery$variables = {
  projectId: string;
};
export type FolderScreenRootQuery$data = {
  readonly project: {
    readonly rootFolder: {
      readonly id: string;
    };
  } | null | undefined;
};
export type FolderScreenRootQuery = {
  response: FolderScreenRootQuery$data;
  variables: FolderScreenRootQuery$variables;
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
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Folder",
  "kind": "LinkedField",
  "name": "rootFolder",
  "plural": false,
  "selections": [
    (v2/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FolderScreenRootQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
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
    "name": "FolderScreenRootQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
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
    "cacheID": "387b20873de3d26bdfb69cd7b795a30e",
    "id": null,
    "metadata": {},
    "name": "FolderScreenRootQuery",
    "operationKind": "query",
    "text": "query FolderScreenRootQuery(\n  $projectId: ID!\n) {\n  project(id: $projectId) {\n    rootFolder {\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "cf68761d6a9a09880298fd6f21de7568";

export default node;
