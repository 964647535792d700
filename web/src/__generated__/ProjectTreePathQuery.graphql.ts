/**
 * @generated SignedSource<<6e87a94b28b94c41880a52a2f0694ce4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ProjectTreePathQuery$variables = {
  folderId: string;
};
export type ProjectTreePathQuery$data = {
  readonly folder: {
    readonly ancestors: ReadonlyArray<{
      readonly id: string;
    }>;
  } | null | undefined;
};
export type ProjectTreePathQuery = {
  response: ProjectTreePathQuery$data;
  variables: ProjectTreePathQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "folderId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "folderId"
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
  "name": "ancestors",
  "plural": true,
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
    "name": "ProjectTreePathQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Folder",
        "kind": "LinkedField",
        "name": "folder",
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
    "name": "ProjectTreePathQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Folder",
        "kind": "LinkedField",
        "name": "folder",
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
    "cacheID": "60f26d576b0da9e628813846cb726e13",
    "id": null,
    "metadata": {},
    "name": "ProjectTreePathQuery",
    "operationKind": "query",
    "text": "query ProjectTreePathQuery(\n  $folderId: ID!\n) {\n  folder(id: $folderId) {\n    ancestors {\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "5927a91586d38f5009e2fd2c03d2d8cb";

export default node;
