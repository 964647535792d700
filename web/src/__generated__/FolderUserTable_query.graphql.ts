/**
 * @generated SignedSource<<90dbc5d25dfb8a7da404ff8bc1e55d59>>
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

(node as any).hash = "64acb2c99b96e81ad5f827934b11390b";

export default node;
