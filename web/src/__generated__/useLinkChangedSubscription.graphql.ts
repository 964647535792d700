/**
 * @generated SignedSource<<720e0928a463d1314f42ce820337df24>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useLinkChangedSubscription$variables = {
  connections: ReadonlyArray<string>;
};
export type useLinkChangedSubscription$data = {
  readonly linkChanged: {
    readonly deletedId: string | null | undefined;
    readonly link: {
      readonly " $fragmentSpreads": FragmentRefs<"SharesView_link">;
    } | null | undefined;
  };
};
export type useLinkChangedSubscription = {
  response: useLinkChangedSubscription$data;
  variables: useLinkChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "connections"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v5 = {
  "kind": "Variable",
  "name": "connections",
  "variableName": "connections"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useLinkChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "LinkChanged",
        "kind": "LinkedField",
        "name": "linkChanged",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ShareLink",
            "kind": "LinkedField",
            "name": "link",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SharesView_link"
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLinkChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "LinkChanged",
        "kind": "LinkedField",
        "name": "linkChanged",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ShareLink",
            "kind": "LinkedField",
            "name": "link",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              },
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expiresAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasPassword",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canDownload",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LinkWatermark",
                "kind": "LinkedField",
                "name": "watermark",
                "plural": false,
                "selections": [
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
                    "name": "type",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "position",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "opacity",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "createdBy",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "projectName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Asset",
                "kind": "LinkedField",
                "name": "previewAsset",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Version",
                    "kind": "LinkedField",
                    "name": "newestVersion",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "thumbnailUrl",
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "prependNode",
            "key": "",
            "kind": "LinkedHandle",
            "name": "link",
            "handleArgs": [
              (v5/*:: as any*/),
              {
                "kind": "Literal",
                "name": "edgeTypeName",
                "value": "ShareLinkEdge"
              }
            ]
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedId",
            "handleArgs": [
              (v5/*:: as any*/)
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3f7e99950d888013a8ef4e36965624e2",
    "id": null,
    "metadata": {},
    "name": "useLinkChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useLinkChangedSubscription {\n  linkChanged {\n    link {\n      ...SharesView_link\n      id\n    }\n    deletedId\n  }\n}\n\nfragment ShareForm_link on ShareLink {\n  id\n  name\n  url\n  canDownload\n  expiresAt\n  hasPassword\n  watermark {\n    type\n    text\n    position\n    opacity\n  }\n  projectName\n  previewAsset {\n    name\n    newestVersion {\n      thumbnailUrl\n      id\n    }\n    id\n  }\n}\n\nfragment SharesRow_link on ShareLink {\n  name\n  url\n  createdAt\n  expiresAt\n  hasPassword\n  canDownload\n  watermark {\n    text\n  }\n  createdBy {\n    name\n    id\n  }\n}\n\nfragment SharesView_link on ShareLink {\n  id\n  name\n  project {\n    id\n    name\n    createdAt\n  }\n  ...SharesRow_link\n  ...ShareForm_link\n}\n"
  }
};
})();

(node as any).hash = "915a798ef31ddfbb900b15407863608d";

export default node;
