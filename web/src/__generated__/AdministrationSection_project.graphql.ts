/**
 * @generated SignedSource<<4f3e78965bd7305371ce9bee2ab99092>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdministrationSection_project$data = {
  readonly id: string;
  readonly storageName: string | null | undefined;
  readonly storagePrefix: string | null | undefined;
  readonly transferServer: string | null | undefined;
  readonly " $fragmentType": "AdministrationSection_project";
};
export type AdministrationSection_project$key = {
  readonly " $data"?: AdministrationSection_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdministrationSection_project">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdministrationSection_project",
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
      "name": "storageName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "storagePrefix",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "transferServer",
      "storageKey": null
    }
  ],
  "type": "Project",
  "abstractKey": null
};

(node as any).hash = "957371643928c2b26bbd20032e80ad3a";

export default node;
