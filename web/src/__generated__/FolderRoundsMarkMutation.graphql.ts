/**
 * @generated SignedSource<<5500499007897ee2992b921f567bb0a6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type MarkReviewRoundInput = {
  at?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  folderId: string;
  name: string;
};
export type FolderRoundsMarkMutation$variables = {
  input: MarkReviewRoundInput;
};
export type FolderRoundsMarkMutation$data = {
  readonly markReviewRound: {
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
    readonly round: {
      readonly id: string;
      readonly name: string;
    };
  };
};
export type FolderRoundsMarkMutation = {
  response: FolderRoundsMarkMutation$data;
  variables: FolderRoundsMarkMutation$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "MarkReviewRoundPayload",
    "kind": "LinkedField",
    "name": "markReviewRound",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ReviewRound",
        "kind": "LinkedField",
        "name": "round",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
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
              (v2/*:: as any*/),
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
    "name": "FolderRoundsMarkMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FolderRoundsMarkMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "0d5e9a6e5e0b2ffc48f3849385a7f5ba",
    "id": null,
    "metadata": {},
    "name": "FolderRoundsMarkMutation",
    "operationKind": "mutation",
    "text": "mutation FolderRoundsMarkMutation(\n  $input: MarkReviewRoundInput!\n) {\n  markReviewRound(input: $input) {\n    round {\n      id\n      name\n    }\n    folder {\n      id\n      reviewRounds {\n        id\n        name\n        at\n        markedByName\n        folder {\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5377abdc1051285d6c85aa84f352266b";

export default node;
