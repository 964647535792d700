/**
 * @generated SignedSource<<3c7fad6685eb1e2c7289e0c71e904571>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type WatermarkPosition = "BOTTOMCENTER" | "BOTTOMLEFT" | "BOTTOMRIGHT" | "CENTER" | "TOPCENTER" | "TOPLEFT" | "TOPRIGHT";
export type WatermarkType = "CLIPNAME" | "CUSTOM" | "FOLDER" | "FRAME" | "PRODUCTION" | "PROJECT" | "PROJECTFOLDER" | "SLATE" | "TIME" | "TIMECODE" | "TIMEOFDAY" | "USERNAME";
export type UpdateProjectLookInput = {
  clientMutationId?: string | null | undefined;
  id: string;
  overlay?: ProjectOverlayInput | null | undefined;
  watermarks?: ProjectWatermarksInput | null | undefined;
};
export type ProjectWatermarksInput = {
  enabled: boolean;
  fontSize: number;
  horizontalOffset: number;
  items: ReadonlyArray<WatermarkItemInput>;
  opacity: number;
  opacityBackground: number;
  verticalOffset: number;
};
export type WatermarkItemInput = {
  position: string;
  text: string;
  type: string;
};
export type ProjectOverlayInput = {
  enabled: boolean;
  opacity: number;
  size: number;
  x: number;
  y: number;
};
export type useProjectLookMutationsUpdateMutation$variables = {
  input: UpdateProjectLookInput;
};
export type useProjectLookMutationsUpdateMutation$data = {
  readonly updateProjectLook: {
    readonly project: {
      readonly id: string;
      readonly overlay: {
        readonly enabled: boolean;
        readonly opacity: number;
        readonly size: number;
        readonly x: number;
        readonly y: number;
      };
      readonly watermarks: {
        readonly enabled: boolean;
        readonly fontSize: number;
        readonly horizontalOffset: number;
        readonly items: ReadonlyArray<{
          readonly position: WatermarkPosition;
          readonly text: string;
          readonly type: WatermarkType;
        }>;
        readonly opacity: number;
        readonly opacityBackground: number;
        readonly verticalOffset: number;
      };
    };
  };
};
export type useProjectLookMutationsUpdateMutation = {
  response: useProjectLookMutationsUpdateMutation$data;
  variables: useProjectLookMutationsUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enabled",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "opacity",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdateProjectPayload",
    "kind": "LinkedField",
    "name": "updateProjectLook",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
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
            "concreteType": "ProjectWatermarks",
            "kind": "LinkedField",
            "name": "watermarks",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "WatermarkItem",
                "kind": "LinkedField",
                "name": "items",
                "plural": true,
                "selections": [
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
                    "name": "type",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "text",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fontSize",
                "storageKey": null
              },
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "opacityBackground",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "horizontalOffset",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "verticalOffset",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ProjectOverlay",
            "kind": "LinkedField",
            "name": "overlay",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "size",
                "storageKey": null
              },
              (v2/*:: as any*/),
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
    "name": "useProjectLookMutationsUpdateMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useProjectLookMutationsUpdateMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "cb51a1bb39374880347c25e2d9d1cb51",
    "id": null,
    "metadata": {},
    "name": "useProjectLookMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation useProjectLookMutationsUpdateMutation(\n  $input: UpdateProjectLookInput!\n) {\n  updateProjectLook(input: $input) {\n    project {\n      id\n      watermarks {\n        enabled\n        items {\n          position\n          type\n          text\n        }\n        fontSize\n        opacity\n        opacityBackground\n        horizontalOffset\n        verticalOffset\n      }\n      overlay {\n        enabled\n        size\n        opacity\n        x\n        y\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f25d0279e8846746b03f6773c5d27248";

export default node;
