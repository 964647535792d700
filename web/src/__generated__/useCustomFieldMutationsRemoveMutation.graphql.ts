/**
 * @generated SignedSource<<439b5344f5f293387acbe5f1251ba48a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RemoveCustomFieldInput = {
  clientMutationId?: string | null | undefined;
  id: string;
};
export type useCustomFieldMutationsRemoveMutation$variables = {
  input: RemoveCustomFieldInput;
};
export type useCustomFieldMutationsRemoveMutation$data = {
  readonly removeCustomField: {
    readonly workspace: {
      readonly customFields: ReadonlyArray<{
        readonly " $fragmentSpreads": FragmentRefs<"CustomFieldRow_field">;
      }>;
      readonly id: string;
    };
  };
};
export type useCustomFieldMutationsRemoveMutation = {
  response: useCustomFieldMutationsRemoveMutation$data;
  variables: useCustomFieldMutationsRemoveMutation$variables;
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
    "name": "useCustomFieldMutationsRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RemoveCustomFieldPayload",
        "kind": "LinkedField",
        "name": "removeCustomField",
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
    "name": "useCustomFieldMutationsRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RemoveCustomFieldPayload",
        "kind": "LinkedField",
        "name": "removeCustomField",
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
    "cacheID": "75f94d43cf6f3c3933dbe7362d602f25",
    "id": null,
    "metadata": {},
    "name": "useCustomFieldMutationsRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation useCustomFieldMutationsRemoveMutation(\n  $input: RemoveCustomFieldInput!\n) {\n  removeCustomField(input: $input) {\n    workspace {\n      id\n      customFields {\n        ...CustomFieldRow_field\n        id\n      }\n    }\n  }\n}\n\nfragment CustomFieldRow_field on CustomField {\n  id\n  name\n  type\n  options\n  required\n  shownInList\n}\n"
  }
};
})();

(node as any).hash = "21ef9d1639c13597dcc31974e17bbf90";

export default node;
