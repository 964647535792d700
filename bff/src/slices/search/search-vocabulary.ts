import type { Database } from '@rushes/migrations';
import { type RawBuilder, sql, type Transaction } from 'kysely';

/** The shortest word a typo is looked for in (issue: "a word of five or more"). */
export const TYPO_MIN_LENGTH = 5;

/**
 * Adds the words of five letters or more of `text` (SQL text, normalised as documents are) to the
 * vocabulary typos are corrected against. Words only join it: one no document holds any more
 * proposes nothing a search then finds.
 */
export const learnWords = (trx: Transaction<Database>, text: RawBuilder<string>) =>
  sql`
    INSERT INTO search_word (word)
    SELECT DISTINCT word FROM unnest(tsvector_to_array(
      to_tsvector('simple', rushes_search_text(${text})))) AS word
    WHERE length(word) >= ${TYPO_MIN_LENGTH} AND word ~ '^[[:alpha:]]+$'
    ON CONFLICT DO NOTHING`.execute(trx);

/**
 * The words of the documents `ids` as they are now: names, slates, files, metadata, custom text
 * values, e-mail.
 */
export const learnDocumentWords = (trx: Transaction<Database>, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve()
    : learnWords(
        trx,
        sql<string>`(SELECT string_agg(concat_ws(' ', name, slate_text, slate_labels,
          array_to_string(filenames, ' '), metadata_text, custom_text, email), ' ')
          FROM search_document WHERE id IN (${sql.join(ids)}))`,
      );
