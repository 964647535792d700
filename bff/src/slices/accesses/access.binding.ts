import { bindAggregate } from '@rushes/events';
import { accessDecider } from './access.decider.ts';

/** An access of a window, on `access.<id>`; no answer reads it back. */
export const accessCommands = bindAggregate({ stream: 'access', decider: accessDecider });
