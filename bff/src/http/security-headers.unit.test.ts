import { describe, expect, it } from 'vitest';
import { securityHeaders, TRANSFER_CLIENTS } from './security-headers.ts';

const directivesOf = (input: Parameters<typeof securityHeaders>[0]) => {
  const policy = securityHeaders(input).contentSecurityPolicy;
  if (typeof policy !== 'object' || !policy.directives) throw new Error('no policy');
  return policy.directives;
};

describe('securityHeaders', () => {
  it('keeps everything on the app origin when the app serves media (the embedded default)', () => {
    const directives = directivesOf({ storageOrigins: [] });
    // and the transfer clients on the person's loopback, whatever storage serves
    expect(directives.connectSrc).toEqual(["'self'", 'http://127.0.0.1:*']);
    expect(directives.mediaSrc).toEqual(["'self'", 'blob:']);
    expect(directives.imgSrc).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives.scriptSrc).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    // frames only of the app, and the one that starts Aspera Connect
    expect(directives.frameSrc).toEqual(["'self'", 'fasp:']);
  });

  it('lets pages upload to and read media from storage on its own origin', () => {
    const storageOrigin = 'http://localhost:9000';
    const directives = directivesOf({
      publicUrl: 'http://localhost:8080',
      storageOrigins: [storageOrigin],
    });
    expect(directives.connectSrc).toEqual([
      "'self'",
      'ws://localhost:8080',
      storageOrigin,
      TRANSFER_CLIENTS,
    ]);
    expect(directives.mediaSrc).toContain(storageOrigin);
    expect(directives.imgSrc).toContain(storageOrigin);
    expect(directives.scriptSrc).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directives.workerSrc).not.toContain(storageOrigin);
  });

  it('upgrades requests and sends HSTS behind https only', () => {
    const secure = securityHeaders({
      publicUrl: 'https://rushes.example.com',
      storageOrigins: [],
    });
    expect(secure.hsts).toEqual({ maxAge: 15_552_000, includeSubDomains: false });
    expect(
      directivesOf({ publicUrl: 'https://rushes.example.com', storageOrigins: [] }),
    ).toMatchObject({
      upgradeInsecureRequests: [],
      connectSrc: ["'self'", 'wss://rushes.example.com', TRANSFER_CLIENTS],
    });
    expect(securityHeaders({ storageOrigins: [] }).hsts).toBe(false);
  });
});
