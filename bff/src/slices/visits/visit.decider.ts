import { type Decider, DomainError, type VisitEvent } from '@rushes/events';

/** Records that a visitor opened a link. */
export interface RecordVisit {
  type: 'RecordVisit';
  linkId: string;
  visitId: string;
  email: string | null;
}

/** Records that the visitor started playing a version the link holds. */
export interface RecordPlay {
  type: 'RecordPlay';
  linkId: string;
  visitId: string;
  assetId: string;
  versionId: string;
}

export type VisitCommand = RecordVisit | RecordPlay;

/**
 * A visit (stream `visit.<id>`): recorded once when the visitor comes in (a retried sign-in
 * appends nothing more), then each play, which only a visit already recorded can have.
 */
export const visitDecider: Decider<VisitCommand, { recorded: boolean }, VisitEvent> = {
  initialState: { recorded: false },
  decide(command, state) {
    if (command.type === 'RecordVisit') {
      if (state.recorded) return [];
      const { linkId, visitId, email } = command;
      return [{ type: 'link.visited', data: { linkId, visitId, email } }];
    }
    if (!state.recorded) return new DomainError('NOT_FOUND', { entity: 'visit' });
    const { linkId, visitId, assetId, versionId } = command;
    return [{ type: 'link.played', data: { linkId, visitId, assetId, versionId } }];
  },
  evolve: () => ({ recorded: true }),
};
