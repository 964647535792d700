import { readFileSync } from 'node:fs';
import { buildASTSchema, printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { mergeTypeDefs, printMergedSchema, schemaFile } from './schema.ts';

describe('SDL merge', () => {
  it('turns root types only extended into definitions', () => {
    const schema = buildASTSchema(
      mergeTypeDefs([
        'type Query { a: Int }',
        'extend type Query { b: Int }\nextend type Mutation { m: Int }',
        'extend type Mutation { n: Int }',
      ]),
    );
    expect(printSchema(schema)).toBe(
      'type Query {\n  a: Int\n  b: Int\n}\n\ntype Mutation {\n  m: Int\n  n: Int\n}',
    );
  });

  it('describes a root type only extended with the description given for it', () => {
    const schema = buildASTSchema(
      mergeTypeDefs(['type Query { a: Int }', 'extend type Mutation { m: Int }'], {
        Mutation: 'What may be changed.',
      }),
    );
    expect(schema.getMutationType()?.description).toBe('What may be changed.');
  });

  it('keeps a root type some slice defines', () => {
    const schema = buildASTSchema(
      mergeTypeDefs([
        'extend type Mutation { n: Int }',
        'type Query { a: Int }\ntype Mutation { m: Int }',
      ]),
    );
    expect(Object.keys(schema.getMutationType()?.getFields() ?? {})).toEqual(['m', 'n']);
  });
});

describe('bff/schema.graphql', () => {
  it('is the printed merge of the base and slice SDL (run npm run schema -w @rushes/bff)', () => {
    expect(readFileSync(schemaFile, 'utf8')).toBe(printMergedSchema());
  });
});
