/**
 * @generated SignedSource<<b6253a44f2b696ce5184d5e7976823ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AllUsersRow_user$data = {
  readonly email: string | null | undefined;
  readonly hasJoined: boolean;
  readonly id: string;
  readonly lastActivityAt: string | null | undefined;
  readonly name: string;
  readonly projects: ReadonlyArray<{
    readonly project: {
      readonly id: string;
    };
  }>;
  readonly " $fragmentType": "AllUsersRow_user";
};
export type AllUsersRow_user$key = {
  readonly " $data"?: AllUsersRow_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AllUsersRow_user">;
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
  "name": "AllUsersRow_user",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasJoined",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastActivityAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UserProject",
      "kind": "LinkedField",
      "name": "projects",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Project",
          "kind": "LinkedField",
          "name": "project",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "4278522fed4bdc1a3bc37e55d272bcb3";

export default node;
