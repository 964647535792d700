/**
 * @generated SignedSource<<97592becb87e0cfe08ad2d656fac4e1b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useFolderChangedSubscription$variables = {
  folderId: string;
};
export type useFolderChangedSubscription$data = {
  readonly folderChanged: {
    readonly id: string;
  };
};
export type useFolderChangedSubscription = {
  response: useFolderChangedSubscription$data;
  variables: useFolderChangedSubscription$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "folderId",
        "variableName": "folderId"
      }
    ],
    "concreteType": "Folder",
    "kind": "LinkedField",
    "name": "folderChanged",
    "plural": false,
    "selections": [
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useFolderChangedSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFolderChangedSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1f350d30d67701e8c2eb0daf4f3dcc0b",
    "id": null,
    "metadata": {},
    "name": "useFolderChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useFolderChangedSubscription(\n  $folderId: ID!\n) {\n  folderChanged(folderId: $folderId) {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "d9986d37875be31c737214d173e4196c";

export default node;
