/**
 * @generated SignedSource<<e2cd1cec5b8239ccbd20f9d2294105ef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProjectUserInspectorTestQuery$variables = Record<PropertyKey, never>;
export type ProjectUserInspectorTestQuery$data = {
  readonly projectUsers: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ProjectUserInspector_projectUser">;
  }>;
};
export type ProjectUserInspectorTestQuery = {
  response: ProjectUserInspectorTestQuery$data;
  variables: ProjectUserInspectorTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "projectId",
    "value": "p1"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProjectUserInspectorTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "ProjectUser",
        "kind": "LinkedField",
        "name": "projectUsers",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProjectUserInspector_projectUser"
          }
        ],
        "storageKey": "projectUsers(projectId:\"p1\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProjectUserInspectorTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "ProjectUser",
        "kind": "LinkedField",
        "name": "projectUsers",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "userName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "userEmail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastLoginAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastActivityAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "supervisor",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Role",
            "kind": "LinkedField",
            "name": "role",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "invitedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "invitedBy",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasActiveFactors",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "needsMfa",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ProjectUserSettings",
            "kind": "LinkedField",
            "name": "settings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "receiveFolderContentNotifications",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "receiveCommentNotifications",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Folder",
            "kind": "LinkedField",
            "name": "folders",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isRoot",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "projectUsers(projectId:\"p1\")"
      }
    ]
  },
  "params": {
    "cacheID": "318ca43ec711113e76a500b3e6232077",
    "id": null,
    "metadata": {},
    "name": "ProjectUserInspectorTestQuery",
    "operationKind": "query",
    "text": "query ProjectUserInspectorTestQuery {\n  projectUsers(projectId: \"p1\") {\n    ...ProjectUserInspector_projectUser\n  }\n}\n\nfragment ProjectUserInspector_projectUser on ProjectUser {\n  userName\n  userEmail\n  lastLoginAt\n  lastActivityAt\n  supervisor\n  role {\n    name\n    id\n  }\n  user {\n    id\n    invitedAt\n    invitedBy {\n      name\n      id\n    }\n    hasActiveFactors\n    needsMfa\n  }\n  settings {\n    receiveFolderContentNotifications\n    receiveCommentNotifications\n  }\n  folders {\n    name\n    isRoot\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "810ae49319e1ddd523400decb5f6c019";

export default node;
