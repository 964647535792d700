/**
 * @generated SignedSource<<bfade0047d362c82a866fd5eeb0a2751>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SessionBar_session$data = {
  readonly canEnd: boolean;
  readonly id: string;
  readonly isPresenter: boolean;
  readonly name: string;
  readonly participants: ReadonlyArray<{
    readonly isPresenter: boolean;
    readonly name: string;
    readonly user: {
      readonly id: string;
    };
  }>;
  readonly presenter: {
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "SessionBar_session";
};
export type SessionBar_session$key = {
  readonly " $data"?: SessionBar_session$data;
  readonly " $fragmentSpreads": FragmentRefs<"SessionBar_session">;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPresenter",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SessionBar_session",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canEnd",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "presenter",
      "plural": false,
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReviewSessionParticipant",
      "kind": "LinkedField",
      "name": "participants",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "user",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ReviewSession",
  "abstractKey": null
};
})();

(node as any).hash = "189aeab4a4d44000a2a2a89f541c158d";

export default node;
