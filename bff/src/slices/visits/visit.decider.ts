import type { Decider, VisitEvent } from '@rushes/events';

/** Records that a visitor opened a link. */
export interface RecordVisit {
  type: 'RecordVisit';
  linkId: string;
  visitId: string;
  email: string | null;
}

/** A visit (stream `visit.<id>`) is recorded once: a retried sign-in appends nothing more. */
export const visitDecider: Decider<RecordVisit, { recorded: boolean }, VisitEvent> = {
  initialState: { recorded: false },
  decide(command, state) {
    if (state.recorded) return [];
    const { linkId, visitId, email } = command;
    return [{ type: 'link.visited', data: { linkId, visitId, email } }];
  },
  evolve: () => ({ recorded: true }),
};
