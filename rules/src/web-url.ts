/**
 * A web address Rushes accepts as a value (a custom URL field): absolute, http or https, with a
 * host, as the WHATWG URL parser every browser and Node share reads it.
 */
export function isWebUrl(text: string): boolean {
  if (/\s/.test(text) || !URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}
