/**
 * @generated SignedSource<<49fb128843bd8703dfbf0c0a1870dfc0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SeekPreview_version$data = {
  readonly playerSprite: {
    readonly columns: number;
    readonly frameCount: number;
    readonly intervalMs: number;
    readonly rows: number;
    readonly tileHeight: number;
    readonly tileWidth: number;
    readonly urls: ReadonlyArray<string>;
  } | null | undefined;
  readonly " $fragmentType": "SeekPreview_version";
};
export type SeekPreview_version$key = {
  readonly " $data"?: SeekPreview_version$data;
  readonly " $fragmentSpreads": FragmentRefs<"SeekPreview_version">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SeekPreview_version",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SpriteSheet",
      "kind": "LinkedField",
      "name": "playerSprite",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "urls",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "columns",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rows",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tileWidth",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tileHeight",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "frameCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "intervalMs",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Version",
  "abstractKey": null
};

(node as any).hash = "7762d135b0cd8f37964d5e8736afe54c";

export default node;
