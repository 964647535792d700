import { envSchema } from './env-schema.ts';
import { describeEnv } from './env-variable.ts';
import { type ProcessName, processEnv } from './process-env.ts';

const code = (text: string) => `\`${text}\``;

/** Rows as a Markdown table, each column as wide as its widest cell. */
function markdownTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)];
}

/** The README's table of every variable: name, default, rule, use (between its markers). */
export const configTable = (): string[] =>
  markdownTable(
    ['variable', 'default', 'rule', 'what it does'],
    describeEnv(envSchema).map((v) => [
      code(v.name),
      v.shownDefault === undefined ? '—' : code(v.shownDefault),
      v.rule,
      v.description,
    ]),
  );

const commands: readonly (readonly [ProcessName, string])[] = [
  ['standalone', 'npm start'],
  ['bff', 'npm run start:bff'],
  ['transcoder', 'npm run start:transcoder'],
  ['transferStats', 'npm run start:transfer-stats'],
  ['transferServer', 'npm run start:transfer-server'],
  ['liveIngest', 'npm run start:live-ingest'],
  ['rebuild', 'npm run projections:rebuild'],
  ['audit', 'npm run audit:verify'],
];

/** The README's list of the variables each process reads, in table order (between its markers). */
export const processList = (): string[] =>
  commands.map(([process, command]) => {
    const reads = describeEnv(envSchema).filter((v) => v.key in processEnv[process].properties);
    return `- ${code(command)}: ${reads.map((v) => code(v.name)).join(', ')}`;
  });
