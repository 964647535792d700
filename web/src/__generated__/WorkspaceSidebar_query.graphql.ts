/**
 * @generated SignedSource<<62fb9f843e954db55504c549d118bf46>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WorkspaceSidebar_query$data = {
  readonly workspaces: ReadonlyArray<{
    readonly canEdit: boolean;
    readonly createdAt: string;
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "WorkspaceSidebar_query";
};
export type WorkspaceSidebar_query$key = {
  readonly " $data"?: WorkspaceSidebar_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkspaceSidebar_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkspaceSidebar_query",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "2593047dbf9eef7c5a052ed9add98660";

export default node;
