/** What the browser saves for a zip named `name`. */
export const zipName = (name: string): string => `${name}.zip`;

/**
 * A file or folder name as one segment of a zip entry: no slash or backslash (they would make
 * folders), no control characters, never empty nor `.`/`..` (which unzip tools resolve).
 */
export function entrySegment(name: string): string {
  const cleaned = name
    .replaceAll(/[/\\]/g, '_')
    .replaceAll(/\p{Cc}/gu, '')
    .trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? '_' : cleaned;
}

const numbered = (path: string, n: number): string => {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  return dot > slash + 1 ? `${path.slice(0, dot)} (${n})${path.slice(dot)}` : `${path} (${n})`;
};

/**
 * The paths with every repeat numbered, as a file manager does: a second `Day 1/Take 1.mov`
 * becomes `Day 1/Take 1 (2).mov`. Paths compare without case, as they do on most desktops.
 */
export function uniquePaths(paths: readonly string[]): string[] {
  const taken = new Set<string>();
  return paths.map((path) => {
    let candidate = path;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = numbered(path, n);
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
