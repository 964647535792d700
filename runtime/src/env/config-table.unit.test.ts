import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configTable, processList } from './config-table.ts';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

/** The README's lines between `<!-- name:start -->` and `<!-- name:end -->`. */
function between(name: string): string[] {
  const start = readme.indexOf(`<!-- ${name}:start -->`);
  const end = readme.indexOf(`<!-- ${name}:end -->`);
  expect(start, `README.md marks ${name}`).toBeGreaterThanOrEqual(0);
  return readme
    .slice(start, end)
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '');
}

describe('the README', () => {
  it('shows the table of every variable as the schema has it', () => {
    expect(between('config-table')).toEqual(configTable());
  });

  it('lists the variables each process reads', () => {
    expect(between('config-processes')).toEqual(processList());
  });
});
