/**
 * @generated SignedSource<<5922767ca816bca2903b3a7eb30f0903>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FolderRoundsQuery$variables = {
  folderId: string;
};
export type FolderRoundsQuery$data = {
  readonly folder: {
    readonly allowedTo: {
      readonly edit: boolean;
    };
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"FolderRounds_rounds">;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FolderRoundsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Folder",
        "kind": "LinkedField",
        "name": "folder",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FolderRounds_rounds"
          }
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
    "name": "FolderRoundsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Folder",
        "kind": "LinkedField",
        "name": "folder",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ReviewRound",
            "kind": "LinkedField",
            "name": "reviewRounds",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
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
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "86532f8277e7337f44cc151e9badd80e",
    "id": null,
    "metadata": {},
    "name": "FolderRoundsQuery",
    "operationKind": "query",
    "text": "query FolderRoundsQuery(\n  $folderId: ID!\n) {\n  folder(id: $folderId) {\n    id\n    allowedTo {\n      edit\n    }\n    ...FolderRounds_rounds\n  }\n}\n\nfragment FolderRounds_rounds on Folder {\n  reviewRounds {\n    id\n    name\n    at\n    markedByName\n    folder {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9aab25766f0b79ad1a121e156e94f996";

export default node;
