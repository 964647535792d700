/**
 * @generated SignedSource<<8e216f490db9b48c0db033a902e68ecd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type TemplateType = "NOTIFICATION_BODY" | "NOTIFICATION_SUBJECT";
import type { FragmentRefs } from "relay-runtime";
export type ProjectNotificationsScreen_templates$data = {
  readonly templates: ReadonlyArray<{
    readonly contents: string;
    readonly isCustom: boolean;
    readonly type: TemplateType;
  }>;
  readonly " $fragmentType": "ProjectNotificationsScreen_templates";
};
export type ProjectNotificationsScreen_templates$key = {
  readonly " $data"?: ProjectNotificationsScreen_templates$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectNotificationsScreen_templates">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProjectNotificationsScreen_templates",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ProjectTemplate",
      "kind": "LinkedField",
      "name": "templates",
      "plural": true,
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
          "name": "contents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isCustom",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Project",
  "abstractKey": null
};

(node as any).hash = "6353934e527b09a138c38dedfa99dc51";

export default node;
