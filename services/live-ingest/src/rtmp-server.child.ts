/**
 * node-media-server, run apart from Rushes: it keeps its state in module globals, exits the
 * process when its port is taken and prints every line to stdout. This process serves RTMP only
 * (no HTTP, recording, relay or notify), lets players in only with a URL Rushes signed, and tells
 * Rushes of each publish and its end over the IPC channel.
 */
import NodeMediaServer from 'node-media-server';
import mediaServerLog from 'node-media-server/src/core/logger.js';
import { withoutStreamKeys } from './media-server-log.ts';
import {
  type ChildMessage,
  type ParentMessage,
  type RtmpChildSettings,
  SETTINGS_VAR,
} from './rtmp-messages.ts';

const settings: RtmpChildSettings = JSON.parse(process.env[SETTINGS_VAR] ?? 'null');
if (!settings) throw new Error(`${SETTINGS_VAR} is not set: Rushes starts this process itself`);

function send(message: ChildMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send || !process.connected) resolve();
    else process.send(message, undefined, undefined, () => resolve());
  });
}

/** Its lines go to Rushes' log without stream keys; trace lines (one a packet) are dropped. */
mediaServerLog.log = (line, level = 'info') => {
  if (level !== 'trace') void send({ type: 'log', level, line: withoutStreamKeys(line) });
};

const server = new NodeMediaServer({
  rtmp: { port: settings.port },
  auth: { play: true, secret: settings.playSecret },
  store: { path: settings.storeDir },
});

async function exit(code: number): Promise<never> {
  await server.stop();
  process.exit(code);
}

/** Its own handler of a listen error exits at once, before Rushes could be told why. */
server.rtmpServer.handleListenError = (_name, port) => (error) => {
  const reason = error.code === 'EADDRINUSE' ? `port ${port} is in use` : error.message;
  void send({ type: 'failed', reason }).then(() => exit(1));
};
server.rtmpServer.tcpServer?.once('listening', () => {
  void send({ type: 'listening', port: settings.port });
});

/** A publish Rushes was told of: the id it knows it by, its session now (a resumed one). */
interface Reported {
  id: string;
  session: NodeMediaServer.RtmpSession;
}

/** The publishes Rushes was told of, by path; a publish that resumed keeps its first id. */
const reported = new Map<string, Reported>();
const byId = (id: string) => [...reported.values()].find((publish) => publish.id === id);

/**
 * A publish is reported once it holds its path. node-media-server emits `postPublish` before it
 * decides, and also for the publishes it then refuses (a second publisher on a path, a path with
 * characters it does not take, which keeps an empty `streamPath`), so the session's place is
 * checked once the event's handling is over.
 *
 * A sender whose connection drops and comes back from the same address within
 * `settings.resumeMs` resumes its publish (node-media-server's grace, its timestamps carried on):
 * Rushes hears nothing of it, and its relay goes on reading the same feed. A sender that stops
 * deliberately is not waited for.
 */
function confirmPublish(session: NodeMediaServer.RtmpSession) {
  const {
    id: sessionId,
    streamApp: app,
    streamName: name,
    broadcast,
    socket,
    streamPath,
  } = session;
  if (broadcast.publisher !== session || streamPath === '') return;
  broadcast.publishGraceMs = settings.resumeMs;
  // An encoder that stops says so (deleteStream, as ffmpeg and OBS send on Stop) before it
  // closes: its publish ends with the connection, not a resume window later.
  session.rtmp.onDeleteStream = () => {
    broadcast.publishGraceMs = 0;
  };
  const resumed = reported.get(streamPath);
  if (resumed) {
    if (resumed.session !== session) resumed.session = session;
    return;
  }
  reported.set(streamPath, { id: sessionId, session });
  void send({ type: 'publish', sessionId, app, name, ip: socket.remoteAddress ?? '' });
}

server.on('postPublish', (session) => queueMicrotask(() => confirmPublish(session)));

/**
 * The publish is over (its sender gone longer than the resume window, or cut off): its players
 * (Rushes' relay) read to the end of what it sent, then the end, where node-media-server would
 * keep them waiting for another publisher.
 */
server.on('donePublish', (session) => {
  const publish = reported.get(session.streamPath);
  if (!publish) return;
  reported.delete(session.streamPath);
  for (const player of session.broadcast.subscribers.values()) player.close();
  void send({
    type: 'unpublish',
    sessionId: publish.id,
    app: session.streamApp,
    name: session.streamName,
  });
});

/**
 * A rejected feed's connection is destroyed: the session's own `close()` only ends its side, and
 * node-media-server goes on taking in (and holding the path for) what the sender still writes.
 */
process.on('message', (message: ParentMessage) => {
  if (message.type === 'stop') return void exit(0);
  const publish = byId(message.sessionId);
  if (!publish) return;
  // no resuming a publish Rushes refused: it is over as soon as its connection is
  publish.session.broadcast.publishGraceMs = 0;
  publish.session.socket.destroy();
});
/** Rushes is gone: so are the feeds it would relay. */
process.on('disconnect', () => void exit(0));

await server.run();
