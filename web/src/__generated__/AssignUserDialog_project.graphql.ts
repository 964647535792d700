/**
 * @generated SignedSource<<08be3ab0824ab469223d0bdc73a684b5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AssignUserDialog_project$data = {
  readonly id: string;
  readonly rootFolder: {
    readonly " $fragmentSpreads": FragmentRefs<"useFolderChoices_folder">;
  };
  readonly " $fragmentType": "AssignUserDialog_project";
};
export type AssignUserDialog_project$key = {
  readonly " $data"?: AssignUserDialog_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssignUserDialog_project">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssignUserDialog_project",
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
      "concreteType": "Folder",
      "kind": "LinkedField",
      "name": "rootFolder",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "useFolderChoices_folder"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Project",
  "abstractKey": null
};

(node as any).hash = "9e8fb5bf60b3cf932c10ffe968186ef2";

export default node;
