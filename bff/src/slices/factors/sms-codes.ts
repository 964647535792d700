import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';

/** How long a text message's code works, and how soon another may be sent to the same factor. */
export const SMS_CODE_TTL_MS = 10 * 60_000;
export const SMS_RESEND_MS = 30_000;

const hashOf = (factorId: string, code: string) =>
  createHash('sha256').update(`${factorId}:${code}`).digest();

/** Six random digits. */
export const newSmsCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The codes sent to SMS factors (`sms_code`): the newest one of each, as its hash. */
export function smsCodes(db: Kysely<Database>) {
  return {
    /** When a code was last sent to the factor; null when none waits. */
    async sentAt(factorId: string): Promise<Date | null> {
      const row = await db
        .selectFrom('smsCode')
        .select('sentAt')
        .where('factorId', '=', factorId)
        .executeTakeFirst();
      return row?.sentAt ?? null;
    },
    /** Keeps `code` as the factor's one valid code, in place of any before. */
    async keep(factorId: string, code: string, now: Date): Promise<void> {
      const row = {
        factorId,
        codeHash: hashOf(factorId, code).toString('hex'),
        sentAt: now,
        expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
      };
      await db
        .insertInto('smsCode')
        .values(row)
        .onConflict((conflict) => conflict.column('factorId').doUpdateSet(row))
        .execute();
    },
    async forget(factorId: string): Promise<void> {
      await db.deleteFrom('smsCode').where('factorId', '=', factorId).execute();
    },
    /** Whether `code` is the factor's unexpired code; a match is spent at once. */
    async spend(factorId: string, code: string, now: Date): Promise<boolean> {
      const row = await db
        .selectFrom('smsCode')
        .selectAll()
        .where('factorId', '=', factorId)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
      if (!row || !timingSafeEqual(Buffer.from(row.codeHash, 'hex'), hashOf(factorId, code))) {
        return false;
      }
      const spent = await db
        .deleteFrom('smsCode')
        .where('factorId', '=', factorId)
        .where('codeHash', '=', row.codeHash)
        .executeTakeFirst();
      return spent.numDeletedRows > 0n;
    },
  };
}
