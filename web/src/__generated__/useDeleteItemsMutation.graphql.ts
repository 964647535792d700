/**
 * @generated SignedSource<<310029771a04c01ef0fab0a6129826fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteItemsInput = {
  assetIds?: ReadonlyArray<string> | null | undefined;
  clientMutationId?: string | null | undefined;
  folderIds?: ReadonlyArray<string> | null | undefined;
};
export type useDeleteItemsMutation$variables = {
  assetConnections: ReadonlyArray<string>;
  folderConnections: ReadonlyArray<string>;
  input: DeleteItemsInput;
};
export type useDeleteItemsMutation$data = {
  readonly deleteItems: {
    readonly deletedAssetIds: ReadonlyArray<string>;
    readonly deletedFolderIds: ReadonlyArray<string>;
  };
};
export type useDeleteItemsMutation = {
  response: useDeleteItemsMutation$data;
  variables: useDeleteItemsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "assetConnections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "folderConnections"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v3 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedFolderIds",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedAssetIds",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteItemsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "DeleteItemsPayload",
        "kind": "LinkedField",
        "name": "deleteItems",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDeleteItemsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "DeleteItemsPayload",
        "kind": "LinkedField",
        "name": "deleteItems",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedFolderIds",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "folderConnections"
              }
            ]
          },
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedAssetIds",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "assetConnections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ba0558b85f4147f9b87c5fead40e465a",
    "id": null,
    "metadata": {},
    "name": "useDeleteItemsMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteItemsMutation(\n  $input: DeleteItemsInput!\n) {\n  deleteItems(input: $input) {\n    deletedFolderIds\n    deletedAssetIds\n  }\n}\n"
  }
};
})();

(node as any).hash = "d66eea675ddb94befbdf42e8da4362fb";

export default node;
