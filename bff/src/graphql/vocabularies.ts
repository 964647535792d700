import {
  type WatermarkPosition,
  type WatermarkType,
  watermarkPositions,
  watermarkTypes,
} from '@rushes/rules';

/** An enum's SDL: its description, its name, its values one a line, each with its description. */
const enumOf = <V extends string>(
  name: string,
  description: string,
  values: readonly V[],
  valueDescriptions: Record<V, string>,
) =>
  `"""\n${description}\n"""\nenum ${name} {\n${values
    .map((value) => `  """\n  ${valueDescriptions[value]}\n  """\n  ${value}\n`)
    .join('')}}\n`;

const positionDescriptions: Record<WatermarkPosition, string> = {
  TOPLEFT: 'In the top left corner, inside the margins.',
  TOPCENTER: 'Centred along the top edge, inside the top margin.',
  TOPRIGHT: 'In the top right corner, inside the margins.',
  CENTER: 'In the middle of the picture.',
  BOTTOMLEFT: 'In the bottom left corner, inside the margins.',
  BOTTOMCENTER: 'Centred along the bottom edge, inside the bottom margin.',
  BOTTOMRIGHT: 'In the bottom right corner, inside the margins.',
};

const typeDescriptions: Record<WatermarkType, string> = {
  CUSTOM: "The item's own `text`.",
  USERNAME:
    "Who watches: a share link's visitor by the e-mail they gave, else by their visit; a member by their name.",
  CLIPNAME: "The clip's name.",
  FOLDER: "The name of the clip's folder.",
  PROJECT: "The project's name.",
  PROJECTFOLDER: 'The project and the folder, as "Project / Folder".',
  PRODUCTION: "The project's production, else its name.",
  SLATE: "The clip's slate (scene, shot, take), else its name.",
  TIMEOFDAY:
    "The date and time: when a share link's visit began (UTC, to the minute); for a member, now.",
  FRAME: 'The number of the frame shown, moving with playback.',
  TIMECODE: 'The timecode of the frame shown (HH:MM:SS:FF), moving with playback.',
  TIME: 'The time from the start of the clip, moving with playback.',
};

/**
 * The enums whose values are a vocabulary of `@rushes/rules`, written from it, so what the schema
 * accepts is what the rules know (decision 0112); a value without a description fails to compile.
 */
export const vocabularyTypeDefs = [
  enumOf(
    'WatermarkPosition',
    "Where a watermark's text sits on the picture.",
    watermarkPositions,
    positionDescriptions,
  ),
  enumOf(
    'WatermarkType',
    `What a watermark shows: a custom text, the visitor's e-mail (or their visit), the clip's, folder's,
project's or production's name, the project and folder, the slate, the date and time of the visit,
or a counter running with the picture: frame, timecode, time.`,
    watermarkTypes,
    typeDescriptions,
  ),
].join('\n');
