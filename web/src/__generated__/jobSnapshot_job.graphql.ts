/**
 * @generated SignedSource<<f85d1ea0e850531e584c0541f499d185>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
export type JobState = "CANCELLED" | "COMPLETED" | "FAILED" | "RUNNING" | "WAITING";
import type { FragmentRefs } from "relay-runtime";
export type jobSnapshot_job$data = {
  readonly id: string;
  readonly progress: number;
  readonly reason: string | null | undefined;
  readonly state: JobState;
  readonly updatedAt: string;
  readonly " $fragmentType": "jobSnapshot_job";
};
export type jobSnapshot_job$key = {
  readonly " $data"?: jobSnapshot_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"jobSnapshot_job">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "jobSnapshot_job"
};

(node as any).hash = "9a11094b49b294f1bb4c2369420d7516";

export default node;
