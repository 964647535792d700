/**
 * @generated SignedSource<<a3552820fbd7ecae2c96997df731e4cc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ImportMarkersInput = {
  clientMutationId?: string | null | undefined;
  content: string;
  versionId: string;
};
export type ImportMarkersButtonMutation$variables = {
  input: ImportMarkersInput;
};
export type ImportMarkersButtonMutation$data = {
  readonly importMarkers: {
    readonly alreadyImportedCount: number;
    readonly importedCount: number;
    readonly notImported: ReadonlyArray<{
      readonly line: number;
      readonly reason: string;
      readonly text: string;
      readonly timecode: string | null | undefined;
    }>;
  };
};
export type ImportMarkersButtonMutation = {
  response: ImportMarkersButtonMutation$data;
  variables: ImportMarkersButtonMutation$variables;
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
    "concreteType": "ImportMarkersPayload",
    "kind": "LinkedField",
    "name": "importMarkers",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "importedCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "alreadyImportedCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "MarkerNotImported",
        "kind": "LinkedField",
        "name": "notImported",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "line",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "timecode",
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
            "name": "reason",
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
    "name": "ImportMarkersButtonMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ImportMarkersButtonMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6b4600523e4f53429e9eb7b2d5fcf0c1",
    "id": null,
    "metadata": {},
    "name": "ImportMarkersButtonMutation",
    "operationKind": "mutation",
    "text": "mutation ImportMarkersButtonMutation(\n  $input: ImportMarkersInput!\n) {\n  importMarkers(input: $input) {\n    importedCount\n    alreadyImportedCount\n    notImported {\n      line\n      timecode\n      text\n      reason\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b39a384139528146a99cf817c752480a";

export default node;
