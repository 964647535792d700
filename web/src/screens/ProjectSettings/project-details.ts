import { messages } from '../../messages/messages.ts';
import { dayText, dayValue } from '../../projects/project-days.ts';

/** The Details and Shooting Days fields as the form holds them (days as typed, yyyy/mm/dd). */
export interface DetailsValues {
  name: string;
  production: string;
  director: string;
  dop: string;
  managerId: string | null;
  crew: string[];
  shootingStart: string;
  shootingEnd: string;
}

/** The project as the server answered it. */
export interface SavedDetails {
  name: string;
  production: string;
  director: string;
  dop: string;
  manager: { id: string } | null | undefined;
  crew: readonly string[];
  shootingStart: string | null | undefined;
  shootingEnd: string | null | undefined;
}

/** What updateProject takes: only the fields that changed. */
export type DetailsChanges = Partial<Omit<DetailsValues, 'managerId'> & { managerId: string }>;

export const detailsValues = (saved: SavedDetails): DetailsValues => ({
  name: saved.name,
  production: saved.production,
  director: saved.director,
  dop: saved.dop,
  managerId: saved.manager?.id ?? null,
  crew: [...saved.crew],
  shootingStart: dayText(saved.shootingStart),
  shootingEnd: dayText(saved.shootingEnd),
});

/** The spec's messages for the fields that do not validate (§5). */
export function detailsErrors(values: DetailsValues): Partial<Record<keyof DetailsValues, string>> {
  const m = messages.projects;
  const errors: Partial<Record<keyof DetailsValues, string>> = {};
  if (!values.name.trim()) errors.name = m.titleRequired;
  if (!values.managerId) errors.managerId = m.managerRequired;
  if (dayValue(values.shootingStart) === null) errors.shootingStart = m.invalidDate;
  if (dayValue(values.shootingEnd) === null) errors.shootingEnd = m.invalidDate;
  return errors;
}

const cleanCrew = (crew: readonly string[]) =>
  crew.map((name) => name.trim()).filter((name) => name.length > 0);

/**
 * The fields that differ from what the server holds, trimmed, days as YYYY-MM-DD (or '' to
 * clear); null when nothing changed. Call it on values that validate.
 */
export function changedDetails(saved: SavedDetails, values: DetailsValues): DetailsChanges | null {
  const changes: DetailsChanges = {};
  for (const field of ['name', 'production', 'director', 'dop'] as const) {
    const value = values[field].trim();
    if (value !== saved[field]) changes[field] = value;
  }
  if (values.managerId && values.managerId !== saved.manager?.id) {
    changes.managerId = values.managerId;
  }
  const crew = cleanCrew(values.crew);
  if (crew.join('\n') !== saved.crew.join('\n')) changes.crew = crew;
  for (const field of ['shootingStart', 'shootingEnd'] as const) {
    const day = dayValue(values[field]) ?? '';
    if (day !== (saved[field] ?? '')) changes[field] = day;
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
