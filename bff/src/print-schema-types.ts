import { writeFileSync } from 'node:fs';
import { printSchemaTypes, schemaTypesFile } from '../codegen.config.ts';

// `npm run codegen -w @rushes/bff`: writes the TypeScript types of the merged schema.
writeFileSync(schemaTypesFile, await printSchemaTypes());
console.log(`wrote ${schemaTypesFile}`);
