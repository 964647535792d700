/**
 * @generated SignedSource<<1cac717e31a8bdc6fc9092829f3d96f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CustomFieldType = "BOOLEAN" | "DATE" | "DATETIME" | "EMAIL" | "NUMBER" | "POSITION" | "TEXT" | "TIME" | "URL";
import type { FragmentRefs } from "relay-runtime";
export type CustomFieldRow_field$data = {
  readonly id: string;
  readonly name: string;
  readonly options: ReadonlyArray<string>;
  readonly required: boolean;
  readonly shownInList: boolean;
  readonly type: CustomFieldType;
  readonly " $fragmentType": "CustomFieldRow_field";
};
export type CustomFieldRow_field$key = {
  readonly " $data"?: CustomFieldRow_field$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomFieldRow_field">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CustomFieldRow_field",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shownInList",
      "storageKey": null
    }
  ],
  "type": "CustomField",
  "abstractKey": null
};

(node as any).hash = "b43f64b397652fa5ba1491df966437cc";

export default node;
