/**
 * @generated SignedSource<<49128e94990553ad601242759e7a8eb8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type UploadProjectOverlayInput = {
  clientMutationId?: string | null | undefined;
  contentType: string;
  id: string;
  size: number;
};
export type useProjectLookMutationsUploadMutation$variables = {
  input: UploadProjectOverlayInput;
};
export type useProjectLookMutationsUploadMutation$data = {
  readonly uploadProjectOverlay: {
    readonly upload: {
      readonly id: string;
      readonly urls: ReadonlyArray<string>;
    };
  };
};
export type useProjectLookMutationsUploadMutation = {
  response: useProjectLookMutationsUploadMutation$data;
  variables: useProjectLookMutationsUploadMutation$variables;
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
    "concreteType": "UploadProjectOverlayPayload",
    "kind": "LinkedField",
    "name": "uploadProjectOverlay",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ProjectOverlayUpload",
        "kind": "LinkedField",
        "name": "upload",
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
            "name": "urls",
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
    "name": "useProjectLookMutationsUploadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useProjectLookMutationsUploadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "fc087f77f2fb060d83af287d87815f66",
    "id": null,
    "metadata": {},
    "name": "useProjectLookMutationsUploadMutation",
    "operationKind": "mutation",
    "text": "mutation useProjectLookMutationsUploadMutation(\n  $input: UploadProjectOverlayInput!\n) {\n  uploadProjectOverlay(input: $input) {\n    upload {\n      id\n      urls\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a756a9d47e2d8242a586b96f220abf9f";

export default node;
