import { spawnSync } from 'node:child_process';

/** A program Rushes runs but cannot bundle, and how to get it. */
export interface RequiredTool {
  /** What the configuration says to run (a name found on PATH, or a path). */
  command: string;
  /** The variable that overrides `command`. */
  variable: string;
  install: string;
}

/** The tools that do not answer `-version`, in words a person can act on; empty when all do. */
export function missingTools(tools: RequiredTool[]): string[] {
  return tools
    .filter((tool) => spawnSync(tool.command, ['-version'], { stdio: 'ignore' }).status !== 0)
    .map(
      (tool) =>
        `Rushes needs "${tool.command}" to process media, and it was not found. ` +
        `Install it (${tool.install}) or set ${tool.variable} to where it is.`,
    );
}

/** ffmpeg and ffprobe, from Debian's ffmpeg package. */
export const mediaTools = (ffmpegPath: string, ffprobePath: string): RequiredTool[] => [
  {
    command: ffmpegPath,
    variable: 'FFMPEG_PATH',
    install: 'Debian/Ubuntu: apt-get install ffmpeg',
  },
  {
    command: ffprobePath,
    variable: 'FFPROBE_PATH',
    install: 'Debian/Ubuntu: apt-get install ffmpeg',
  },
];
