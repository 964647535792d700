import { Type } from '@sinclair/typebox';

/**
 * How a transfer's bytes travel: `web` through the browser (parts PUT to storage, a file or a zip
 * fetched), `fast` through a transfer client beside it. Uploads and downloads name theirs.
 */
export const transferVias = ['web', 'fast'] as const;
export type TransferVia = (typeof transferVias)[number];
export const TransferViaSchema = Type.Union(transferVias.map((via) => Type.Literal(via)));
