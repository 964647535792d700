/**
 * @generated SignedSource<<7f800418cd8f0412ad48246853e89041>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WorkspaceProjectsTab_workspace$data = {
  readonly allowedTo: {
    readonly edit: boolean;
  };
  readonly id: string;
  readonly name: string;
  readonly projects: ReadonlyArray<{
    readonly allowedTo: {
      readonly delete: boolean;
      readonly edit: boolean;
    };
    readonly createdAt: string;
    readonly id: string;
    readonly manager: {
      readonly name: string;
    } | null | undefined;
    readonly name: string;
    readonly size: number;
  }>;
  readonly " $fragmentType": "WorkspaceProjectsTab_workspace";
};
export type WorkspaceProjectsTab_workspace$key = {
  readonly " $data"?: WorkspaceProjectsTab_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkspaceProjectsTab_workspace">;
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
  "name": "edit",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkspaceProjectsTab_workspace",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkspaceAllowedTo",
      "kind": "LinkedField",
      "name": "allowedTo",
      "plural": false,
      "selections": [
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "projects",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "manager",
          "plural": false,
          "selections": [
            (v1/*:: as any*/)
          ],
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
          "name": "size",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ProjectAllowedTo",
          "kind": "LinkedField",
          "name": "allowedTo",
          "plural": false,
          "selections": [
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "delete",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};
})();

(node as any).hash = "8f7b63a290554a59270aea5a567c142d";

export default node;
