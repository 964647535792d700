/**
 * @generated SignedSource<<cd9b838126c23fd63baaac2fd8b87207>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type FolderRoundsQuery$variables = {
  folderId: string;
};
export type FolderRoundsQuery$data = {
  readonly folder: {
    readonly allowedTo: {
      readonly edit: boolean;
    };
    readonly id: string;
    readonly reviewRounds: ReadonlyArray<{
      readonly at: string;
      readonly folder: {
        readonly id: string;
      } | null | undefined;
      readonly id: string;
      readonly markedByName: string;
      readonly name: string;
    }>;
  } | null | undefined;
};
export type FolderRoundsQuery = {
  response: FolderRoundsQuery$data;
  variables: FolderRoundsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "folderId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "folderId"
      }
    ],
    "concreteType": "Folder",
    "kind": "LinkedField",
    "name": "folder",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "FolderAllowedTo",
        "kind": "LinkedField",
        "name": "allowedTo",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "edit",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ReviewRound",
        "kind": "LinkedField",
        "name": "reviewRounds",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "at",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "markedByName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Folder",
            "kind": "LinkedField",
            "name": "folder",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FolderRoundsQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FolderRoundsQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "9033d8c69aab31c49fa0e68b33f26d0d",
    "id": null,
    "metadata": {},
    "name": "FolderRoundsQuery",
    "operationKind": "query",
    "text": "query FolderRoundsQuery(\n  $folderId: ID!\n) {\n  folder(id: $folderId) {\n    id\n    allowedTo {\n      edit\n    }\n    reviewRounds {\n      id\n      name\n      at\n      markedByName\n      folder {\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "439f5f49dbe355175a4b4b4e961a26e6";

export default node;
