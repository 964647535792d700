/**
 * @generated SignedSource<<b1d519f16e52d03095f8945f1287e33e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UpdateProjectInput = {
  clientMutationId?: string | null | undefined;
  crew?: ReadonlyArray<string> | null | undefined;
  director?: string | null | undefined;
  dop?: string | null | undefined;
  id: string;
  managerId?: string | null | undefined;
  name?: string | null | undefined;
  production?: string | null | undefined;
  shootingEnd?: string | null | undefined;
  shootingStart?: string | null | undefined;
  transferServer?: string | null | undefined;
};
export type useUpdateProjectMutation$variables = {
  input: UpdateProjectInput;
};
export type useUpdateProjectMutation$data = {
  readonly updateProject: {
    readonly project: {
      readonly id: string;
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"ProjectDetailsForm_project" | "ProjectInspector_project">;
    };
  };
};
export type useUpdateProjectMutation = {
  response: useUpdateProjectMutation$data;
  variables: useUpdateProjectMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateProjectMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateProjectPayload",
        "kind": "LinkedField",
        "name": "updateProject",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Project",
            "kind": "LinkedField",
            "name": "project",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProjectDetailsForm_project"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProjectInspector_project"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateProjectMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateProjectPayload",
        "kind": "LinkedField",
        "name": "updateProject",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Project",
            "kind": "LinkedField",
            "name": "project",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "createdBy",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "609c56ac72080afb10f066d3fd24bd87",
    "id": null,
    "metadata": {},
    "name": "useUpdateProjectMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateProjectMutation(\n  $input: UpdateProjectInput!\n) {\n  updateProject(input: $input) {\n    project {\n      id\n      name\n      ...ProjectDetailsForm_project\n      ...ProjectInspector_project\n    }\n  }\n}\n\nfragment ProjectDetailsForm_project on Project {\n  id\n  name\n  production\n  director\n  dop\n  crew\n  shootingStart\n  shootingEnd\n  manager {\n    id\n    name\n    email\n  }\n}\n\nfragment ProjectInspector_project on Project {\n  name\n  createdAt\n  createdBy {\n    name\n    id\n  }\n  production\n  director\n  dop\n  manager {\n    name\n    id\n  }\n  shootingStart\n  shootingEnd\n}\n"
  }
};
})();

(node as any).hash = "cd3e1c330e376ce729cda590a03161b9";

export default node;
