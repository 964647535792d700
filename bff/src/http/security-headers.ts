import type { FastifyHelmetOptions } from '@fastify/helmet';

export interface SecurityHeadersInput {
  /** RUSHES_PUBLIC_URL: its websocket origin may be connected to; https turns on HSTS. */
  publicUrl?: string;
  /** Where signed media URLs point (S3 on an origin of its own); null when the app serves media. */
  storageOrigin: string | null;
}

/**
 * The headers every answer carries. Pages load only their own scripts and styles; they may send
 * upload parts to and read media (HLS segments, stills, sprites) from the storage origin too.
 */
export function securityHeaders({
  publicUrl,
  storageOrigin,
}: SecurityHeadersInput): FastifyHelmetOptions {
  const https = publicUrl?.startsWith('https:') ?? false;
  const websocketOrigin = publicUrl ? [new URL(publicUrl).origin.replace(/^http/, 'ws')] : [];
  const storage = storageOrigin ? [storageOrigin] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...storage],
        mediaSrc: ["'self'", 'blob:', ...storage],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...websocketOrigin, ...storage],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
  };
}
