import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rushes-precompress-'));
  await mkdir(join(dir, 'assets'));
});

afterEach(() => rm(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes brotli and gzip beside each text file, which decode to the file', async () => {
    const script = `export const lines = ${JSON.stringify('frame '.repeat(2000))};\n`;
    await writeFile(join(dir, 'assets', 'start-1a2b.js'), script);
    await writeFile(join(dir, 'assets', 'start-1a2b.css'), `.row{color:red}\n`.repeat(200));

    await precompressDir(dir);

    const file = join(dir, 'assets', 'start-1a2b.js');
    const br = await readFile(`${file}.br`);
    const gz = await readFile(`${file}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    expect((await readdir(join(dir, 'assets'))).sort()).toEqual([
      'start-1a2b.css',
      'start-1a2b.css.br',
      'start-1a2b.css.gz',
      'start-1a2b.js',
      'start-1a2b.js.br',
      'start-1a2b.js.gz',
    ]);
  });

  it('leaves small files and media as they are', async () => {
    await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(dir, 'assets', 'poster.png'), Buffer.alloc(4096, 7));

    expect(await precompressDir(dir)).toEqual([]);
    expect((await readdir(dir, { recursive: true })).sort()).toEqual([
      'assets',
      'assets/poster.png',
      'favicon.svg',
    ]);
  });
});
