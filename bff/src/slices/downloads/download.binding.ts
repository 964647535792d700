import { bindAggregate } from '@rushes/events';
import { downloadDecider } from './download.decider.ts';

/** A download's record, on `download.<id>`; no answer reads it back. */
export const downloadCommands = bindAggregate({ stream: 'download', decider: downloadDecider });
