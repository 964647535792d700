import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { FolderComments_folder$key } from '../../../__generated__/FolderComments_folder.graphql.ts';
import type { FolderCommentsPaginationQuery } from '../../../__generated__/FolderCommentsPaginationQuery.graphql.ts';
import type { FolderCommentsQuery } from '../../../__generated__/FolderCommentsQuery.graphql.ts';
import { CommentItemView } from '../../../comments/CommentItemView.tsx';
import { CommentsBoundary } from '../../../comments/CommentsBoundary.tsx';
import { viewAtComment } from '../../../comments/comment-link.ts';
import { DownloadNotesMenu } from '../../../comments/DownloadNotesMenu.tsx';
import { useNow } from '../../../comments/useNow.ts';
import { messages } from '../../../messages/messages.ts';
import { positionLabeller } from './comment-labels.ts';

/** Assets a page; each with its newest version's first 10 comments (spec: GetFolderComments). */
const ASSETS_PER_PAGE = 10;

/** The folder sidebar's Comments tab: each asset's name above its comments; a click opens it. */
export function FolderComments({ folderId }: { folderId: string }) {
  return (
    <CommentsBoundary>
      <Suspense fallback={<Loader size="sm" mx="auto" my="md" />}>
        <FolderCommentsList folderId={folderId} />
      </Suspense>
    </CommentsBoundary>
  );
}

function FolderCommentsList({ folderId }: { folderId: string }) {
  const { folder } = useLazyLoadQuery<FolderCommentsQuery>(
    graphql`
      query FolderCommentsQuery($folderId: ID!) {
        folder(id: $folderId) {
          ...FolderComments_folder
        }
      }
    `,
    { folderId },
    { fetchPolicy: 'store-and-network' },
  );
  return folder ? <CommentedAssets folder={folder} folderId={folderId} /> : null;
}

function CommentedAssets(props: { folder: FolderComments_folder$key; folderId: string }) {
  const { folder, folderId } = props;
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    FolderCommentsPaginationQuery,
    FolderComments_folder$key
  >(
    graphql`
      fragment FolderComments_folder on Folder
      @refetchable(queryName: "FolderCommentsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        commentedAssets(first: $count, after: $cursor)
          @connection(key: "FolderComments_commentedAssets") {
          edges {
            node {
              id
              name
              type
              project {
                id
              }
              folder {
                id
              }
              newestVersion {
                framesPerSecond
                timecodeOffset
                comments(first: 10) {
                  edges {
                    node {
                      id
                      text
                      start
                      end
                      isDeleted
                      createdAt
                      updatedAt
                      authorName
                    }
                  }
                }
              }
            }
          }
        }
      }
    `,
    folder,
  );
  const navigate = useNavigate();
  const now = useNow(30_000);
  return (
    <Stack p="md" gap="md" data-testid="folder-comments">
      {data.commentedAssets.edges.length > 0 && (
        <Group justify="flex-end">
          <DownloadNotesMenu target={{ folderId }} />
        </Group>
      )}
      {data.commentedAssets.edges.map(({ node: asset }) => {
        const label = positionLabeller(asset.type, asset.newestVersion);
        const ids = { projectId: asset.project.id, folderId: asset.folder.id, assetId: asset.id };
        return (
          <Stack key={asset.id} gap={6} component="section" aria-label={asset.name}>
            <Text size="sm" fw={600} truncate>
              {asset.name}
            </Text>
            {asset.newestVersion.comments.edges.map(({ node: comment }) => (
              <CommentItemView
                key={comment.id}
                comment={{
                  ...comment,
                  positionLabel: label(comment.start ?? null, comment.end ?? null),
                  allowedTo: { edit: false, delete: false },
                }}
                now={now}
                onSelect={() =>
                  navigate(viewAtComment(ids, { id: comment.id, start: comment.start ?? null }))
                }
              />
            ))}
          </Stack>
        );
      })}
      {hasNext && (
        <Button
          variant="subtle"
          size="xs"
          loading={isLoadingNext}
          onClick={() => loadNext(ASSETS_PER_PAGE)}
        >
          {messages.inspector.loadMore}
        </Button>
      )}
    </Stack>
  );
}
