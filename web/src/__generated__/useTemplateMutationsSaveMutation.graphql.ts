/**
 * @generated SignedSource<<0681003060b5056d9a983e47710ac166>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TemplateType = "NOTIFICATION_BODY" | "NOTIFICATION_SUBJECT";
export type SaveProjectTemplateInput = {
  clientMutationId?: string | null | undefined;
  contents: string;
  projectId: string;
  type: TemplateType;
};
export type useTemplateMutationsSaveMutation$variables = {
  input: SaveProjectTemplateInput;
};
export type useTemplateMutationsSaveMutation$data = {
  readonly saveProjectTemplate: {
    readonly project: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ProjectNotificationsScreen_templates">;
    };
  };
};
export type useTemplateMutationsSaveMutation = {
  response: useTemplateMutationsSaveMutation$data;
  variables: useTemplateMutationsSaveMutation$variables;
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
    "name": "useTemplateMutationsSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProjectTemplatePayload",
        "kind": "LinkedField",
        "name": "saveProjectTemplate",
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
    "name": "useTemplateMutationsSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProjectTemplatePayload",
        "kind": "LinkedField",
        "name": "saveProjectTemplate",
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
    "cacheID": "1e840d5bcffdfdbe63a664ca240433e9",
    "id": null,
    "metadata": {},
    "name": "useTemplateMutationsSaveMutation",
    "operationKind": "mutation",
    "text": "mutation useTemplateMutationsSaveMutation(\n  $input: SaveProjectTemplateInput!\n) {\n  saveProjectTemplate(input: $input) {\n    project {\n      id\n      ...ProjectNotificationsScreen_templates\n    }\n  }\n}\n\nfragment ProjectNotificationsScreen_templates on Project {\n  templates {\n    type\n    contents\n    isCustom\n  }\n}\n"
  }
};
})();

(node as any).hash = "9b639a177ce1c8806d5a006dbccaff9f";

export default node;
