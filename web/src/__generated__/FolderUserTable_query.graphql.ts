/**
 * @generated SignedSource<<7500ff61a7913e7e4a7de66d71598ea3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FolderUserTable_query$data = {
  readonly folderUsers: ReadonlyArray<{
    readonly lastActivityAt: string | null | undefined;
    readonly role: {
      readonly name: string;
    };
    readonly user: {
      readonly id: string;
    };
    readonly userEmail: string;
    readonly userName: string;
    readonly " $fragmentSpreads": FragmentRefs<"FolderUserRow_folderUser">;
  }>;
  readonly " $fragmentType": "FolderUserTable_query";
};
export type FolderUserTable_query$key = {
  readonly " $data"?: FolderUserTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"FolderUserTable_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "folderId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "FolderUserTable_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "folderId",
          "variableName": "folderId"
        }
      ],
      "concreteType": "FolderUser",
      "kind": "LinkedField",
      "name": "folderUsers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userEmail",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastActivityAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "user",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Role",
          "kind": "LinkedField",
          "name": "role",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "FolderUserRow_folderUser"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "36eb38fc3948864b1c5b187488f9f3ba";

export default node;
