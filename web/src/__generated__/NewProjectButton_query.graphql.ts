/**
 * @generated SignedSource<<fab115c5efe0655359acbd16abefcff3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NewProjectButton_query$data = {
  readonly workspaces: ReadonlyArray<{
    readonly canEdit: boolean;
    readonly id: string;
    readonly isDefault: boolean;
    readonly name: string;
  }>;
  readonly " $fragmentType": "NewProjectButton_query";
};
export type NewProjectButton_query$key = {
  readonly " $data"?: NewProjectButton_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewProjectButton_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NewProjectButton_query",
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
          "name": "isDefault",
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

(node as any).hash = "4eeed017514a661c74c837b1aca019f3";

export default node;
