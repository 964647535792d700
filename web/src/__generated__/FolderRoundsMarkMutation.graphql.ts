/**
 * @generated SignedSource<<a2d620f05c29da86c18a89ef26efe6f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
      readonly " $fragmentSpreads": FragmentRefs<"FolderRounds_rounds">;
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
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
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
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "ReviewRound",
  "kind": "LinkedField",
  "name": "round",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FolderRoundsMarkMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MarkReviewRoundPayload",
        "kind": "LinkedField",
        "name": "markReviewRound",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Folder",
            "kind": "LinkedField",
            "name": "folder",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FolderRounds_rounds"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FolderRoundsMarkMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MarkReviewRoundPayload",
        "kind": "LinkedField",
        "name": "markReviewRound",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Folder",
            "kind": "LinkedField",
            "name": "folder",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ReviewRound",
                "kind": "LinkedField",
                "name": "reviewRounds",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a4665734391c3e80f89fe56d82f9bf5e",
    "id": null,
    "metadata": {},
    "name": "FolderRoundsMarkMutation",
    "operationKind": "mutation",
    "text": "mutation FolderRoundsMarkMutation(\n  $input: MarkReviewRoundInput!\n) {\n  markReviewRound(input: $input) {\n    round {\n      id\n      name\n    }\n    folder {\n      id\n      ...FolderRounds_rounds\n    }\n  }\n}\n\nfragment FolderRounds_rounds on Folder {\n  reviewRounds {\n    id\n    name\n    at\n    markedByName\n    folder {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d5faa9bc517a50608ef85a8e0590961a";

export default node;
