/**
 * @generated SignedSource<<2e72a2f65b6872d91e59335fa24283de>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useCollectionsChangedSubscription$variables = {
  projectId: string;
};
export type useCollectionsChangedSubscription$data = {
  readonly collectionsChanged: {
    readonly collections: ReadonlyArray<{
      readonly definition: string;
      readonly id: string;
      readonly name: string;
    }>;
    readonly id: string;
  };
};
export type useCollectionsChangedSubscription = {
  response: useCollectionsChangedSubscription$data;
  variables: useCollectionsChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "projectId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "projectId",
        "variableName": "projectId"
      }
    ],
    "concreteType": "Project",
    "kind": "LinkedField",
    "name": "collectionsChanged",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Collection",
        "kind": "LinkedField",
        "name": "collections",
        "plural": true,
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
            "name": "definition",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCollectionsChangedSubscription",
    "selections": (v2/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCollectionsChangedSubscription",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "7920c1da5252073463f6a20e326d92e7",
    "id": null,
    "metadata": {},
    "name": "useCollectionsChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useCollectionsChangedSubscription(\n  $projectId: ID!\n) {\n  collectionsChanged(projectId: $projectId) {\n    id\n    collections {\n      id\n      name\n      definition\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dde628cc50de248bc71407ad2200f870";

export default node;
