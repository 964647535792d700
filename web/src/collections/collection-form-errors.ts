import { messages } from '../messages/messages.ts';
import type { CommitResult } from '../relay/commit-result.ts';

/** What the collection's form says under each input the server refused. */
export interface CollectionFormErrors {
  name?: string;
  definition?: string;
}

const detail = (data: unknown, key: string): unknown =>
  typeof data === 'object' && data ? Reflect.get(data, key) : undefined;

const text = messages.collections;

/**
 * The inline errors of a refused collection, by what the server named: a name taken
 * (NAME_CONFLICT) or missing, a search that asks nothing or that search cannot read; null for
 * any other failure, which a toast tells instead.
 */
export function collectionFormErrorsOf(result: CommitResult<unknown>): CollectionFormErrors | null {
  if (result.ok) return null;
  if (result.code === 'NAME_CONFLICT') return { name: text.nameConflict };
  if (result.code !== 'VALIDATION_FAILED') return null;
  const field = detail(result.data, 'field');
  const rule = detail(result.data, 'rule');
  if (field === 'name') return { name: text.nameRequired };
  if (field !== 'definition') return null;
  if (rule === 'quote') return { definition: text.definitionQuote };
  if (rule === 'has')
    return { definition: text.definitionHas(String(detail(result.data, 'value'))) };
  return { definition: text.definitionRequired };
}
