/**
 * @generated SignedSource<<e3850e830bbbfde7235ac5f4d529c651>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type SelectDestinationDialogChildrenQuery$variables = {
  folderId: string;
};
export type SelectDestinationDialogChildrenQuery$data = {
  readonly folder: {
    readonly children: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly allowedTo: {
            readonly edit: boolean;
          };
          readonly folderCount: number;
          readonly id: string;
          readonly name: string;
        };
      }>;
    };
  } | null | undefined;
};
export type SelectDestinationDialogChildrenQuery = {
  response: SelectDestinationDialogChildrenQuery$data;
  variables: SelectDestinationDialogChildrenQuery$variables;
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
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 500
    }
  ],
  "concreteType": "FolderConnection",
  "kind": "LinkedField",
  "name": "children",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FolderEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Folder",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
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
              "name": "folderCount",
              "storageKey": null
            },
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "children(first:500)"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SelectDestinationDialogChildrenQuery",
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
    "name": "SelectDestinationDialogChildrenQuery",
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
    "cacheID": "2aca09e4b6952400b08ee71f97143191",
    "id": null,
    "metadata": {},
    "name": "SelectDestinationDialogChildrenQuery",
    "operationKind": "query",
    "text": "query SelectDestinationDialogChildrenQuery(\n  $folderId: ID!\n) {\n  folder(id: $folderId) {\n    children(first: 500) {\n      edges {\n        node {\n          id\n          name\n          folderCount\n          allowedTo {\n            edit\n          }\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "6ab09d718294d34751e61ff39156598b";

export default node;
