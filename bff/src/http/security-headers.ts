import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface SecurityHeadersInput {
  /** RUSHES_PUBLIC_URL: its websocket origin may be connected to; https turns on HSTS. */
  publicUrl?: string;
  /** Where signed media URLs point (S3 on origins of its own); none when the app serves media. */
  storageOrigins: readonly string[];
}

/**
 * Where the transfer clients on the person's computer listen: Rushes Transfer (41641 unless
 * started on another port) and IBM Aspera Connect's local API (33003 and the ports after it).
 * Loopback only: nothing leaves the computer through it.
 */
export const TRANSFER_CLIENTS = 'http://127.0.0.1:*';

/**
 * The headers every answer carries. Pages load only their own scripts and styles (and may compile
 * WebAssembly); they may send upload parts to and read media (HLS segments, stills, sprites) from
 * the storage origins too, and drive the transfer clients on the person's loopback.
 */
export function securityHeaders({
  publicUrl,
  storageOrigins,
}: SecurityHeadersInput): FastifyHelmetOptions {
  const https = publicUrl?.startsWith('https:') ?? false;
  const websocketOrigin = publicUrl ? [new URL(publicUrl).origin.replace(/^http/, 'ws')] : [];
  const storage = [...storageOrigins];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly, never eval: an upload resumed hashes its parts with hash-wasm (0127).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Mantine sets styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...storage],
        mediaSrc: ["'self'", 'blob:', ...storage],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...websocketOrigin, ...storage, TRANSFER_CLIENTS],
        // Connect's SDK starts Connect in Firefox and Safari by a hidden frame at fasp:
        frameSrc: ["'self'", 'fasp:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
  };
}

/**
 * Features no page of Rushes uses are refused to it and to anything it embeds; the player may go
 * fullscreen and picture-in-picture, and Copy may write to the clipboard.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'fullscreen=(self)',
  'picture-in-picture=(self)',
  'clipboard-write=(self)',
].join(', ');

/**
 * Headers helmet does not set. Every answer gets the Permissions-Policy. An API answer (`/v2/…`:
 * sign-in, refresh, a link's login, an invitation or reset completed, GraphQL) carries tokens or
 * someone's data, so no cache may keep it, unless its route chose its own caching (playlists,
 * stored media, downloads).
 */
export function answerHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('permissions-policy', PERMISSIONS_POLICY);
  if (request.url.startsWith('/v2/') && !reply.hasHeader('cache-control')) {
    reply.header('cache-control', 'no-store');
  }
}
