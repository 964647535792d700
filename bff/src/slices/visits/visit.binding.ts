import { bindAggregate } from '@rushes/events';
import { visitDecider } from './visit.decider.ts';

/** A share-link visit's record, on `visit.<id>`; no answer reads it back. */
export const visitCommands = bindAggregate({ stream: 'visit', decider: visitDecider });
