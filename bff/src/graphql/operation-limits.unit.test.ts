import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { inputProblem, longTextCoordinates } from './input-limits.ts';
import { limitProblem, measureOperation, operationLimits } from './operation-limits.ts';
import { MAX_QUERY_TOKENS } from './request-limits.ts';
import { buildMergedSchema } from './schema.ts';

const schema = buildMergedSchema();
const generated = new URL('../../../web/src/__generated__/', import.meta.url);

/** Every operation text the web app sends, by its Relay module. */
const webOperations = readdirSync(generated)
  .map((file) => {
    const source = readFileSync(new URL(file, generated), 'utf8');
    const text = source.match(/"text": ("(?:[^"\\]|\\.)*")/)?.[1];
    return text ? { file, text: JSON.parse(text) as string } : null;
  })
  .filter((operation) => operation !== null);

describe('the web app under the limits', () => {
  it('finds the web operations', () => {
    expect(webOperations.length).toBeGreaterThan(40);
  });

  it.each(webOperations)('$file keeps to every limit', ({ text }) => {
    const document = parse(text);
    expect(() => parse(text, { maxTokens: MAX_QUERY_TOKENS })).not.toThrow();
    expect(limitProblem(schema, document)).toBeNull();
    expect(inputProblem(schema, document)).toBeNull();
  });

  it('leaves room above the largest web operation', () => {
    const measured = webOperations.map(({ text }) => {
      const document = parse(text);
      const [operation] = document.definitions.filter((d) => d.kind === 'OperationDefinition');
      if (!operation) throw new Error('no operation');
      return measureOperation(schema, document, operation);
    });
    const most = (key: 'fields' | 'cost') =>
      Math.max(...measured.map((m) => ('rule' in m ? Number.POSITIVE_INFINITY : m[key])));
    expect(most('fields') * 3).toBeLessThan(operationLimits.fields);
    expect(most('cost') * 1.2).toBeLessThan(operationLimits.cost);
  });
});

describe('operation limits', () => {
  const over = (query: string, variables?: Record<string, unknown>) =>
    limitProblem(schema, parse(query), { variables });

  it('counts aliases, fields spread from fragments and root mutations', () => {
    const aliases = Array.from({ length: 51 }, (_, i) => `a${i}: currentUser { id }`).join(' ');
    expect(over(`{ ${aliases} }`)).toEqual({ rule: 'aliases', max: 50 });
    const fragment = `fragment F on User { ${Array.from({ length: 300 }, () => 'id').join(' ')} }`;
    expect(over(`{ me { ...F } x: me { ...F } } ${fragment}`)).toEqual({
      rule: 'fields',
      max: 600,
    });
    const mutations = Array.from(
      { length: 6 },
      (_, i) => `m${i}: removeComment(input: { id: "x" }) { removedCommentId }`,
    ).join(' ');
    expect(over(`mutation { ... on Mutation { ${mutations} } }`)).toEqual({
      rule: 'mutations',
      max: 5,
    });
  });

  it('multiplies a connection by its first, from a literal, a variable or a default', () => {
    const users = (first: string) =>
      `query ($n: Int) { users(first: ${first}) { edges { node { id name email projects { project { id name } } } } } }`;
    expect(over(users('10'))).toBeNull();
    expect(over(users('$n'), { n: 10 })).toBeNull();
    const page =
      'users(first: 1000) { edges { node { id name projects { project { id name } } } } }';
    const pages = (count: number) =>
      `{ ${Array.from({ length: count }, (_, i) => `p${i}: ${page}`).join(' ')} }`;
    expect(over(pages(3))).toBeNull();
    expect(over(pages(4))).toEqual({ rule: 'cost', max: operationLimits.cost });
  });

  it('checks every operation of a document, not only the first', () => {
    const aliases = Array.from({ length: 51 }, (_, i) => `a${i}: currentUser { id }`).join(' ');
    expect(over(`query Small { currentUser { id } } query Big { ${aliases} }`)?.rule).toBe(
      'aliases',
    );
  });
});

describe('input limits', () => {
  const problem = (query: string, variables: Record<string, unknown> = {}) =>
    inputProblem(schema, parse(query), variables);
  const createFolder =
    'mutation ($input: CreateFolderInput!) { createFolder(input: $input) { clientMutationId } }';

  it('refuses control characters, lone surrogates and long text, literal or variable', () => {
    expect(problem(createFolder, { input: { parentId: 'p', name: 'a\u0000b' } })).toEqual({
      field: 'name',
      rule: 'text',
    });
    expect(problem(createFolder, { input: { parentId: 'p', name: 'a\ud800b' } })?.rule).toBe(
      'text',
    );
    expect(problem(createFolder, { input: { parentId: 'p', name: 'x'.repeat(501) } })).toEqual({
      field: 'name',
      rule: 'maxLength',
      max: 500,
    });
    expect(
      problem(
        'mutation { createFolder(input: { parentId: "p", name: "a\\u0000" }) { clientMutationId } }',
      ),
    ).toEqual({ field: 'name', rule: 'text' });
    expect(problem(createFolder, { input: { parentId: 'p', name: 'Day 1\tA\n' } })).toBeNull();
  });

  it('lets a comment be long', () => {
    const addComment =
      'mutation ($input: AddCommentInput!) { addComment(input: $input) { clientMutationId } }';
    expect(problem(addComment, { input: { versionId: 'v', text: 'x'.repeat(10_000) } })).toBeNull();
    expect(problem(addComment, { input: { versionId: 'v', text: 'x'.repeat(10_001) } })).toEqual({
      field: 'text',
      rule: 'maxLength',
      max: 10_000,
    });
  });

  it('names only coordinates the schema has', () => {
    for (const coordinate of Object.keys(longTextCoordinates)) {
      const [type = '', field = ''] = coordinate.split('.');
      const found = schema.getType(type);
      expect(found && 'getFields' in found && field in found.getFields(), coordinate).toBe(true);
    }
  });
});
