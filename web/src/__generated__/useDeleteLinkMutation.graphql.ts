/**
 * @generated SignedSource<<b0803dac5097b4b3cf80e622b65e09b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteLinkInput = {
  clientMutationId?: string | null | undefined;
  id: string;
};
export type useDeleteLinkMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteLinkInput;
};
export type useDeleteLinkMutation$data = {
  readonly deleteLink: {
    readonly deletedId: string;
  };
};
export type useDeleteLinkMutation = {
  response: useDeleteLinkMutation$data;
  variables: useDeleteLinkMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteLinkMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteLinkPayload",
        "kind": "LinkedField",
        "name": "deleteLink",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDeleteLinkMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteLinkPayload",
        "kind": "LinkedField",
        "name": "deleteLink",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5a337e73629f8311d5cedecac4fd9e14",
    "id": null,
    "metadata": {},
    "name": "useDeleteLinkMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteLinkMutation(\n  $input: DeleteLinkInput!\n) {\n  deleteLink(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "150868340fabc90abe350fb686d11d45";

export default node;
