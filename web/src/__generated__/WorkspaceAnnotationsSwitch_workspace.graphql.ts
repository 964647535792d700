/**
 * @generated SignedSource<<79d2217990d28bec6ef56331bb437cfc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WorkspaceAnnotationsSwitch_workspace$data = {
  readonly allowedTo: {
    readonly edit: boolean;
  };
  readonly annotations: boolean;
  readonly id: string;
  readonly " $fragmentType": "WorkspaceAnnotationsSwitch_workspace";
};
export type WorkspaceAnnotationsSwitch_workspace$key = {
  readonly " $data"?: WorkspaceAnnotationsSwitch_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkspaceAnnotationsSwitch_workspace">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkspaceAnnotationsSwitch_workspace",
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
      "name": "annotations",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkspaceAllowedTo",
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
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "3e1ca7928094b2eefefc98e6cb82651e";

export default node;
