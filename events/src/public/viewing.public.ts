import { Type } from '@sinclair/typebox';
import { versionPlayed, versionViewed } from '../catalogue/viewing.events.ts';
import { publicEvent } from './public-event.ts';
import { id, shape } from './public-schemas.ts';
import { subjects } from './subjects.ts';

const projectId = id('The project.');
const assetId = id('The asset.');
const versionId = id('The version.');

/**
 * Who looked at a version and who played it: the views and plays of a project's chain of custody
 * (decision 0119). Who it was is the event's actor; at most one of each per session, version and
 * hour.
 */
export const viewingDecisions = [
  publicEvent(versionViewed, {
    name: 'version.viewed',
    summary: 'Someone was handed a version to look at, or its uploaded file.',
    versions: {
      1: shape('The version shown, and whether its uploaded file itself was handed out.', {
        projectId,
        assetId,
        versionId,
        original: Type.Boolean({
          description:
            'True when the uploaded file itself was handed out (a document, or the Original quality).',
        }),
      }),
    },
    data: ({ projectId, assetId, versionId, original }) => ({
      projectId,
      assetId,
      versionId,
      original,
    }),
    subject: ({ assetId }) => subjects.asset(assetId),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
  publicEvent(versionPlayed, {
    name: 'version.played',
    summary: 'A signed-in user started playing a version.',
    versions: {
      1: shape('The version played.', { projectId, assetId, versionId }),
    },
    data: ({ projectId, assetId, versionId }) => ({ projectId, assetId, versionId }),
    subject: ({ assetId }) => subjects.asset(assetId),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
];
