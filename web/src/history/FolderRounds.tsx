import {
  Anchor,
  Button,
  Chip,
  Group,
  Loader,
  NavLink,
  ScrollArea,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconFlag, IconTrash } from '@tabler/icons-react';
import { type FormEvent, Suspense, startTransition, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import type { FolderChangesQuery } from '../__generated__/FolderChangesQuery.graphql.ts';
import type {
  FolderRounds_rounds$data,
  FolderRounds_rounds$key,
} from '../__generated__/FolderRounds_rounds.graphql.ts';
import type { FolderRoundsMarkMutation } from '../__generated__/FolderRoundsMarkMutation.graphql.ts';
import type { FolderRoundsQuery } from '../__generated__/FolderRoundsQuery.graphql.ts';
import type { FolderRoundsRemoveMutation } from '../__generated__/FolderRoundsRemoveMutation.graphql.ts';
import { LoadBoundary } from '../components/LoadBoundary/LoadBoundary.tsx';
import { notify } from '../components/notify.tsx';
import { formatDateTime } from '../format/date.ts';
import { messages } from '../messages/messages.ts';
import { commitResult } from '../relay/commit-result.ts';
import { pathTo } from '../routes/route-table.ts';
import { atParamOf, withAt } from './at-param.ts';
import { folderChangeText } from './moment-text.ts';
import { allGroups, type ChangeGroup, groupCount, kindsOf } from './round-kinds.ts';

const text = messages.rounds;
const NOW = 'now';

/**
 * The folder sidebar's History tab: its review rounds (and those of the folders above it), a
 * button to mark one for those who edit, and what changed in its assets between a round and
 * now, or between two rounds, with filters.
 */
export function FolderRounds({ folderId }: { folderId: string }) {
  return (
    <LoadBoundary message={text.loadFailed}>
      <Suspense fallback={<Loader m="md" size="sm" />}>
        <Rounds folderId={folderId} />
      </Suspense>
    </LoadBoundary>
  );
}

/** A folder's rounds, as the tab lists them: read once, and again by each mutation's answer. */
const roundsFragment = graphql`
  fragment FolderRounds_rounds on Folder {
    reviewRounds {
      id
      name
      at
      markedByName
      folder {
        id
      }
    }
  }
`;

function Rounds({ folderId }: { folderId: string }) {
  const { folder } = useLazyLoadQuery<FolderRoundsQuery>(
    graphql`
      query FolderRoundsQuery($folderId: ID!) {
        folder(id: $folderId) {
          id
          allowedTo {
            edit
          }
          ...FolderRounds_rounds
        }
      }
    `,
    { folderId },
    { fetchPolicy: 'store-and-network' },
  );
  const rounds =
    useFragment<FolderRounds_rounds$key>(roundsFragment, folder ?? null)?.reviewRounds ?? [];
  // at a past moment everything is read-only: no round is marked or removed there
  const inPast = atParamOf(useSearchParams()[0]) !== null;
  const canEdit = (folder?.allowedTo.edit ?? false) && !inPast;
  const [since, setSince] = useState<string | null>(null);
  const [until, setUntil] = useState<string>(NOW);
  const [groups, setGroups] = useState<ChangeGroup[]>(allGroups);
  if (!folder) return null;
  const label = (round: Round) => text.roundLabel(round.name, formatDateTime(String(round.at)));
  const options = rounds.map((round) => ({ value: String(round.at), label: label(round) }));
  const from = since ?? options[0]?.value ?? null;
  const untilOptions = [
    { value: NOW, label: text.now },
    ...options.filter((option) => from && Date.parse(option.value) > Date.parse(from)),
  ];
  return (
    <Stack gap="sm" p="sm">
      {canEdit && <MarkRound folderId={folder.id} />}
      {from === null ? (
        <Text size="sm" c="dimmed">
          {text.noRounds}
        </Text>
      ) : (
        <>
          <Stack gap="xs">
            <Select
              label={text.since}
              data={options}
              value={from}
              allowDeselect={false}
              onChange={(value) =>
                startTransition(() => {
                  setSince(value);
                  setUntil(NOW);
                })
              }
            />
            <Select
              label={text.until}
              data={untilOptions}
              value={until}
              allowDeselect={false}
              onChange={(value) => startTransition(() => setUntil(value ?? NOW))}
            />
          </Stack>
          <Suspense fallback={<Loader m="md" size="sm" />}>
            <Changes
              folderId={folder.id}
              from={from}
              to={until === NOW ? null : until}
              groups={groups}
              onGroups={(chosen) => startTransition(() => setGroups(chosen))}
            />
          </Suspense>
          <RoundList rounds={rounds} folderId={folder.id} canEdit={canEdit} />
        </>
      )}
    </Stack>
  );
}

function MarkRound({ folderId }: { folderId: string }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [commit, busy] = useMutation<FolderRoundsMarkMutation>(graphql`
    mutation FolderRoundsMarkMutation($input: MarkReviewRoundInput!) {
      markReviewRound(input: $input) {
        round {
          id
          name
        }
        folder {
          id
          ...FolderRounds_rounds
        }
      }
    }
  `);
  if (!open) {
    return (
      <Button variant="light" leftSection={<IconFlag size={16} />} onClick={() => setOpen(true)}>
        {text.markRound}
      </Button>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setProblem(text.nameRequired);
    const result = await commitResult(commit, { variables: { input: { folderId, name } } });
    if (result.ok) {
      notify.success(text.marked(name.trim()));
      setOpen(false);
      setName('');
      setProblem(null);
    } else if (result.code === 'NAME_CONFLICT') setProblem(text.nameTaken);
    else notify.failure(text.markFailed);
  };
  return (
    <form onSubmit={submit} aria-label={text.markTitle}>
      <Stack gap="xs">
        <TextInput
          label={text.name}
          description={text.markHint}
          value={name}
          error={problem}
          data-autofocus
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => setOpen(false)}>
            {text.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {text.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface ChangesProps {
  folderId: string;
  from: string;
  to: string | null;
  groups: ChangeGroup[];
  onGroups(groups: ChangeGroup[]): void;
}

function Changes({ folderId, from, to, groups, onGroups }: ChangesProps) {
  const { folder } = useLazyLoadQuery<FolderChangesQuery>(
    graphql`
      query FolderChangesQuery(
        $folderId: ID!
        $from: DateTime!
        $to: DateTime
        $kinds: [FolderChangeKind!]
      ) {
        folder(id: $folderId) {
          changes(from: $from, to: $to, kinds: $kinds, first: 200) {
            totalCount
            counts {
              kind
              count
            }
            changes {
              key
              at
              actorName
              kind
              assetName
              versionNumber
              detail
              asset {
                id
                folder {
                  id
                }
                project {
                  id
                }
              }
            }
          }
        }
      }
    `,
    { folderId, from, to, kinds: kindsOf(groups) },
    { fetchPolicy: 'store-and-network' },
  );
  const changes = folder?.changes;
  if (!changes) {
    return (
      <Text size="sm" c="dimmed">
        {text.notThen}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Chip.Group multiple value={groups} onChange={(value) => onGroups(value as ChangeGroup[])}>
        <Group gap={6} role="group" aria-label={text.filters}>
          {allGroups.map((group) => (
            <Chip key={group} value={group} size="xs">
              {`${text.groups[group]} (${groupCount(group, changes.counts)})`}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Text size="sm" fw={600}>
        {text.count(changes.totalCount)}
      </Text>
      {changes.changes.length === 0 && (
        <Text size="sm" c="dimmed">
          {text.none}
        </Text>
      )}
      <ScrollArea.Autosize mah="calc(100vh - 420px)">
        <Stack gap={0} component="ul" aria-label={text.list} p={0} m={0}>
          {changes.changes.map((change) => {
            const words = folderChangeText({ ...change, change: change.kind });
            const when = formatDateTime(String(change.at), { seconds: true });
            const { asset } = change;
            // the asset as it was just after the change, in the viewer's past
            const to =
              asset &&
              `${pathTo('view', {
                projectId: asset.project.id,
                folderId: asset.folder.id,
                assetId: asset.id,
              })}?${withAt(new URLSearchParams(), String(change.at))}`;
            return (
              <li key={change.key} style={{ listStyle: 'none' }}>
                {to ? (
                  <NavLink component={Link} to={to} label={words} description={when} />
                ) : (
                  <Stack gap={0} px="sm" py={6}>
                    <Text size="sm">{words}</Text>
                    <Text size="xs" c="dimmed">
                      {when}
                    </Text>
                  </Stack>
                )}
              </li>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}

type Round = FolderRounds_rounds$data['reviewRounds'][number];

/**
 * The rounds, each with who marked it; those who edit remove this folder's own (a round of a
 * folder above is removed there).
 */
function RoundList({
  rounds,
  folderId,
  canEdit,
}: {
  rounds: readonly Round[];
  folderId: string;
  canEdit: boolean;
}) {
  const [commit] = useMutation<FolderRoundsRemoveMutation>(graphql`
    mutation FolderRoundsRemoveMutation($input: RemoveReviewRoundInput!) {
      removeReviewRound(input: $input) {
        folder {
          id
          ...FolderRounds_rounds
        }
      }
    }
  `);
  const [params, setParams] = useSearchParams();
  const remove = async (round: Round) => {
    const result = await commitResult(commit, { variables: { input: { id: round.id } } });
    if (result.ok) notify.success(text.removed(round.name));
    else notify.failure(text.removeFailed);
  };
  return (
    <Stack gap={2} component="ul" p={0} m={0}>
      {rounds.map((round) => (
        <Group key={round.id} component="li" justify="space-between" wrap="nowrap">
          <Anchor
            component="button"
            size="xs"
            title={text.showThen(round.name)}
            onClick={() => setParams(withAt(params, new Date(String(round.at)).toISOString()))}
          >
            {`${round.name} · ${round.markedByName}`}
          </Anchor>
          {canEdit && round.folder?.id === folderId && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              aria-label={text.remove(round.name)}
              onClick={() => remove(round)}
            >
              <IconTrash size={14} />
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}
