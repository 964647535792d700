/**
 * @generated SignedSource<<4a145ebea9f2248ce664ad373c602931>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type CopyItemsInput = {
  assetIds?: ReadonlyArray<string> | null | undefined;
  clientMutationId?: string | null | undefined;
  folderIds?: ReadonlyArray<string> | null | undefined;
  targetId: string;
};
export type useOrganiseMutationsCopyMutation$variables = {
  input: CopyItemsInput;
};
export type useOrganiseMutationsCopyMutation$data = {
  readonly copyItems: {
    readonly target: {
      readonly folderCount: number;
      readonly id: string;
    };
  };
};
export type useOrganiseMutationsCopyMutation = {
  response: useOrganiseMutationsCopyMutation$data;
  variables: useOrganiseMutationsCopyMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CopyItemsPayload",
    "kind": "LinkedField",
    "name": "copyItems",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Folder",
        "kind": "LinkedField",
        "name": "target",
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
            "name": "folderCount",
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
    "name": "useOrganiseMutationsCopyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useOrganiseMutationsCopyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f42b3c0115738bc85fcb7a2ea3212b1f",
    "id": null,
    "metadata": {},
    "name": "useOrganiseMutationsCopyMutation",
    "operationKind": "mutation",
    "text": "mutation useOrganiseMutationsCopyMutation(\n  $input: CopyItemsInput!\n) {\n  copyItems(input: $input) {\n    target {\n      id\n      folderCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6ae27b047be78e17fa469ee5adc1c850";

export default node;
