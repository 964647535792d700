import { describeConfig } from './src/config.ts';
console.log('| variable | default | rule | what it does |\n|---|---|---|---|');
for (const v of describeConfig()) console.log(`| \`${v.name}\` | ${v.default === undefined ? '—' : `\`${v.default}\``} | ${v.rule} | ${v.description} |`);
