/// <reference path="./pdfkit-images.d.ts" />
import PDFDocument from 'pdfkit';
import { drawAnnotation } from './annotation-drawing.ts';
import { dateTimeIn, type Note, type NotesExport, type SessionSummary } from './notes.ts';
import { frameOf, timecodeOf } from './version-timecode.ts';

/** The frame a note was made on, as a small JPEG, where one could be taken. */
export type NoteFrames = ReadonlyMap<Note, Buffer>;

const MARGIN = 50;

/** Text as the PDF's standard fonts draw it: a tab is no glyph of theirs. */
const drawable = (text: string) => text.replace(/\t/g, ' ');
const FRAME_WIDTH = 160;
const FRAME_HEIGHT = FRAME_WIDTH * 0.75;

/** The frame beside a note, its drawing over it, at the left margin from `top`. */
function drawFrame(doc: PDFKit.PDFDocument, frame: Buffer, note: Note, top: number): void {
  const image = doc.openImage(frame);
  const scale = Math.min(FRAME_WIDTH / image.width, FRAME_HEIGHT / image.height);
  const box = { x: MARGIN, y: top, width: image.width * scale, height: image.height * scale };
  doc.image(frame, box.x, box.y, { width: box.width, height: box.height });
  if (note.annotation) drawAnnotation(doc, note.annotation, box);
}

/** A review session's summary before its notes: when it ran, who took part, what was shown. */
function drawSummary(
  doc: PDFKit.PDFDocument,
  session: SessionSummary,
  timeZone: string,
  width: number,
): void {
  const ran = [session.startedAt, session.endedAt]
    .map((at) => (at ? dateTimeIn(at, timeZone) : '…'))
    .join(' – ');
  const people = session.attendees.map((person) => person.name).join(', ');
  const shown = session.shown.map((one) => `${one.assetName} v${one.versionNumber}`).join(', ');
  const lines: [string, string][] = [
    ['Held', ran],
    ['Took part', people],
    ['Shown', shown || '—'],
  ];
  for (const [label, value] of lines) {
    doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { width, continued: true });
    doc.font('Helvetica').text(drawable(value));
  }
  doc.moveDown();
}

/**
 * The notes as a PDF (a review session's with its summary first): a title, then per version its asset, version and file, and per comment its
 * source timecode (in–out for a range), author, date in the viewer's zone and text, with the
 * frame it was made on beside it when given (with its drawing, for an annotation), and its replies
 * indented below.
 */
export function notesPdf(notes: NotesExport, frames: NoteFrames = new Map()): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: notes.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  doc.font('Helvetica-Bold').fontSize(16).text(notes.title, { width });
  doc.moveDown();
  if (notes.session) drawSummary(doc, notes.session, notes.timeZone, width);
  for (const version of notes.versions) {
    doc.font('Helvetica-Bold').fontSize(12);
    doc.text(`${version.assetName} — v${version.versionNumber} (${version.filename})`, { width });
    doc.moveDown(0.5);
    for (const note of version.notes) {
      const frame = frames.get(note);
      if (frame && doc.y + FRAME_WIDTH > doc.page.height - MARGIN) doc.addPage();
      const top = doc.y;
      const textX = frame ? MARGIN + FRAME_WIDTH + 10 : MARGIN;
      const textWidth = width - (textX - MARGIN);
      if (frame) drawFrame(doc, frame, note, top);
      const start = note.start === null ? null : timecodeOf(version, frameOf(version, note.start));
      const end = note.end === null ? null : timecodeOf(version, frameOf(version, note.end));
      const at = start === null ? '' : `${start}${end === null ? '' : ` – ${end}`}   `;
      doc.font('Helvetica-Bold').fontSize(10);
      doc.text(`${at}${note.author}   ${dateTimeIn(note.createdAt, notes.timeZone)}`, textX, top, {
        width: textWidth,
      });
      doc.font('Helvetica').text(drawable(note.text), { width: textWidth });
      for (const reply of note.replies) {
        doc.moveDown(0.3);
        doc.font('Helvetica-Oblique');
        const header = `Reply: ${reply.author}   ${dateTimeIn(reply.createdAt, notes.timeZone)}`;
        doc.text(header, textX + 20, doc.y, { width: textWidth - 20 });
        doc.font('Helvetica').text(drawable(reply.text), { width: textWidth - 20 });
      }
      doc.x = MARGIN;
      doc.y = Math.max(doc.y, frame ? top + FRAME_HEIGHT : doc.y);
      doc.moveDown();
    }
  }
  doc.end();
  return done;
}
