import { bindAggregate } from '@rushes/events';
import { metadataImportDecider } from './metadata-import.decider.ts';

/** A metadata import's commands, on `metadata.<importId>`; the answers read every read model. */
export const metadataImportCommands = bindAggregate({
  stream: 'metadata',
  decider: metadataImportDecider,
  readModels: 'every',
});
