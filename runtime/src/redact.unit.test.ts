import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { redactSecrets } from './redact.ts';

describe('redactSecrets', () => {
  it('hides grants in paths and signatures in query strings, keeping the rest', () => {
    expect(redactSecrets('/v2/media/abc.def/720p/index.m3u8')).toBe(
      '/v2/media/[redacted]/720p/index.m3u8',
    );
    expect(redactSecrets('/v2/downloads/abc')).toBe('/v2/downloads/[redacted]');
    expect(redactSecrets('/v2/storage/k?expires=1&signature=s1&download=a.mov')).toBe(
      '/v2/storage/k?expires=1&signature=[redacted]&download=a.mov',
    );
    expect(
      redactSecrets('https://b.s3.amazonaws.com/k?X-Amz-Credential=c&X-Amz-Signature=s&x-id=Get'),
    ).toBe(
      'https://b.s3.amazonaws.com/k?X-Amz-Credential=[redacted]&X-Amz-Signature=[redacted]&x-id=Get',
    );
    expect(redactSecrets('GET /ws?token=t1')).toBe('GET /ws?token=[redacted]');
    expect(redactSecrets('http://localhost:8080/invite/t2 and /reset-password/t3')).toBe(
      'http://localhost:8080/invite/[redacted] and /reset-password/[redacted]',
    );
    expect(redactSecrets('authorization: Bearer eyJhbGciOi.a.b')).toBe(
      'authorization: Bearer [redacted]',
    );
    expect(redactSecrets('Basic cnVzaGVzOnNlY3JldA==')).toBe('Basic [redacted]');
    expect(redactSecrets('Sending basic 404 response.')).toBe('Sending basic 404 response.');
    expect(redactSecrets('/v2/graphql /shares/p1 /projects/p1')).toBe(
      '/v2/graphql /shares/p1 /projects/p1',
    );
  });
});

describe('the logger', () => {
  it('writes no secret from a message, an error or a header', () => {
    const lines: string[] = [];
    const destination = { write: (line: string) => lines.push(line) };
    const logger = createLogger({ logLevel: 'info' }, { destination });
    logger.info('Playlist /v2/media/g1/master.m3u8 served');
    const failure = new Error('PUT https://s3/k?X-Amz-Signature=s2 failed');
    logger.error({ err: failure }, 'upload part failed');
    logger.warn({ headers: { authorization: 'Bearer t3', cookie: 'rushes_refresh=r4' } }, 'odd');
    const written = lines.join('');
    for (const secret of ['g1', 's2', 't3', 'r4']) expect(written).not.toContain(secret);
    expect(written).toContain('X-Amz-Signature=[redacted]');
  });
});
