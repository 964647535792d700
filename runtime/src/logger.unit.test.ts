import { prettyFactory } from 'pino-pretty';
import { describe, expect, it } from 'vitest';
import { createLogger, prettyOptions } from './logger.ts';

const entry = { level: 30, time: Date.UTC(2026, 10, 24, 9, 5, 7), pid: 4242, hostname: 'box' };
const pretty = prettyFactory({ ...prettyOptions, colorize: false, translateTime: 'UTC:HH:MM:ss' });

describe("npm start's short lines", () => {
  it('show time, level and message, without pid, host or fields', () => {
    const line = pretty({ ...entry, msg: 'Rushes is running', jobId: 'j1' });
    expect(line).toBe('[09:05:07] INFO: Rushes is running\n');
  });

  it('name the part of Rushes that speaks', () => {
    const line = pretty({ ...entry, name: 'transcoder', msg: 'job j1 completed in 4 s' });
    expect(line).toBe('[09:05:07] INFO (transcoder): job j1 completed in 4 s\n');
  });

  it("read Fastify's request lines as a method and path, then a status and duration", () => {
    const request = { ...entry, reqId: 'r1', req: { method: 'GET', url: '/v2/graphql' } };
    expect(pretty({ ...request, msg: 'incoming request' })).toBe(
      '[09:05:07] INFO: incoming request GET /v2/graphql\n',
    );
    const response = { ...entry, res: { statusCode: 200 }, responseTime: 3.6 };
    expect(pretty({ ...response, msg: 'request completed' })).toBe(
      '[09:05:07] INFO: request completed 200 in 4 ms\n',
    );
  });

  it("end with an error's message", () => {
    const err = { type: 'Error', message: 'Connection terminated', stack: 'Error: …' };
    const line = pretty({ ...entry, level: 50, err, msg: 'projection folders stopped' });
    expect(line).toBe('[09:05:07] ERROR: projection folders stopped: Connection terminated\n');
    const said = pretty({ ...entry, level: 40, err, msg: 'failed (Connection terminated)' });
    expect(said).toBe('[09:05:07] WARN: failed (Connection terminated)\n');
  });
});

describe('createLogger', () => {
  it('writes JSON lines at LOG_LEVEL, named, for the distributed processes', () => {
    const lines: string[] = [];
    const destination = { write: (line: string) => lines.push(line) };
    const logger = createLogger({ logLevel: 'warn' }, { name: 'transcoder', destination });
    logger.info('not written');
    logger.warn({ jobId: 'j1' }, 'job j1 failed');
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 40, name: 'transcoder', jobId: 'j1', msg: 'job j1 failed' }),
    ]);
  });

  it('writes only fatal lines once told the process is stopping, children included', () => {
    const lines: string[] = [];
    const destination = { write: (line: string) => lines.push(line) };
    const stopping = new AbortController();
    const logger = createLogger({ logLevel: 'info' }, { destination, quietAfter: stopping.signal });
    const child = logger.child({ name: 'transcoder' });
    child.info('before');
    stopping.abort();
    logger.error('connection lost');
    child.warn('projection stopped');
    logger.fatal('cannot stop');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['before', 'cannot stop']);
  });
});
