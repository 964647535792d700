/**
 * @generated SignedSource<<2507c26af01229199b7f31620ca85812>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type EditShareDialogQuery$variables = {
  id: string;
};
export type EditShareDialogQuery$data = {
  readonly linkCanAllowDownload: boolean;
};
export type EditShareDialogQuery = {
  response: EditShareDialogQuery$data;
  variables: EditShareDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "linkId",
        "variableName": "id"
      }
    ],
    "kind": "ScalarField",
    "name": "linkCanAllowDownload",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EditShareDialogQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EditShareDialogQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bd149e5f464dfa95de6e021bc7e07b09",
    "id": null,
    "metadata": {},
    "name": "EditShareDialogQuery",
    "operationKind": "query",
    "text": "query EditShareDialogQuery(\n  $id: ID!\n) {\n  linkCanAllowDownload(linkId: $id)\n}\n"
  }
};
})();

(node as any).hash = "c8dad87f8f295a56f18e3bfb1835dd4c";

export default node;
