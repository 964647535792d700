import { expect } from 'vitest';
import type { TestBff } from '../test-bff.fixture.ts';
import { CUSTODY_CHAIN } from './custody-chain.worker.ts';

export const custodyQuery = `query ($id: ID!, $first: Int, $after: String) {
  project: node(id: $id) { ... on Project {
    allowedTo { custody }
    custody {
      chain { intact length checkedAt firstBreak { position eventId reason } }
      events(first: $first, after: $after) {
        edges { node {
          id position eventId type version summary subject time hash
          actor { kind name ref }
        } }
        pageInfo { hasNextPage endCursor }
      }
    }
  } } }`;

export const requestCustodyExport = `mutation ($input: RequestCustodyExportInput!) {
  requestCustodyExport(input: $input) { url expiresAt filename } }`;

/** Waits until the chain of custody has read the whole log as it stands now. */
export async function chainCaughtUp(bff: Pick<TestBff, 'services'>): Promise<void> {
  const { services } = bff;
  expect(await services.checkpoints.waitFor([CUSTODY_CHAIN], await services.store.headSeq())).toBe(
    true,
  );
}
