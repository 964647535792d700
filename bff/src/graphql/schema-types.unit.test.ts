import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printSchemaTypes, schemaTypesFile } from '../../codegen.config.ts';
import { buildMergedSchema, readSliceTypeDefs } from './schema.ts';

describe('schema-types.generated.ts', () => {
  it("is what the generator makes of the slices' SDL now (run npm run codegen)", async () => {
    expect(readFileSync(schemaTypesFile, 'utf8')).toBe(await printSchemaTypes());
  });

  it('follows the SDL: an input added to a slice is a type, its field an argument type', async () => {
    const added = `
      input RenameReelInput { id: ID!, name: String, at: DateTime }
      extend type Mutation { renameReel(input: RenameReelInput!): Boolean }
    `;
    const types = await printSchemaTypes(buildMergedSchema([...readSliceTypeDefs(), added]));
    expect(types).toContain(
      [
        'export type RenameReelInput = {',
        "  id: Scalars['ID']['input'];",
        "  name?: InputMaybe<Scalars['String']['input']>;",
        "  at?: InputMaybe<Scalars['DateTime']['input']>;",
        '};',
      ].join('\n'),
    );
    expect(types).toContain(
      'export type MutationRenameReelArgs = {\n  input: RenameReelInput;\n};',
    );
  });
});
