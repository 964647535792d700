/**
 * @generated SignedSource<<8bebb46d0f88a899a83fa939ee52a6b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AssignUserDialog_query$data = {
  readonly projectUsers: ReadonlyArray<{
    readonly user: {
      readonly id: string;
    };
  }>;
  readonly " $fragmentType": "AssignUserDialog_query";
};
export type AssignUserDialog_query$key = {
  readonly " $data"?: AssignUserDialog_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssignUserDialog_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "projectId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssignUserDialog_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "projectId",
          "variableName": "projectId"
        }
      ],
      "concreteType": "ProjectUser",
      "kind": "LinkedField",
      "name": "projectUsers",
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "1e3cb69837e47a0eede2ff193e20f5ca";

export default node;
