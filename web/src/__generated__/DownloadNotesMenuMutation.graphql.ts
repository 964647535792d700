/**
 * @generated SignedSource<<f3350e6e4f6d03d1c2148530dc25fcfb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type CommentsExportFormat = "AVID_MARKERS" | "CSV" | "EDL" | "PDF";
export type RequestCommentsExportInput = {
  assetId?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  folderId?: string | null | undefined;
  format: CommentsExportFormat;
  reviewSessionId?: string | null | undefined;
  timeZone: string;
  versionId?: string | null | undefined;
};
export type DownloadNotesMenuMutation$variables = {
  input: RequestCommentsExportInput;
};
export type DownloadNotesMenuMutation$data = {
  readonly requestCommentsExport: {
    readonly filename: string;
    readonly url: string;
  };
};
export type DownloadNotesMenuMutation = {
  response: DownloadNotesMenuMutation$data;
  variables: DownloadNotesMenuMutation$variables;
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
    "concreteType": "RequestCommentsExportPayload",
    "kind": "LinkedField",
    "name": "requestCommentsExport",
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
    "name": "DownloadNotesMenuMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DownloadNotesMenuMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d7429337cf1990c4d9a961f21ecb8828",
    "id": null,
    "metadata": {},
    "name": "DownloadNotesMenuMutation",
    "operationKind": "mutation",
    "text": "mutation DownloadNotesMenuMutation(\n  $input: RequestCommentsExportInput!\n) {\n  requestCommentsExport(input: $input) {\n    url\n    filename\n  }\n}\n"
  }
};
})();

(node as any).hash = "a941d29cbe7834a71c320be93f58e1b7";

export default node;
