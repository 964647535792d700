/**
 * @generated SignedSource<<a231c804599a6bdbdd83cfb11664827c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useFolderThumbnailSubscription$variables = {
  folderId: string;
};
export type useFolderThumbnailSubscription$data = {
  readonly folderThumbnail: {
    readonly id: string;
    readonly thumbnailUrl: string | null | undefined;
  };
};
export type useFolderThumbnailSubscription = {
  response: useFolderThumbnailSubscription$data;
  variables: useFolderThumbnailSubscription$variables;
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
    "name": "folderThumbnail",
    "plural": false,
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
        "name": "thumbnailUrl",
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
    "name": "useFolderThumbnailSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFolderThumbnailSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0edf6235e942223530a33b427156b694",
    "id": null,
    "metadata": {},
    "name": "useFolderThumbnailSubscription",
    "operationKind": "subscription",
    "text": "subscription useFolderThumbnailSubscription(\n  $folderId: ID!\n) {\n  folderThumbnail(folderId: $folderId) {\n    id\n    thumbnailUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "4cdf7102efd545e97760b951e9b549f6";

export default node;
