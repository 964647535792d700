/** How to reach NATS: its servers, and the credentials a URL carried, as `connect` takes them. */
export interface NatsServerOptions {
  servers: string[];
  user?: string;
  pass?: string;
  token?: string;
}

/**
 * Reads a NATS server list (`NATS_URL`: addresses separated by commas) whose URLs may carry
 * credentials, `nats://user:password@host:4222` or `nats://token@host:4222`, which the NATS
 * client itself ignores in a URL. Credentials come from the first URL that has them.
 */
export function natsServerOptions(list: string): NatsServerOptions {
  const options: NatsServerOptions = { servers: [] };
  for (const entry of list.split(',').map((server) => server.trim())) {
    if (!entry) continue;
    const withScheme = entry.includes('://') ? entry : `nats://${entry}`;
    const url = new URL(withScheme);
    const user = decodeURIComponent(url.username);
    const pass = decodeURIComponent(url.password);
    if (user && options.user === undefined && options.token === undefined) {
      if (url.password) Object.assign(options, { user, pass });
      else options.token = user;
    }
    options.servers.push(`${url.protocol}//${url.host}`);
  }
  return options;
}
