import { describe, expect, it } from 'vitest';
import { parseMetadataFile } from './metadata-file.ts';
import {
  MAX_METADATA_BYTES,
  MetadataFileError,
  type MetadataFileErrorReason,
} from './metadata-record.ts';
import { testData } from './test-data.fixture.ts';

const ALE_FILES = [
  ['otio-ale-adapter-sample.ale', 4],
  ['otio-ale-adapter-sample2.ale', 2],
  ['otio-ale-adapter-sampleUHD.ale', 1],
  ['otio-ale-adapter-sample_blanks.ale', 1],
  ['otio-ale-adapter-sample_cdl.ale', 4],
  ['otio-ale-adapter-sample_no_blanks.ale', 6],
] as const;

const bytes = (text: string) => new TextEncoder().encode(text);

function refusal(filename: string, content: Uint8Array): MetadataFileErrorReason | 'read' {
  try {
    parseMetadataFile(filename, content);
    return 'read';
  } catch (error) {
    if (error instanceof MetadataFileError) return error.reason;
    throw error;
  }
}

describe('metadata files', () => {
  it.each(ALE_FILES)('reads %s as an ALE of %i rows', (name, rows) => {
    const file = parseMetadataFile(name, testData(`ale/${name}`));
    expect(file.format).toBe('ALE');
    expect(file.heading.FIELD_DELIM).toBe('TABS');
    expect(file.records).toHaveLength(rows);
  });

  it('tells the format by the content, whatever the extension', () => {
    const ale = testData('ale/otio-ale-adapter-sample_cdl.ale');
    expect(parseMetadataFile('log.xml', ale).format).toBe('ALE');
    const sony = parseMetadataFile('C0001M01.XML', testData('xml/C0001M01.XML'));
    expect(sony.format).toBe('SONY_XML');
    expect(sony.records[0]?.clipName).toBe('C0001');
    const xmeml = parseMetadataFile('clips.ale', testData('xml/fcp7-clip-log.xml'));
    expect(xmeml.format).toBe('XMEML');
    expect(xmeml.records).toHaveLength(3);
  });

  it('reads UTF-8 with a byte-order mark and names beyond ASCII', () => {
    const ale = testData('ale/otio-ale-adapter-sample_cdl.ale');
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...ale]);
    expect(parseMetadataFile('x.ale', withBom)).toEqual(parseMetadataFile('x.ale', ale));
    const named = parseMetadataFile('x.ale', bytes('Column\nName\tScene\nData\nCafé_01\t12é\n'));
    expect(named.records[0]).toMatchObject({ clipName: 'Café_01', slate: { scene: '12é' } });
  });

  it('refuses empty, binary and unknown files', () => {
    expect(refusal('a.ale', new Uint8Array())).toBe('empty');
    expect(refusal('a.ale', bytes(' \r\n\t\n'))).toBe('empty');
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(refusal('a.ale', png)).toBe('not-text');
    expect(refusal('a.ale', bytes('Heading\n\0\0\0'))).toBe('not-text');
    expect(refusal('a.ale', Uint8Array.from([0x48, 0xe9, 0x6c]))).toBe('not-text');
    expect(refusal('a.ale', bytes('Name,Tape\nA001,B\n'))).toBe('unknown-format');
    expect(refusal('a.ale', new Uint8Array(MAX_METADATA_BYTES + 1).fill(0x41))).toBe('too-large');
  });

  it('refuses an ALE whose fields are not tab-delimited, or that logs no clip', () => {
    const commas = 'Heading\nFIELD_DELIM\tCOMMAS\n\nColumn\nName,Tape\n\nData\nA001,B\n';
    expect(refusal('a.ale', bytes(commas))).toBe('ale-field-delimiter');
    expect(refusal('a.ale', bytes('Heading\nFIELD_DELIM\tTABS\nColumn\nName\nData\n'))).toBe(
      'no-records',
    );
  });

  it('refuses XML that declares entities or a DTD, however it is written', () => {
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE lolz [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<xmeml version="5"><bin><children><clip><name>&lol3;</name></clip></children></bin></xmeml>`;
    expect(refusal('bomb.xml', bytes(bomb))).toBe('xml-doctype');
    const external = `<?xml version="1.0"?><!DOCTYPE xmeml SYSTEM "file:///etc/passwd"><xmeml version="5"><bin><children><clip><name>&xxe;</name></clip></children></bin></xmeml>`;
    expect(refusal('xxe.xml', bytes(external))).toBe('xml-doctype');
    const bare = `<?xml version="1.0"?><!DOCTYPE xmeml><xmeml version="5"><clip><name>A</name></clip></xmeml>`;
    expect(refusal('ok.xml', bytes(bare))).toBe('read');
  });

  it('refuses XML that is not sound, too deep or neither format', () => {
    expect(refusal('a.xml', bytes('<xmeml version="5"><clip><name>A</clip></xmeml>'))).toBe(
      'xml-malformed',
    );
    expect(refusal('a.xml', bytes('<xmeml version="5"><clip/></xmeml><xmeml/>'))).toBe(
      'xml-malformed',
    );
    const deep = `<xmeml>${'<bin>'.repeat(80)}${'</bin>'.repeat(80)}</xmeml>`;
    expect(refusal('a.xml', bytes(deep))).toBe('xml-malformed');
    expect(refusal('a.xml', bytes('<rss version="2.0"><channel/></rss>'))).toBe('xml-unknown-root');
    expect(
      refusal('a.xml', bytes('<xmeml version="5"><bin><name>Empty</name></bin></xmeml>')),
    ).toBe('no-records');
    const clips = (count: number) => `<xmeml version="5">${'<clip/>'.repeat(count)}</xmeml>`;
    expect(refusal('a.xml', bytes(clips(50_000)))).toBe('read');
    expect(refusal('a.xml', bytes(clips(50_001)))).toBe('too-many-records');
  });
});
