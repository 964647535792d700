import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The link of a location: issue 24's hotel or 4G link. */
export interface LinkShape {
  /** The bottleneck, in Mbit/s. */
  mbit: number;
  /** Round trip, in ms (half added each way). */
  rttMs: number;
  /** Random loss each way, in percent. */
  lossPercent: number;
}

export const locationLink: LinkShape = { mbit: 100, rttMs: 100, lossPercent: 1 };
export const cleanLink: LinkShape = { mbit: 100, rttMs: 0, lossPercent: 0 };

/**
 * A network namespace joined to this machine by an emulated link: `user` stands for a user's
 * machine on set, `server` is this machine where Rushes runs (the bench's own process listens
 * there, at `server.address`). Commands run on a side with `exec`/`spawn`.
 */
export interface LossyLink {
  user: Namespace;
  server: Namespace;
  shape: LinkShape;
  /** How the link was made: `netem` where the kernel has it, else VDE's `wirefilter`. */
  emulator: 'netem' | 'wirefilter';
  /**
   * Makes this machine send to the user's with `algorithm` (its route's `congctl`), as a server
   * whose operator chose it would; connections opened after the call use it.
   */
  serverSendsWith(algorithm: 'bbr' | 'cubic' | 'reno'): Promise<void>;
  close(): Promise<void>;
}

export interface Namespace {
  /** Null for this machine's own namespace. */
  name: string | null;
  address: string;
  exec(command: string, args: readonly string[]): Promise<string>;
  spawn(command: string, args: readonly string[]): ReturnType<typeof spawn>;
}

function namespace(name: string | null, address: string): Namespace {
  const inside = (command: string, args: readonly string[]): [string, string[]] =>
    name === null ? [command, [...args]] : ['ip', ['netns', 'exec', name, command, ...args]];
  return {
    name,
    address,
    exec: async (command, args) =>
      (await run(...inside(command, args), { maxBuffer: 1 << 24 })).stdout,
    spawn: (command, args) => spawn(...inside(command, args), { stdio: 'pipe' }),
  };
}

const ip = (...args: string[]) => run('ip', args);

async function hasNetem(): Promise<boolean> {
  try {
    await run('tc', ['qdisc', 'add', 'dev', 'lo', 'root', 'netem', 'delay', '0ms']);
    await run('tc', ['qdisc', 'del', 'dev', 'lo', 'root']);
    return true;
  } catch {
    return false;
  }
}

/**
 * Users' Windows and macOS machines send TCP with CUBIC; a fresh namespace may pick another (BBR
 * carries a lossy link much better and would flatter the browser's figure). A namespace may only
 * choose what the host allows it; reno, the loss-based sender CUBIC grew from, always is.
 */
async function loseBasedSender(ns: Namespace): Promise<void> {
  const available = await ns.exec('sysctl', ['-n', 'net.ipv4.tcp_allowed_congestion_control']);
  const algorithm = available.split(/\s+/).includes('cubic') ? 'cubic' : 'reno';
  await ns.exec('sysctl', ['-q', `net.ipv4.tcp_congestion_control=${algorithm}`]);
}

/** Sends with this machine's TAP offloads off, so the emulator sees real-sized packets. */
async function offloadsOff(ns: Namespace, device: string): Promise<void> {
  await ns
    .exec('ethtool', ['-K', device, 'tso', 'off', 'gso', 'off', 'gro', 'off'])
    .catch(() => {});
}

/**
 * Takes away what a run stopped before its cleanup left: its user namespaces, and the host's
 * device holding the server's address (traffic to the new link would go to it).
 */
async function clearStaleLinks(serverAddress: string): Promise<void> {
  const namespaces = (await run('ip', ['netns', 'list'])).stdout;
  for (const name of namespaces.match(/rushes-user-[0-9a-f]+/g) ?? []) {
    await ip('netns', 'del', name).catch(() => {});
  }
  const holding = (await run('ip', ['-o', 'addr', 'show', 'to', `${serverAddress}/32`])).stdout;
  for (const device of holding.match(/^\d+:\s+(\S+)/gm) ?? []) {
    await ip('link', 'del', device.split(/\s+/)[1] ?? '').catch(() => {});
  }
}

/**
 * Builds the link (root needed). With netem: a veth pair, `netem` rate, delay and loss on both
 * ends. Without (kernels built without it): two VDE switches, each with a TAP device (the user's
 * moved into its namespace), joined by `wirefilter` in user space.
 */
export async function startLossyLink(shape: LinkShape): Promise<LossyLink> {
  const tag = randomBytes(3).toString('hex');
  const user = namespace(`rushes-user-${tag}`, '10.77.0.1');
  const server = namespace(null, '10.77.0.2');
  const devices = { user: `ru${tag}`, server: `rs${tag}` };
  await clearStaleLinks(server.address);
  await ip('netns', 'add', `rushes-user-${tag}`);
  const cleanups: (() => Promise<unknown>)[] = [() => ip('netns', 'del', `rushes-user-${tag}`)];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  };
  try {
    const emulator = (await hasNetem()) ? 'netem' : 'wirefilter';
    if (emulator === 'netem') await netemWire(devices, user, shape, cleanups);
    else await wirefilterWire(devices, user, shape, tag, cleanups);
    for (const [side, device] of [
      [user, devices.user],
      [server, devices.server],
    ] as const) {
      await side.exec('ip', ['addr', 'add', `${side.address}/24`, 'dev', device]);
      await side.exec('ip', ['link', 'set', device, 'up']);
      await offloadsOff(side, device);
    }
    await user.exec('ip', ['link', 'set', 'lo', 'up']);
    await loseBasedSender(user);
    const serverSendsWith = async (algorithm: string) => {
      const route = ['10.77.0.0/24', 'dev', devices.server, 'src', server.address];
      await ip('route', 'replace', ...route, 'congctl', 'lock', algorithm);
    };
    return { user, server, shape, emulator, serverSendsWith, close };
  } catch (error) {
    await close();
    throw error;
  }
}

type Devices = { user: string; server: string };

async function netemWire(
  devices: Devices,
  user: Namespace,
  shape: LinkShape,
  cleanups: (() => Promise<unknown>)[],
) {
  await ip('link', 'add', devices.server, 'type', 'veth', 'peer', 'name', devices.user);
  cleanups.push(() => ip('link', 'del', devices.server));
  await ip('link', 'set', devices.user, 'netns', String(user.name));
  const netem = [
    ...['netem', 'rate', `${shape.mbit}mbit`, 'delay', `${shape.rttMs / 2}ms`],
    ...['loss', `${shape.lossPercent}%`, 'limit', '10000'],
  ];
  await user.exec('tc', ['qdisc', 'add', 'dev', devices.user, 'root', ...netem]);
  await run('tc', ['qdisc', 'add', 'dev', devices.server, 'root', ...netem]);
}

async function wirefilterWire(
  devices: Devices,
  user: Namespace,
  shape: LinkShape,
  tag: string,
  cleanups: (() => Promise<unknown>)[],
) {
  const sockets = { user: `/tmp/rushes-${tag}-u`, server: `/tmp/rushes-${tag}-s` };
  const pidFiles: string[] = [];
  for (const side of ['user', 'server'] as const) {
    const pidFile = `${sockets[side]}.pid`;
    pidFiles.push(pidFile);
    await run('vde_switch', ['-s', sockets[side], '-t', devices[side], '-d', '-p', pidFile]);
  }
  const wirePid = `/tmp/rushes-${tag}-wire.pid`;
  pidFiles.push(wirePid);
  cleanups.push(async () => {
    for (const pidFile of pidFiles) {
      const pid = Number(await readFile(pidFile, 'utf8').catch(() => ''));
      if (pid) process.kill(pid);
    }
    await sleep(200);
    for (const path of [...Object.values(sockets), ...pidFiles]) {
      await rm(path, { recursive: true, force: true });
    }
  });
  await sleep(300);
  await ip('link', 'set', devices.user, 'netns', String(user.name));
  const args = ['-v', `${sockets.user}:${sockets.server}`, '--daemon', '--pidfile', wirePid];
  if (shape.rttMs > 0) args.push('-d', String(shape.rttMs / 2));
  if (shape.lossPercent > 0) args.push('-l', String(shape.lossPercent));
  // wirefilter counts bytes per second.
  args.push('-b', String((shape.mbit * 1e6) / 8));
  await run('wirefilter', args);
  await sleep(300);
}

/** One iperf3 run over UDP at the link's rate; its report's error when it had none to give. */
async function udpRun(link: LossyLink, from: 'user' | 'server', seconds: number) {
  const [sender, receiver] = from === 'user' ? [link.user, link.server] : [link.server, link.user];
  const server = receiver.spawn('iperf3', ['-s', '-1', '-p', '5299']);
  try {
    await sleep(500);
    const out = await sender.exec('iperf3', [
      ...['-c', receiver.address, '-p', '5299', '-u', '-b', `${link.shape.mbit}M`],
      ...['-t', String(seconds), '-J'],
    ]);
    return JSON.parse(out) as {
      end?: { sum_received?: { bits_per_second: number } };
      error?: string;
    };
  } finally {
    server.kill();
  }
}

/**
 * The link's capacity: what iperf3 receives over UDP sent at the link's rate from the user's
 * side (or the server's, for downloads), in Mbit/s. A run that could not start (its server not
 * listening yet) is tried again.
 */
export async function linkCapacity(
  link: LossyLink,
  from: 'user' | 'server',
  seconds = 10,
): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const report = await udpRun(link, from, seconds);
    const received = report.end?.sum_received?.bits_per_second;
    if (received !== undefined) return received / 1e6;
    if (attempt === 3) throw new Error(`iperf3 gave no figure: ${report.error}`);
    await sleep(1000);
  }
}
