import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import type { DocumentNode, ValidationContext, ValidationRule } from 'graphql';
import { AppError } from '../errors.ts';
import { withoutSuggestions } from './error-formatter.ts';
import { inputProblem } from './input-limits.ts';
import { limitProblem, type SchemaLike } from './operation-limits.ts';

/** graphql as Mercurius loads it (CommonJS), whose `validate` takes the schema Mercurius built. */
const mercuriusGraphql = createRequire(import.meta.url)('graphql') as typeof import('graphql');

/** Tokens a query document may have: the web's largest has a few hundred. */
export const MAX_QUERY_TOKENS = 5_000;
/** The largest GraphQL answer sent over HTTP; the web's largest (1,000 users) is a few MB. */
export const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

/**
 * Outside development, `__schema` and `__type` are refused (the web app reads `schema.graphql`
 * instead). Written here rather than taken from graphql: Mercurius may run graphql's other build
 * (ESM vs CommonJS), whose classes the stock rule does not recognise.
 */
export const noIntrospection = (context: ValidationContext) => ({
  Field(node: { name: { value: string } }) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        new mercuriusGraphql.GraphQLError(`introspection is disabled: ${node.name.value}`),
      );
    }
  },
});

/** The rules Mercurius adds to graphql's own. */
export const validationRulesFor = (development: boolean): ValidationRule[] =>
  development ? [] : [noIntrospection as unknown as ValidationRule];

const hasSubscription = (document: DocumentNode): boolean =>
  document.definitions.some(
    (definition) =>
      definition.kind === 'OperationDefinition' && definition.operation === 'subscription',
  );

/** Refuses a request over the operation limits, or with text or a list that breaks the rules. */
function checkRequest(
  schema: SchemaLike,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
): void {
  const over = limitProblem(schema, document, { variables });
  if (over) {
    throw new AppError(
      'VALIDATION_FAILED',
      { field: null, ...over },
      `over the ${over.rule} limit`,
    );
  }
  const input = inputProblem(schema, document, variables ?? {});
  if (input) throw new AppError('VALIDATION_FAILED', { ...input }, `${input.field}: ${input.rule}`);
}

/**
 * Every operation, over HTTP or the websocket, keeps to the limits before it runs. A subscription
 * is validated here too: Mercurius runs graphql's rules on queries and mutations only.
 */
export function installRequestLimits(app: FastifyInstance, development: boolean): void {
  app.graphql.addHook('preExecution', async (schema, document, _context, variables) => {
    // Queries and mutations only: a subscription runs on the websocket, where it is heard.
    if (hasSubscription(document)) {
      throw new AppError(
        'VALIDATION_FAILED',
        { field: 'query', rule: 'subscriptionOverWebsocket' },
        'a subscription is taken on the websocket only',
      );
    }
    checkRequest(schema, document, variables);
  });
  const rules = [...mercuriusGraphql.specifiedRules, ...validationRulesFor(development)];
  app.graphql.addHook('preSubscriptionExecution', async (schema, document) => {
    const errors = mercuriusGraphql.validate(schema, document, rules);
    const [first] = errors;
    if (first) {
      const message = development ? first.message : withoutSuggestions(first.message);
      throw new AppError('VALIDATION_FAILED', { field: null, rule: 'graphql' }, message);
    }
    // A subscription's variables do not reach this hook: each `first` counts at its default.
    checkRequest(schema, document, undefined);
  });
}

/**
 * An answer the cost estimate let through but which is larger than MAX_ANSWER_BYTES (long texts
 * in many rows) is not sent: the client gets `VALIDATION_FAILED` with `rule: 'answerSize'`.
 */
export function capAnswerSize(app: FastifyInstance, path: string, max = MAX_ANSWER_BYTES): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.routeOptions.url !== path || typeof payload !== 'string') return payload;
    // A UTF-16 unit is at most 3 bytes of UTF-8: short answers need no counting.
    if (payload.length <= max / 3 || Buffer.byteLength(payload) <= max) return payload;
    request.log.warn({ bytes: Buffer.byteLength(payload) }, 'GraphQL answer over the size limit');
    const refusal = new AppError('VALIDATION_FAILED', { field: null, rule: 'answerSize', max });
    return JSON.stringify({
      data: null,
      errors: [{ message: 'the answer is too large', extensions: refusal.toBody() }],
    });
  });
}
