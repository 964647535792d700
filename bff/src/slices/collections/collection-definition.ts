/**
 * A collection's definition: a search text in the header search's language, read by its parser
 * (pure). It must ask for something search can read.
 */
import { DomainError } from '@rushes/events';
import { isEmptySearch, parseSearchText } from '../search/search-text.ts';
import { invalid } from '../validation.ts';

/**
 * Why a definition cannot be saved, or null: nothing asked (`required`), a quote left open
 * (`quote`), `has:` of something no asset has (`has`, with its `value`).
 */
export function definitionProblem(definition: string): DomainError | null {
  const search = parseSearchText(definition);
  if (isEmptySearch(search)) return invalid('definition', 'required');
  const [problem] = search.problems;
  if (!problem) return null;
  const data = { field: 'definition', ...problem };
  return new DomainError('VALIDATION_FAILED', data);
}
