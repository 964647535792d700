import { describe, expect, it } from 'vitest';
import { clampDrawer, drawerDefault, drawerMax } from './drawer-width.ts';

describe('drawer widths', () => {
  it('start at 300 px on a desktop window', () => {
    expect(drawerDefault(1280)).toBe(300);
    expect(drawerDefault(768)).toBe(300);
  });

  it('start at max(200 px, 20 % of the window) on a phone', () => {
    expect(drawerDefault(390)).toBe(200);
    expect(drawerDefault(767)).toBe(200);
  });

  it('stay between 150 px and half the window', () => {
    expect(clampDrawer(100, drawerMax(1280))).toBe(150);
    expect(clampDrawer(900, drawerMax(1280))).toBe(640);
    expect(clampDrawer(drawerDefault(390), drawerMax(390))).toBe(195);
  });
});
