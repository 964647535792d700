/**
 * @generated SignedSource<<a4523f8d38bd48799b1a2e34fddb5abb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type IntegrationType = "MEDIACOMPOSER";
export type EnableProjectIntegrationInput = {
  clientMutationId?: string | null | undefined;
  projectId: string;
  type: IntegrationType;
};
export type useProjectIntegrationMutationEnableMutation$variables = {
  input: EnableProjectIntegrationInput;
};
export type useProjectIntegrationMutationEnableMutation$data = {
  readonly enableProjectIntegration: {
    readonly project: {
      readonly " $fragmentSpreads": FragmentRefs<"MediaComposerSection_project">;
    };
  };
};
export type useProjectIntegrationMutationEnableMutation = {
  response: useProjectIntegrationMutationEnableMutation$data;
  variables: useProjectIntegrationMutationEnableMutation$variables;
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
    "name": "useProjectIntegrationMutationEnableMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EnableProjectIntegrationPayload",
        "kind": "LinkedField",
        "name": "enableProjectIntegration",
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
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "MediaComposerSection_project"
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
    "name": "useProjectIntegrationMutationEnableMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EnableProjectIntegrationPayload",
        "kind": "LinkedField",
        "name": "enableProjectIntegration",
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
                    "selections": [
                      (v2/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "url",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
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
    "cacheID": "1c8af3ee3352983fb433ebb4543f32e5",
    "id": null,
    "metadata": {},
    "name": "useProjectIntegrationMutationEnableMutation",
    "operationKind": "mutation",
    "text": "mutation useProjectIntegrationMutationEnableMutation(\n  $input: EnableProjectIntegrationInput!\n) {\n  enableProjectIntegration(input: $input) {\n    project {\n      ...MediaComposerSection_project\n      id\n    }\n  }\n}\n\nfragment MediaComposerSection_project on Project {\n  id\n  integrations {\n    type\n  }\n  deliveries {\n    folder {\n      id\n      name\n    }\n    updatedAt\n    files {\n      kind\n      name\n      url\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6ccda7bc5aafeeeaa814fef48f94bbb9";

export default node;
