/**
 * A take's slate as people read it: the parts the project's slate format names, in its order,
 * those the slate has joined by ' / ' (Scene / Shot / Take → "12A / 3 / 2"). The read model keeps
 * the same text in SQL (`sceneTakeSql`) for a project whose format changes.
 */
import type { SlateFormat } from '@rushes/events';
import { type RawBuilder, sql } from 'kysely';
import type { Slate } from './metadata-record.ts';

type SlatePart = Exclude<keyof Slate, 'circled'>;

const formatParts: Record<SlateFormat, SlatePart[]> = {
  EPISODE_SCENE_TAKE: ['episode', 'scene', 'take'],
  SCENE_SHOT_TAKE: ['scene', 'shot', 'take'],
  SCENE_TAKE: ['scene', 'take'],
  SCENE_TAKE_CAMERA_ANGLE: ['scene', 'take', 'cameraAngle'],
};

const SEPARATOR = ' / ';

/** The slate's text in `format`; null when it has none of the format's parts. */
export function sceneTakeOf(slate: Slate, format: SlateFormat): string | null {
  const parts = formatParts[format].flatMap((part) => slate[part]?.trim() || []);
  return parts.length > 0 ? parts.join(SEPARATOR) : null;
}

/** `sceneTakeOf` over a jsonb slate column, as SQL. */
export function sceneTakeSql(format: SlateFormat, slate: RawBuilder<unknown>) {
  const parts = formatParts[format].map((part) => sql`nullif(btrim(${slate}->>${part}), '')`);
  return sql<string | null>`nullif(concat_ws(${SEPARATOR}, ${sql.join(parts)}), '')`;
}

/** The slate's metadata keys, as the inspector names them, in the order it lists them. */
export const slateKeys: [keyof Slate, string][] = [
  ['episode', 'Episode'],
  ['scene', 'Scene'],
  ['shot', 'Shot'],
  ['take', 'Take'],
  ['cameraAngle', 'Camera Angle'],
  ['circled', 'Selected'],
];

/**
 * The columns editors look at, shown with the slate; every other column of a file is hidden
 * (the inspector puts them under "More").
 */
const SHOWN_COLUMNS = new Set(
  [
    'Name',
    'Clip Name',
    'Tape',
    'Reel',
    'Camroll',
    'Start',
    'End',
    'Duration',
    'Camera',
    'Lens',
    'Comments',
    'Description',
    'Shoot Date',
    'Soundroll',
    'Sound Roll',
  ].map((key) => key.toLowerCase()),
);

export interface MetadataEntry {
  key: string;
  value: string;
  hidden: boolean;
}

/**
 * An asset's metadata as shown: its slate's keys first (Selected as Yes or No), then the file's
 * columns in their order, but for those the slate already shows.
 */
export function metadataEntries(
  slate: Slate | null,
  columns: readonly { key: string; value: string }[],
): MetadataEntry[] {
  if (!slate && columns.length === 0) return [];
  const fromSlate = slateKeys.flatMap(([part, key]) => {
    const value = slate?.[part];
    if (value === undefined || value === '') return [];
    const text = typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value;
    return [{ key, value: text, hidden: false }];
  });
  const shown = new Set(fromSlate.map((entry) => entry.key.toLowerCase()));
  const rest = columns
    .filter((column) => !shown.has(column.key.toLowerCase()))
    .map(({ key, value }) => ({ key, value, hidden: !SHOWN_COLUMNS.has(key.toLowerCase()) }));
  return [...fromSlate, ...rest];
}
