/**
 * @generated SignedSource<<67aea212931de8b0add88b49be5e8de7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TemplateType = "NOTIFICATION_BODY" | "NOTIFICATION_SUBJECT";
export type RemoveProjectTemplateInput = {
  clientMutationId?: string | null | undefined;
  projectId: string;
  type: TemplateType;
};
export type useTemplateMutationsRemoveMutation$variables = {
  input: RemoveProjectTemplateInput;
};
export type useTemplateMutationsRemoveMutation$data = {
  readonly removeProjectTemplate: {
    readonly project: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ProjectNotificationsScreen_templates">;
    };
  };
};
export type useTemplateMutationsRemoveMutation = {
  response: useTemplateMutationsRemoveMutation$data;
  variables: useTemplateMutationsRemoveMutation$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useTemplateMutationsRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProjectTemplatePayload",
        "kind": "LinkedField",
        "name": "removeProjectTemplate",
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProjectNotificationsScreen_templates"
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
    "name": "useTemplateMutationsRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProjectTemplatePayload",
        "kind": "LinkedField",
        "name": "removeProjectTemplate",
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
                "concreteType": "ProjectTemplate",
                "kind": "LinkedField",
                "name": "templates",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "contents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isCustom",
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
    "cacheID": "1b85700eee4e066c494e2b2807d2d15d",
    "id": null,
    "metadata": {},
    "name": "useTemplateMutationsRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation useTemplateMutationsRemoveMutation(\n  $input: RemoveProjectTemplateInput!\n) {\n  removeProjectTemplate(input: $input) {\n    project {\n      id\n      ...ProjectNotificationsScreen_templates\n    }\n  }\n}\n\nfragment ProjectNotificationsScreen_templates on Project {\n  templates {\n    type\n    contents\n    isCustom\n  }\n}\n"
  }
};
})();

(node as any).hash = "08ae44c64db4a953354c04cb878f0a8a";

export default node;
