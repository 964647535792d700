/**
 * Sony NonRealTimeMeta sidecars, the `C0001M01.XML` an FX6, FX9, Venice or XDCAM camera writes
 * beside `C0001.MP4` (or `.MXF`): one clip's duration, start timecode, format and camera.
 *
 * The start timecode is the first `LtcChange`'s value: 8 hex digits, the SMPTE 12M timecode bytes
 * frames, seconds, minutes, hours in that order, each in BCD with flag bits above the digits
 * (bit 6 of frames marks drop-frame, as in "44590400" → 00:04:59;04; the top bit of the seconds
 * marks the second field at 50/60p). With `halfStep` the timecode counts every other frame, so
 * `Duration` (in frames) is halved to reach the end.
 */

import { addFrames, writeTimecode } from '@rushes/rules';
import type { MetadataRecord } from './metadata-record.ts';
import { childOf, findAll, type XmlElement } from './xml-tree.ts';

export const isSonyXml = (root: XmlElement): boolean => root.name === 'NonRealTimeMeta';

/** A BCD byte's two digits as a number, NaN when a nibble is no digit. */
const bcd = (byte: number) =>
  byte >> 4 > 9 || (byte & 0x0f) > 9 ? Number.NaN : (byte >> 4) * 10 + (byte & 0x0f);

/** The timecode an `LtcChange` value packs, or null when it is none. */
export function ltcTimecode(value: string): string | null {
  if (!/^[0-9a-f]{8}$/i.test(value)) return null;
  const [frames = 0, seconds = 0, minutes = 0, hours = 0] = (value.match(/../g) ?? []).map((hex) =>
    Number.parseInt(hex, 16),
  );
  const digits = [bcd(hours & 0x3f), bcd(minutes & 0x7f), bcd(seconds & 0x7f), bcd(frames & 0x3f)];
  if (digits.some((digit, i) => !(digit <= (i === 0 ? 23 : 59)))) return null;
  const [hh = 0, mm = 0, ss = 0, ff = 0] = digits;
  const dropFrame = (frames & 0x40) > 0;
  return writeTimecode({ hours: hh, minutes: mm, seconds: ss, frames: ff, dropFrame });
}

/** "29.97p" → 29.97; "59.94i" names fields, so → 29.97 frames. */
function fpsOf(text: string | undefined): number | null {
  const match = /^(\d+(?:\.\d+)?)([pi]?)$/i.exec(text ?? '');
  if (!match) return null;
  const rate = Number(match[1]);
  return match[2]?.toLowerCase() === 'i' ? Math.round((rate / 2) * 1000) / 1000 : rate;
}

/** `C0001M01.XML` → `C0001`; a sidecar named after its clip (`C0001.XML`) keeps the name. */
export const clipNameOfSidecar = (filename: string): string =>
  (filename.split(/[/\\]/).pop() ?? '').replace(/\.xml$/i, '').replace(/M\d{2}$/i, '');

const attribute = (element: XmlElement | undefined, name: string) =>
  element?.attributes[name] ?? '';

export function parseSonyXml(
  root: XmlElement,
  filename: string,
): { heading: Record<string, string>; records: MetadataRecord[] } {
  const ltcTable = childOf(root, 'LtcChangeTable');
  const firstLtc = ltcTable && childOf(ltcTable, 'LtcChange');
  const videoFormat = childOf(root, 'VideoFormat');
  const frame = videoFormat && childOf(videoFormat, 'VideoFrame');
  const layout = videoFormat && childOf(videoFormat, 'VideoLayout');
  const device = childOf(root, 'Device');
  const duration = attribute(childOf(root, 'Duration'), 'value');
  const tcFps = Number(attribute(ltcTable, 'tcFps'));
  const halfStep = attribute(ltcTable, 'halfStep') === 'true';
  const start = ltcTimecode(attribute(firstLtc, 'value'));
  const tcFrames = Math.ceil(Number(duration) / (halfStep ? 2 : 1));
  const width = attribute(layout, 'pixel');
  const height = attribute(layout, 'numOfVerticalLine');

  const fields: Record<string, string> = {
    Duration: duration,
    'Timecode Rate': attribute(ltcTable, 'tcFps'),
    'Start Timecode': start ?? '',
    'Creation Date': attribute(childOf(root, 'CreationDate'), 'value'),
    'Video Codec': attribute(frame, 'videoCodec'),
    'Capture FPS': attribute(frame, 'captureFps'),
    'Format FPS': attribute(frame, 'formatFps'),
    Resolution: width && height ? `${width}x${height}` : '',
    'Aspect Ratio': attribute(layout, 'aspectRatio'),
    Manufacturer: attribute(device, 'manufacturer'),
    Camera: attribute(device, 'modelName'),
    'Serial Number': attribute(device, 'serialNo'),
    Lens: attribute(childOf(root, 'Lens'), 'modelName'),
    'Recording Mode': attribute(childOf(root, 'RecordingMode'), 'type'),
    UMID: attribute(childOf(root, 'TargetMaterial'), 'umidRef'),
  };
  // The camera's acquisition settings (gamma, colour primaries…), under Sony's own item names.
  const acquisition = childOf(root, 'AcquisitionRecord');
  const items = (acquisition ? findAll(acquisition, 'Item') : []).map((item) => [
    attribute(item, 'name'),
    attribute(item, 'value'),
  ]);
  const columns = Object.fromEntries(
    [...Object.entries(fields), ...items].filter(([name, value]) => name && value),
  );

  return {
    heading: root.attributes,
    records: [
      {
        clipName: clipNameOfSidecar(filename),
        reel: null,
        sourceStart: start,
        sourceEnd:
          start && Number.isInteger(tcFps) && tcFps > 0 && duration !== '' && tcFrames >= 0
            ? addFrames(start, tcFrames, tcFps)
            : null,
        fps: fpsOf(attribute(frame, 'formatFps')) ?? fpsOf(attribute(frame, 'captureFps')),
        columns,
        slate: {},
      },
    ],
  };
}
