import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { awaited, specCatalogue } from './spec-catalogue.fixture.ts';

const webSource = join(import.meta.dirname, '..');

/** The app's own source files: no tests, fixtures, generated artefacts or the catalogue itself. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(path);
    const own = /\.tsx?$/.test(entry.name) && !/\.(test|fixture)\.tsx?$/.test(entry.name);
    return own && path !== join(webSource, 'messages', 'messages.ts') ? [path] : [];
  });
}

const sources = sourceFiles(webSource).map((path) => ({
  path: relative(webSource, path),
  text: readFileSync(path, 'utf8'),
}));

/** Every text of `messages` with the path of keys that leads to it. */
function texts(value: unknown, path: string[] = []): { path: string[]; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => texts(inner, [...path, key]));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A screen can show a text when a source file reads it: as `messages.group.key`; as `.key` in a
 * file that holds `messages.group` under another name (`const m = messages.group`); or by its key
 * as a value (`'key'`) where some file indexes the group (`messages.group[notice]`), or its name
 * for it (`text[outcome]` after `const text = messages.group`).
 */
function readBy(path: string[]): string[] {
  const group = `messages.${path.slice(0, -1).join('.')}`;
  const key = path.at(-1) ?? '';
  const whole = new RegExp(`${escapeRegExp(group)}\\.${escapeRegExp(key)}\\b`);
  const aliased = new RegExp(`=\\s*${escapeRegExp(group)}\\s*;`);
  const member = new RegExp(`\\.${escapeRegExp(key)}\\b`);
  const indexed = new RegExp(`${escapeRegExp(group)}\\[`);
  const alias = new RegExp(`(\\w+)\\s*=\\s*${escapeRegExp(group)}\\s*;`);
  const named = new RegExp(`['"]${escapeRegExp(key)}['"]`);
  const byIndex = sources.some(({ text }) => {
    const name = alias.exec(text)?.[1];
    return indexed.test(text) || (name !== undefined && new RegExp(`\\b${name}\\[`).test(text));
  });
  return sources
    .filter(
      ({ text }) =>
        whole.test(text) ||
        (aliased.test(text) && member.test(text)) ||
        (byIndex && named.test(text)),
    )
    .map((file) => file.path);
}

const all = texts(messages);
const catalogue = Object.entries(specCatalogue).flatMap(([document, list]) =>
  list.map((text) => ({ document, text })),
);
const shown = catalogue.filter(({ text }) => !(text in awaited));
const pending = catalogue.filter(({ text }) => text in awaited);

describe("the spec's message catalogues", () => {
  for (const { document, text } of pending) {
    it.todo(`${document}: "${text}" awaits its screen: ${awaited[text]}`);
  }

  it('awaits only messages of the catalogues', () => {
    const texts = new Set<string>(catalogue.map(({ text }) => text));
    expect(Object.keys(awaited).filter((text) => !texts.has(text))).toEqual([]);
  });

  it.each(shown)('$document: "$text" is a message a screen shows', ({ text }) => {
    const entries = all.filter((entry) => entry.text === text);
    expect(entries, 'kept word for word in messages.ts').not.toHaveLength(0);
    const readers = entries.flatMap((entry) => readBy(entry.path));
    expect(readers, 'read by a screen, hook or component').not.toHaveLength(0);
  });
});
