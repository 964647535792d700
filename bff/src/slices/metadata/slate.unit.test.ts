import { describe, expect, it } from 'vitest';
import { metadataEntries, sceneTakeOf } from './slate.ts';

const slate = { episode: '104', scene: '12A', shot: '3', take: '2', cameraAngle: 'B' };

describe('the slate as text', () => {
  it.each([
    ['EPISODE_SCENE_TAKE', '104 / 12A / 2'],
    ['SCENE_SHOT_TAKE', '12A / 3 / 2'],
    ['SCENE_TAKE', '12A / 2'],
    ['SCENE_TAKE_CAMERA_ANGLE', '12A / 2 / B'],
  ] as const)('in %s is %s', (format, text) => {
    expect(sceneTakeOf(slate, format)).toBe(text);
  });

  it('joins the parts there are, trimmed, and is null without any of the format’s', () => {
    expect(sceneTakeOf({ scene: ' 7 ', take: '' }, 'SCENE_SHOT_TAKE')).toBe('7');
    expect(sceneTakeOf({ shot: '4' }, 'SCENE_TAKE')).toBeNull();
    expect(sceneTakeOf({ circled: true }, 'SCENE_SHOT_TAKE')).toBeNull();
  });
});

describe('an asset’s metadata entries', () => {
  it('lists the slate first, Selected as Yes or No, then the columns in their order', () => {
    const entries = metadataEntries({ scene: '12A', take: '2', circled: true }, [
      { key: 'Name', value: 'A001C002' },
      { key: 'Scene', value: '12A' },
      { key: 'ASC_SOP', value: '(1 1 1)(0 0 0)(1 1 1)' },
    ]);
    expect(entries).toEqual([
      { key: 'Scene', value: '12A', hidden: false },
      { key: 'Take', value: '2', hidden: false },
      { key: 'Selected', value: 'Yes', hidden: false },
      { key: 'Name', value: 'A001C002', hidden: false },
      { key: 'ASC_SOP', value: '(1 1 1)(0 0 0)(1 1 1)', hidden: true },
    ]);
  });

  it('is empty for an asset without metadata', () => {
    expect(metadataEntries(null, [])).toEqual([]);
  });
});
