/** The part of node-media-server 4.4.3 (plain JavaScript, no types of its own) Rushes uses. */
declare module 'node-media-server' {
  import type { Server, Socket } from 'node:net';

  namespace NodeMediaServer {
    interface Config {
      bind?: string;
      rtmp?: { port?: number };
      auth?: { play?: boolean; publish?: boolean; secret?: string };
      store?: { path?: string };
    }

    /** The state of one stream path (`/app/name`). */
    interface Broadcast {
      publisher: RtmpSession | null;
      /** How long a publish outlives its connection, for the same client to resume it. */
      publishGraceMs: number;
      /** Its players, by session id. */
      subscribers: Map<string, { close(): void }>;
    }

    interface RtmpSession {
      id: string;
      streamApp: string;
      streamName: string;
      /** `/app/name`, or empty while the path is unknown or was refused. */
      streamPath: string;
      isPublisher: boolean;
      socket: Socket;
      broadcast: Broadcast;
      /** Its RTMP protocol: `onDeleteStream` hears the sender's deleteStream (a no-op of its own). */
      rtmp: { onDeleteStream(message: unknown): void };
      /** Ends the connection. */
      close(): void;
    }

    interface RtmpListener {
      tcpServer?: Server;
      /** Makes the handler of a listen error (its own logs and exits). */
      handleListenError: (name: string, port: number) => (error: NodeJS.ErrnoException) => void;
    }
  }

  class NodeMediaServer {
    constructor(config: NodeMediaServer.Config);
    rtmpServer: NodeMediaServer.RtmpListener;
    on(
      event: 'prePublish' | 'postPublish' | 'donePublish',
      listener: (session: NodeMediaServer.RtmpSession) => void,
    ): void;
    run(): Promise<void>;
    stop(): Promise<void>;
  }

  export = NodeMediaServer;
}

/** Its one logger, which every part of it writes through. */
declare module 'node-media-server/src/core/logger.js' {
  const logger: { log(message: string, level?: string): void };
  export = logger;
}
