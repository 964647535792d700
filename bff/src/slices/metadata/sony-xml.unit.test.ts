import { describe, expect, it } from 'vitest';
import { clipNameOfSidecar, ltcTimecode, parseSonyXml } from './sony-xml.ts';
import { testText } from './test-data.fixture.ts';
import { parseXml } from './xml-tree.ts';

const sidecar = (body: string) =>
  parseXml(
    `<?xml version="1.0" encoding="UTF-8"?><NonRealTimeMeta xmlns="urn:schemas-professionalDisc:nonRealTimeMeta:ver.2.00">${body}</NonRealTimeMeta>`,
  );

describe('Sony NonRealTimeMeta sidecars', () => {
  it('reads a clip from an FX6 sidecar', () => {
    const { heading, records } = parseSonyXml(
      parseXml(testText('xml/C0001M01.XML')),
      'C0001M01.XML',
    );
    expect(heading.lastUpdate).toBe('2025-03-14T09:12:40+01:00');
    expect(records).toEqual([
      {
        clipName: 'C0001',
        reel: null,
        sourceStart: '00:59:59:23',
        sourceEnd: '01:00:09:23',
        fps: 23.98,
        columns: {
          Duration: '240',
          'Timecode Rate': '24',
          'Start Timecode': '00:59:59:23',
          'Creation Date': '2025-03-14T09:12:30+01:00',
          'Video Codec': 'AVC_3840_2160_H422IP@L51',
          'Capture FPS': '23.98p',
          'Format FPS': '23.98p',
          Resolution: '3840x2160',
          'Aspect Ratio': '16:9',
          Manufacturer: 'Sony',
          Camera: 'ILME-FX6V',
          'Serial Number': '0412876',
          Lens: 'FE 24-70mm F2.8 GM II',
          'Recording Mode': 'normal',
          UMID: '060A2B340101010501010D43130000005B2C6E1A8F3205D38C1A2BFFFE4E7F10',
          CaptureGammaEquation: 's-log3-cine',
          CaptureColorPrimaries: 'S-Gamut3.Cine',
          CodingEquations: 'rec709',
        },
        slate: {},
      },
    ]);
  });

  it('unpacks LTC values: BCD frames, seconds, minutes, hours, with their flag bits', () => {
    expect(ltcTimecode('23595900')).toBe('00:59:59:23');
    expect(ltcTimecode('17305719')).toBe('19:57:30:17');
    expect(ltcTimecode('44590400')).toBe('00:04:59;04');
    expect(ltcTimecode('54830000')).toBe('00:00:03;14');
    expect(ltcTimecode('00000024')).toBeNull();
    expect(ltcTimecode('0A000000')).toBeNull();
    expect(ltcTimecode('01:00:00:00')).toBeNull();
  });

  it('halves the duration when the timecode counts every other frame', () => {
    const root = sidecar(
      '<Duration value="210"/><LtcChangeTable tcFps="30" halfStep="true"><LtcChange frameCount="0" value="40000000" status="increment"/></LtcChangeTable><VideoFormat><VideoFrame captureFps="59.94p" formatFps="59.94p"/></VideoFormat>',
    );
    const [record] = parseSonyXml(root, 'C0002M01.XML').records;
    expect(record).toMatchObject({
      clipName: 'C0002',
      sourceStart: '00:00:00;00',
      sourceEnd: '00:00:03;15',
      fps: 59.94,
    });
  });

  it('reads interlaced formats as frames, and keeps what a sparse sidecar lacks empty', () => {
    const root = sidecar('<VideoFormat><VideoFrame formatFps="59.94i"/></VideoFormat>');
    expect(parseSonyXml(root, 'C0003.XML').records).toEqual([
      {
        clipName: 'C0003',
        reel: null,
        sourceStart: null,
        sourceEnd: null,
        fps: 29.97,
        columns: { 'Format FPS': '59.94i' },
        slate: {},
      },
    ]);
  });

  it('names the clip after its sidecar', () => {
    expect(clipNameOfSidecar('C0001M01.XML')).toBe('C0001');
    expect(clipNameOfSidecar('card1/XDROOT/Clip/A001C002M01.xml')).toBe('A001C002');
    expect(clipNameOfSidecar('C0001.XML')).toBe('C0001');
  });
});
