import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { everyAsset, type FolderListing, listingOf, withListingParams } from './folder-listing.ts';

/** The filter asks the server once typing rests. */
const FILTER_DEBOUNCE_MS = 300;

/**
 * A folder's listing, kept in its address: the filter text, the take filters, the review status.
 * Its assets open in the viewer with it, and Back to the folder brings it back, so the folder
 * shows again what it showed; a new listing loads through the route's loader. The filter field
 * holds what is being typed; the address takes it once typing rests.
 */
export function useListingAddress() {
  const [search, setSearch] = useSearchParams();
  const listing = useMemo(() => listingOf(search), [search]);
  const update = useCallback(
    (patch: Partial<FolderListing>) =>
      setSearch((current) => withListingParams(current, { ...listingOf(current), ...patch }), {
        replace: true,
      }),
    [setSearch],
  );
  const [text, setText] = useState(listing.filter);
  const [typed] = useDebouncedValue(text.trim(), FILTER_DEBOUNCE_MS);
  // the text the address has, so that each side follows the other without echo
  const inAddress = useRef(listing.filter);
  useEffect(() => {
    if (typed === inAddress.current) return;
    inAddress.current = typed;
    update({ filter: typed });
  }, [typed, update]);
  useEffect(() => {
    if (listing.filter === inAddress.current) return;
    inAddress.current = listing.filter;
    setText(listing.filter);
  }, [listing.filter]);
  const showAll = useCallback(() => {
    setText('');
    update(everyAsset);
  }, [update]);
  return { listing, text, setText, update, showAll };
}
