/**
 * @generated SignedSource<<1c70834263efd91d6ed5ddcf3c5bfd25>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useReviewStatusLiveSubscription$variables = {
  folderId: string;
};
export type useReviewStatusLiveSubscription$data = {
  readonly folderChanged: {
    readonly id: string;
  };
};
export type useReviewStatusLiveSubscription = {
  response: useReviewStatusLiveSubscription$data;
  variables: useReviewStatusLiveSubscription$variables;
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
    "name": "useReviewStatusLiveSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReviewStatusLiveSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5725c3557bceac1de3bdcb3b57936603",
    "id": null,
    "metadata": {},
    "name": "useReviewStatusLiveSubscription",
    "operationKind": "subscription",
    "text": "subscription useReviewStatusLiveSubscription(\n  $folderId: ID!\n) {\n  folderChanged(folderId: $folderId) {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "09228a71045a2b47eddb8a5910247328";

export default node;
