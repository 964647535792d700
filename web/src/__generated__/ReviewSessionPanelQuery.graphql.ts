/**
 * @generated SignedSource<<a526a8cfae78a00c8a789981d5e9e137>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReviewSessionPanelQuery$variables = {
  sessionId: string;
};
export type ReviewSessionPanelQuery$data = {
  readonly node: {
    readonly bar?: {
      readonly " $fragmentSpreads": FragmentRefs<"SessionBar_session">;
    } | null | undefined;
    readonly endedAt?: string | null | undefined;
    readonly id?: string;
    readonly isParticipant?: boolean;
    readonly isPresenter?: boolean;
    readonly shown?: {
      readonly asset: {
        readonly folder: {
          readonly id: string;
        };
        readonly id: string;
        readonly project: {
          readonly id: string;
        };
      } | null | undefined;
      readonly at: string;
      readonly playing: boolean;
      readonly position: number;
      readonly rate: number;
      readonly version: {
        readonly id: string;
        readonly number: number;
      } | null | undefined;
    } | null | undefined;
    readonly summary?: {
      readonly " $fragmentSpreads": FragmentRefs<"SessionSummary_session">;
    } | null | undefined;
  } | null | undefined;
};
export type ReviewSessionPanelQuery = {
  response: ReviewSessionPanelQuery$data;
  variables: ReviewSessionPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sessionId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "sessionId"
  }
],
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
  "name": "endedAt",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPresenter",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isParticipant",
  "storageKey": null
},
v6 = [
  (v2/*:: as any*/)
],
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "Version",
  "kind": "LinkedField",
  "name": "version",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "ReviewSessionShown",
  "kind": "LinkedField",
  "name": "shown",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Asset",
      "kind": "LinkedField",
      "name": "asset",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Folder",
          "kind": "LinkedField",
          "name": "folder",
          "plural": false,
          "selections": (v6/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Project",
          "kind": "LinkedField",
          "name": "project",
          "plural": false,
          "selections": (v6/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v7/*:: as any*/),
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
      "name": "playing",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "at",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = [
  (v9/*:: as any*/),
  (v2/*:: as any*/)
],
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "user",
  "plural": false,
  "selections": (v6/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReviewSessionPanelQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v8/*:: as any*/),
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "SessionBar_session"
                    }
                  ],
                  "type": "ReviewSession",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "bar"
              },
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "SessionSummary_session"
                    }
                  ],
                  "type": "ReviewSession",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "summary"
              }
            ],
            "type": "ReviewSession",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReviewSessionPanelQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canEnd",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "presenter",
                "plural": false,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ReviewSessionParticipant",
                "kind": "LinkedField",
                "name": "participants",
                "plural": true,
                "selections": [
                  (v11/*:: as any*/),
                  (v9/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ReviewSessionParticipant",
                "kind": "LinkedField",
                "name": "attendees",
                "plural": true,
                "selections": [
                  (v11/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ReviewSessionShownVersion",
                "kind": "LinkedField",
                "name": "shownVersions",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Asset",
                    "kind": "LinkedField",
                    "name": "asset",
                    "plural": false,
                    "selections": (v10/*:: as any*/),
                    "storageKey": null
                  },
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Comment",
                "kind": "LinkedField",
                "name": "notes",
                "plural": true,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              }
            ],
            "type": "ReviewSession",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ea8179ab1ac351644a2b7617d87e9396",
    "id": null,
    "metadata": {},
    "name": "ReviewSessionPanelQuery",
    "operationKind": "query",
    "text": "query ReviewSessionPanelQuery(\n  $sessionId: ID!\n) {\n  node(id: $sessionId) {\n    __typename\n    ... on ReviewSession {\n      id\n      endedAt\n      isPresenter\n      isParticipant\n      shown {\n        asset {\n          id\n          folder {\n            id\n          }\n          project {\n            id\n          }\n        }\n        version {\n          id\n          number\n        }\n        position\n        playing\n        rate\n        at\n      }\n      ...SessionBar_session\n      ...SessionSummary_session\n    }\n    id\n  }\n}\n\nfragment SessionBar_session on ReviewSession {\n  id\n  name\n  isPresenter\n  canEnd\n  presenter {\n    name\n    id\n  }\n  participants {\n    user {\n      id\n    }\n    name\n    isPresenter\n  }\n}\n\nfragment SessionSummary_session on ReviewSession {\n  id\n  name\n  attendees {\n    user {\n      id\n    }\n    name\n  }\n  shownVersions {\n    asset {\n      name\n      id\n    }\n    version {\n      id\n      number\n    }\n  }\n  notes {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "e5507f5c2efb80c365242290204974e6";

export default node;
