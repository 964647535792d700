import { DomainError, type ReviewSessionEvent } from '@rushes/events';
import { describe, expect, it } from 'vitest';
import {
  type SessionCommand,
  type SessionState,
  sessionDecider,
} from './review-session.decider.ts';

const stateAfter = (events: ReviewSessionEvent[]): SessionState =>
  events.reduce(sessionDecider.evolve, sessionDecider.initialState);

/** Decides, then folds what was decided: the events, or the refusal. */
function run(commands: SessionCommand[]) {
  let events: ReviewSessionEvent[] = [];
  let last: ReturnType<typeof sessionDecider.decide> = [];
  for (const command of commands) {
    last = sessionDecider.decide(command, stateAfter(events));
    if (!(last instanceof DomainError)) events = [...events, ...last];
  }
  return { events, last, state: stateAfter(events) };
}

const id = 's1';
const start: SessionCommand = {
  type: 'StartSession',
  sessionId: id,
  projectId: 'p1',
  name: ' Reel 3 ',
  assetIds: ['a1', 'a2', 'a1'],
  userId: 'presenter',
};
const join = (userId: string): SessionCommand => ({ type: 'JoinSession', sessionId: id, userId });
const leave = (userId: string): SessionCommand => ({ type: 'LeaveSession', sessionId: id, userId });
const show = (userId: string, over: Partial<SessionCommand> = {}): SessionCommand =>
  ({
    type: 'ShowInSession',
    sessionId: id,
    userId,
    assetId: 'a1',
    versionId: 'v1',
    position: 12,
    playing: false,
    rate: 1,
    ...over,
  }) as SessionCommand;
const pass = (userId: string, toUserId: string): SessionCommand => ({
  type: 'PassControl',
  sessionId: id,
  userId,
  toUserId,
});
const end = (userId: string, editsProject = false): SessionCommand => ({
  type: 'EndSession',
  sessionId: id,
  userId,
  editsProject,
});

describe('sessionDecider', () => {
  it('starts a session on its assets, once each, presented by its starter', () => {
    const { events, state } = run([start, start]);
    expect(events).toEqual([
      {
        type: 'review_session.started',
        data: {
          id,
          projectId: 'p1',
          name: 'Reel 3',
          assetIds: ['a1', 'a2'],
          presenterId: 'presenter',
        },
      },
    ]);
    expect(state.participants).toEqual(['presenter']);
  });

  it('refuses a session without a name or an asset', () => {
    expect(run([{ ...start, name: ' ' }]).last).toEqual(
      new DomainError('VALIDATION_FAILED', { field: 'name', rule: 'required' }),
    );
    expect(run([{ ...start, assetIds: [] } as SessionCommand]).last).toEqual(
      new DomainError('VALIDATION_FAILED', { field: 'assetIds', rule: 'required' }),
    );
  });

  it('lets people join and leave once each; a session never started is not found', () => {
    expect(run([join('ana')]).last).toEqual(
      new DomainError('NOT_FOUND', { entity: 'reviewSession' }),
    );
    const { events, state } = run([
      start,
      join('ana'),
      join('ana'),
      join('ben'),
      leave('ana'),
      leave('ana'),
    ]);
    expect(events.map((event) => event.type)).toEqual([
      'review_session.started',
      'review_session.joined',
      'review_session.joined',
      'review_session.left',
    ]);
    expect(state.participants).toEqual(['presenter', 'ben']);
  });

  it('takes what is shown from the presenter alone, on one of its assets', () => {
    const { last } = run([start, join('ana'), show('ana')]);
    expect(last).toEqual(new DomainError('FORBIDDEN', { rule: 'presenter' }));
    expect(run([start, show('presenter', { assetId: 'a3' })]).last).toEqual(
      new DomainError('VALIDATION_FAILED', { field: 'assetId', rule: 'inSession' }),
    );
    for (const wrong of [{ position: -1 }, { position: 1.5 }]) {
      expect(run([start, show('presenter', wrong)]).last).toMatchObject({
        code: 'VALIDATION_FAILED',
        data: { field: 'position' },
      });
    }
    for (const rate of [0, -1, 17]) {
      expect(run([start, show('presenter', { rate })]).last).toMatchObject({
        data: { field: 'rate', rule: 'range' },
      });
    }
    expect(run([start, show('presenter', { position: 24, playing: true, rate: 2 })]).last).toEqual([
      {
        type: 'review_session.shown',
        data: { id, assetId: 'a1', versionId: 'v1', position: 24, playing: true, rate: 2 },
      },
    ]);
  });

  it("shows the presenter's pointer on the picture, or puts it away", () => {
    const point = (userId: string, x: number | null, y: number | null): SessionCommand => ({
      type: 'PointInSession',
      sessionId: id,
      userId,
      x,
      y,
    });
    expect(run([start, point('presenter', 0.25, 1)]).last).toEqual([
      { type: 'review_session.pointed', data: { id, x: 0.25, y: 1 } },
    ]);
    expect(run([start, point('presenter', null, null)]).last).toEqual([
      { type: 'review_session.pointed', data: { id, x: null, y: null } },
    ]);
    for (const [x, y] of [
      [1.5, 0.5],
      [0.5, -0.1],
      [0.5, null],
    ] as const) {
      expect(run([start, point('presenter', x, y)]).last).toEqual(
        new DomainError('VALIDATION_FAILED', { field: 'x', rule: 'range' }),
      );
    }
    expect(run([start, join('ana'), point('ana', 0.5, 0.5)]).last).toEqual(
      new DomainError('FORBIDDEN', { rule: 'presenter' }),
    );
  });

  it('hands control to someone in the session, who presents from then on', () => {
    expect(run([start, pass('presenter', 'ana')]).last).toEqual(
      new DomainError('VALIDATION_FAILED', { field: 'userId', rule: 'participant' }),
    );
    const handed = run([start, join('ana'), pass('presenter', 'ana')]);
    expect(handed.state.presenterId).toBe('ana');
    expect(run([start, join('ana'), pass('presenter', 'ana'), show('presenter')]).last).toEqual(
      new DomainError('FORBIDDEN', { rule: 'presenter' }),
    );
    expect(run([start, join('ana'), pass('ana', 'presenter')]).last).toEqual(
      new DomainError('FORBIDDEN', { rule: 'presenter' }),
    );
    const after = run([start, join('ana'), pass('presenter', 'ana'), leave('presenter')]);
    expect(after.state.participants).toEqual(['ana']);
  });

  it('hands control to whoever joined first when the presenter leaves, or ends it', () => {
    const handed = run([start, join('ana'), join('ben'), leave('presenter')]);
    expect(handed.last).toEqual([
      { type: 'review_session.left', data: { id, userId: 'presenter' } },
      {
        type: 'review_session.control_passed',
        data: { id, fromUserId: 'presenter', toUserId: 'ana' },
      },
    ]);
    expect(handed.state).toMatchObject({ presenterId: 'ana', participants: ['ana', 'ben'] });
    const alone = run([start, leave('presenter')]);
    expect(alone.last).toEqual([
      { type: 'review_session.left', data: { id, userId: 'presenter' } },
      { type: 'review_session.ended', data: { id } },
    ]);
    expect(alone.state.ended).toBe(true);
  });

  it('is ended by its presenter or an editor of the project, once; then nothing happens in it', () => {
    expect(run([start, join('ana'), end('ana')]).last).toEqual(
      new DomainError('FORBIDDEN', { rule: 'presenter' }),
    );
    expect(run([start, end('boss', true)]).last).toEqual([
      { type: 'review_session.ended', data: { id } },
    ]);
    const over = run([start, end('presenter'), end('presenter')]);
    expect(over.events.map((event) => event.type)).toEqual([
      'review_session.started',
      'review_session.ended',
    ]);
    const conflict = new DomainError('STATE_CONFLICT', { entity: 'reviewSession', rule: 'ended' });
    expect(run([start, end('presenter'), join('ana')]).last).toEqual(conflict);
    expect(run([start, end('presenter'), show('presenter')]).last).toEqual(conflict);
  });

  it('records its summary mailed once, only after it ended', () => {
    const mail: SessionCommand = { type: 'MailSummary', sessionId: id, userIds: ['ana', 'ana'] };
    expect(run([start, join('ana'), mail]).last).toEqual(
      new DomainError('STATE_CONFLICT', { rule: 'running' }),
    );
    const mailed = run([start, join('ana'), end('presenter'), mail]);
    expect(mailed.last).toEqual([
      { type: 'review_session.summary_mailed', data: { id, userIds: ['ana'] } },
    ]);
    expect(run([start, end('presenter'), mail, mail]).last).toEqual([]);
  });

  it('invites, by someone in it, only people neither in it nor invited before', () => {
    const invite = (userId: string, userIds: string[]): SessionCommand => ({
      type: 'InviteToSession',
      sessionId: id,
      userId,
      userIds,
    });
    expect(run([start, invite('ana', ['ben'])]).last).toEqual(
      new DomainError('FORBIDDEN', { rule: 'participant' }),
    );
    const invited = run([start, join('ana'), invite('ana', ['ben', 'presenter', 'ben', 'cy'])]);
    expect(invited.last).toEqual([
      { type: 'review_session.invited', data: { id, userIds: ['ben', 'cy'] } },
    ]);
    expect(
      run([...[start, join('ana'), invite('ana', ['ben'])], invite('presenter', ['ben'])]).last,
    ).toEqual([]);
  });
});
