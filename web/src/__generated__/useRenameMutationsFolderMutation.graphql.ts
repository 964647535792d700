/**
 * @generated SignedSource<<22de1e19e77d86eaa9eb11187a66f2a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RenameFolderInput = {
  clientMutationId?: string | null | undefined;
  id: string;
  name: string;
};
export type useRenameMutationsFolderMutation$variables = {
  input: RenameFolderInput;
};
export type useRenameMutationsFolderMutation$data = {
  readonly renameFolder: {
    readonly folder: {
      readonly id: string;
      readonly name: string;
    };
  };
};
export type useRenameMutationsFolderMutation = {
  response: useRenameMutationsFolderMutation$data;
  variables: useRenameMutationsFolderMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RenameFolderPayload",
    "kind": "LinkedField",
    "name": "renameFolder",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Folder",
        "kind": "LinkedField",
        "name": "folder",
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
            "name": "name",
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
    "name": "useRenameMutationsFolderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRenameMutationsFolderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "dc3f2c311eae29af47a773e4cfab2611",
    "id": null,
    "metadata": {},
    "name": "useRenameMutationsFolderMutation",
    "operationKind": "mutation",
    "text": "mutation useRenameMutationsFolderMutation(\n  $input: RenameFolderInput!\n) {\n  renameFolder(input: $input) {\n    folder {\n      id\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "28ab02ceb41a3e40de3f91da5241dd18";

export default node;
