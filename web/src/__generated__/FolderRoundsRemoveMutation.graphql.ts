/**
 * @generated SignedSource<<6bf13e5bcc2d64582b99ec854663f827>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
      readonly " $fragmentSpreads": FragmentRefs<"FolderRounds_rounds">;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FolderRoundsRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
    "name": "FolderRoundsRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c9e83c8f3b32d7262fd63de40824fcc6",
    "id": null,
    "metadata": {},
    "name": "FolderRoundsRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation FolderRoundsRemoveMutation(\n  $input: RemoveReviewRoundInput!\n) {\n  removeReviewRound(input: $input) {\n    folder {\n      id\n      ...FolderRounds_rounds\n    }\n  }\n}\n\nfragment FolderRounds_rounds on Folder {\n  reviewRounds {\n    id\n    name\n    at\n    markedByName\n    folder {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "24eccff19b82d751daad0f345e70a150";

export default node;
