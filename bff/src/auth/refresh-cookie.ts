import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { IssuedRefreshToken } from './refresh-tokens.ts';

export const REFRESH_COOKIE = 'rushes_refresh';

const cookieOptions = (config: Config): CookieSerializeOptions => ({
  httpOnly: true,
  path: '/v2',
  sameSite: 'strict',
  // Behind an https public address always; otherwise as the request came (http on localhost).
  secure: config.publicUrl?.startsWith('https:') ? true : 'auto',
});

export function setRefreshCookie(reply: FastifyReply, config: Config, refresh: IssuedRefreshToken) {
  reply.setCookie(REFRESH_COOKIE, refresh.token, {
    ...cookieOptions(config),
    expires: refresh.expiresAt,
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(config));
}

export const refreshCookieOf = (request: FastifyRequest): string | undefined =>
  request.cookies[REFRESH_COOKIE] || undefined;
