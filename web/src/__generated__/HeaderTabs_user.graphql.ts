/**
 * @generated SignedSource<<fb0a22d35a9a577cc7333f065713c3dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HeaderTabs_user$data = {
  readonly canManageWorkspaces: boolean;
  readonly hasEditableProjects: boolean;
  readonly isSuperuser: boolean;
  readonly " $fragmentType": "HeaderTabs_user";
};
export type HeaderTabs_user$key = {
  readonly " $data"?: HeaderTabs_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"HeaderTabs_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HeaderTabs_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSuperuser",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasEditableProjects",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canManageWorkspaces",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "cdc8765fef17b4f46bc6f83a026caae6";

export default node;
