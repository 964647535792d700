/** A public event type a webhook can take, as the server lists it (`webhookEventTypes`). */
export interface EventTypeOption {
  /** `io.rushes.comment.added`: every version. */
  readonly type: string;
  readonly summary: string;
  /** `io.rushes.comment.added.v1`, …: one version each. */
  readonly versions: readonly string[];
}

/** One checkbox of the choice: a type, its short name and what it tells. */
export interface Choice {
  type: string;
  label: string;
  summary: string | null;
}

/** The choices of one resource (`comment`, `folder`, …). */
export interface ChoiceGroup {
  name: string;
  /** The types for every version: what the group's own checkbox chooses. */
  types: string[];
  choices: Choice[];
}

const PREFIX = 'io.rushes.';

/** `comment.added` for `io.rushes.comment.added`. */
export const shortName = (type: string): string =>
  type.startsWith(PREFIX) ? type.slice(PREFIX.length) : type;

const groupName = (type: string): string => shortName(type).split('.')[0] ?? '';

/**
 * The choices by resource, in the list's order. A type chosen for one version only (through the
 * API) shows under its type; one the list lacks (an event of the whole deployment) is `outside`,
 * so that it can be seen and taken off.
 */
export function choiceGroups(
  options: readonly EventTypeOption[],
  chosen: readonly string[],
): { groups: ChoiceGroup[]; outside: Choice[] } {
  const groups = new Map<string, ChoiceGroup>();
  const known = new Set<string>();
  for (const option of options) {
    const name = groupName(option.type);
    const group = groups.get(name) ?? { name, types: [], choices: [] };
    groups.set(name, group);
    group.types.push(option.type);
    group.choices.push({
      type: option.type,
      label: shortName(option.type),
      summary: option.summary,
    });
    known.add(option.type);
    for (const version of option.versions) {
      known.add(version);
      if (!chosen.includes(version)) continue;
      const label = shortName(version);
      group.choices.push({ type: version, label, summary: option.summary });
    }
  }
  const outside = chosen
    .filter((type) => !known.has(type))
    .map((type) => ({ type, label: shortName(type), summary: null }));
  return { groups: [...groups.values()], outside };
}

/** The version a type of one version names (`1` for `….v1`); null for every version. */
export const versionOf = (type: string): string | null => /\.v(\d+)$/.exec(type)?.[1] ?? null;

/** Whether all, some or none of `types` are chosen. */
export function chosenOf(types: readonly string[], chosen: readonly string[]) {
  const count = types.filter((type) => chosen.includes(type)).length;
  return { all: types.length > 0 && count === types.length, some: count > 0 };
}

/** The choice once `types` are all taken, or all left when every one of them was chosen. */
export function toggleAll(types: readonly string[], chosen: readonly string[]): string[] {
  if (chosenOf(types, chosen).all) return chosen.filter((type) => !types.includes(type));
  return [...chosen, ...types.filter((type) => !chosen.includes(type))];
}

/** The choice with `type` taken or left. */
export const toggleOne = (type: string, chosen: readonly string[]): string[] =>
  chosen.includes(type) ? chosen.filter((each) => each !== type) : [...chosen, type];
