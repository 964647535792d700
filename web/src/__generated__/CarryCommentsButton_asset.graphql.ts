/**
 * @generated SignedSource<<d9fdc1c70c179708ed721b00942d879a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarryCommentsButton_asset$data = {
  readonly allowedTo: {
    readonly edit: boolean;
  };
  readonly versions: ReadonlyArray<{
    readonly id: string;
    readonly number: number;
  }>;
  readonly " $fragmentType": "CarryCommentsButton_asset";
};
export type CarryCommentsButton_asset$key = {
  readonly " $data"?: CarryCommentsButton_asset$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarryCommentsButton_asset">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarryCommentsButton_asset",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AssetAllowedTo",
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
      "concreteType": "Version",
      "kind": "LinkedField",
      "name": "versions",
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
          "name": "number",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Asset",
  "abstractKey": null
};

(node as any).hash = "b1c62f80775439eb061e4db4973eb68c";

export default node;
