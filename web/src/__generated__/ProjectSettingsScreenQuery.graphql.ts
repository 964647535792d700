/**
 * @generated SignedSource<<efa8490c23281a6984822490cafa8dba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProjectSettingsScreenQuery$variables = {
  projectId: string;
};
export type ProjectSettingsScreenQuery$data = {
  readonly currentUser: {
    readonly isSuperuser: boolean;
  };
  readonly project: {
    readonly allowedTo: {
      readonly custody: boolean;
      readonly edit: boolean;
    };
    readonly id: string;
    readonly name: string;
    readonly transferServer: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"AdministrationSection_project" | "MediaComposerSection_project" | "ProjectDetailsForm_project" | "ProjectPosterChoice_project" | "ProjectWorkspaceSelect_project" | "SlateFormatSelect_project">;
  } | null | undefined;
  readonly workspaces: ReadonlyArray<{
    readonly canEdit: boolean;
    readonly id: string;
    readonly isDefault: boolean;
    readonly name: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectSidebar_query">;
};
export type ProjectSettingsScreenQuery = {
  response: ProjectSettingsScreenQuery$data;
  variables: ProjectSettingsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "projectId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "projectId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "edit",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "ProjectAllowedTo",
  "kind": "LinkedField",
  "name": "allowedTo",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "custody",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "transferServer",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSuperuser",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Workspace",
  "kind": "LinkedField",
  "name": "workspaces",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDefault",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canEdit",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/)
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v11 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": "TITLE_ASC"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProjectSettingsScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProjectDetailsForm_project"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SlateFormatSelect_project"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProjectWorkspaceSelect_project"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProjectPosterChoice_project"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MediaComposerSection_project"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AdministrationSection_project"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          (v7/*:: as any*/)
        ],
        "storageKey": null
      },
      (v8/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ProjectSidebar_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProjectSettingsScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "production",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "director",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dop",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "crew",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "shootingStart",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "shootingEnd",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "manager",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ProjectSettings",
            "kind": "LinkedField",
            "name": "settings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "slateFormat",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
            "plural": false,
            "selections": (v9/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasPoster",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "WorkspaceImage",
            "kind": "LinkedField",
            "name": "poster",
            "plural": false,
            "selections": [
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Folder",
            "kind": "LinkedField",
            "name": "rootFolder",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ProjectIntegration",
            "kind": "LinkedField",
            "name": "integrations",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FolderDelivery",
            "kind": "LinkedField",
            "name": "deliveries",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Folder",
                "kind": "LinkedField",
                "name": "folder",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DeliveryFile",
                "kind": "LinkedField",
                "name": "files",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kind",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "storageName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "storagePrefix",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      (v8/*:: as any*/),
      {
        "alias": "sidebarProjects",
        "args": (v11/*:: as any*/),
        "concreteType": "ProjectConnection",
        "kind": "LinkedField",
        "name": "projects",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ProjectEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProjectAllowedTo",
                    "kind": "LinkedField",
                    "name": "allowedTo",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "delete",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Folder",
                    "kind": "LinkedField",
                    "name": "rootFolder",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "folderCount",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Collection",
                    "kind": "LinkedField",
                    "name": "collections",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "definition",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "projects(first:100,orderBy:\"TITLE_ASC\")"
      },
      {
        "alias": "sidebarProjects",
        "args": (v11/*:: as any*/),
        "filters": [
          "orderBy"
        ],
        "handle": "connection",
        "key": "ProjectSidebar_sidebarProjects",
        "kind": "LinkedHandle",
        "name": "projects"
      }
    ]
  },
  "params": {
    "cacheID": "18a884e494b66a6577c5f2b61410e9cd",
    "id": null,
    "metadata": {},
    "name": "ProjectSettingsScreenQuery",
    "operationKind": "query",
    "text": "query ProjectSettingsScreenQuery(\n  $projectId: ID!\n) {\n  project(id: $projectId) {\n    id\n    name\n    allowedTo {\n      edit\n      custody\n    }\n    transferServer\n    ...ProjectDetailsForm_project\n    ...SlateFormatSelect_project\n    ...ProjectWorkspaceSelect_project\n    ...ProjectPosterChoice_project\n    ...MediaComposerSection_project\n    ...AdministrationSection_project\n  }\n  currentUser {\n    isSuperuser\n    id\n  }\n  workspaces {\n    id\n    name\n    isDefault\n    canEdit\n  }\n  ...ProjectSidebar_query\n}\n\nfragment AdministrationSection_project on Project {\n  id\n  storageName\n  storagePrefix\n  transferServer\n}\n\nfragment MediaComposerSection_project on Project {\n  id\n  integrations {\n    type\n  }\n  deliveries {\n    folder {\n      id\n      name\n    }\n    updatedAt\n    files {\n      kind\n      name\n      url\n    }\n  }\n}\n\nfragment ProjectDetailsForm_project on Project {\n  id\n  name\n  production\n  director\n  dop\n  crew\n  shootingStart\n  shootingEnd\n  manager {\n    id\n    name\n    email\n  }\n}\n\nfragment ProjectPosterChoice_project on Project {\n  allowedTo {\n    edit\n  }\n  hasPoster\n  poster {\n    url\n  }\n  rootFolder {\n    id\n  }\n}\n\nfragment ProjectSidebarLink_project on Project {\n  id\n  name\n  allowedTo {\n    edit\n    delete\n  }\n  rootFolder {\n    id\n    folderCount\n  }\n  collections {\n    id\n    name\n    definition\n  }\n}\n\nfragment ProjectSidebar_query on Query {\n  currentUser {\n    id\n    isSuperuser\n  }\n  sidebarProjects: projects(first: 100, orderBy: TITLE_ASC) {\n    edges {\n      node {\n        ...ProjectSidebarLink_project\n        id\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment ProjectWorkspaceSelect_project on Project {\n  id\n  workspace {\n    id\n    name\n  }\n}\n\nfragment SlateFormatSelect_project on Project {\n  id\n  settings {\n    slateFormat\n  }\n}\n"
  }
};
})();

(node as any).hash = "bb3deed1835e991954f764d5dc1ab2a0";

export default node;
