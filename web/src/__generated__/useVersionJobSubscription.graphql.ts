/**
 * @generated SignedSource<<097980612065b55aaa251a620083bf8b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type JobState = "CANCELLED" | "COMPLETED" | "FAILED" | "RUNNING" | "WAITING";
export type useVersionJobSubscription$variables = {
  projectId: string;
};
export type useVersionJobSubscription$data = {
  readonly jobUpdated: {
    readonly asset: {
      readonly id: string;
    };
    readonly id: string;
    readonly progress: number;
    readonly reason: string | null | undefined;
    readonly state: JobState;
    readonly version: {
      readonly id: string;
    };
  };
};
export type useVersionJobSubscription = {
  response: useVersionJobSubscription$data;
  variables: useVersionJobSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "projectId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
],
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "projectId",
        "variableName": "projectId"
      }
    ],
    "concreteType": "Job",
    "kind": "LinkedField",
    "name": "jobUpdated",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "state",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "progress",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reason",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Asset",
        "kind": "LinkedField",
        "name": "asset",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Version",
        "kind": "LinkedField",
        "name": "version",
        "plural": false,
        "selections": (v2/*:: as any*/),
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
    "name": "useVersionJobSubscription",
    "selections": (v3/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVersionJobSubscription",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "f0a0a786aacef06b233b6ce7fd17787c",
    "id": null,
    "metadata": {},
    "name": "useVersionJobSubscription",
    "operationKind": "subscription",
    "text": "subscription useVersionJobSubscription(\n  $projectId: ID!\n) {\n  jobUpdated(projectId: $projectId) {\n    id\n    state\n    progress\n    reason\n    asset {\n      id\n    }\n    version {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f34af1fd74a5dee45c165eb83398f2f1";

export default node;
