/**
 * The search port (decision 0122): what the BFF asks of a search engine, whichever runs it —
 * PostgreSQL in both ways to run today, an existing engine (OpenSearch) for a deployment that
 * outgrows it. Every adapter passes `search-engine.contract.ts`. The engine is fed from the log
 * (PostgreSQL's is the `search` projection) and answers within the reach it is given: who may
 * find what is decided before, from the access read models, and applied inside its query.
 */
import type { SearchKind } from '@rushes/migrations';
import type { SearchText } from './search-text.ts';

export type { SearchKind };

/** The groups of the results, in the order the screen lists them. */
export const searchKinds: readonly SearchKind[] = ['user', 'project', 'folder', 'asset', 'share'];

/**
 * What a searcher may find (`searchReachOf` computes it as the policy decides). Ids are uuids.
 * A superuser's `everything` finds all; otherwise only what the lists name.
 */
export interface SearchReach {
  everything: boolean;
  /** Projects found by name. */
  projectIds: readonly string[];
  /** Projects whose every folder and asset is open. */
  openProjectIds: readonly string[];
  /** Projects whose every asset's comments are read. */
  commentProjectIds: readonly string[];
  /** Folders open, with their assets, in the other projects. */
  folderIds: readonly string[];
  /** Folders whose assets' comments are read, in the other projects. */
  commentFolderIds: readonly string[];
  /** Folders seen on the way to open ones: found by name, holding nothing found. */
  passageFolderIds: readonly string[];
  /** Projects whose every share link is seen. */
  shareProjectIds: readonly string[];
  /** The searcher, whose own share links show in the projects they see; null for a machine. */
  creatorId: string | null;
  /** Users found: every one, or these. */
  userIds: 'every' | readonly string[];
}

/** Nothing at all: what a searcher nothing is open to reaches. */
export const reachNothing: SearchReach = {
  everything: false,
  projectIds: [],
  openProjectIds: [],
  commentProjectIds: [],
  folderIds: [],
  commentFolderIds: [],
  passageFolderIds: [],
  shareProjectIds: [],
  creatorId: null,
  userIds: [],
};

/**
 * Where a page ends: the last hit's part of the list, score, group, name and id. The hits a
 * search ranked come first (`ranked`); a capped group's rest follows them by name, then id.
 */
export interface SearchPosition {
  ranked: boolean;
  score: number;
  kind: SearchKind;
  name: string;
  id: string;
}

export interface SearchRequest {
  reach: SearchReach;
  search: SearchText;
  /** Only this group's hits (the counts stay whole). */
  kind: SearchKind | null;
  first: number;
  after: SearchPosition | null;
  /**
   * Only these assets (and nothing of the other groups): which of them the search finds, as a
   * share link asks of the collection it shares; every asset within the reach when absent.
   */
  assetIds?: readonly string[];
}

/** A part of a match's text that matched: `length` UTF-16 units from `start`. */
export interface SearchHighlight {
  start: number;
  length: number;
}

/**
 * What of a hit matched: `field` is `name`, `slate`, `filename`, `metadata:<column>`,
 * `field:<custom field's name>`, `comment`, `email` or `share`.
 */
export interface SearchMatch {
  field: string;
  text: string;
  highlights: SearchHighlight[];
}

export interface SearchHit {
  kind: SearchKind;
  id: string;
  /** Its name, which orders hits of one score and group, and a capped group's rest. */
  name: string;
  score: number;
  /** Among the hits ranked; false for the rest of a capped group, listed after them by name. */
  ranked: boolean;
  matches: SearchMatch[];
}

/** Where a hit sits, to page on after it. */
export const positionOf = ({ ranked, score, kind, name, id }: SearchHit): SearchPosition => ({
  ranked,
  score,
  kind,
  name,
  id,
});

export interface SearchAnswer {
  /**
   * Hits of each group within the reach (never of anything out of it), counted up to the
   * engine's cap if it has one (PostgreSQL's counts assets up to 1,000).
   */
  counts: Record<SearchKind, number>;
  /** The groups holding more hits than their count (past the cap), in the screen's order. */
  capped: SearchKind[];
  /**
   * Best first: exact slates and file names, then by relevance; equals by group, then name. A
   * capped group's best are those of the hits it counted, with every one the whole text names
   * exactly; its other hits follow all those ranked, by name (then id), none left out, so that
   * paging on reaches every hit within the reach.
   */
  hits: SearchHit[];
  hasNextPage: boolean;
}

export interface SearchEngine {
  search(request: SearchRequest): Promise<SearchAnswer>;
}

export const noCounts = (): Record<SearchKind, number> => ({
  user: 0,
  project: 0,
  folder: 0,
  asset: 0,
  share: 0,
});
