import { describe, expect, it } from 'vitest';
import { testText } from './test-data.fixture.ts';
import { parseXmeml } from './xmeml.ts';
import { parseXml } from './xml-tree.ts';

const clipLog = () => parseXmeml(parseXml(testText('xml/fcp7-clip-log.xml')));

describe('Final Cut Pro 7 XML clip logs', () => {
  it("reads every logged clip in every bin, not a sequence's clip items", () => {
    const { heading, records } = clipLog();
    expect(heading).toEqual({ version: '5' });
    expect(records.map((r) => [r.clipName, r.columns.Bin])).toEqual([
      ['A001C003_230511_R1AB', 'Day 01'],
      ['A001C004_230511_R1AB', 'Day 01'],
      ['B002C001', 'Day 01/Cam B'],
    ]);
  });

  it("reads a clip's logging info, comments, label, timecode, reel and file", () => {
    expect(clipLog().records[0]).toEqual({
      clipName: 'A001C003_230511_R1AB',
      reel: 'A001',
      sourceStart: '14:03:22:08',
      sourceEnd: '14:03:32:08',
      fps: 23.976,
      columns: {
        Name: 'A001C003_230511_R1AB',
        Bin: 'Day 01',
        Duration: '240',
        'Frame Rate': '23.976',
        'Start Timecode': '14:03:22:08',
        Reel: 'A001',
        'File Name': 'A001C003_230511_R1AB.mov',
        'File Path': 'file://localhost/Volumes/RAID/Day%2001/A001C003_230511_R1AB.mov',
        Description: 'Café exterior, wide',
        Scene: '12',
        'Shot/Take': '3',
        'Log Note': 'Boom dips & a car passes at the end',
        Good: 'TRUE',
        Label: 'Forest',
        'Master Comment 1': '35mm prime',
        'Comment A': 'Use for the opening',
      },
      slate: { scene: '12', take: '3', circled: true },
    });
  });

  it("takes the timecode and reel from the clip's file, and drop-frame at 29.97", () => {
    const [, second, third] = clipLog().records;
    expect(second).toMatchObject({
      reel: 'A001',
      sourceStart: '14:05:10:00',
      sourceEnd: '14:05:23:00',
      slate: { scene: '12', take: '4', circled: false },
    });
    expect(second?.columns['File Name']).toBe('A001C004_230511_R1AB.mov');
    expect(third).toMatchObject({
      reel: 'B002',
      sourceStart: '01:00:00;00',
      sourceEnd: '01:01:00;02',
      fps: 29.97,
      slate: { scene: '14', take: '1', circled: true },
    });
    expect(third?.columns['Log Note']).toBeUndefined();
  });

  it('finds a file FCP7 wrote once and then named by id alone', () => {
    const root = parseXml(
      `<xmeml version="4"><sequence><media><video><track><clipitem><file id="f1"><name>S01.mov</name></file></clipitem></track></video></media></sequence><bin><children><clip><name>S01</name><media><video><track><clipitem><file id="f1"/></clipitem></track></video></media></clip></children></bin></xmeml>`,
    );
    const { records } = parseXmeml(root);
    expect(records.map((r) => r.columns)).toEqual([{ Name: 'S01', 'File Name': 'S01.mov' }]);
  });
});
