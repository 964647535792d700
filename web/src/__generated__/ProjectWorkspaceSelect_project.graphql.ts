/**
 * @generated SignedSource<<cd73516ff536b2f0f94019019fa83e13>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProjectWorkspaceSelect_project$data = {
  readonly id: string;
  readonly workspace: {
    readonly id: string;
    readonly name: string;
  };
  readonly " $fragmentType": "ProjectWorkspaceSelect_project";
};
export type ProjectWorkspaceSelect_project$key = {
  readonly " $data"?: ProjectWorkspaceSelect_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectWorkspaceSelect_project">;
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
  "name": "ProjectWorkspaceSelect_project",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Workspace",
      "kind": "LinkedField",
      "name": "workspace",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Project",
  "abstractKey": null
};
})();

(node as any).hash = "27ce65312f6c15ce2f5ed670f71f4372";

export default node;
