/**
 * Final Cut Pro 7 XML (`<xmeml>`) clip logs: every `<clip>` anywhere in the document (in bins,
 * nested bins or at the top), with its logging info, comments, label, source timecode, reel and
 * media file. The clip items a sequence cuts together are not logged clips and are not read.
 * FCP7 writes a `<file>` in full once and then refers to it by id alone (`<file id="f1"/>`), so
 * files are looked up by id across the document.
 */

import { addFrames, normaliseTimecode } from '@rushes/rules';
import {
  MAX_METADATA_RECORDS,
  MetadataFileError,
  type MetadataRecord,
  type Slate,
} from './metadata-record.ts';
import { childOf, findAll, textAt, type XmlElement } from './xml-tree.ts';

export const isXmeml = (root: XmlElement): boolean => root.name === 'xmeml';

/** `<rate>`: a whole timebase, and NTSC for the 1000/1001 rates (24 → 23.976). */
function rateOf(element: XmlElement | undefined) {
  const rate = element && childOf(element, 'rate');
  const timebase = Number(rate ? textAt(rate, 'timebase') : Number.NaN);
  if (!Number.isInteger(timebase) || timebase <= 0) return null;
  const ntsc = rate !== undefined && textAt(rate, 'ntsc').toUpperCase() === 'TRUE';
  return { timebase, fps: ntsc ? Math.round((timebase * 1000) / 1.001) / 1000 : timebase };
}

const COMMENTS = new Map([
  ['mastercomment1', 'Master Comment 1'],
  ['mastercomment2', 'Master Comment 2'],
  ['mastercomment3', 'Master Comment 3'],
  ['mastercomment4', 'Master Comment 4'],
  ['clipcommenta', 'Comment A'],
  ['clipcommentb', 'Comment B'],
]);

function slateOf(logging: XmlElement | undefined): Slate {
  const scene = logging && textAt(logging, 'scene');
  const take = logging && textAt(logging, 'shottake');
  const good = logging && textAt(logging, 'good').toUpperCase();
  return {
    ...(scene ? { scene } : {}),
    ...(take ? { take } : {}),
    ...(good === 'TRUE' || good === 'FALSE' ? { circled: good === 'TRUE' } : {}),
  };
}

function recordOf(clip: XmlElement, files: Map<string, XmlElement>, bin: string): MetadataRecord {
  const [reference] = findAll(clip, 'file');
  const file = (reference && files.get(reference.attributes.id ?? '')) ?? reference;
  const timecode = childOf(clip, 'timecode') ?? (file && childOf(file, 'timecode'));
  const rate = rateOf(clip) ?? rateOf(file);
  const start = timecode ? normaliseTimecode(textAt(timecode, 'string')) : null;
  const durationText = textAt(clip, 'duration') || (file ? textAt(file, 'duration') : '');
  const duration = Number(durationText);
  const reel =
    (timecode && textAt(timecode, 'reel', 'name')) || textAt(clip, 'reel', 'name') || null;
  const logging = childOf(clip, 'logginginfo');
  const comments = childOf(clip, 'comments');

  const fields: Record<string, string> = {
    Name: textAt(clip, 'name'),
    Bin: bin,
    Duration: durationText,
    'Frame Rate': rate ? String(rate.fps) : '',
    'Start Timecode': start ?? '',
    Reel: reel ?? '',
    'File Name': file ? textAt(file, 'name') : '',
    'File Path': file ? textAt(file, 'pathurl') : '',
    Description: logging ? textAt(logging, 'description') : '',
    Scene: logging ? textAt(logging, 'scene') : '',
    'Shot/Take': logging ? textAt(logging, 'shottake') : '',
    'Log Note': logging ? textAt(logging, 'lognote') : '',
    Good: logging ? textAt(logging, 'good') : '',
    Label: textAt(clip, 'labels', 'label2'),
  };
  const commentFields = (comments?.children ?? []).map((comment) => [
    COMMENTS.get(comment.name) ?? comment.name,
    comment.text,
  ]);

  return {
    clipName: fields.Name || (fields['File Name'] ?? ''),
    reel,
    sourceStart: start,
    sourceEnd:
      start && rate && Number.isInteger(duration) && duration > 0
        ? addFrames(start, duration, rate.timebase)
        : null,
    fps: rate?.fps ?? null,
    columns: Object.fromEntries(
      [...Object.entries(fields), ...commentFields].filter(([, value]) => value !== ''),
    ),
    slate: slateOf(logging),
  };
}

/** Every clip under `element`, with the path of the bins it sits in. */
function clipsIn(element: XmlElement, bin: string): [XmlElement, string][] {
  return element.children.flatMap((child): [XmlElement, string][] => {
    if (child.name === 'clip') return [[child, bin]];
    if (child.name !== 'bin') return clipsIn(child, bin);
    const name = textAt(child, 'name');
    return clipsIn(child, bin && name ? `${bin}/${name}` : bin || name);
  });
}

export function parseXmeml(root: XmlElement): {
  heading: Record<string, string>;
  records: MetadataRecord[];
} {
  const clips = clipsIn(root, '');
  // Counted before any is read: a file of many tiny clips costs most in reading them.
  if (clips.length > MAX_METADATA_RECORDS) {
    throw new MetadataFileError('too-many-records', `${clips.length} clips`);
  }
  const files = new Map<string, XmlElement>();
  for (const file of findEvery(root, 'file')) {
    const id = file.attributes.id;
    if (id && file.children.length > 0 && !files.has(id)) files.set(id, file);
  }
  return {
    heading: root.attributes,
    records: clips.map(([clip, bin]) => recordOf(clip, files, bin)),
  };
}

/** Every element named `name` at any depth, those inside others too. */
function findEvery(element: XmlElement, name: string): XmlElement[] {
  return element.children.flatMap((child) => [
    ...(child.name === name ? [child] : []),
    ...findEvery(child, name),
  ]);
}
