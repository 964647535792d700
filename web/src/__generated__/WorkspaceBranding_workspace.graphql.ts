/**
 * @generated SignedSource<<ee87dc9848e5e2e3d9ee124ede763ea6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WorkspaceBranding_workspace$data = {
  readonly allowedTo: {
    readonly upload: boolean;
  };
  readonly id: string;
  readonly logo: {
    readonly url: string;
  } | null | undefined;
  readonly projectPoster: {
    readonly url: string;
  } | null | undefined;
  readonly " $fragmentType": "WorkspaceBranding_workspace";
};
export type WorkspaceBranding_workspace$key = {
  readonly " $data"?: WorkspaceBranding_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkspaceBranding_workspace">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkspaceBranding_workspace",
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
      "concreteType": "WorkspaceAllowedTo",
      "kind": "LinkedField",
      "name": "allowedTo",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "upload",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkspaceImage",
      "kind": "LinkedField",
      "name": "logo",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkspaceImage",
      "kind": "LinkedField",
      "name": "projectPoster",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};
})();

(node as any).hash = "2e236d8e1394e205d6bf7c15e8947562";

export default node;
