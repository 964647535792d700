import { describe, expect, it } from 'vitest';
import { fitColumns, noOptionalColumns } from './folder-columns.ts';

const everyOptional = { selected: true, scene: true, status: true };

const secondary = (width: number, columns = noOptionalColumns, selecting = false) => {
  const { created, size, duration } = fitColumns(columns, width, selecting);
  return { created, size, duration };
};

describe('the folder list’s columns in the width it has', () => {
  it('shows every column where Name keeps its room', () => {
    expect(fitColumns(everyOptional, 1200)).toEqual({
      ...everyOptional,
      custom: [],
      created: true,
      size: true,
      duration: true,
    });
    // between two 300 px drawers in a 1280 px window: 648 px
    expect(secondary(648)).toEqual({ created: true, size: true, duration: true });
  });

  it('drops Size, then Created, then Duration as the table narrows under its optional columns', () => {
    // thumbnail, Selected, Scene, Status and ⋯ take 436 px; Created, Size and Duration 284
    expect(secondary(900, everyOptional)).toEqual({ created: true, size: true, duration: true });
    expect(secondary(899, everyOptional)).toEqual({ created: true, size: false, duration: true });
    expect(secondary(811, everyOptional)).toEqual({ created: false, size: false, duration: true });
    expect(secondary(648, everyOptional)).toEqual({ created: false, size: false, duration: false });
  });

  it('counts the checkbox column while items are being chosen', () => {
    // thumbnail, Created, Size, Duration and ⋯ take 400 px, the checkboxes 36 more
    expect(secondary(600)).toEqual({ created: true, size: true, duration: true });
    expect(secondary(600, noOptionalColumns, true)).toEqual({
      created: true,
      size: false,
      duration: true,
    });
  });

  it('gives its custom columns their room before Size, Created and Duration', () => {
    const custom = [
      { id: 'f1', name: 'Camera', type: 'TEXT' as const },
      { id: 'f2', name: 'Rating', type: 'NUMBER' as const },
    ];
    // thumbnail, Camera, Rating and ⋯ take 356 px; Created, Size and Duration 284
    expect(secondary(820, { ...noOptionalColumns, custom })).toEqual({
      created: true,
      size: true,
      duration: true,
    });
    expect(secondary(819, { ...noOptionalColumns, custom })).toMatchObject({ size: false });
  });

  it('keeps the optional columns its folder calls for, and shows all before it is measured', () => {
    expect(fitColumns(everyOptional, 300)).toMatchObject(everyOptional);
    expect(secondary(0, everyOptional)).toEqual({ created: true, size: true, duration: true });
  });
});
