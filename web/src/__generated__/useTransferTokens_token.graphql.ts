/**
 * @generated SignedSource<<402dc123a427a3b4726447085690fc08>>
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

(node as any).hash = "2de9a9ce0a6236e3ad2b3005f1cb15cc";

export default node;
