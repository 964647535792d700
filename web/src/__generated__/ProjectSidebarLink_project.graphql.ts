/**
 * @generated SignedSource<<72c2fcfb10ef890f990fe4999a684dc7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProjectSidebarLink_project$data = {
  readonly allowedTo: {
    readonly delete: boolean;
    readonly edit: boolean;
  };
  readonly id: string;
  readonly name: string;
  readonly rootFolder: {
    readonly folderCount: number;
    readonly id: string;
  };
  readonly " $fragmentType": "ProjectSidebarLink_project";
};
export type ProjectSidebarLink_project$key = {
  readonly " $data"?: ProjectSidebarLink_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectSidebarLink_project">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "ProjectSidebarLink_project"
};

(node as any).hash = "11e6cbdc7f312c30977a7dd252f564ec";

export default node;
