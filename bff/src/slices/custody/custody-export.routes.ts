import { attachmentDisposition } from '@rushes/storage';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors.ts';
import { signGrant, verifyGrant } from '../../media/signed-grant.ts';
import { type CustodyExportFormat, custodyExport } from './custody-export.ts';

const PURPOSE = 'rushes custody exports v1';
const EXPORTS_PATH = '/v2/custody-exports';

const types: Record<CustodyExportFormat, string> = {
  CSV: 'text/csv; charset=utf-8',
  CLOUDEVENTS: 'application/cloudevents-batch+json; charset=utf-8',
};

/** The file name of a project's custody log. */
export const exportName = (projectName: string, format: CustodyExportFormat) =>
  `${projectName.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').trim() || 'Rushes'} custody.${format === 'CSV' ? 'csv' : 'json'}`;

/** The URL of a project's custody log in a format, signed until `expires` (Unix seconds). */
export const custodyExportUrl = (
  secret: string,
  grant: { projectId: string; format: CustodyExportFormat; filename: string },
  expires: number,
): string =>
  `${EXPORTS_PATH}/${signGrant(secret, PURPOSE, { subject: JSON.stringify(grant), expires })}`;

const isFormat = (value: unknown): value is CustodyExportFormat =>
  value === 'CSV' || value === 'CLOUDEVENTS';

/**
 * `GET /v2/custody-exports/<token>`: the custody log the token names, streamed. The signed token
 * is the authorisation, as for a download: it was handed to someone the policy lets see the
 * project's custody, and it stops working at its expiry.
 */
export const custodyExportRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.services;
  app.get<{ Params: { '*': string } }>('/custody-exports/*', async (request, reply) => {
    const grant = verifyGrant(config.jwtSecret, PURPOSE, request.params['*']);
    if (typeof grant === 'string') {
      throw new AppError('FORBIDDEN', {
        reason: grant === 'expired' ? 'URL_EXPIRED' : 'URL_INVALID',
      });
    }
    const { projectId, format, filename } = JSON.parse(grant.subject);
    if (typeof projectId !== 'string' || !isFormat(format) || typeof filename !== 'string') {
      throw new AppError('FORBIDDEN', { reason: 'URL_INVALID' });
    }
    return reply
      .header('content-type', types[format])
      .header('content-disposition', attachmentDisposition(filename))
      .header('cache-control', 'private, no-store')
      .send(custodyExport(db, projectId, format));
  });
};
