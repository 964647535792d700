import type { RequestContext } from '../request-context.ts';

/** The expiry of every URL one request (or one subscription event) signs. */
export const urlsExpireAt = (ctx: RequestContext): Promise<Date> =>
  ctx.loaders.urlsExpireAt.load('now');

/** Whole seconds (S3 wants an integer) the URLs signed now have to work. */
export const secondsLeft = async (ctx: RequestContext): Promise<number> =>
  Math.ceil(((await urlsExpireAt(ctx)).getTime() - Date.now()) / 1000);

/** A signed GET URL of a storage key, valid until the request's `urlsExpireAt`. */
export const signedGetUrl = async (ctx: RequestContext, key: string): Promise<string> =>
  ctx.services.storage.signGetUrl(key, { expiresInSeconds: await secondsLeft(ctx) });

export const signedGetUrlOrNull = (ctx: RequestContext, key: string | null) =>
  key === null ? null : signedGetUrl(ctx, key);
