/**
 * @generated SignedSource<<5e6e9583a0ea38180546343dd978a53b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type WatermarkPosition = "BOTTOMCENTER" | "BOTTOMLEFT" | "BOTTOMRIGHT" | "CENTER" | "TOPCENTER" | "TOPLEFT" | "TOPRIGHT";
export type WatermarkType = "CLIPNAME" | "CUSTOM" | "FOLDER" | "FRAME" | "PRODUCTION" | "PROJECT" | "PROJECTFOLDER" | "SLATE" | "TIME" | "TIMECODE" | "TIMEOFDAY" | "USERNAME";
export type UpdateLinkInput = {
  allowComments?: boolean | null | undefined;
  assetIds?: ReadonlyArray<string> | null | undefined;
  canDownload?: boolean | null | undefined;
  clientMutationId?: string | null | undefined;
  expiresAt?: string | null | undefined;
  folderIds?: ReadonlyArray<string> | null | undefined;
  hasExpiry?: boolean | null | undefined;
  hasPassword?: boolean | null | undefined;
  hasWatermark?: boolean | null | undefined;
  id: string;
  name?: string | null | undefined;
  password?: string | null | undefined;
  watermark?: LinkWatermarkInput | null | undefined;
};
export type LinkWatermarkInput = {
  opacity?: number | null | undefined;
  position: WatermarkPosition;
  text?: string | null | undefined;
  type?: WatermarkType | null | undefined;
};
export type useUpdateLinkMutation$variables = {
  input: UpdateLinkInput;
};
export type useUpdateLinkMutation$data = {
  readonly updateLink: {
    readonly link: {
      readonly canDownload: boolean;
      readonly expiresAt: string | null | undefined;
      readonly hasPassword: boolean;
      readonly id: string;
      readonly isExpired: boolean;
      readonly name: string;
      readonly watermark: {
        readonly opacity: number;
        readonly position: WatermarkPosition;
        readonly text: string;
        readonly type: WatermarkType;
      } | null | undefined;
    };
  };
};
export type useUpdateLinkMutation = {
  response: useUpdateLinkMutation$data;
  variables: useUpdateLinkMutation$variables;
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
    "concreteType": "UpdateLinkPayload",
    "kind": "LinkedField",
    "name": "updateLink",
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
            "name": "name",
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
            "kind": "ScalarField",
            "name": "expiresAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isExpired",
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
                "name": "type",
                "storageKey": null
              },
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
    "name": "useUpdateLinkMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateLinkMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "85c6e20ddee4516dde6029cd873d0009",
    "id": null,
    "metadata": {},
    "name": "useUpdateLinkMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateLinkMutation(\n  $input: UpdateLinkInput!\n) {\n  updateLink(input: $input) {\n    link {\n      id\n      name\n      hasPassword\n      canDownload\n      expiresAt\n      isExpired\n      watermark {\n        type\n        text\n        position\n        opacity\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9c0bf4e8fbcbaf6826972040ead30a89";

export default node;
