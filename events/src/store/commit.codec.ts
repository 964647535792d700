import { Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { Commit } from '../envelope.ts';

const actorSchema = Type.Union([
  Type.Object({ kind: Type.Literal('user'), id: Type.String() }),
  Type.Object({ kind: Type.Literal('link'), id: Type.String() }),
  Type.Object({ kind: Type.Literal('token'), id: Type.String() }),
  Type.Object({ kind: Type.Literal('system'), id: Type.Optional(Type.String()) }),
]);

const nullableString = Type.Union([Type.String(), Type.Null()]);

/** A commit as the log stores it: everything but `seq`, which is its position in the log. */
const commitBodySchema = Type.Object({
  stream: Type.String(),
  meta: Type.Object({
    actor: actorSchema,
    commandId: Type.String(),
    correlationId: Type.String(),
    causationId: nullableString,
    at: Type.String(),
    clientIp: nullableString,
  }),
  events: Type.Array(
    Type.Object({ type: Type.String(), version: Type.Integer(), data: Type.Unknown() }),
  ),
});

const commitBody = TypeCompiler.Compile(commitBodySchema);

/** The log's envelope only: event data is the catalogue's to validate when it decodes. */
export function toCommit(seq: number, body: unknown): Commit {
  if (!Number.isSafeInteger(seq) || seq <= 0) throw new Error(`invalid commit seq ${seq}`);
  if (!commitBody.Check(body)) {
    const first = commitBody.Errors(body).First();
    throw new Error(`malformed commit at seq ${seq}: ${first?.path ?? ''} ${first?.message ?? ''}`);
  }
  return { seq, stream: body.stream, meta: body.meta, events: body.events };
}

const streamNamePattern = /^[^\s.*>]+(\.[^\s.*>]+)+$/;

/** `<aggregate>.<id>`: dot-separated tokens without spaces or subject wildcards. */
export function assertStreamName(stream: string): void {
  if (!streamNamePattern.test(stream)) throw new Error(`invalid stream name '${stream}'`);
}

/** Positions come back from PostgreSQL as strings (bigint); the log stays below 2^53. */
export function toSeq(value: unknown): number {
  const seq = Number(value ?? 0);
  if (!Number.isSafeInteger(seq) || seq < 0) throw new Error(`invalid seq ${String(value)}`);
  return seq;
}
