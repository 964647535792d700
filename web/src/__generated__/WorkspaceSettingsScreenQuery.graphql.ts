/**
 * @generated SignedSource<<d84afba1db73596282c4e6ca386d6029>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WorkspaceSettingsScreenQuery$variables = {
  id: string;
};
export type WorkspaceSettingsScreenQuery$data = {
  readonly currentUser: {
    readonly id: string;
  };
  readonly node: {
    readonly workspace: {
      readonly canEdit: boolean;
      readonly hasTransferServer: boolean;
      readonly id: string;
      readonly logo: {
        readonly url: string;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"WorkspaceProjectsTab_workspace" | "WorkspaceSettingsTab_workspace">;
    } | null | undefined;
  } | null | undefined;
  readonly workspaces: ReadonlyArray<{
    readonly canEdit: boolean;
    readonly id: string;
    readonly isDefault: boolean;
    readonly name: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"WorkspaceSidebar_query">;
};
export type WorkspaceSettingsScreenQuery = {
  response: WorkspaceSettingsScreenQuery$data;
  variables: WorkspaceSettingsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "currentUser",
  "plural": false,
  "selections": [
    (v1/*:: as any*/)
  ],
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canEdit",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasTransferServer",
  "storageKey": null
},
v6 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
],
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "WorkspaceImage",
  "kind": "LinkedField",
  "name": "logo",
  "plural": false,
  "selections": (v6/*:: as any*/),
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDefault",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "edit",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "delete",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WorkspaceSettingsScreenQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v1/*:: as any*/),
                (v4/*:: as any*/),
                (v5/*:: as any*/),
                (v7/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "WorkspaceSettingsTab_workspace"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "WorkspaceProjectsTab_workspace"
                }
              ],
              "type": "Workspace",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "workspace"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Workspace",
        "kind": "LinkedField",
        "name": "workspaces",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v8/*:: as any*/),
          (v4/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "WorkspaceSidebar_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WorkspaceSettingsScreenQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "WorkspaceAllowedTo",
                "kind": "LinkedField",
                "name": "allowedTo",
                "plural": false,
                "selections": [
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
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
                "name": "projectPoster",
                "plural": false,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "annotations",
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
                  (v1/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "manager",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v12/*:: as any*/),
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
                      (v10/*:: as any*/),
                      (v11/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Workspace",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Workspace",
        "kind": "LinkedField",
        "name": "workspaces",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v8/*:: as any*/),
          (v4/*:: as any*/),
          (v9/*:: as any*/),
          (v12/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "81cccf81ed75a190e43adeaa34ea627e",
    "id": null,
    "metadata": {},
    "name": "WorkspaceSettingsScreenQuery",
    "operationKind": "query",
    "text": "query WorkspaceSettingsScreenQuery(\n  $id: ID!\n) {\n  currentUser {\n    id\n  }\n  node(id: $id) {\n    __typename\n    ... on Workspace {\n      id\n      canEdit\n      hasTransferServer\n      logo {\n        url\n      }\n      ...WorkspaceSettingsTab_workspace\n      ...WorkspaceProjectsTab_workspace\n    }\n    id\n  }\n  workspaces {\n    id\n    name\n    canEdit\n    isDefault\n  }\n  ...WorkspaceSidebar_query\n}\n\nfragment WorkspaceAnnotationsSwitch_workspace on Workspace {\n  id\n  annotations\n  allowedTo {\n    edit\n  }\n}\n\nfragment WorkspaceBranding_workspace on Workspace {\n  id\n  allowedTo {\n    upload\n  }\n  logo {\n    url\n  }\n  projectPoster {\n    url\n  }\n}\n\nfragment WorkspaceProjectsTab_workspace on Workspace {\n  id\n  name\n  allowedTo {\n    edit\n  }\n  projects {\n    id\n    name\n    manager {\n      name\n      id\n    }\n    createdAt\n    size\n    allowedTo {\n      edit\n      delete\n    }\n  }\n}\n\nfragment WorkspaceSettingsTab_workspace on Workspace {\n  id\n  name\n  allowedTo {\n    edit\n    delete\n  }\n  ...WorkspaceBranding_workspace\n  ...WorkspaceAnnotationsSwitch_workspace\n}\n\nfragment WorkspaceSidebar_query on Query {\n  workspaces {\n    id\n    name\n    createdAt\n    canEdit\n  }\n}\n"
  }
};
})();

(node as any).hash = "dcbe7a864bd28485af3eac3227406bcf";

export default node;
