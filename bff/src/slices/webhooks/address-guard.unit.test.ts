import { describe, expect, it } from 'vitest';
import { createAddressGuard, literalRefusal, resolveTarget } from './address-guard.ts';

const guard = createAddressGuard('');

describe('the address guard', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.10', 'private'],
    ['100.64.0.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['224.0.0.251', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fc00::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['64:ff9b::a00:1', 'private'],
  ])('refuses %s (%s)', (address, kind) => {
    expect(guard.refusal(address)).toBe(kind);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '172.32.0.1',
    '192.169.0.1',
    '2606:4700::6810:84e5',
    '2a00:1450:4007:80e::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('lets the public address %s through', (address) => {
    expect(guard.refusal(address)).toBeNull();
  });

  it('lets through what RUSHES_WEBHOOK_ALLOW_PRIVATE lists, and nothing more', () => {
    const allowing = createAddressGuard('127.0.0.1, 10.20.0.0/16,fd00:1::/32');
    expect(allowing.refusal('127.0.0.1')).toBeNull();
    expect(allowing.refusal('::ffff:127.0.0.1')).toBeNull();
    expect(allowing.refusal('127.0.0.2')).toBe('loopback');
    expect(allowing.refusal('10.20.30.40')).toBeNull();
    expect(allowing.refusal('10.21.0.1')).toBe('private');
    expect(allowing.refusal('fd00:1:ab::5')).toBeNull();
    expect(allowing.refusal('fd00:2::5')).toBe('unique-local');
    expect(allowing.refusal('::1')).toBe('loopback');
  });

  it('refuses address literals and localhost when the webhook is set', () => {
    const refusal = (url: string) => literalRefusal(new URL(url), guard);
    expect(refusal('http://127.0.0.1:8080/hook')).toBe('loopback');
    expect(refusal('http://[::1]/hook')).toBe('loopback');
    expect(refusal('https://[fe80::1]/hook')).toBe('link-local');
    expect(refusal('http://localhost:3000/')).toBe('loopback');
    expect(refusal('http://api.localhost/')).toBe('loopback');
    expect(refusal('https://hooks.example.com/')).toBeNull();
    expect(
      literalRefusal(new URL('http://localhost:3000/'), createAddressGuard('127.0.0.1')),
    ).toBeNull();
  });
});

describe('resolveTarget', () => {
  const url = new URL('https://hooks.example.com/in');

  it('connects to the address it checked', async () => {
    const target = await resolveTarget(url, guard, async () => [
      { address: '93.184.215.14', family: 4 },
    ]);
    expect(target).toEqual({ address: '93.184.215.14', family: 4 });
  });

  it('refuses a name with any private address among its answers', async () => {
    const target = await resolveTarget(url, guard, async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ]);
    expect(target).toEqual({ refused: 'private', address: '10.0.0.5' });
  });

  it('says so when the name does not resolve', async () => {
    const target = await resolveTarget(url, guard, async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    });
    expect(target).toEqual({ unresolved: 'hooks.example.com' });
  });

  it('takes an address literal as it is, without a lookup', async () => {
    const lookUp = async () => {
      throw new Error('no lookup expected');
    };
    expect(await resolveTarget(new URL('http://[::1]:9/'), guard, lookUp)).toEqual({
      refused: 'loopback',
      address: '::1',
    });
    expect(
      await resolveTarget(new URL('http://127.0.0.1:9/'), createAddressGuard('127.0.0.1'), lookUp),
    ).toEqual({ address: '127.0.0.1', family: 4 });
  });
});
