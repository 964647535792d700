import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Note, NotesExport } from './notes.ts';
import { notesPdf } from './pdf.writer.ts';

const run = promisify(execFile);

const red = { stroke: '#ff0000', strokeWidth: 4, fill: 'transparent', strokeUniform: true };
const at = (left: number, top: number) => ({
  ...{ originX: 'center', originY: 'center', left, top, scaleX: 1, scaleY: 1, angle: 0 },
});

/** A line's box and its ends, from its centre (fabric's Line). */
const line = (width: number, height: number) => ({
  ...{ width, height, x1: -width / 2, y1: -height / 2, x2: width / 2, y2: height / 2 },
});

/** A drawing on a 640×360 canvas as fabric 7 saves it (each tool's object, taken from fabric). */
const annotation = {
  width: 640,
  height: 360,
  scene: {
    objects: [
      {
        type: 'Group',
        ...at(203.36, 153.36),
        ...{ width: 210.72, height: 110.72, fill: 'rgb(0,0,0)', stroke: null, strokeWidth: 0 },
        objects: [
          { type: 'Line', ...at(-3.36, -3.36), ...red, ...line(200, 100) },
          { type: 'Triangle', ...at(96.64, 46.64), width: 12, height: 12, fill: '#ff0000' },
        ],
      },
      { type: 'Line', ...at(100, 300), ...red, ...line(100, 0) },
      { type: 'Rect', ...at(400, 100), ...red, width: 100, height: 60, rx: 0, ry: 0 },
      { type: 'Ellipse', ...at(200, 280), ...red, width: 120, height: 40, rx: 60, ry: 20 },
      {
        type: 'IText',
        ...at(500, 300),
        ...{ width: 106.73, height: 27.12, fill: '#ff0000', fontSize: 24, text: 'Type here' },
      },
      {
        type: 'Path',
        ...at(65, 28.75),
        ...{ ...red, fill: null, width: 110, height: 37.5 },
        path: [
          ['M', 10, 10],
          ['Q', 50, 60, 90, 10],
          ['L', 120, 40],
        ],
      },
      // running past the canvas's right edge: clipped to the frame
      {
        type: 'Line',
        ...at(640, 200),
        ...red,
        width: 200,
        height: 0,
        x1: -100,
        y1: 0,
        x2: 100,
        y2: 0,
      },
    ],
  },
};

const note: Note = {
  author: 'Ana',
  createdAt: new Date('2026-12-08T13:05:00Z'),
  text: 'Look here',
  start: 12,
  end: null,
  annotation,
  replies: [],
};

const notes: NotesExport = {
  title: 'Drawn notes',
  timeZone: 'UTC',
  versions: [
    {
      ...{ assetName: 'Shot 1', versionNumber: 1, filename: 'shot1.mov', video: true },
      ...{ fps: 25, timecode: null, durationMs: 4_000, notes: [note] },
    },
  ],
};

/** Pixels per point: the page is read at 288 dpi. */
const SCALE = 4;

interface Raster {
  pixel(x: number, y: number): [number, number, number];
}

/** The PDF's first page as pixels, read by pdftoppm. */
async function rasterise(pdf: Buffer, folder: string): Promise<Raster> {
  await writeFile(join(folder, 'notes.pdf'), pdf);
  const out = join(folder, 'page');
  await run(
    'pdftoppm',
    ['-r', String(72 * SCALE), '-f', '1', '-l', '1', '-singlefile'].concat([
      join(folder, 'notes.pdf'),
      out,
    ]),
  );
  const ppm = await readFile(`${out}.ppm`);
  const header = /^P6\s+(\d+)\s+\d+\s+255\s/.exec(ppm.toString('latin1', 0, 40));
  if (!header) throw new Error('not a PPM');
  const width = Number(header[1]);
  return {
    pixel(x, y) {
      const at = header[0].length + 3 * (Math.round(y) * width + Math.round(x));
      return [ppm[at] ?? 0, ppm[at + 1] ?? 0, ppm[at + 2] ?? 0];
    },
  };
}

const isRed = ([r, g, b]: [number, number, number]) => r > 180 && g < 90 && b < 90;
const isBlue = ([r, g, b]: [number, number, number]) => b > 180 && r < 60 && g < 60;

describe('an annotation drawn over its frame in the notes PDF', () => {
  let folder = '';
  let page: Raster;
  /** Where the frame's top-left corner landed, in pixels. */
  let frame = { x: 0, y: 0 };
  /** Whether there is red within a few pixels of the canvas point (x, y). */
  const redNear = (x: number, y: number) => {
    const centre = { x: frame.x + (x / 4) * SCALE, y: frame.y + (y / 4) * SCALE };
    for (let dx = -3; dx <= 3; dx++) {
      for (let dy = -3; dy <= 3; dy++) {
        if (isRed(page.pixel(centre.x + dx, centre.y + dy))) return true;
      }
    }
    return false;
  };

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'notes-drawing-'));
    // a blue 320×180 frame: shown 160 points wide, a quarter of the 640-point canvas
    const picture = await run(
      'ffmpeg',
      [
        ...['-v', 'error', '-f', 'lavfi', '-i', 'color=c=blue:s=320x180', '-frames:v', '1'],
        ...['-c:v', 'mjpeg', '-q:v', '2', '-f', 'image2', 'pipe:1'],
      ],
      { encoding: 'buffer' },
    );
    page = await rasterise(await notesPdf(notes, new Map([[note, picture.stdout]])), folder);
    // the frame's corner: the first blue pixel down the left margin's column
    const x = 50 * SCALE + 8;
    let y = 0;
    while (!isBlue(page.pixel(x, y)) && y < 2000) y += 1;
    frame = { x: 50 * SCALE, y };
  });

  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('draws each tool’s shape where it was drawn, scaled to the frame', () => {
    expect(redNear(200, 150)).toBe(true); // the arrow's line, halfway
    expect(redNear(350, 100)).toBe(true); // the rectangle's left side
    expect(redNear(260, 280)).toBe(true); // the ellipse's right end
    expect(redNear(100, 300)).toBe(true); // the line
    expect(redNear(120, 40)).toBe(true); // the pen stroke's end
  });

  it('draws outlines, not filled shapes, and text in the drawing’s colour', () => {
    expect(redNear(400, 100)).toBe(false); // inside the rectangle
    expect(redNear(200, 280)).toBe(false); // inside the ellipse
    let text = 0;
    for (let x = 450; x <= 550; x += 4) if (redNear(x, 300)) text += 1;
    expect(text).toBeGreaterThan(5);
  });

  it('keeps the drawing inside the frame', () => {
    expect(redNear(630, 200)).toBe(true);
    expect(redNear(660, 200)).toBe(false); // past the frame's right edge
    expect(redNear(700, 200)).toBe(false);
  });
});
