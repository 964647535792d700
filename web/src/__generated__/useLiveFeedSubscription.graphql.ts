/**
 * @generated SignedSource<<345e48969dfd3e98782f90303b7f1b63>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useLiveFeedSubscription$variables = {
  folderId: string;
};
export type useLiveFeedSubscription$data = {
  readonly folderChanged: {
    readonly id: string;
  };
};
export type useLiveFeedSubscription = {
  response: useLiveFeedSubscription$data;
  variables: useLiveFeedSubscription$variables;
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
    "name": "useLiveFeedSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLiveFeedSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "500d40e4097fd241bc5e99c6d552031b",
    "id": null,
    "metadata": {},
    "name": "useLiveFeedSubscription",
    "operationKind": "subscription",
    "text": "subscription useLiveFeedSubscription(\n  $folderId: ID!\n) {\n  folderChanged(folderId: $folderId) {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "496e580b2b4ee754b4626b1c42bc3c79";

export default node;
