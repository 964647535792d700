import type { FastifyPluginAsync } from 'fastify';
import { playlistRoutes } from './playlist.routes.ts';

/** The media routes under `/v2`: HLS playlists at `/v2/media/<token>/<path>.m3u8`. */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const { storage, config } = app.services;
  await app.register(playlistRoutes, { prefix: '/media', storage, secret: config.jwtSecret });
};
