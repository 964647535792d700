/**
 * @generated SignedSource<<b4767518e0a85cc56caf4b5713f7f60a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RemoveReviewRoundInput = {
  clientMutationId?: string | null | undefined;
  id: string;
};
export type FolderRoundsRemoveMutation$variables = {
  input: RemoveReviewRoundInput;
};
export type FolderRoundsRemoveMutation$data = {
  readonly removeReviewRound: {
    readonly folder: {
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
    };
  };
};
export type FolderRoundsRemoveMutation = {
  response: FolderRoundsRemoveMutation$data;
  variables: FolderRoundsRemoveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
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
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RemoveReviewRoundPayload",
    "kind": "LinkedField",
    "name": "removeReviewRound",
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
          (v1/*:: as any*/),
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FolderRoundsRemoveMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FolderRoundsRemoveMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "54141cf3ce31ef7101484bec993eefef",
    "id": null,
    "metadata": {},
    "name": "FolderRoundsRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation FolderRoundsRemoveMutation(\n  $input: RemoveReviewRoundInput!\n) {\n  removeReviewRound(input: $input) {\n    folder {\n      id\n      reviewRounds {\n        id\n        name\n        at\n        markedByName\n        folder {\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3ac17868ab05efda1cb592fa52a42291";

export default node;
