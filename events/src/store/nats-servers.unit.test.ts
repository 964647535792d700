import { describe, expect, it } from 'vitest';
import { natsServerOptions } from './nats-servers.ts';

describe('a NATS server list', () => {
  it('passes plain addresses through', () => {
    expect(natsServerOptions('nats://127.0.0.1:4222, nats://nats-2:4222')).toEqual({
      servers: ['nats://127.0.0.1:4222', 'nats://nats-2:4222'],
    });
    expect(natsServerOptions('nats-1:4222')).toEqual({ servers: ['nats://nats-1:4222'] });
  });

  it('takes a user and password, or a token, out of the URLs', () => {
    expect(natsServerOptions('nats://rushes:p%40ss@nats-1:4222,nats://nats-2:4222')).toEqual({
      servers: ['nats://nats-1:4222', 'nats://nats-2:4222'],
      user: 'rushes',
      pass: 'p@ss',
    });
    expect(natsServerOptions('tls://s3cr3t@nats.example.com:4222')).toEqual({
      servers: ['tls://nats.example.com:4222'],
      token: 's3cr3t',
    });
  });
});
