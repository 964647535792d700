import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';

/** Where a media tool was found, in the order they are tried. */
export type ToolSource = 'variable' | 'path' | 'package';

/** ffmpeg or ffprobe as Rushes will run it. */
export interface MediaTool {
  name: string;
  /** What is run: the variable's value, or an absolute path. */
  command: string;
  source: ToolSource;
  /** As the tool's `-version` names it: `5.1.9-0+deb12u1`, `N-47683-g0e8eb07980-static`. */
  version: string;
}

/** What the ffmpeg found can do, by the names its `-encoders` and `-filters` list. */
export interface MediaFeatures {
  encoders: ReadonlySet<string>;
  filters: ReadonlySet<string>;
  /** The protocols it reads (`srt` for Live assets' SRT feeds: not in npm's static build). */
  protocols: ReadonlySet<string>;
}

/** What a Rushes without SRT says once at start. */
export const NO_SRT =
  "this ffmpeg reads no SRT (npm's static build): Live assets take RTMP feeds only; Debian's ffmpeg reads SRT";

export interface MediaToolchain {
  ffmpeg: MediaTool;
  ffprobe: MediaTool;
  features: MediaFeatures;
}

interface ToolSpec {
  name: string;
  variable: string;
  /** The variable's value, or the tool's name when unset (the schema's default). */
  configured: string;
  /** The registry package that ships the tool for this platform (an optional dependency). */
  packageName: string;
}

const require = createRequire(import.meta.url);

/** The binary an installed registry package ships for this platform; undefined where none. */
export function packagedBinary(packageName: string): string | undefined {
  try {
    // Both packages export `{ path, version, url }`, and throw on a platform they do not ship.
    const found: unknown = require(packageName);
    if (typeof found === 'object' && found !== null && 'path' in found) {
      return typeof found.path === 'string' ? found.path : undefined;
    }
  } catch {
    // not installed here, or no binary for this platform
  }
  return undefined;
}

/** The tool's version when it runs and answers `-version`; undefined when it does not. */
function versionOf(command: string): string | undefined {
  const result = spawnSync(command, ['-version'], { encoding: 'utf8', timeout: 10_000 });
  if (result.status !== 0) return undefined;
  return /^\S+ version (\S+)/.exec(result.stdout)?.[1] ?? 'unknown';
}

/** The first executable file called `name` in the folders of `searchPath` (a PATH value). */
function onPath(name: string, searchPath: string): string | undefined {
  for (const folder of searchPath.split(delimiter)) {
    if (!folder) continue;
    const candidate = join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/**
 * The tool to run, or what is wrong in words a person can act on: the variable when set (and
 * nothing else then), else the one on PATH, else the registry package's.
 */
export function resolveTool(
  spec: ToolSpec,
  searchPath: string,
  packaged: (packageName: string) => string | undefined = packagedBinary,
): MediaTool | string {
  const { name, variable, configured, packageName } = spec;
  if (configured !== name) {
    const version = versionOf(configured);
    if (version) return { name, command: configured, source: 'variable', version };
    return (
      `${variable} is "${configured}", which does not run (\`${configured} -version\` fails). ` +
      `Point it to ${name}, or unset it to use the ${name} on PATH.`
    );
  }
  for (const [command, source] of [
    [onPath(name, searchPath), 'path'],
    [packaged(packageName), 'package'],
  ] as const) {
    const version = command && versionOf(command);
    if (command && version) return { name, command, source, version };
  }
  return (
    `Rushes needs "${name}" to process media, and it was not found: not on PATH, and npm ` +
    `installed no ${packageName} for ${process.platform}-${process.arch}. Install it ` +
    `(Debian/Ubuntu: apt-get install ffmpeg) or set ${variable} to where it is.`
  );
}

/** The names a `-encoders` or `-filters` listing gives, one a line after its flags. */
export function listedNames(listing: string): Set<string> {
  const names = new Set<string>();
  for (const line of listing.split('\n')) {
    const name = /^ [A-Z.|]{3,6} (\S+)\s/.exec(line)?.[1];
    if (name && name !== '=') names.add(name);
  }
  return names;
}

/** The input protocols a `-protocols` listing gives, one a line between `Input:` and `Output:`. */
export function inputProtocols(listing: string): Set<string> {
  const inputs = listing.split(/^Output:$/m)[0]?.split(/^Input:$/m)[1] ?? '';
  return new Set(
    inputs
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
}

function featuresOf(ffmpeg: string): MediaFeatures {
  const listing = (what: string) =>
    spawnSync(ffmpeg, ['-hide_banner', what], { encoding: 'utf8' }).stdout ?? '';
  return {
    encoders: listedNames(listing('-encoders')),
    filters: listedNames(listing('-filters')),
    protocols: inputProtocols(listing('-protocols')),
  };
}

/**
 * ffmpeg and ffprobe as FFMPEG_PATH and FFPROBE_PATH say, else on PATH, else the static builds
 * npm installed (`@ffmpeg-installer/ffmpeg`, `@ffprobe-installer/ffprobe`), with what that ffmpeg
 * can do; or the problems, one a tool.
 */
export function resolveMediaTools(
  config: { ffmpegPath: string; ffprobePath: string },
  searchPath = process.env.PATH ?? '',
  packaged: (packageName: string) => string | undefined = packagedBinary,
): MediaToolchain | { problems: string[] } {
  const ffmpeg = resolveTool(
    {
      ...{ name: 'ffmpeg', variable: 'FFMPEG_PATH', configured: config.ffmpegPath },
      packageName: '@ffmpeg-installer/ffmpeg',
    },
    searchPath,
    packaged,
  );
  const ffprobe = resolveTool(
    {
      ...{ name: 'ffprobe', variable: 'FFPROBE_PATH', configured: config.ffprobePath },
      packageName: '@ffprobe-installer/ffprobe',
    },
    searchPath,
    packaged,
  );
  if (typeof ffmpeg === 'string' || typeof ffprobe === 'string') {
    return { problems: [ffmpeg, ffprobe].filter((tool) => typeof tool === 'string') };
  }
  return { ffmpeg, ffprobe, features: featuresOf(ffmpeg.command) };
}

/** One line for the start-up log: `ffmpeg 5.1.9-0+deb12u1 at /usr/bin/ffmpeg (on PATH)`. */
export function toolLine(tool: MediaTool): string {
  const where =
    tool.source === 'variable'
      ? `set by ${tool.name === 'ffmpeg' ? 'FFMPEG_PATH' : 'FFPROBE_PATH'}`
      : tool.source === 'path'
        ? 'on PATH'
        : 'the static build npm installed, as none is on PATH';
  return `${tool.name} ${tool.version} at ${tool.command} (${where})`;
}
