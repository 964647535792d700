/**
 * @generated SignedSource<<1adee46492c2cf0f203d86a71a4c3714>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useTransferTokens_token$data = {
  readonly authentication: string;
  readonly destinationRoot: string;
  readonly direction: string;
  readonly engineUrl: string | null | undefined;
  readonly paths: ReadonlyArray<{
    readonly destination: string;
    readonly source: string;
  }>;
  readonly remoteHost: string;
  readonly remoteUser: string;
  readonly sourceRoot: string;
  readonly sshPort: number;
  readonly tags: {
    readonly transferId: string;
  };
  readonly targetRateKbps: number;
  readonly token: string;
  readonly " $fragmentType": "useTransferTokens_token";
};
export type useTransferTokens_token$key = {
  readonly " $data"?: useTransferTokens_token$data;
  readonly " $fragmentSpreads": FragmentRefs<"useTransferTokens_token">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "useTransferTokens_token"
};

(node as any).hash = "d4289edd4850dc853f301ac7bc88db0d";

export default node;
