import { describe, expect, it } from 'vitest';
import { compareParamOf, versionParamOf, withCompare, withVersion } from './version-param.ts';

const params = (text: string) => new URLSearchParams(text);

describe('the viewer address', () => {
  it('names a version by its number, the newest without one', () => {
    expect(versionParamOf(params('version=2'))).toBe(2);
    expect(versionParamOf(params(''))).toBeNull();
    for (const wrong of ['0', '-1', '1.5', 'v2', '']) {
      expect(versionParamOf(params(`version=${wrong}`))).toBeNull();
    }
  });

  it('compares two versions, A then B', () => {
    expect(compareParamOf(params('compare=1,3'))).toEqual([1, 3]);
    for (const wrong of ['1', '1,', '1,2,3', 'a,b', '0,1']) {
      expect(compareParamOf(params(`compare=${wrong}`))).toBeNull();
    }
  });

  it('switching versions leaves a compare and keeps the other parameters', () => {
    const from = params('comment=c1&compare=1,2&version=1');
    expect(withVersion(from, 3).toString()).toBe('comment=c1&version=3');
    expect(withVersion(from, null).toString()).toBe('comment=c1');
    expect(withCompare(params('version=1'), [1, 2]).toString()).toBe('version=1&compare=1%2C2');
    expect(withCompare(from, null).toString()).toBe('comment=c1&version=1');
  });
});
