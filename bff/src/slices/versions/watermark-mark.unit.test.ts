import { describe, expect, it } from 'vitest';
import {
  datesVisit,
  type LinkWatermark,
  linkWatermarkDescription,
  linkWatermarkOf,
  type MarkFacts,
  markOf,
  namesVisitor,
  namesWatched,
} from './watermark-mark.ts';

const facts: MarkFacts = {
  visitor: {
    email: 'eve@client.test',
    visitId: '0f1e2d3c-aaaa',
    since: new Date('2026-11-24T12:15:42Z'),
  },
  clip: 'A001_C002.mov',
  folder: 'Day 1',
  project: 'Northern Lights',
};
const watermark = (type: LinkWatermark['type'], text = ''): LinkWatermark => ({
  type,
  text,
  position: 'BOTTOMRIGHT',
  opacity: 100,
});

describe('markOf', () => {
  it('draws the custom text, trimmed', () => {
    expect(markOf(watermark('CUSTOM', '  CONFIDENTIAL '), facts)).toEqual({
      kind: 'TEXT',
      text: 'CONFIDENTIAL',
    });
  });

  it('names the visitor by their e-mail, or by their visit when they gave none', () => {
    expect(markOf(watermark('USERNAME'), facts)).toEqual({ kind: 'TEXT', text: 'eve@client.test' });
    const anonymous = { ...facts, visitor: { ...facts.visitor, email: null } } as MarkFacts;
    expect(markOf(watermark('USERNAME'), anonymous)).toEqual({
      kind: 'TEXT',
      text: 'Visitor 0f1e2d3c',
    });
  });

  it('names what is watched: clip, folder, project, project / folder', () => {
    const drawn = (type: LinkWatermark['type']) => markOf(watermark(type), facts);
    expect(drawn('CLIPNAME')).toEqual({ kind: 'TEXT', text: 'A001_C002.mov' });
    expect(drawn('FOLDER')).toEqual({ kind: 'TEXT', text: 'Day 1' });
    expect(drawn('PROJECT')).toEqual({ kind: 'TEXT', text: 'Northern Lights' });
    expect(drawn('PROJECTFOLDER')).toEqual({ kind: 'TEXT', text: 'Northern Lights / Day 1' });
  });

  it('dates the visit to the minute, in UTC', () => {
    expect(markOf(watermark('TIMEOFDAY'), facts)).toEqual({
      kind: 'TEXT',
      text: '2026-11-24 12:15 UTC',
    });
  });

  it('leaves the counters to the transcoder, which knows the frames', () => {
    for (const type of ['FRAME', 'TIMECODE', 'TIME'] as const) {
      expect(markOf(watermark(type), facts)).toEqual({ kind: type });
    }
  });
});

describe('the watermark of a link', () => {
  it('reads one saved before types and opacity as custom text, fully opaque', () => {
    expect(linkWatermarkOf({ text: 'CONFIDENTIAL', position: 'CENTER' })).toEqual({
      type: 'CUSTOM',
      text: 'CONFIDENTIAL',
      position: 'CENTER',
      opacity: 100,
    });
    expect(linkWatermarkOf(null)).toBeNull();
  });

  it('is one item of a whole description: 32 px, its opacity, the box half as opaque, 3% in', () => {
    expect(linkWatermarkDescription({ ...watermark('CUSTOM', 'DRAFT'), opacity: 55 })).toEqual({
      enabled: true,
      items: [{ position: 'BOTTOMRIGHT', type: 'CUSTOM', text: 'DRAFT' }],
      fontSize: 32,
      opacity: 55,
      opacityBackground: 28,
      // As the share dialog's preview draws it (rules' linkWatermarkSettings).
      horizontalOffset: 32,
      verticalOffset: 32,
    });
  });

  it('is per visitor when it names them or their visit', () => {
    const described = (type: LinkWatermark['type']) => linkWatermarkDescription(watermark(type));
    expect(namesVisitor(described('USERNAME'))).toBe(true);
    expect(namesVisitor(described('TIMEOFDAY'))).toBe(true);
    expect(namesVisitor(described('CLIPNAME'))).toBe(false);
    expect(datesVisit(described('TIMEOFDAY'))).toBe(true);
    expect(datesVisit(described('USERNAME'))).toBe(false);
    expect(namesWatched(described('PROJECTFOLDER'))).toBe(true);
    expect(namesWatched(described('TIMECODE'))).toBe(false);
  });
});
