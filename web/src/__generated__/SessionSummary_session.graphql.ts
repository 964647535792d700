/**
 * @generated SignedSource<<ef5b4dbc45b2f71bf4e07d4047c7c25b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SessionSummary_session$data = {
  readonly attendees: ReadonlyArray<{
    readonly name: string;
    readonly user: {
      readonly id: string;
    };
  }>;
  readonly id: string;
  readonly name: string;
  readonly notes: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly shownVersions: ReadonlyArray<{
    readonly asset: {
      readonly name: string;
    } | null | undefined;
    readonly version: {
      readonly id: string;
      readonly number: number;
    } | null | undefined;
  }>;
  readonly " $fragmentType": "SessionSummary_session";
};
export type SessionSummary_session$key = {
  readonly " $data"?: SessionSummary_session$data;
  readonly " $fragmentSpreads": FragmentRefs<"SessionSummary_session">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SessionSummary_session",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ReviewSessionParticipant",
      "kind": "LinkedField",
      "name": "attendees",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "user",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReviewSessionShownVersion",
      "kind": "LinkedField",
      "name": "shownVersions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Asset",
          "kind": "LinkedField",
          "name": "asset",
          "plural": false,
          "selections": [
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Version",
          "kind": "LinkedField",
          "name": "version",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
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
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Comment",
      "kind": "LinkedField",
      "name": "notes",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "ReviewSession",
  "abstractKey": null
};
})();

(node as any).hash = "fa39efcf3bfaf6f75b84b4f6d95b4783";

export default node;
