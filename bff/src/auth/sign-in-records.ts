import {
  type Catalogue,
  type CommandOrigin,
  type Decider,
  type DomainEvent,
  type EventStore,
  type FolderNotificationSent,
  runCommand,
  type SessionEndReason,
  type SessionEvent,
  type SignInFailed,
  uuidFrom,
  type VerificationFailed,
} from '@rushes/events';

/** A fact to record as it happened: nothing to decide, nothing refuses it. */
interface Record {
  type: 'Record';
  event: DomainEvent;
}

const recordDecider: Decider<Record, null, DomainEvent> = {
  initialState: null,
  decide: (command) => [command.event],
  evolve: (state) => state,
};

/**
 * An address's refused sign-ins: a wrong password always, a refusal while it must wait only as
 * the first of a run, so hammering a locked account cannot grow the log.
 */
const failuresDecider: Decider<SignInFailed, SignInFailed['data']['reason'] | null, SignInFailed> =
  {
    initialState: null,
    decide: (failure, last) =>
      failure.data.reason === 'limited' && last === 'limited' ? [] : [failure],
    evolve: (_last, failure) => failure.data.reason,
  };

/** The log the records go to. */
type Deps = { store: EventStore; catalogue: Catalogue };

/** Appends a record of what happened (a sign-in, a wrong code) to its stream. */
export const appendRecord = (
  deps: Deps,
  origin: CommandOrigin,
  stream: string,
  event: SessionEvent | VerificationFailed | FolderNotificationSent,
) =>
  runCommand(deps, origin, { stream, decider: recordDecider, command: { type: 'Record', event } });

/** How a user came to sign in. */
export type SignInVia = 'password' | 'invite' | 'reset' | 'setup' | 'sso';

/** Where a request comes from, for the records: its id, address and browser. */
export interface RequestFacts {
  requestId: string;
  clientIp: string | null;
  userAgent: string | null;
}

/**
 * The records of sign-ins and sessions (access-and-shell §8): who signed in, how, from where and
 * with what; every refused sign-in; every session's end and why. They are the log's, kept for
 * ever; the account area shows a user their own.
 */
export const signInRecords = (deps: Deps) => ({
  signedIn: (
    request: RequestFacts,
    signIn: { userId: string; sessionId: string; via: SignInVia },
  ) =>
    appendRecord(
      deps,
      {
        actor: { kind: 'user', id: signIn.userId },
        correlationId: request.requestId,
        clientIp: request.clientIp,
      },
      `session.${signIn.sessionId}`,
      { type: 'user.signed_in', data: { ...signIn, userAgent: request.userAgent } },
    ),
  signInFailed: (
    request: RequestFacts,
    failure: { email: string; userId: string | null; reason: 'password' | 'limited' },
  ) =>
    runCommand(
      deps,
      {
        actor: { kind: 'system', id: 'sign-in' },
        correlationId: request.requestId,
        clientIp: request.clientIp,
      },
      {
        stream: `sign-in.${uuidFrom('sign-in', failure.email)}`,
        decider: failuresDecider,
        command: { type: 'sign_in.failed', data: { ...failure, userAgent: request.userAgent } },
      },
    ),
  sessionEnded: (session: { sessionId: string; userId: string }, reason: SessionEndReason) =>
    appendRecord(
      deps,
      {
        actor: { kind: 'system', id: 'sessions' },
        correlationId: `session-end-${session.sessionId}`,
      },
      `session.${session.sessionId}`,
      { type: 'session.ended', data: { ...session, reason } },
    ),
});

export type SignInRecords = ReturnType<typeof signInRecords>;

/** What is kept of a browser's description: enough to tell browsers apart. */
const MAX_USER_AGENT = 512;

/** The browser's own description, cut to size; null when it gives none. */
export const userAgentOf = (headers: { 'user-agent'?: string | undefined }): string | null =>
  headers['user-agent']?.slice(0, MAX_USER_AGENT) ?? null;

/** The facts of a Fastify request, for the records and the session it signs in. */
export const requestFacts = (request: {
  id: string;
  ip: string;
  headers: { 'user-agent'?: string | undefined };
}): RequestFacts => ({
  requestId: request.id,
  clientIp: request.ip || null,
  userAgent: userAgentOf(request.headers),
});
