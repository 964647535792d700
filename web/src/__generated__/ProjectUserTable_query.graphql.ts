/**
 * @generated SignedSource<<34180049eb791c22b0ad6d5a469ba8b5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProjectUserTable_query$data = {
  readonly projectRoles: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ProjectUserRow_roles">;
  }>;
  readonly projectUsers: ReadonlyArray<{
    readonly lastActivityAt: string | null | undefined;
    readonly role: {
      readonly name: string;
    };
    readonly user: {
      readonly id: string;
    };
    readonly userEmail: string;
    readonly userName: string;
    readonly " $fragmentSpreads": FragmentRefs<"ProjectUserRow_projectUser">;
  }>;
  readonly " $fragmentType": "ProjectUserTable_query";
};
export type ProjectUserTable_query$key = {
  readonly " $data"?: ProjectUserTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectUserTable_query">;
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
  "name": "ProjectUserTable_query",
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
          "kind": "ScalarField",
          "name": "userName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userEmail",
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
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Role",
          "kind": "LinkedField",
          "name": "role",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ProjectUserRow_projectUser"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Role",
      "kind": "LinkedField",
      "name": "projectRoles",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ProjectUserRow_roles"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "4c928df09dc0750a73aa5b3a539efc80";

export default node;
