import { openSubscriptions } from '../live/subscription.fixture.ts';
import type { GraphQLCall } from './graphql-operations.fixture.ts';
import type { Actor, MatrixWorld, Place } from './matrix-world.fixture.ts';

/**
 * `A`: the call went through; `R`: refused as the policy refuses (401, UNAUTHENTICATED,
 * FORBIDDEN, NOT_FOUND, or a node the actor may not see answered as none); anything else is
 * written out (`VALIDATION_FAILED`, `INTERNAL`…) so the table shows it.
 */
export type Outcome = 'A' | 'R' | string;

const refusals = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND']);

interface Answer {
  // biome-ignore lint/suspicious/noExplicitAny: answers are walked freely; the outcome is checked
  data?: Record<string, any> | null;
  errors?: { extensions?: { code?: string } }[];
}

const everyFieldSet: NonNullable<GraphQLCall['granted']> = (data) => {
  const values = Object.values(data);
  return values.length > 0 && values.every((value) => value !== null);
};

function outcomeOf(answer: Answer, granted = everyFieldSet, variables = {}): Outcome {
  const code = answer.errors?.[0]?.extensions?.code;
  if (answer.errors?.length) return code && refusals.has(code) ? 'R' : (code ?? 'UNCODED');
  return granted(answer.data ?? {}, variables) ? 'A' : 'R';
}

async function subscriptionOutcome(
  world: MatrixWorld,
  token: string,
  call: GraphQLCall,
  place: Place,
) {
  // A token the server does not take closes the socket before any subscription (4401, 4403).
  const socket = await openSubscriptions(world.bff.app, token).catch((error: unknown) => {
    if (/socket closed with 440[13]/.test(String(error))) return null;
    throw error;
  });
  if (!socket) return 'R';
  try {
    const id = socket.subscribe(call.document, await call.variables(world, place));
    // A subscription the server took stays silent; a refusal answers at once.
    const answer = await Promise.race([
      socket.next(id),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 300)),
    ]);
    if (answer === null) return 'A';
    return answer.type === 'error'
      ? outcomeOf({ errors: answer.payload as Answer['errors'] })
      : 'A';
  } finally {
    socket.close();
  }
}

/** Makes the call as the actor in the place; its outcome, and whether the log grew. */
export async function callAs(
  world: MatrixWorld,
  actor: Actor,
  call: GraphQLCall,
  place: Place,
): Promise<{ outcome: Outcome; appended: boolean }> {
  const token = world.tokens[actor];
  const variables = await call.variables(world, place);
  const before = await world.headSeq();
  let outcome: Outcome;
  if (call.kind === 'subscription') {
    outcome = token ? await subscriptionOutcome(world, token, call, place) : 'R';
  } else {
    const response = await world.bff.app.inject({
      method: 'POST',
      url: '/v2/graphql',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: { query: call.document, variables },
    });
    outcome =
      response.statusCode === 401 ? 'R' : outcomeOf(response.json(), call.granted, variables);
  }
  return { outcome, appended: await world.appendedSince(before) };
}
