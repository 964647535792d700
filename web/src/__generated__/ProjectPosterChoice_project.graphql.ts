/**
 * @generated SignedSource<<51568385368b0d240dca486652e4301f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProjectPosterChoice_project$data = {
  readonly allowedTo: {
    readonly edit: boolean;
  };
  readonly hasPoster: boolean;
  readonly poster: {
    readonly url: string;
  } | null | undefined;
  readonly rootFolder: {
    readonly id: string;
  };
  readonly " $fragmentType": "ProjectPosterChoice_project";
};
export type ProjectPosterChoice_project$key = {
  readonly " $data"?: ProjectPosterChoice_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectPosterChoice_project">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProjectPosterChoice_project",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ProjectAllowedTo",
      "kind": "LinkedField",
      "name": "allowedTo",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "edit",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasPoster",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkspaceImage",
      "kind": "LinkedField",
      "name": "poster",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Project",
  "abstractKey": null
};

(node as any).hash = "15cfb33da362299e9f0daa4c4fd1c04f";

export default node;
