import {
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Fragment, useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import type {
  ApprovalDecision,
  ApprovalPanelDecideMutation,
} from '../__generated__/ApprovalPanelDecideMutation.graphql.ts';
import type { ApprovalPanelQuery } from '../__generated__/ApprovalPanelQuery.graphql.ts';
import { notify } from '../components/notify.tsx';
import { formatDateTime } from '../format/date.ts';
import { messages } from '../messages/messages.ts';
import { commitResult } from '../relay/commit-result.ts';
import { useRefreshToReview } from './ToReviewMenu.tsx';

const text = messages.approvals;

/** A stage's colour, as the review statuses it leads to are coloured. */
const stageColor: Record<string, string> = {
  APPROVED: 'green',
  CHANGES_REQUESTED: 'red',
  REJECTED: 'red',
  OPEN: 'blue',
  WAITING: 'gray',
};
const decisions: ApprovalDecision[] = [
  'APPROVE',
  'APPROVE_WITH_CHANGES',
  'REQUEST_CHANGES',
  'REJECT',
];

/**
 * The viewer's Approval panel: where the version stands in its folder's workflow, stage by stage
 * with each reviewer's decision, and for a reviewer of the stage open now, their decision and
 * note. Nothing where no workflow governs the asset.
 */
export function ApprovalPanel({ versionId }: { versionId: string }) {
  const [fetchKey, setFetchKey] = useState(0);
  const { node } = useLazyLoadQuery<ApprovalPanelQuery>(
    graphql`
      query ApprovalPanelQuery($versionId: ID!) {
        node(id: $versionId) {
          ... on Version {
            reviewStatus {
              setAt
            }
            approval {
              canDecide
              yourDecision
              currentStage {
                id
                name
              }
              stages {
                stage {
                  id
                  name
                  rule
                  dueAt
                }
                state
                carried
                decisions {
                  reviewer {
                    name
                  }
                  decision
                  note
                  decidedAt
                }
              }
            }
          }
        }
      }
    `,
    { versionId },
    { fetchKey, fetchPolicy: fetchKey === 0 ? 'store-or-network' : 'network-only' },
  );
  const approval = node?.approval;
  const refresh = () => setFetchKey((key) => key + 1);
  // another reviewer's decision that moves the status (heard live) moves the stages too
  const statusSetAt = String(node?.reviewStatus?.setAt ?? '');
  const [seenSetAt, setSeenSetAt] = useState(statusSetAt);
  useEffect(() => {
    if (statusSetAt === seenSetAt) return;
    setSeenSetAt(statusSetAt);
    setFetchKey((key) => key + 1);
  }, [statusSetAt, seenSetAt]);
  if (!approval) return null;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="approval-title">
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Title order={2} size="h5" id="approval-title">
            {text.panel}
          </Title>
          {approval.stages.map(({ stage, state, carried }, index) => (
            <Fragment key={stage.id}>
              {index > 0 && <IconArrowRight size={14} aria-hidden />}
              <Badge
                color={stageColor[state] ?? 'gray'}
                variant={state === 'OPEN' ? 'filled' : 'light'}
                tt="none"
                title={carried ? text.carried : undefined}
              >
                {stage.name}: {text.states[state as keyof typeof text.states] ?? state}
              </Badge>
            </Fragment>
          ))}
        </Group>
        {approval.stages.flatMap(({ stage, decisions: taken }) =>
          taken.map((decision) => (
            <Text size="sm" key={`${stage.id}-${String(decision.decidedAt)}`}>
              <b>{decision.reviewer?.name ?? '—'}</b>{' '}
              {text.decided[decision.decision as keyof typeof text.decided] ?? decision.decision} (
              {stage.name}){decision.note ? `: ${decision.note}` : ''}
            </Text>
          )),
        )}
        {approval.currentStage === null && (
          <Text size="sm" c="dimmed">
            {text.allDone}
          </Text>
        )}
        {approval.canDecide && approval.currentStage && (
          <DecisionForm
            key={`${approval.currentStage.id}-${approval.yourDecision ?? ''}`}
            versionId={versionId}
            stage={approval.currentStage}
            decided={decisions.find((known) => known === approval.yourDecision) ?? null}
            dueAt={dueOf(
              approval.stages.find((entry) => entry.stage.id === approval.currentStage?.id)?.stage
                .dueAt,
            )}
            onDecided={refresh}
          />
        )}
      </Stack>
    </Paper>
  );
}

const dueOf = (dueAt: unknown) => (typeof dueAt === 'string' ? dueAt : null);

interface DecisionFormProps {
  versionId: string;
  stage: { id: string; name: string };
  /** The reviewer's decision in the stage already, which they may change while it is open. */
  decided: ApprovalDecision | null;
  dueAt: string | null;
  onDecided(): void;
}

/** A reviewer's decision on the stage open now, with a note. */
function DecisionForm({ versionId, stage, decided, dueAt, onDecided }: DecisionFormProps) {
  const [decision, setDecision] = useState<ApprovalDecision>(decided ?? 'APPROVE');
  const [note, setNote] = useState('');
  const refreshToReview = useRefreshToReview();
  const [commit, deciding] = useMutation<ApprovalPanelDecideMutation>(graphql`
    mutation ApprovalPanelDecideMutation($input: DecideApprovalInput!) {
      decideApproval(input: $input) {
        version {
          id
          ...ReviewStatusControl_version
        }
      }
    }
  `);
  const record = async () => {
    const input = { versionId, stageId: stage.id, decision, note };
    const result = await commitResult(commit, { variables: { input } });
    if (result.ok) {
      notify.success(text.recorded);
      setNote('');
      refreshToReview();
    } else {
      const reason =
        typeof result.data === 'object' && result.data ? Reflect.get(result.data, 'reason') : null;
      notify.failure(reason === 'not_newest' ? text.notNewest : text.notOpen);
    }
    onDecided();
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} id="decision-label">
        {decided ? text.changeDecision(stage.name) : text.yourDecision(stage.name)}
        {dueAt && ` (${text.due(formatDateTime(dueAt))})`}
      </Text>
      <SegmentedControl
        aria-labelledby="decision-label"
        value={decision}
        onChange={(value) => setDecision(decisions.find((known) => known === value) ?? 'APPROVE')}
        data={decisions.map((value) => ({ value, label: text.decisions[value] }))}
      />
      <Textarea
        label={text.note}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        maxLength={4000}
        autosize
        minRows={1}
      />
      <Group justify="flex-end">
        <Button onClick={record} loading={deciding}>
          {text.record}
        </Button>
      </Group>
    </Stack>
  );
}
