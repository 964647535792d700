/** CIE 1931 x and y. */
export type Chromaticity = readonly [x: number, y: number];

/**
 * HDR10 static metadata of a PQ source, kept on its HDR levels so a display tone-maps them as
 * the source was graded: SMPTE ST 2086 mastering display and CTA-861.3 light levels.
 */
export interface Hdr10Metadata {
  mastering: {
    red: Chromaticity;
    green: Chromaticity;
    blue: Chromaticity;
    whitePoint: Chromaticity;
    /** cd/m². */
    minLuminance: number;
    maxLuminance: number;
  } | null;
  /** Maximum content and maximum frame-average light level, cd/m². */
  lightLevel: { maxCll: number; maxFall: number } | null;
}

type Json = Record<string, unknown>;

/** ffprobe's `34000/50000` (or a plain number) as a number; null for anything else. */
function ratio(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const [num, den = 1] = value.split('/').map(Number);
  const result = (num ?? Number.NaN) / den;
  return Number.isFinite(result) ? result : null;
}

function masteringOf(data: Json): Hdr10Metadata['mastering'] {
  const values = [
    ...['red_x', 'red_y', 'green_x', 'green_y', 'blue_x', 'blue_y'],
    ...['white_point_x', 'white_point_y', 'min_luminance', 'max_luminance'],
  ].map((key) => ratio(data[key]));
  if (values.some((value) => value === null)) return null;
  const [rx, ry, gx, gy, bx, by, wx, wy, min, max] = values as number[];
  return {
    red: [rx, ry] as Chromaticity,
    green: [gx, gy] as Chromaticity,
    blue: [bx, by] as Chromaticity,
    whitePoint: [wx, wy] as Chromaticity,
    minLuminance: min as number,
    maxLuminance: max as number,
  };
}

/**
 * The HDR10 metadata in ffprobe's side data of a stream or its first frame (a container box, or
 * an SEI message of the picture); null when there is none.
 */
export function hdr10Of(sideData: readonly Json[]): Hdr10Metadata | null {
  const ofType = (type: string) => sideData.find((data) => data.side_data_type === type);
  const display = ofType('Mastering display metadata');
  const light = ofType('Content light level metadata');
  const mastering = display ? masteringOf(display) : null;
  const maxCll = ratio(light?.max_content);
  const maxFall = ratio(light?.max_average);
  const lightLevel = maxCll !== null && maxFall !== null ? { maxCll, maxFall } : null;
  return mastering || lightLevel ? { mastering, lightLevel } : null;
}

const scaled = (value: number, unit: number) => Math.round(value * unit);
const xy = ([x, y]: Chromaticity, unit: number) => `${scaled(x, unit)},${scaled(y, unit)}`;

/** x265's parameters: chromaticities in 0.00002, luminance in 0.0001 cd/m² units. */
export function x265Hdr10(metadata: Hdr10Metadata): string[] {
  const { mastering: m, lightLevel } = metadata;
  const display = m
    ? [
        `master-display=G(${xy(m.green, 50_000)})B(${xy(m.blue, 50_000)})R(${xy(m.red, 50_000)})` +
          `WP(${xy(m.whitePoint, 50_000)})L(${scaled(m.maxLuminance, 10_000)},${scaled(m.minLuminance, 10_000)})`,
      ]
    : [];
  const light = lightLevel ? [`max-cll=${lightLevel.maxCll},${lightLevel.maxFall}`] : [];
  return ['hdr10=1', ...display, ...light];
}

const decimal = (value: number) => `${Number(value.toFixed(4))}`;
const xyDecimal = ([x, y]: Chromaticity) => `${decimal(x)},${decimal(y)}`;

/** SVT-AV1's parameters: chromaticities and luminance as decimals. */
export function svtAv1Hdr10(metadata: Hdr10Metadata): string[] {
  const { mastering: m, lightLevel } = metadata;
  const display = m
    ? [
        `mastering-display=G(${xyDecimal(m.green)})B(${xyDecimal(m.blue)})R(${xyDecimal(m.red)})` +
          `WP(${xyDecimal(m.whitePoint)})L(${decimal(m.maxLuminance)},${decimal(m.minLuminance)})`,
      ]
    : [];
  const light = lightLevel ? [`content-light=${lightLevel.maxCll},${lightLevel.maxFall}`] : [];
  return ['enable-hdr=1', ...display, ...light];
}
