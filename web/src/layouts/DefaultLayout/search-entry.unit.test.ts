import { describe, expect, it } from 'vitest';
import { searchNavigation } from './search-entry.ts';

describe('searchNavigation', () => {
  it('pushes the search route with the text trimmed', () => {
    expect(searchNavigation('  19A/3 take ', false)).toEqual({
      to: '/search?q=19A%2F3+take',
      replace: false,
    });
    expect(searchNavigation('camera:B', true)).toEqual({
      to: '/search?q=camera%3AB',
      replace: false,
    });
  });

  it('replaces the search route when the text is cleared, and asks nothing elsewhere', () => {
    expect(searchNavigation('   ', true)).toEqual({ to: '/search', replace: true });
    expect(searchNavigation('', false)).toBeNull();
  });
});
