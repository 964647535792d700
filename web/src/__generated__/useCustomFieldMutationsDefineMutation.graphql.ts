/**
 * @generated SignedSource<<bf7ecf44bfcd8ec0f7f36dcf723881ba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CustomFieldType = "BOOLEAN" | "DATE" | "DATETIME" | "EMAIL" | "NUMBER" | "POSITION" | "TEXT" | "TIME" | "URL";
export type DefineCustomFieldInput = {
  clientMutationId?: string | null | undefined;
  name: string;
  options?: ReadonlyArray<string> | null | undefined;
  required?: boolean | null | undefined;
  shownInList?: boolean | null | undefined;
  type: CustomFieldType;
  workspaceId: string;
};
export type useCustomFieldMutationsDefineMutation$variables = {
  input: DefineCustomFieldInput;
};
export type useCustomFieldMutationsDefineMutation$data = {
  readonly defineCustomField: {
    readonly workspace: {
      readonly customFields: ReadonlyArray<{
        readonly " $fragmentSpreads": FragmentRefs<"CustomFieldRow_field">;
      }>;
      readonly id: string;
    };
  };
};
export type useCustomFieldMutationsDefineMutation = {
  response: useCustomFieldMutationsDefineMutation$data;
  variables: useCustomFieldMutationsDefineMutation$variables;
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
    "name": "useCustomFieldMutationsDefineMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DefineCustomFieldPayload",
        "kind": "LinkedField",
        "name": "defineCustomField",
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
    "name": "useCustomFieldMutationsDefineMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DefineCustomFieldPayload",
        "kind": "LinkedField",
        "name": "defineCustomField",
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
    "cacheID": "d852249ea0a57975bcbd358bcb9dcf9e",
    "id": null,
    "metadata": {},
    "name": "useCustomFieldMutationsDefineMutation",
    "operationKind": "mutation",
    "text": "mutation useCustomFieldMutationsDefineMutation(\n  $input: DefineCustomFieldInput!\n) {\n  defineCustomField(input: $input) {\n    workspace {\n      id\n      customFields {\n        ...CustomFieldRow_field\n        id\n      }\n    }\n  }\n}\n\nfragment CustomFieldRow_field on CustomField {\n  id\n  name\n  type\n  options\n  required\n  shownInList\n}\n"
  }
};
})();

(node as any).hash = "5cd2282c1a10450eb31d82e0cfa5cd0f";

export default node;
