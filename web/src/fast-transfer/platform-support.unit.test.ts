import { describe, expect, it } from 'vitest';
import { isSupported } from './platform-support.ts';

const agents = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  explorer: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
};

const secure = (userAgent: string) => ({ userAgent, protocol: 'https:' });

describe('which browsers a transfer client works in', () => {
  it('takes desktop browsers', () => {
    for (const agent of [agents.chrome, agents.firefox, agents.safari]) {
      expect(isSupported('ASPERA', secure(agent))).toBe(true);
    }
    expect(isSupported('RUSHES', secure(agents.chrome))).toBe(true);
    expect(isSupported('RUSHES', secure(agents.firefox))).toBe(true);
  });

  it('refuses phones, tablets and ChromeOS for both', () => {
    for (const kind of ['RUSHES', 'ASPERA'] as const) {
      expect(isSupported(kind, secure(agents.iphone))).toBe(false);
      expect(isSupported(kind, secure(agents.chromebook))).toBe(false);
    }
  });

  it('refuses Connect in Internet Explorer, and Rushes Transfer in Safari on a secure page', () => {
    expect(isSupported('ASPERA', secure(agents.explorer))).toBe(false);
    expect(isSupported('RUSHES', secure(agents.safari))).toBe(false);
    expect(isSupported('RUSHES', { userAgent: agents.safari, protocol: 'http:' })).toBe(true);
  });
});
