/**
 * @generated SignedSource<<7ec7ce7c06882065a6e902d8dd3e5341>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WorkspaceTable_query$data = {
  readonly workspaces: ReadonlyArray<{
    readonly canEdit: boolean;
    readonly createdAt: string;
    readonly id: string;
    readonly name: string;
    readonly size: number;
  }>;
  readonly " $fragmentType": "WorkspaceTable_query";
};
export type WorkspaceTable_query$key = {
  readonly " $data"?: WorkspaceTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkspaceTable_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkspaceTable_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Workspace",
      "kind": "LinkedField",
      "name": "workspaces",
      "plural": true,
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canEdit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "size",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "95a8ac22b6c734636e1e6e340fa500d1";

export default node;
