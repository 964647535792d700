import { AppError } from '../errors.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const typeName = /^[A-Z][A-Za-z0-9]*$/;

/** A Relay global id: base64 of `<Type>:<uuid>`. */
export const toGlobalId = (type: string, id: string): string =>
  Buffer.from(`${type}:${id}`, 'utf8').toString('base64');

/**
 * Decodes a global id. Junk (not base64 of `<Type>:<uuid>`) is VALIDATION_FAILED on `field`; an
 * id of another type than `type` is NOT_FOUND, as if nothing had that id.
 */
export function fromGlobalId(
  globalId: string,
  expect: { type?: string; field?: string } = {},
): { type: string; id: string } {
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  const type = decoded.slice(0, separator);
  const id = decoded.slice(separator + 1);
  const wellFormed =
    separator > 0 && typeName.test(type) && uuid.test(id) && toGlobalId(type, id) === globalId;
  if (!wellFormed) {
    const data = { field: expect.field ?? 'id', rule: 'globalId' };
    throw new AppError('VALIDATION_FAILED', data, 'malformed global id');
  }
  if (expect.type && type !== expect.type) {
    throw new AppError(
      'NOT_FOUND',
      { type: expect.type },
      `global id of ${type}, not ${expect.type}`,
    );
  }
  return { type, id: id.toLowerCase() };
}
