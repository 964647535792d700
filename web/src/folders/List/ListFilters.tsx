import { Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { messages } from '../../messages/messages.ts';
import { FieldFilters } from '../Fields/FieldFilters.tsx';
import { ReviewStatusFilter } from '../ReviewStatus/ReviewStatusFilter.tsx';
import type { FolderListing } from '../Takes/folder-listing.ts';
import { TakesFilters } from '../Takes/TakesFilters.tsx';
import type { CustomColumn } from './folder-columns.ts';

/**
 * The list's filters: the name filter, the takes filters, the review status filter and the
 * custom fields' filters, then `children` (the sort and view controls, when there are rows to
 * show).
 */
export function ListFilters(props: {
  text: string;
  onText(text: string): void;
  listing: FolderListing;
  onListing(change: Partial<Pick<FolderListing, 'takes' | 'status' | 'fieldFilters'>>): void;
  /** Whether a take of the folder is circled: Selected and Non-Selected Takes mean nothing else. */
  hasCircledTakes: boolean;
  /** The custom fields of the folder's workspace. */
  fields?: readonly CustomColumn[];
  children?: ReactNode;
}) {
  const { text, onText, listing, onListing, hasCircledTakes, fields = [], children } = props;
  const label = messages.folders.filterLabel;
  const { takes, status } = listing;
  return (
    <Group gap="xs" align="center">
      <TextInput
        aria-label={label}
        placeholder={label}
        leftSection={<IconSearch size={14} />}
        size="xs"
        w={220}
        value={text}
        onChange={(event) => onText(event.currentTarget.value)}
      />
      <TakesFilters
        takes={takes}
        onChange={(chosen) => onListing({ takes: chosen })}
        circledTakes={hasCircledTakes || takes.circled !== null}
      />
      <ReviewStatusFilter status={status} onChange={(chosen) => onListing({ status: chosen })} />
      <FieldFilters
        fields={fields}
        filters={listing.fieldFilters}
        onChange={(fieldFilters) => onListing({ fieldFilters })}
      />
      {children}
    </Group>
  );
}
