/**
 * How long, in seconds, a client may keep a folder or the project list before it reloads them
 * when its page becomes visible again (the `ttl` of Folder and Project).
 */
export const RELOAD_TTL_SECONDS = 300;
