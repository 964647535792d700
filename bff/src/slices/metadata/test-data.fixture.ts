import { readFileSync } from 'node:fs';

const data = new URL('../../../../testing/data/', import.meta.url);

/** The bytes of a file under `testing/data/`, e.g. `ale/otio-ale-adapter-sample.ale`. */
export const testData = (path: string): Uint8Array =>
  new Uint8Array(readFileSync(new URL(path, data)));

export const testText = (path: string): string => new TextDecoder().decode(testData(path));
