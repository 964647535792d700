/**
 * @generated SignedSource<<721d1b58f712fc2f170185c853be26b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CustomFieldType = "BOOLEAN" | "DATE" | "DATETIME" | "EMAIL" | "NUMBER" | "POSITION" | "TEXT" | "TIME" | "URL";
import type { FragmentRefs } from "relay-runtime";
export type CustomFieldsPanel_asset$data = {
  readonly allowedTo: {
    readonly edit: boolean;
  };
  readonly customFields: ReadonlyArray<{
    readonly boolean: boolean | null | undefined;
    readonly dateTime: string | null | undefined;
    readonly field: {
      readonly id: string;
      readonly name: string;
      readonly options: ReadonlyArray<string>;
      readonly required: boolean;
      readonly type: CustomFieldType;
    };
    readonly text: string | null | undefined;
  }>;
  readonly id: string;
  readonly " $fragmentType": "CustomFieldsPanel_asset";
};
export type CustomFieldsPanel_asset$key = {
  readonly " $data"?: CustomFieldsPanel_asset$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomFieldsPanel_asset">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CustomFieldsPanel_asset",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "CustomFieldValue",
      "kind": "LinkedField",
      "name": "customFields",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CustomField",
          "kind": "LinkedField",
          "name": "field",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
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
              "name": "type",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "options",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "required",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dateTime",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "boolean",
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

(node as any).hash = "9a708a704b8042f2c4a083f2d59b02ab";

export default node;
