/**
 * @generated SignedSource<<e56181f26aad090ef7a11645b07fe6b6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CustomFieldsPanelTestQuery$variables = Record<PropertyKey, never>;
export type CustomFieldsPanelTestQuery$data = {
  readonly asset: {
    readonly " $fragmentSpreads": FragmentRefs<"CustomFieldsPanel_asset">;
  } | null | undefined;
};
export type CustomFieldsPanelTestQuery = {
  response: CustomFieldsPanelTestQuery$data;
  variables: CustomFieldsPanelTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "a1"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CustomFieldsPanelTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Asset",
        "kind": "LinkedField",
        "name": "asset",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CustomFieldsPanel_asset"
          }
        ],
        "storageKey": "asset(id:\"a1\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CustomFieldsPanelTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Asset",
        "kind": "LinkedField",
        "name": "asset",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AssetAllowedTo",
            "kind": "LinkedField",
            "name": "allowedTo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "edit",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CustomFieldValue",
            "kind": "LinkedField",
            "name": "customFields",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CustomField",
                "kind": "LinkedField",
                "name": "field",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
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
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "text",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dateTime",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "boolean",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "asset(id:\"a1\")"
      }
    ]
  },
  "params": {
    "cacheID": "54a9fe068d8886c727f8544b733d1267",
    "id": null,
    "metadata": {},
    "name": "CustomFieldsPanelTestQuery",
    "operationKind": "query",
    "text": "query CustomFieldsPanelTestQuery {\n  asset(id: \"a1\") {\n    ...CustomFieldsPanel_asset\n    id\n  }\n}\n\nfragment CustomFieldsPanel_asset on Asset {\n  id\n  allowedTo {\n    edit\n  }\n  customFields {\n    field {\n      id\n      name\n      type\n      options\n      required\n    }\n    text\n    dateTime\n    boolean\n  }\n}\n"
  }
};
})();

(node as any).hash = "c622259304e6e1cfcb1042e8d6f6d1d8";

export default node;
