import { describe, expect, it } from 'vitest';
import type { FolderPaths } from '../folder-paths.ts';
import {
  everyAsset,
  type FolderListing,
  folderAddress,
  isListingFiltered,
  listingOf,
  listingQuery,
  listingVariables,
  withListing,
  withListingParams,
} from './folder-listing.ts';

const circledWithComments: FolderListing = {
  ...everyAsset,
  filter: 'A007',
  takes: { circled: true, withComments: true },
  status: 'APPROVED',
};

const camera = 'Q3VzdG9tRmllbGQ6Yw==';
const rated: FolderListing = {
  ...everyAsset,
  fieldOrder: { fieldId: camera, direction: 'DESC' },
  fieldFilters: [
    { fieldId: camera, comparison: 'EQUALS', value: 'B' },
    { fieldId: 'UmF0aW5n', comparison: 'GREATER_THAN', value: '3' },
  ],
};

const search = (listing: FolderListing) => new URLSearchParams(listingQuery(listing));

describe("a folder's listing in the viewer's address", () => {
  it('names nothing for every asset, and reads back as every asset', () => {
    expect(listingQuery(everyAsset)).toEqual([]);
    expect(listingOf(new URLSearchParams())).toEqual(everyAsset);
    expect(isListingFiltered(everyAsset)).toBe(false);
  });

  it('reads back the filter, the takes and the status it names', () => {
    expect(listingOf(search(circledWithComments))).toEqual(circledWithComments);
    const uncircled: FolderListing = {
      ...everyAsset,
      takes: { circled: false, withComments: false },
    };
    expect(listingOf(search(uncircled))).toEqual(uncircled);
    expect(isListingFiltered(uncircled)).toBe(true);
  });

  it('reads back its order by a custom field and its field filters', () => {
    expect(listingOf(search(rated))).toEqual(rated);
    expect(isListingFiltered(rated)).toBe(true);
    expect(isListingFiltered({ ...everyAsset, fieldOrder: rated.fieldOrder })).toBe(false);
  });

  it('ignores what it does not know', () => {
    expect(listingOf(new URLSearchParams('takes=some&status=LOST&withComments=1'))).toEqual(
      everyAsset,
    );
  });

  it("is asked of the folder's assets as the folder list asks it", () => {
    expect(listingVariables(circledWithComments)).toEqual({
      filter: 'A007',
      takes: { circled: true, withComments: true },
      reviewStatus: 'APPROVED',
      orderByField: null,
      fieldFilters: null,
    });
    expect(listingVariables(everyAsset)).toEqual({
      filter: null,
      takes: null,
      reviewStatus: null,
      orderByField: null,
      fieldFilters: null,
    });
    expect(listingVariables(rated)).toMatchObject({
      orderByField: rated.fieldOrder,
      fieldFilters: rated.fieldFilters,
    });
  });

  it("replaces the address's listing, keeping its other parameters", () => {
    const before = new URLSearchParams('version=2&takes=selected&filter=A007');
    expect(withListingParams(before, everyAsset).toString()).toBe('version=2');
  });

  it("leads back to the folder with the viewer's listing, and nothing else of its address", () => {
    const viewer = search(circledWithComments);
    viewer.set('version', '2');
    const back = folderAddress('/projects/p/f', viewer);
    expect(back.startsWith('/projects/p/f?')).toBe(true);
    expect(listingOf(new URL(back, 'http://rushes.test').searchParams)).toEqual(
      circledWithComments,
    );
    expect(back).not.toContain('version');
    expect(folderAddress('/projects/p/f', new URLSearchParams('version=2'))).toBe('/projects/p/f');
  });

  it('opens assets with the listing, and leaves folders as they are', () => {
    const paths: FolderPaths = { folder: (id) => `/f/${id}`, asset: (id) => `/a/${id}` };
    expect(withListing(paths, everyAsset)).toBe(paths);
    const listed = withListing(paths, {
      ...everyAsset,
      takes: { circled: null, withComments: true },
    });
    expect(listed.asset('x')).toBe('/a/x?withComments=true');
    expect(listed.folder('y')).toBe('/f/y');
  });
});
