/**
 * @generated SignedSource<<32ce1d3bb2bdc13e4a16c5b2b1068c44>>
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
  readonly collections: ReadonlyArray<{
    readonly definition: string;
    readonly id: string;
    readonly name: string;
  }>;
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

(node as any).hash = "68b31b89996f53e0c290b7564b45675a";

export default node;
