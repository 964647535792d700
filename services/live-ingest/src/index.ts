export { type LiveIngest, type LiveIngestOptions, startLiveIngest } from './live-ingest.ts';
export {
  type EndedFeed,
  type PublishedFeed,
  type RtmpServer,
  type RtmpServerOptions,
  startRtmpServer,
} from './rtmp-server.ts';
