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
 * Two network namespaces joined by an emulated link: `user` stands for a user's machine on set,
 * `server` for where Rushes runs. Commands run inside one with `exec`/`spawn`.
 */
export interface LossyLink {
  user: Namespace;
  server: Namespace;
  shape: LinkShape;
  /** How the link was made: `netem` where the kernel has it, else VDE's `wirefilter`. */
  emulator: 'netem' | 'wirefilter';
  close(): Promise<void>;
}

export interface Namespace {
  name: string;
  address: string;
  exec(command: string, args: readonly string[]): Promise<string>;
  spawn(command: string, args: readonly string[]): ReturnType<typeof spawn>;
}

function namespace(name: string, address: string): Namespace {
  return {
    name,
    address,
    exec: async (command, args) =>
      (await run('ip', ['netns', 'exec', name, command, ...args], { maxBuffer: 1 << 24 })).stdout,
    spawn: (command, args) =>
      spawn('ip', ['netns', 'exec', name, command, ...args], { stdio: 'pipe' }),
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
 * Builds the link (root needed). With netem: a veth pair, `netem` rate, delay and loss on both
 * ends. Without (kernels built without it): two VDE switches, each with a TAP device moved into
 * a namespace, joined by `wirefilter` in user space.
 */
export async function startLossyLink(shape: LinkShape): Promise<LossyLink> {
  const tag = randomBytes(3).toString('hex');
  const user = namespace(`rushes-user-${tag}`, '10.77.0.1');
  const server = namespace(`rushes-server-${tag}`, '10.77.0.2');
  for (const ns of [user, server]) await ip('netns', 'add', ns.name);
  const cleanups: (() => Promise<unknown>)[] = [
    () => ip('netns', 'del', user.name),
    () => ip('netns', 'del', server.name),
  ];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  };
  try {
    const emulator = (await hasNetem()) ? 'netem' : 'wirefilter';
    const devices =
      emulator === 'netem'
        ? await netemWire(user, server, shape, tag)
        : await wirefilterWire(user, server, shape, tag, cleanups);
    for (const [ns, device] of [
      [user, devices.user],
      [server, devices.server],
    ] as const) {
      await ns.exec('ip', ['addr', 'add', `${ns.address}/24`, 'dev', device]);
      await ns.exec('ip', ['link', 'set', device, 'up']);
      await ns.exec('ip', ['link', 'set', 'lo', 'up']);
      await offloadsOff(ns, device);
    }
    await loseBasedSender(user);
    await loseBasedSender(server);
    return { user, server, shape, emulator, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function netemWire(user: Namespace, server: Namespace, shape: LinkShape, tag: string) {
  const devices = { user: `ru${tag}`, server: `rs${tag}` };
  await ip(
    'link',
    'add',
    devices.user,
    'netns',
    user.name,
    'type',
    'veth',
    'peer',
    'name',
    devices.server,
    'netns',
    server.name,
  );
  for (const [ns, device] of [
    [user, devices.user],
    [server, devices.server],
  ] as const) {
    await ns.exec('tc', [
      'qdisc',
      'add',
      'dev',
      device,
      'root',
      'netem',
      'rate',
      `${shape.mbit}mbit`,
      'delay',
      `${shape.rttMs / 2}ms`,
      'loss',
      `${shape.lossPercent}%`,
      'limit',
      '10000',
    ]);
  }
  return devices;
}

async function wirefilterWire(
  user: Namespace,
  server: Namespace,
  shape: LinkShape,
  tag: string,
  cleanups: (() => Promise<unknown>)[],
) {
  const devices = { user: `ru${tag}`, server: `rs${tag}` };
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
  await ip('link', 'set', devices.user, 'netns', user.name);
  await ip('link', 'set', devices.server, 'netns', server.name);
  const args = ['-v', `${sockets.user}:${sockets.server}`, '--daemon', '--pidfile', wirePid];
  if (shape.rttMs > 0) args.push('-d', String(shape.rttMs / 2));
  if (shape.lossPercent > 0) args.push('-l', String(shape.lossPercent));
  // wirefilter counts bytes per second.
  args.push('-b', String((shape.mbit * 1e6) / 8));
  await run('wirefilter', args);
  await sleep(300);
  return devices;
}

/**
 * The link's capacity: what iperf3 receives over UDP sent at the link's rate from the user's
 * side (or the server's, for downloads), in Mbit/s.
 */
export async function linkCapacity(
  link: LossyLink,
  from: 'user' | 'server',
  seconds = 10,
): Promise<number> {
  const [sender, receiver] = from === 'user' ? [link.user, link.server] : [link.server, link.user];
  const server = receiver.spawn('iperf3', ['-s', '-1', '-p', '5299']);
  try {
    await sleep(500);
    const out = await sender.exec('iperf3', [
      '-c',
      receiver.address,
      '-p',
      '5299',
      '-u',
      '-b',
      `${link.shape.mbit}M`,
      '-t',
      String(seconds),
      '-J',
    ]);
    const report = JSON.parse(out) as { end: { sum_received: { bits_per_second: number } } };
    return report.end.sum_received.bits_per_second / 1e6;
  } finally {
    server.kill();
  }
}
