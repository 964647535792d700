import type { Slice } from '../../slice.ts';
import { fastTransferResolvers } from './fast-transfer.resolvers.ts';
import { transferFilesResolvers } from './transfer-files.resolvers.ts';
import { refuseBeyondGrant } from './transfer-grant-gate.ts';

/**
 * Fast transfers (decision 0129): transfer tokens for a project's transfer server — sealed grants
 * (`rtt_…`) its transfer client presents to Rushes, or an Aspera server's own from its Node API —
 * and the files a download grant names; and the gate that keeps a token's bearer to its grant.
 */
export const fastTransfersSlice: Slice = {
  name: 'fast-transfers',
  resolvers: [fastTransferResolvers, transferFilesResolvers],
  checkOperation: refuseBeyondGrant,
};
