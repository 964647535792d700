import { writeFileSync } from 'node:fs';
import { printMergedSchema, schemaFile } from './graphql/schema.ts';

// `npm run schema -w @rushes/bff`: writes the merged schema the Relay compiler reads.
writeFileSync(schemaFile, printMergedSchema());
console.log(`wrote ${schemaFile}`);
