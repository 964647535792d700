/**
 * @generated SignedSource<<bede7403fd29c595ac9d8707b16d4bc4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SharesRow_link$data = {
  readonly canDownload: boolean;
  readonly createdAt: string;
  readonly createdBy: {
    readonly name: string;
  } | null | undefined;
  readonly expiresAt: string | null | undefined;
  readonly hasPassword: boolean;
  readonly name: string;
  readonly url: string;
  readonly watermark: {
    readonly text: string;
  } | null | undefined;
  readonly " $fragmentType": "SharesRow_link";
};
export type SharesRow_link$key = {
  readonly " $data"?: SharesRow_link$data;
  readonly " $fragmentSpreads": FragmentRefs<"SharesRow_link">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SharesRow_link",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
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
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasPassword",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canDownload",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LinkWatermark",
      "kind": "LinkedField",
      "name": "watermark",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        }
      ],
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ShareLink",
  "abstractKey": null
};
})();

(node as any).hash = "718f8ff194736a77708febbd4d32c928";

export default node;
