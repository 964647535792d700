/**
 * @generated SignedSource<<5f7dc931a8561eb1830694c712a4efa9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReorderCustomFieldsInput = {
  clientMutationId?: string | null | undefined;
  fieldIds: ReadonlyArray<string>;
  workspaceId: string;
};
export type useCustomFieldMutationsReorderMutation$variables = {
  input: ReorderCustomFieldsInput;
};
export type useCustomFieldMutationsReorderMutation$data = {
  readonly reorderCustomFields: {
    readonly workspace: {
      readonly customFields: ReadonlyArray<{
        readonly " $fragmentSpreads": FragmentRefs<"CustomFieldRow_field">;
      }>;
      readonly id: string;
    };
  };
};
export type useCustomFieldMutationsReorderMutation = {
  response: useCustomFieldMutationsReorderMutation$data;
  variables: useCustomFieldMutationsReorderMutation$variables;
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
    "name": "useCustomFieldMutationsReorderMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ReorderCustomFieldsPayload",
        "kind": "LinkedField",
        "name": "reorderCustomFields",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CustomField",
                "kind": "LinkedField",
                "name": "customFields",
                "plural": true,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CustomFieldRow_field"
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
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCustomFieldMutationsReorderMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ReorderCustomFieldsPayload",
        "kind": "LinkedField",
        "name": "reorderCustomFields",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CustomField",
                "kind": "LinkedField",
                "name": "customFields",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
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
                    "name": "options",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "required",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "shownInList",
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
    "cacheID": "7f15c20618296a9c8ecddc1e689aadf9",
    "id": null,
    "metadata": {},
    "name": "useCustomFieldMutationsReorderMutation",
    "operationKind": "mutation",
    "text": "mutation useCustomFieldMutationsReorderMutation(\n  $input: ReorderCustomFieldsInput!\n) {\n  reorderCustomFields(input: $input) {\n    workspace {\n      id\n      customFields {\n        ...CustomFieldRow_field\n        id\n      }\n    }\n  }\n}\n\nfragment CustomFieldRow_field on CustomField {\n  id\n  name\n  type\n  options\n  required\n  shownInList\n}\n"
  }
};
})();

(node as any).hash = "67a9bdea7dad068cc8e71302aa3c9d74";

export default node;
