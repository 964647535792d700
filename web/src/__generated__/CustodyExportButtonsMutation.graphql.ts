/**
 * @generated SignedSource<<a4eea9aaa7187b8a805cb7b960294d77>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type CustodyExportFormat = "CLOUDEVENTS" | "CSV";
export type RequestCustodyExportInput = {
  clientMutationId?: string | null | undefined;
  format: CustodyExportFormat;
  projectId: string;
};
export type CustodyExportButtonsMutation$variables = {
  input: RequestCustodyExportInput;
};
export type CustodyExportButtonsMutation$data = {
  readonly requestCustodyExport: {
    readonly filename: string;
    readonly url: string;
  };
};
export type CustodyExportButtonsMutation = {
  response: CustodyExportButtonsMutation$data;
  variables: CustodyExportButtonsMutation$variables;
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
    "concreteType": "RequestCustodyExportPayload",
    "kind": "LinkedField",
    "name": "requestCustodyExport",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "filename",
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
    "name": "CustodyExportButtonsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CustodyExportButtonsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "416e372a8a4d4bd3447cb4715a33ff57",
    "id": null,
    "metadata": {},
    "name": "CustodyExportButtonsMutation",
    "operationKind": "mutation",
    "text": "mutation CustodyExportButtonsMutation(\n  $input: RequestCustodyExportInput!\n) {\n  requestCustodyExport(input: $input) {\n    url\n    filename\n  }\n}\n"
  }
};
})();

(node as any).hash = "f2961b8115da986f8fdbd8013a4c99c5";

export default node;
