import type { DocumentNode } from 'graphql';

/** A version handed to a person to look at: its pictures and sound, or its file (`original`). */
export interface HandedVersion {
  projectId: string;
  assetId: string;
  original: boolean;
}

/**
 * What one GraphQL request handed out, for the chain of custody (decision 0119): resolvers note
 * it as they answer, and the custody slice records it once the answer carries something.
 */
export interface Reached {
  /** The root fields of the request's operations, as it named them. */
  fields: string[];
  /** Versions a person (a user, or a share link's visitor) was handed, by id. */
  versions: Map<string, HandedVersion>;
  /** Projects whose data a machine read. */
  projects: Set<string>;
}

export const nothingReached = (): Reached => ({
  fields: [],
  versions: new Map(),
  projects: new Set(),
});

/** Notes a version handed out; `original` once any field of the request handed its file. */
export function noteVersion(reached: Reached, versionId: string, handed: HandedVersion): void {
  const before = reached.versions.get(versionId);
  reached.versions.set(versionId, { ...handed, original: handed.original || !!before?.original });
}

/** The root fields of every operation of a request's document, without `__typename`. */
export const rootFieldsOf = (document: DocumentNode): string[] => [
  ...new Set(
    document.definitions.flatMap((definition) =>
      definition.kind === 'OperationDefinition'
        ? definition.selectionSet.selections.flatMap((selection) =>
            selection.kind === 'Field' && selection.name.value !== '__typename'
              ? [selection.name.value]
              : [],
          )
        : [],
    ),
  ),
];

/** Whether an answer handed anything out: some root field is set. */
export const handedOut = (data: Record<string, unknown> | null | undefined): boolean =>
  data != null && Object.values(data).some((value) => value != null);
