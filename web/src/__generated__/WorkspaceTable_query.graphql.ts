/**
 * @generated SignedSource<<df9e76da678f5ddde2e31473f3d1bea2>>
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "9102b745f6d634d84c610d516e37947b";

export default node;
