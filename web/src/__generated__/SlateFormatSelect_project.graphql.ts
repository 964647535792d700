/**
 * @generated SignedSource<<18becf580b096ff7f7a6e6ecc91dc688>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SlateFormat = "EPISODE_SCENE_TAKE" | "SCENE_SHOT_TAKE" | "SCENE_TAKE" | "SCENE_TAKE_CAMERA_ANGLE";
import type { FragmentRefs } from "relay-runtime";
export type SlateFormatSelect_project$data = {
  readonly id: string;
  readonly settings: {
    readonly slateFormat: SlateFormat;
  };
  readonly " $fragmentType": "SlateFormatSelect_project";
};
export type SlateFormatSelect_project$key = {
  readonly " $data"?: SlateFormatSelect_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"SlateFormatSelect_project">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SlateFormatSelect_project",
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
      "concreteType": "ProjectSettings",
      "kind": "LinkedField",
      "name": "settings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slateFormat",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Project",
  "abstractKey": null
};

(node as any).hash = "77e8f361f4a5e26ab2f82dfaf7bf59ac";

export default node;
