/**
 * @generated SignedSource<<e157013cd13184b8cf7e6d201b4bef01>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AssetType = "AUDIO" | "DOCUMENT" | "IMAGE" | "LIVE" | "OTHER" | "VIDEO";
import type { FragmentRefs } from "relay-runtime";
export type VersionMenu_asset$data = {
  readonly allowedTo: {
    readonly edit: boolean;
  };
  readonly folder: {
    readonly id: string;
  };
  readonly id: string;
  readonly project: {
    readonly id: string;
  };
  readonly type: AssetType;
  readonly versions: ReadonlyArray<{
    readonly createdAt: string;
    readonly createdBy: {
      readonly name: string;
    } | null | undefined;
    readonly id: string;
    readonly number: number;
  }>;
  readonly " $fragmentType": "VersionMenu_asset";
};
export type VersionMenu_asset$key = {
  readonly " $data"?: VersionMenu_asset$data;
  readonly " $fragmentSpreads": FragmentRefs<"VersionMenu_asset">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VersionMenu_asset",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Folder",
      "kind": "LinkedField",
      "name": "folder",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
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
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "createdBy",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Asset",
  "abstractKey": null
};
})();

(node as any).hash = "376a27d9d4c74bf11ec42b8cff952d3f";

export default node;
