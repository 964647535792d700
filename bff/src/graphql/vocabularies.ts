import { watermarkPositions, watermarkTypes } from '@rushes/rules';

/** An enum's SDL: its description, its name, its values one a line. */
const enumOf = (name: string, description: string, values: readonly string[]) =>
  `"""\n${description}\n"""\nenum ${name} {\n${values.map((value) => `  ${value}\n`).join('')}}\n`;

/**
 * The enums whose values are a vocabulary of `@rushes/rules`, written from it, so what the schema
 * accepts is what the rules know (decision 0112).
 */
export const vocabularyTypeDefs = [
  enumOf('WatermarkPosition', "Where a watermark's text sits on the picture.", watermarkPositions),
  enumOf(
    'WatermarkType',
    `What a watermark shows: a custom text, the visitor's e-mail (or their visit), the clip's, folder's,
project's or production's name, the project and folder, the slate, the date and time of the visit,
or a counter running with the picture: frame, timecode, time.`,
    watermarkTypes,
  ),
].join('\n');
