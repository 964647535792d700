/**
 * @generated SignedSource<<83d75364bdeda5fba9ae8f38b0e9fcc6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReinviteDialog_user$data = {
  readonly email: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly projects: ReadonlyArray<{
    readonly project: {
      readonly id: string;
      readonly name: string;
    };
  }>;
  readonly " $fragmentType": "ReinviteDialog_user";
};
export type ReinviteDialog_user$key = {
  readonly " $data"?: ReinviteDialog_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReinviteDialog_user">;
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReinviteDialog_user",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
            (v0/*:: as any*/),
            (v1/*:: as any*/)
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

(node as any).hash = "ef0903de59e48aa9bfec2ce8d265dd9e";

export default node;
