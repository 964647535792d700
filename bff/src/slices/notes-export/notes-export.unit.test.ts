import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { avidMarkers } from './avid-markers.writer.ts';
import { CSV_COLUMNS, notesCsv } from './csv.writer.ts';
import { notesEdl } from './edl.writer.ts';
import { isTimeZone } from './notes.ts';
import { sampleNotes } from './notes-export.fixture.ts';
import { notesPdf } from './pdf.writer.ts';
import { SESSION_CSV_COLUMNS, sessionCsv } from './session-csv.writer.ts';

const run = promisify(execFile);

/** A small CMX 3600 reader: title, frame code mode, events with their comments and locators. */
function readEdl(text: string) {
  const lines = text.split('\r\n');
  const events: {
    number: string;
    reel: string;
    times: string[];
    clip?: string;
    locators: string[][];
  }[] = [];
  let title = '';
  let fcm = '';
  const tc = String.raw`(\d\d:\d\d:\d\d[:;]\d\d)`;
  const eventLine = new RegExp(`^(\\d{3})\\s+(\\S+)\\s+V\\s+C\\s+${tc} ${tc} ${tc} ${tc}$`);
  const locator = new RegExp(`^\\* LOC: ${tc} (\\w+)\\s+(.*)$`);
  for (const line of lines) {
    const event = eventLine.exec(line);
    const loc = locator.exec(line);
    if (line.startsWith('TITLE: ')) title = line.slice(7);
    else if (line.startsWith('FCM: ')) fcm = line.slice(5);
    else if (event) {
      const [, number = '', reel = '', ...times] = event;
      events.push({ number, reel, times, locators: [] });
    } else if (line.startsWith('* FROM CLIP NAME: ')) {
      const last = events.at(-1);
      if (last) last.clip = line.slice(18);
    } else if (loc) events.at(-1)?.locators.push(loc.slice(1));
    else if (line !== '') throw new Error(`not CMX 3600: ${line}`);
  }
  return { title, fcm, events };
}

describe('notes export writers', () => {
  it('takes IANA zone names only', () => {
    expect(
      ['UTC', 'Europe/Paris', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5'].map(isTimeZone),
    ).toEqual([true, true, true, true]);
    expect(['', '+01:00', 'Mars/Olympus', '../etc'].map(isTimeZone)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('writes CSV rows per comment and reply, with source timecodes and dates in the zone', () => {
    const csv = notesCsv(sampleNotes);
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows: string[][] = parse(csv.toString('utf8'), { bom: true });
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    expect(rows.slice(1)).toEqual([
      [
        'Shot 12',
        'v2',
        '01:00:00;00',
        '01:00:02;00',
        '2',
        'Ana Díaz',
        '2026-12-08 14:05',
        'Sky too "blue", warm it up',
        '',
      ],
      [
        'Shot 12',
        'v2',
        '',
        '',
        '',
        'ben@example.com',
        '2026-12-09 00:30',
        'Agreed,\nwill do',
        'Yes',
      ],
      ['Shot 13', 'v1', '10:00:01:05', '', '30', 'Ana Díaz', '2026-12-09 09:00', 'Cut\there', ''],
      ['Shot 13', 'v1', '', '', '', 'Guest', '2026-12-09 09:01', 'Lovely overall', ''],
    ]);
  });

  it("writes a review session's minutes as CSV: people, versions shown and notes in time order", () => {
    const session = {
      startedAt: new Date('2026-12-08T13:00:00Z'),
      endedAt: new Date('2026-12-09T08:30:00Z'),
      attendees: [
        { name: 'Ana Díaz', joinedAt: new Date('2026-12-08T13:00:00Z') },
        { name: '=HYPERLINK("x")', joinedAt: new Date('2026-12-09T08:00:30Z') },
      ],
      shown: [
        { assetName: 'Shot 12', versionNumber: 2, at: new Date('2026-12-08T13:01:00Z') },
        { assetName: 'Shot 13', versionNumber: 1, at: new Date('2026-12-09T07:59:00Z') },
      ],
    };
    const rows: string[][] = parse(sessionCsv(sampleNotes, session).toString('utf8'), {
      bom: true,
    });
    expect(rows[0]).toEqual([...SESSION_CSV_COLUMNS]);
    expect(rows.slice(1).map((row) => row.slice(0, 4))).toEqual([
      ['2026-12-08 14:00', 'Joined', 'Ana Díaz', ''],
      ['2026-12-08 14:01', 'Shown', '', 'Shot 12'],
      ['2026-12-08 14:05', 'Comment', 'Ana Díaz', 'Shot 12'],
      ['2026-12-09 00:30', 'Reply', 'ben@example.com', 'Shot 12'],
      ['2026-12-09 08:59', 'Shown', '', 'Shot 13'],
      ['2026-12-09 09:00', 'Comment', 'Ana Díaz', 'Shot 13'],
      ['2026-12-09 09:00', 'Joined', `'=HYPERLINK("x")`, ''],
      ['2026-12-09 09:01', 'Comment', 'Guest', 'Shot 13'],
    ]);
    expect(rows[3]?.slice(4)).toEqual(['v2', '01:00:00;00', 'Sky too "blue", warm it up']);
  });

  it("puts a review session's summary before its notes in the PDF", async () => {
    const folder = await mkdtemp(join(tmpdir(), 'notes-pdf-'));
    try {
      const file = join(folder, 'session.pdf');
      const session = {
        startedAt: new Date('2026-12-08T13:00:00Z'),
        endedAt: new Date('2026-12-08T14:10:00Z'),
        attendees: [
          { name: 'Ana Díaz', joinedAt: new Date('2026-12-08T13:00:00Z') },
          { name: 'Ben Ito', joinedAt: new Date('2026-12-08T13:02:00Z') },
        ],
        shown: [{ assetName: 'Shot 12', versionNumber: 2, at: new Date('2026-12-08T13:01:00Z') }],
      };
      await writeFile(file, await notesPdf({ ...sampleNotes, session }));
      const { stdout } = await run('pdftotext', ['-layout', file, '-']);
      const text = stdout.replace(/ +/g, ' ');
      expect(text).toContain('Held: 2026-12-08 14:00 – 2026-12-08 15:10');
      expect(text).toContain('Took part: Ana Díaz, Ben Ito');
      expect(text).toContain('Shown: Shot 12 v2');
      expect(text.indexOf('Took part')).toBeLessThan(text.indexOf('Sky too'));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('writes a CMX 3600 EDL with an event per version and the notes as locators', () => {
    const edl = readEdl(notesEdl(sampleNotes).toString('utf8'));
    expect(edl.title).toBe('Dailies — notes');
    expect(edl.fcm).toBe('DROP FRAME');
    expect(edl.events).toEqual([
      {
        number: '001',
        reel: 'AX001',
        times: ['00:59:59;28', '01:00:09;28', '00:59:59;28', '01:00:09;28'],
        clip: 'shot12_v2.mov',
        locators: [['01:00:00;00', 'RED', 'Sky too "blue", warm it up']],
      },
      {
        number: '002',
        reel: 'AX002',
        // 100 frames at 25 fps are 120 on the 29.97 record side.
        times: ['10:00:00:00', '10:00:04:00', '01:00:09;28', '01:00:13;28'],
        clip: 'shot13.mov',
        // Frame 30 at 25 fps is 36 frames into the event.
        locators: [['01:00:11;04', 'RED', 'Cut here']],
      },
    ]);
  });

  it('writes Avid marker lines: author, timecode, V1, colour, comment, duration 1', () => {
    const lines = avidMarkers(sampleNotes).toString('utf8').split('\r\n');
    expect(lines.map((line) => line.split('\t'))).toEqual([
      ['Ana Díaz', '01:00:00;00', 'V1', 'red', 'Sky too "blue", warm it up', '1'],
      ['Ana Díaz', '10:00:01:05', 'V1', 'red', 'Cut here', '1'],
      [''],
    ]);
  });

  it('writes a PDF whose text holds each comment with its timecode, author and date', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'notes-pdf-'));
    try {
      const file = join(folder, 'notes.pdf');
      await writeFile(file, await notesPdf(sampleNotes));
      const { stdout } = await run('pdftotext', ['-layout', file, '-']);
      const text = stdout.replace(/ +/g, ' ');
      expect(text).toContain('Shot 12 — v2 (shot12_v2.mov)');
      expect(text).toContain('01:00:00;00 – 01:00:02;00 Ana Díaz 2026-12-08 14:05');
      expect(text).toContain('Sky too "blue", warm it up');
      expect(text).toContain('Reply: ben@example.com 2026-12-09 00:30');
      expect(text).toContain('10:00:01:05 Ana Díaz 2026-12-09 09:00');
      expect(text).toContain('Cut here');
      expect(text).toContain('Guest 2026-12-09 09:01');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('puts the frame a comment was made on beside it', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'notes-pdf-'));
    try {
      const frame = (
        await run(
          'ffmpeg',
          [
            ...['-v', 'error', '-f', 'lavfi', '-i', 'color=c=red:s=32x18', '-frames:v', '1'],
            ...['-c:v', 'mjpeg', '-f', 'image2', 'pipe:1'],
          ],
          { encoding: 'buffer' },
        )
      ).stdout;
      const [version] = sampleNotes.versions;
      const note = version?.notes[0];
      if (!note) throw new Error('no note');
      const file = join(folder, 'notes.pdf');
      await writeFile(file, await notesPdf(sampleNotes, new Map([[note, frame]])));
      const { stdout } = await run('pdfimages', ['-list', file]);
      const images = stdout
        .split('\n')
        .filter((line) => /^\s*1\s+\d+\s+image\s+32\s+18\b/.test(line));
      expect(images).toHaveLength(1);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
