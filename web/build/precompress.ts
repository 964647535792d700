import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the browser asks for; media and images are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|map|txt)$/;

/** Below this, the encoding's headers cost about what it saves. */
const SMALLEST = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `name.br` and `name.gz` beside each text file of `dir` worth compressing, which the BFF
 * sends to a browser that accepts them. Returns the files it compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((file) => compressible.test(file));
  const done: string[] = [];
  for (const file of files) {
    if ((await stat(file)).size < SMALLEST) continue;
    const text = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(text, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
        },
      }),
      gzipped(text, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    done.push(file);
  }
  return done;
}

/** Vite's build, then its output precompressed (brotli and gzip) once it is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'rushes:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
