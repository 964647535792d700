/**
 * @generated SignedSource<<3035fb1ddf2502218db407c73b55634d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type DeliveryFileKind = "ALE" | "AVID_MARKERS";
export type IntegrationType = "MEDIACOMPOSER";
import type { FragmentRefs } from "relay-runtime";
export type MediaComposerSection_project$data = {
  readonly deliveries: ReadonlyArray<{
    readonly files: ReadonlyArray<{
      readonly kind: DeliveryFileKind;
      readonly name: string;
      readonly url: string;
    }>;
    readonly folder: {
      readonly id: string;
      readonly name: string;
    };
    readonly updatedAt: string;
  }>;
  readonly id: string;
  readonly integrations: ReadonlyArray<{
    readonly type: IntegrationType;
  }>;
  readonly " $fragmentType": "MediaComposerSection_project";
};
export type MediaComposerSection_project$key = {
  readonly " $data"?: MediaComposerSection_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"MediaComposerSection_project">;
};

import MediaComposerSectionRefetchQuery_graphql from './MediaComposerSectionRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": MediaComposerSectionRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "MediaComposerSection_project",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ProjectIntegration",
      "kind": "LinkedField",
      "name": "integrations",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FolderDelivery",
      "kind": "LinkedField",
      "name": "deliveries",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Folder",
          "kind": "LinkedField",
          "name": "folder",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "updatedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DeliveryFile",
          "kind": "LinkedField",
          "name": "files",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "kind",
              "storageKey": null
            },
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Project",
  "abstractKey": null
};
})();

(node as any).hash = "f1e8e93ab1a831f9e3239ed7c72c77cc";

export default node;
