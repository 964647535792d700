/**
 * @generated SignedSource<<cd5697abf11595e1987b8e96b670ad4b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RequestDownloadInput = {
  assetIds?: ReadonlyArray<string> | null | undefined;
  clientMutationId?: string | null | undefined;
  folderIds?: ReadonlyArray<string> | null | undefined;
  parentId?: string | null | undefined;
  projectId: string;
};
export type useRequestDownloadMutation$variables = {
  input: RequestDownloadInput;
};
export type useRequestDownloadMutation$data = {
  readonly requestDownload: {
    readonly filename: string;
    readonly url: string;
  };
};
export type useRequestDownloadMutation = {
  response: useRequestDownloadMutation$data;
  variables: useRequestDownloadMutation$variables;
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
    "concreteType": "RequestDownloadPayload",
    "kind": "LinkedField",
    "name": "requestDownload",
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
    "name": "useRequestDownloadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestDownloadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "37c496e4a210795a3d39f9d102ccca85",
    "id": null,
    "metadata": {},
    "name": "useRequestDownloadMutation",
    "operationKind": "mutation",
    "text": "mutation useRequestDownloadMutation(\n  $input: RequestDownloadInput!\n) {\n  requestDownload(input: $input) {\n    url\n    filename\n  }\n}\n"
  }
};
})();

(node as any).hash = "a18e98d85a24aea6c4e7f58c24b2fda6";

export default node;
