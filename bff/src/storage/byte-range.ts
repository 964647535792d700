import type { ByteRange } from '@rushes/storage';

const singleRange = /^bytes=(\d*)-(\d*)$/;

/**
 * The range a `Range` header asks of an object of `size` bytes: null to send it whole (no header,
 * several ranges or a malformed one, as RFC 9110 allows), 'unsatisfiable' for 416.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  const match = header ? singleRange.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 || size === 0
      ? 'unsatisfiable'
      : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
