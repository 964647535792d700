import type { ZipOutcome } from '@rushes/events';
import { attachmentDisposition } from '@rushes/storage';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { signGrant, verifyGrant } from '../../media/signed-grant.ts';
import type { Services } from '../../services.ts';
import { downloadCommands } from './download.binding.ts';
import { findDownload } from './download.queries.ts';
import { zipName } from './download-plan.ts';
import { zipStream } from './download-zip.ts';

const PURPOSE = 'rushes downloads v1';
const DOWNLOADS_PATH = '/v2/downloads';

/** The URL of a zip download, signed until `expires` (Unix seconds). */
export const downloadUrl = (secret: string, downloadId: string, expires: number): string =>
  `${DOWNLOADS_PATH}/${signGrant(secret, PURPOSE, { subject: downloadId, expires })}`;

/**
 * Records how the zip's stream ended, for the transfer statistics, after the response: a record
 * that fails is logged, the download itself went as it went.
 */
function recordEnd(
  services: Services,
  request: FastifyRequest,
  downloadId: string,
  outcome: ZipOutcome,
) {
  const origin = {
    actor: { kind: 'system' as const },
    correlationId: request.id,
    clientIp: request.ip || null,
  };
  const command = { type: 'RecordZipStreamed' as const, downloadId, outcome };
  downloadCommands.run(services, origin, downloadId, command).catch((error: unknown) => {
    request.log.warn({ err: error, downloadId, outcome }, 'end of a download not recorded');
  });
}

/**
 * `GET /v2/downloads/<token>`: the zip of the download the token names, streamed. The signed
 * token is the authorisation, as for a storage URL: it was handed to someone allowed to download
 * every file, and it stops working at its expiry. How each stream ends is recorded.
 */
export const downloadRoutes: FastifyPluginAsync = async (app) => {
  const { db, storage, config } = app.services;
  // The token is longer than Fastify lets a path parameter be: the wildcard carries it.
  app.get<{ Params: { '*': string } }>('/downloads/*', async (request, reply) => {
    const grant = verifyGrant(config.jwtSecret, PURPOSE, request.params['*']);
    if (typeof grant === 'string') {
      throw new AppError('FORBIDDEN', {
        reason: grant === 'expired' ? 'URL_EXPIRED' : 'URL_INVALID',
      });
    }
    const download = await findDownload(db, grant.subject);
    if (!download) throw new AppError('NOT_FOUND', null, 'no such download');
    let failed = false;
    const zip = zipStream(storage, download.files, (error) => {
      failed = true;
      request.log.error({ err: error, downloadId: download.id }, 'download stopped');
    });
    if (request.method === 'GET') {
      // 'finish': the last byte went to the reader; a close without it, the reader left first
      let sent = false;
      reply.raw.once('finish', () => {
        sent = true;
      });
      reply.raw.once('close', () => {
        const outcome = failed ? 'failed' : sent ? 'completed' : 'stopped';
        recordEnd(app.services, request, download.id, outcome);
      });
    }
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', attachmentDisposition(zipName(download.name)))
      .header('cache-control', 'private, no-store')
      .send(zip);
  });
};
