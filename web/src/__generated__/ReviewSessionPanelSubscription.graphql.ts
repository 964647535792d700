/**
 * @generated SignedSource<<05fd255af517dd1746f84f0f197d83b7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReviewSessionChange = "CONTROL_PASSED" | "ENDED" | "JOINED" | "LEFT" | "POINTED" | "SHOWN";
export type ReviewSessionPanelSubscription$variables = {
  sessionId: string;
};
export type ReviewSessionPanelSubscription$data = {
  readonly reviewSessionChanged: {
    readonly change: ReviewSessionChange;
    readonly session: {
      readonly endedAt: string | null | undefined;
      readonly id: string;
      readonly isParticipant: boolean;
      readonly isPresenter: boolean;
      readonly pointer: {
        readonly x: number;
        readonly y: number;
      } | null | undefined;
      readonly shown: {
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
      readonly " $fragmentSpreads": FragmentRefs<"SessionBar_session" | "SessionSummary_session">;
    };
  };
};
export type ReviewSessionPanelSubscription = {
  response: ReviewSessionPanelSubscription$data;
  variables: ReviewSessionPanelSubscription$variables;
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
    "name": "sessionId",
    "variableName": "sessionId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "change",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endedAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPresenter",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isParticipant",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "ReviewSessionPointer",
  "kind": "LinkedField",
  "name": "pointer",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "x",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "y",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = [
  (v3/*:: as any*/)
],
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "Version",
  "kind": "LinkedField",
  "name": "version",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
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
v10 = {
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
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Folder",
          "kind": "LinkedField",
          "name": "folder",
          "plural": false,
          "selections": (v8/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Project",
          "kind": "LinkedField",
          "name": "project",
          "plural": false,
          "selections": (v8/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v9/*:: as any*/),
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
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v12 = [
  (v11/*:: as any*/),
  (v3/*:: as any*/)
],
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "user",
  "plural": false,
  "selections": (v8/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReviewSessionPanelSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ReviewSessionChanged",
        "kind": "LinkedField",
        "name": "reviewSessionChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ReviewSession",
            "kind": "LinkedField",
            "name": "session",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v10/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SessionBar_session"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SessionSummary_session"
              }
            ],
            "storageKey": null
          }
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
    "name": "ReviewSessionPanelSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ReviewSessionChanged",
        "kind": "LinkedField",
        "name": "reviewSessionChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ReviewSession",
            "kind": "LinkedField",
            "name": "session",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
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
                "selections": (v12/*:: as any*/),
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
                  (v13/*:: as any*/),
                  (v11/*:: as any*/),
                  (v5/*:: as any*/)
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
                  (v13/*:: as any*/),
                  (v11/*:: as any*/)
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
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  (v9/*:: as any*/)
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
                "selections": (v8/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2297f3efeff5257b31f1e78f9ff11ae2",
    "id": null,
    "metadata": {},
    "name": "ReviewSessionPanelSubscription",
    "operationKind": "subscription",
    "text": "subscription ReviewSessionPanelSubscription(\n  $sessionId: ID!\n) {\n  reviewSessionChanged(sessionId: $sessionId) {\n    change\n    session {\n      id\n      endedAt\n      isPresenter\n      isParticipant\n      pointer {\n        x\n        y\n      }\n      shown {\n        asset {\n          id\n          folder {\n            id\n          }\n          project {\n            id\n          }\n        }\n        version {\n          id\n          number\n        }\n        position\n        playing\n        rate\n        at\n      }\n      ...SessionBar_session\n      ...SessionSummary_session\n    }\n  }\n}\n\nfragment SessionBar_session on ReviewSession {\n  id\n  name\n  isPresenter\n  canEnd\n  presenter {\n    name\n    id\n  }\n  participants {\n    user {\n      id\n    }\n    name\n    isPresenter\n  }\n}\n\nfragment SessionSummary_session on ReviewSession {\n  id\n  name\n  attendees {\n    user {\n      id\n    }\n    name\n  }\n  shownVersions {\n    asset {\n      name\n      id\n    }\n    version {\n      id\n      number\n    }\n  }\n  notes {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "c3a69eda0013b6bf57737ffa56de6930";

export default node;
