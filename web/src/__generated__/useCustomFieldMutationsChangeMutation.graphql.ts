/**
 * @generated SignedSource<<e4c6a3b9fb31d9607b65d1667b980018>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CustomFieldType = "BOOLEAN" | "DATE" | "DATETIME" | "EMAIL" | "NUMBER" | "POSITION" | "TEXT" | "TIME" | "URL";
export type ChangeCustomFieldInput = {
  clientMutationId?: string | null | undefined;
  id: string;
  name?: string | null | undefined;
  options?: ReadonlyArray<string> | null | undefined;
  required?: boolean | null | undefined;
  shownInList?: boolean | null | undefined;
  type?: CustomFieldType | null | undefined;
};
export type useCustomFieldMutationsChangeMutation$variables = {
  input: ChangeCustomFieldInput;
};
export type useCustomFieldMutationsChangeMutation$data = {
  readonly changeCustomField: {
    readonly customField: {
      readonly " $fragmentSpreads": FragmentRefs<"CustomFieldRow_field">;
    };
  };
};
export type useCustomFieldMutationsChangeMutation = {
  response: useCustomFieldMutationsChangeMutation$data;
  variables: useCustomFieldMutationsChangeMutation$variables;
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCustomFieldMutationsChangeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChangeCustomFieldPayload",
        "kind": "LinkedField",
        "name": "changeCustomField",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CustomField",
            "kind": "LinkedField",
            "name": "customField",
            "plural": false,
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
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCustomFieldMutationsChangeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChangeCustomFieldPayload",
        "kind": "LinkedField",
        "name": "changeCustomField",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CustomField",
            "kind": "LinkedField",
            "name": "customField",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
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
    ]
  },
  "params": {
    "cacheID": "347ca5e5b3319f7785abe11f3952d048",
    "id": null,
    "metadata": {},
    "name": "useCustomFieldMutationsChangeMutation",
    "operationKind": "mutation",
    "text": "mutation useCustomFieldMutationsChangeMutation(\n  $input: ChangeCustomFieldInput!\n) {\n  changeCustomField(input: $input) {\n    customField {\n      ...CustomFieldRow_field\n      id\n    }\n  }\n}\n\nfragment CustomFieldRow_field on CustomField {\n  id\n  name\n  type\n  options\n  required\n  shownInList\n}\n"
  }
};
})();

(node as any).hash = "ef3d0cd979421ba87fc0882229f621b9";

export default node;
