export { dayOf, transferStatsProjection, uploadOf } from './transfer-stats.projection.ts';
export { startTransferStats, type TransferStatsDeps } from './transfer-stats.ts';
