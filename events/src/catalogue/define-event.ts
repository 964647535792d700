import type { Static, TSchema } from '@sinclair/typebox';
import { type TypeCheck, TypeCompiler } from '@sinclair/typebox/compiler';
import type { DomainEvent, EventMeta } from '../envelope.ts';

/** An event's schemas by version: 1 always, a new number each time the shape changes. */
export type EventVersions = { 1: TSchema } & { [version: number]: TSchema };

type Successor = { 1: 2; 2: 3; 3: 4; 4: 5; 5: 6; 6: 7; 7: 8; 8: 9 };
type Descending = [9, 8, 7, 6, 5, 4, 3, 2];

/** The highest version number in `V` (up to 9). */
export type LatestVersion<V, Order = Descending> = Order extends [
  infer N extends number,
  ...infer Rest,
]
  ? N extends keyof V
    ? N
    : LatestVersion<V, Rest>
  : 1;

type DataAt<V, K> = K extends keyof V ? (V[K] extends TSchema ? Static<V[K]> : never) : never;

/**
 * One function per old version, turning its data into the next version's. The decision's meta
 * (actor, time) is there for what an old version left implicit in it.
 */
export type Upcasters<V extends EventVersions> = {
  [K in keyof V & keyof Successor as K extends LatestVersion<V> ? never : K]: (
    data: DataAt<V, K>,
    meta: EventMeta,
  ) => DataAt<V, Successor[K]>;
};

export type EventDefinitionOptions<V extends EventVersions> = {
  versions: V;
} & (LatestVersion<V> extends 1 ? { upcast?: undefined } : { upcast: Upcasters<V> });

/** The data of an event at its newest version. */
export type LatestData<V extends EventVersions> = DataAt<V, LatestVersion<V>>;

/** One event type: its schemas, its upcasters, and how to read and check its data. */
export interface EventDefinition<
  T extends string = string,
  V extends EventVersions = EventVersions,
> {
  readonly type: T;
  readonly versions: V;
  /** The version `encode` writes. */
  readonly latest: number;
  /**
   * Validates `data` as `version`, then upcasts and validates it step by step to `latest`; `meta`
   * is the decision the event belongs to.
   */
  read(version: number, data: unknown, meta: EventMeta): LatestData<V>;
  /** Throws `InvalidEvent` unless `data` matches the schema of `version`. */
  validate(version: number, data: unknown): void;
  /** True for an event of this type whose data matches the newest schema. */
  is(event: DomainEvent): event is DomainEvent<T, LatestData<V>>;
}

/** The typed event of a definition (or of a union of definitions). */
export type EventOf<D> =
  D extends EventDefinition<infer T, infer V> ? { type: T; data: LatestData<V> } : never;

/** Data that does not match its event's schema. */
export class InvalidEvent extends Error {
  constructor(
    readonly type: string,
    readonly version: number,
    readonly path: string,
    readonly detail: string,
  ) {
    super(`invalid ${type} v${version} at ${path || '/'}: ${detail}`);
    this.name = 'InvalidEvent';
  }
}

/** An event type (or a version of it) the catalogue does not know. */
export class UnknownEvent extends Error {
  constructor(
    readonly type: string,
    readonly version?: number,
  ) {
    super(version === undefined ? `unknown event ${type}` : `unknown event ${type} v${version}`);
    this.name = 'UnknownEvent';
  }
}

function compileVersions(type: string, versions: EventVersions): TypeCheck<TSchema>[] {
  const numbers = Object.keys(versions).map(Number);
  const checks = numbers.map((_, index) => {
    const schema = versions[index + 1];
    if (!schema) throw new Error(`${type}: versions must be numbered 1..${numbers.length}`);
    return TypeCompiler.Compile(schema);
  });
  return checks;
}

type Upcaster = (data: unknown, meta: EventMeta) => unknown;

function upcasterList(type: string, latest: number, upcast?: Record<number, Upcaster>): Upcaster[] {
  const list: Upcaster[] = [];
  for (let version = 1; version < latest; version++) {
    const step = upcast?.[version];
    if (!step) throw new Error(`${type}: missing upcaster from v${version} to v${version + 1}`);
    list.push(step);
  }
  return list;
}

/**
 * Declares an event type. A published version never changes: add the next version's schema and
 * an upcaster from the previous one (`upcast: { 1: (v1) => v2 }`).
 */
export function defineEvent<const T extends string, V extends EventVersions>(
  type: T,
  options: EventDefinitionOptions<V>,
): EventDefinition<T, V>;
export function defineEvent(
  type: string,
  options: { versions: EventVersions; upcast?: Record<number, Upcaster> },
): EventDefinition {
  const checks = compileVersions(type, options.versions);
  const latest = checks.length;
  const upcasters = upcasterList(type, latest, options.upcast);

  const validate = (version: number, data: unknown): void => {
    const check = checks[version - 1];
    if (!check) throw new UnknownEvent(type, version);
    if (check.Check(data)) return;
    const first = check.Errors(data).First();
    throw new InvalidEvent(type, version, first?.path ?? '', first?.message ?? 'invalid data');
  };

  const isLatest = (data: unknown) => checks[latest - 1]?.Check(data) ?? false;

  return {
    type,
    versions: options.versions,
    latest,
    validate,
    read(version, data, meta) {
      validate(version, data);
      let current = data;
      for (let step = version; step < latest; step++) {
        current = upcasters[step - 1]?.(current, meta);
        validate(step + 1, current);
      }
      return current;
    },
    is: (event): event is DomainEvent => event.type === type && isLatest(event.data),
  };
}
