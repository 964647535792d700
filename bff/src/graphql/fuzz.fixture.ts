import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';

/** A small seeded generator (mulberry32): the same seed, the same requests. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}

export type Random = ReturnType<typeof seeded>;

/** Text no field should take: huge, with control characters, broken UTF-16, or empty. */
export function hostileText(random: Random): string {
  return random.pick([
    () => 'x'.repeat(random.int(501, 200_000)),
    () => `name\u0000${random.int(0, 9)}`,
    () => `\u0007\u001b[2J${random.int(0, 9)}`,
    () => `half \ud83d of an emoji`,
    () => `\udfff${random.int(0, 9)}`,
    () => '',
    () => ' '.repeat(random.int(1, 5)),
    () => '../../etc/passwd',
    () => "'; drop table users; --",
    () => '%00%0d%0a',
    () => '\u202e\u200b\ufeff',
  ])();
}

/** Ids to fuzz with: `all` of them, and the one of the kind an argument's name asks for. */
export interface Ids {
  all: readonly string[];
  named(name: string): string | undefined;
}

/** Values of the wrong type for any argument. */
function wrongValue(random: Random, ids: Ids): unknown {
  return random.pick([
    () => hostileText(random),
    () => random.int(-(2 ** 31), 2 ** 31),
    () => 2 ** 60,
    () => -1.5,
    () => true,
    () => null,
    () => ({ nested: { deeper: [1, 'two'] } }),
    () => Array.from({ length: random.int(0, 3) }, () => random.pick(ids.all)),
    () => random.pick(ids.all),
    () =>
      Buffer.from(`${random.pick(['User', 'Folder', 'Nope'])}:${random.int(0, 9)}`).toString(
        'base64',
      ),
  ])();
}

/** A value for an argument or input field: usually of its type, often hostile. */
export function valueFor(
  random: Random,
  type: GraphQLInputType,
  ids: Ids,
  name: string,
  depth = 0,
): unknown {
  if (random.chance(0.25)) return wrongValue(random, ids);
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const count = random.chance(0.05) ? random.int(10_001, 12_000) : random.int(0, 3);
    return Array.from({ length: count }, () =>
      valueFor(random, inner.ofType, ids, name, depth + 1),
    );
  }
  if (isInputObjectType(inner)) {
    if (depth > 4) return {};
    const fields = Object.values(inner.getFields());
    return Object.fromEntries(
      fields
        .filter((field) => isNonNullType(field.type) || random.chance(0.5))
        .map((field) => [field.name, valueFor(random, field.type, ids, field.name, depth + 1)]),
    );
  }
  if (isEnumType(inner)) return random.pick(inner.getValues()).name;
  switch (inner.name) {
    case 'ID':
      return (random.chance(0.7) && ids.named(name)) || random.pick(ids.all);
    case 'Int':
      return random.int(-5, 1200);
    case 'Float':
      return random.int(0, 1e6);
    case 'Boolean':
      return random.chance(0.5);
    case 'DateTime':
      return random.pick(['2027-01-01T00:00:00.000Z', '2020-01-01T00:00:00Z', 'yesterday']);
    default:
      return random.chance(0.5) ? `Fuzz ${random.int(0, 1e6)}` : hostileText(random);
  }
}

/** A selection of the type's fields (scalars, and one object field a level down). */
export function selectionFor(random: Random, type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return '';
  if (!isObjectType(named) && !isInterfaceType(named)) return '{ __typename }';
  const fields = Object.values(named.getFields()).filter((field) =>
    field.args.every((arg) => !isNonNullType(arg.type)),
  );
  const leaves = fields.filter((field) => {
    const leaf = getNamedType(field.type);
    return isScalarType(leaf) || isEnumType(leaf);
  });
  const chosen = leaves.filter(() => random.chance(0.5)).map((field) => field.name);
  const objects = fields.filter((field) => !leaves.includes(field));
  if (depth < 2 && objects.length > 0 && random.chance(0.6)) {
    const field = random.pick(objects);
    chosen.push(`${field.name} ${selectionFor(random, field.type, depth + 1)}`);
  }
  return `{ __typename ${chosen.join(' ')} }`;
}

const typeName = (arg: GraphQLArgument) => arg.type.toString();

/** One root field called with generated variables. */
export function rootCall(
  random: Random,
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  ids: Ids,
) {
  const args = field.args.filter((arg) => isNonNullType(arg.type) || random.chance(0.5));
  const declared = args.map((arg) => `$${arg.name}: ${typeName(arg)}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const head = declared ? `${kind} (${declared})` : kind;
  const call = passed ? `${field.name}(${passed})` : field.name;
  const query = `${head} { ${call} ${selectionFor(random, field.type)} }`;
  const variables = Object.fromEntries(
    args.map((arg) => [arg.name, valueFor(random, arg.type, ids, arg.name)]),
  );
  return { query, variables };
}

/** Requests meant to blow up: aliases, batches, depth, fragments, mutations, big documents. */
export function bomb(random: Random, ids: Ids): { label: string; body: unknown } {
  const many = (count: number, text: (i: number) => string) =>
    Array.from({ length: count }, (_, i) => text(i)).join(' ');
  const folderId = ids.named('folderId') ?? '';
  return random.pick([
    () => ({
      label: 'aliases',
      body: { query: `{ ${many(random.int(51, 5000), (i) => `a${i}: currentUser { id name }`)} }` },
    }),
    () => ({
      label: 'batch',
      body: Array.from({ length: random.int(2, 300) }, () => ({ query: '{ currentUser { id } }' })),
    }),
    () => {
      const depth = random.int(13, 200);
      const nested = `${'parent { '.repeat(depth)}id${' }'.repeat(depth)}`;
      return { label: 'depth', body: { query: `{ folder(id: "${folderId}") { ${nested} } }` } };
    },
    () => ({
      label: 'fragments',
      body: {
        query: `{ currentUser { ...F0 } } ${many(20, (i) => `fragment F${i} on User { id ...F${i + 1} ...F${i + 1} }`)} fragment F20 on User { name }`,
      },
    }),
    () => ({
      label: 'mutations',
      body: {
        query: `mutation { ${many(random.int(6, 60), (i) => `m${i}: createFolder(input: { parentId: "${folderId}", name: "Bomb ${i}" }) { folder { id } }`)} }`,
      },
    }),
    () => ({
      label: 'cost',
      body: {
        query: `{ ${many(random.int(4, 40), (i) => `u${i}: users(first: 1000) { edges { node { id name projects { project { id name } } } } }`)} }`,
      },
    }),
    () => ({
      label: 'variables',
      body: {
        query: '{ currentUser { id } }',
        variables: Object.fromEntries(
          many(10_000, (i) => `v${i}`)
            .split(' ')
            .map((k) => [k, k]),
        ),
      },
    }),
    () => ({ label: 'not json', body: '{"query": "{ currentUser { id } ' }),
    () => ({ label: 'no query', body: { variables: {} } }),
    () => ({ label: 'query not text', body: { query: { kind: 'Document', definitions: [] } } }),
  ])();
}

/** The root fields a fuzzer may call: all but the one that would delete the signed-in person. */
export const rootFields = (schema: GraphQLSchema) => {
  const query = Object.values(schema.getQueryType()?.getFields() ?? {});
  const mutation = Object.values(schema.getMutationType()?.getFields() ?? {}).filter(
    (field) => field.name !== 'deleteUser',
  );
  return { query, mutation };
};
