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

/** The sessions that publish a path now, by id. */
const publishers = new Map<string, NodeMediaServer.RtmpSession>();

/**
 * A publish is reported once it holds its path. node-media-server emits `postPublish` before it
 * decides, and also for the publishes it then refuses (a second publisher on a path, a path with
 * characters it does not take, which keeps an empty `streamPath`), so the session's place is
 * checked once the event's handling is over.
 *
 * Its end is reported when its connection closes, not on `donePublish`: node-media-server holds
 * a publish for 30 s after that (`publishGraceMs`, no setting) so that the same client, coming
 * back from the same address, resumes it, and then never emits `donePublish` for the first
 * connection. Rushes handles reconnects itself, so the grace is also set to nothing: the path is
 * free, and its cached headers gone, as soon as the connection is.
 */
function confirmPublish(session: NodeMediaServer.RtmpSession) {
  const { id: sessionId, streamApp: app, streamName: name, broadcast, socket } = session;
  if (broadcast.publisher !== session || session.streamPath === '' || publishers.has(sessionId)) {
    return;
  }
  publishers.set(sessionId, session);
  broadcast.publishGraceMs = 0;
  socket.once('close', () => {
    publishers.delete(sessionId);
    // Its players (Rushes' relay) read to the end of what it sent, then the end: node-media-server
    // would keep them waiting for another publisher.
    for (const player of broadcast.subscribers.values()) player.close();
    void send({ type: 'unpublish', sessionId, app, name });
  });
  void send({ type: 'publish', sessionId, app, name, ip: socket.remoteAddress ?? '' });
}

server.on('postPublish', (session) => queueMicrotask(() => confirmPublish(session)));

/**
 * A rejected feed's connection is destroyed: the session's own `close()` only ends its side, and
 * node-media-server goes on taking in (and holding the path for) what the sender still writes.
 */
process.on('message', (message: ParentMessage) => {
  if (message.type === 'reject') publishers.get(message.sessionId)?.socket.destroy();
  else if (message.type === 'stop') void exit(0);
});
/** Rushes is gone: so are the feeds it would relay. */
process.on('disconnect', () => void exit(0));

await server.run();
