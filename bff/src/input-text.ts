/**
 * What every piece of text a client sends must be, REST and GraphQL alike: well-formed Unicode
 * (no lone surrogate), no control character but tab, line feed and carriage return (a NUL cannot
 * even be stored), and not longer than the place it goes allows.
 */

/** The longest text anywhere unless the place says more (a name fits a database index). */
export const DEFAULT_TEXT_MAX = 500;
/** Long text: a comment, a message to a share's recipients. */
export const LONG_TEXT_MAX = 10_000;
/** The most items a list in a request may hold. */
export const LIST_MAX = 10_000;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const control = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export type TextRule = 'text' | 'maxLength';

/** The rule a text breaks, or null: 'text' for a character it may not hold, 'maxLength'. */
export function textProblem(value: string, max: number = DEFAULT_TEXT_MAX): TextRule | null {
  if (control.test(value) || loneSurrogate.test(value)) return 'text';
  return value.length > max ? 'maxLength' : null;
}

export interface InputProblem {
  field: string;
  rule: TextRule | 'maxItems';
  max?: number;
}

/**
 * The first text in a plain value (a parsed JSON body, a query string) that breaks the rules,
 * named by its key; `max` is the length any text may have.
 */
export function plainInputProblem(
  value: unknown,
  max: number,
  field = '',
  depth = 0,
): InputProblem | null {
  if (typeof value === 'string') {
    const rule = textProblem(value, max);
    return rule ? { field, rule, ...(rule === 'maxLength' ? { max } : {}) } : null;
  }
  if (typeof value !== 'object' || value === null || depth > 32) return null;
  if (Array.isArray(value)) {
    if (value.length > LIST_MAX) return { field, rule: 'maxItems', max: LIST_MAX };
    for (const item of value) {
      const problem = plainInputProblem(item, max, field, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyRule = textProblem(key, max);
    if (keyRule) return { field: 'key', rule: keyRule };
    const problem = plainInputProblem(item, max, key, depth + 1);
    if (problem) return problem;
  }
  return null;
}
