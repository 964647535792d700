import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultPort, helperOptions } from './options.ts';

describe('the command line', () => {
  it('takes the origin, and defaults the port, the state folder and how near is near', () => {
    expect(helperOptions(['--origin', 'http://localhost:3000/'], {})).toEqual({
      origin: 'http://localhost:3000',
      port: 41641,
      home: join(homedir(), '.rushes-transfer'),
      nearMs: 10,
    });
    expect(defaultPort).toBe(41641);
    const env = { RUSHES_TRANSFER_HOME: '/srv/helper' };
    expect(helperOptions(['--origin', 'https://r.example', '--port', '5000'], env)).toMatchObject({
      port: 5000,
      home: '/srv/helper',
    });
    expect(helperOptions(['--origin', 'https://r.example', '--near-ms', '0'], {}).nearMs).toBe(0);
  });

  it('refuses an origin with a path, another scheme, or none, and a port out of range', () => {
    for (const origin of ['https://r.example/app', 'ftp://r.example', 'r.example']) {
      expect(() => helperOptions(['--origin', origin], {})).toThrow('--origin must be');
    }
    expect(() => helperOptions([], {})).toThrow('--origin is required');
    expect(() => helperOptions(['--origin', 'https://r.example', '--port', '70000'], {})).toThrow(
      '--port must be',
    );
    expect(() => helperOptions(['--origin', 'https://r.example', '--near-ms=-1'], {})).toThrow(
      '--near-ms must be',
    );
  });
});
