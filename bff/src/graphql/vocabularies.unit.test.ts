import {
  linkOptionsChanged,
  projectWatermarksChanged,
  publishedWatermarkPositions,
  publishedWatermarkTypes,
  renditionRequested,
  watermarkCounters,
} from '@rushes/events';
import { counterTypes, watermarkPositions, watermarkTypes } from '@rushes/rules';
import { GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildMergedSchema } from './schema.ts';

/**
 * Values the published events hold that the living vocabulary no longer offers: old events still
 * carry them, so whatever reads them must know them. None so far; one retired goes here by name.
 */
const retired = { positions: [] as string[], types: [] as string[] };

const enumValues = (name: string) => {
  const type = buildMergedSchema().getType(name);
  if (!(type instanceof GraphQLEnumType)) throw new Error(`${name} is no enum`);
  return type.getValues().map((value) => value.name);
};

/** Whether the newest version of the event takes `data`. */
const accepts = (
  event: { latest: number; validate(v: number, d: unknown): void },
  data: unknown,
) => {
  try {
    event.validate(event.latest, data);
    return true;
  } catch {
    return false;
  }
};

const projectWatermarks = (position: string, type: string) => ({
  id: 'p1',
  enabled: true,
  items: [{ position, type, text: type === 'CUSTOM' ? 'Property of Rushes' : '' }],
  fontSize: 32,
  opacity: 100,
  opacityBackground: 50,
  horizontalOffset: 0,
  verticalOffset: 0,
});

const linkWatermark = (position: string, type: string) => ({
  id: 'l1',
  watermark: { type, text: 'Property of Rushes', position, opacity: 100 },
});

const rendition = (position: string, mark: Record<string, string>) => ({
  id: 'r1',
  attempt: 1,
  linkId: 'l1',
  projectId: 'p1',
  assetId: 'a1',
  versionId: 'v1',
  sourceKey: 'source/v1.mov',
  filename: 'A001_C001.mov',
  mimetype: 'video/quicktime',
  outputPrefix: 'renditions/r1/',
  marks: [{ position, mark }],
  fontSize: 32,
  opacity: 100,
  opacityBackground: 50,
  horizontalOffset: 0,
  verticalOffset: 0,
  live: false,
});

describe('the watermark vocabulary', () => {
  it('is what the GraphQL schema accepts, taken from @rushes/rules', () => {
    expect(enumValues('WatermarkPosition')).toEqual([...watermarkPositions]);
    expect(enumValues('WatermarkType')).toEqual([...watermarkTypes]);
  });

  it.each(watermarkPositions)('can be written at %s by every event that carries it', (position) => {
    const refused = [
      ...watermarkTypes.filter(
        (type) => !accepts(projectWatermarksChanged, projectWatermarks(position, type)),
      ),
      ...watermarkTypes.filter(
        (type) => !accepts(linkOptionsChanged, linkWatermark(position, type)),
      ),
      ...(accepts(renditionRequested, rendition(position, { kind: 'TEXT', text: 'Rushes' }))
        ? []
        : ['rendition']),
    ];
    expect(refused).toEqual([]);
  });

  it('draws every counter the rules know into a rendition', () => {
    expect(
      counterTypes.filter((kind) => !accepts(renditionRequested, rendition('CENTER', { kind }))),
    ).toEqual([]);
    expect(watermarkCounters).toEqual(expect.arrayContaining([...counterTypes]));
  });

  it('names every value the published events hold and the rules no longer offer', () => {
    const living = {
      positions: watermarkPositions as readonly string[],
      types: watermarkTypes as readonly string[],
    };
    expect({
      positions: publishedWatermarkPositions.filter((value) => !living.positions.includes(value)),
      types: publishedWatermarkTypes.filter((value) => !living.types.includes(value)),
    }).toEqual(retired);
  });
});
