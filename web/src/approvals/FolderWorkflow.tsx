import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import type { FolderWorkflowQuery } from '../__generated__/FolderWorkflowQuery.graphql.ts';
import type { FolderWorkflowRemoveMutation } from '../__generated__/FolderWorkflowRemoveMutation.graphql.ts';
import { notify } from '../components/notify.tsx';
import { formatDateTime } from '../format/date.ts';
import { messages } from '../messages/messages.ts';
import { commitResult } from '../relay/commit-result.ts';
import { WorkflowEditor } from './WorkflowEditor.tsx';

const text = messages.approvals;

/**
 * The folder sidebar's Approval workflow: the stages its versions pass (its own workflow or the
 * nearest folder's above), and for those who may edit the folder, setting and removing its own.
 */
export function FolderWorkflow({ folderId }: { folderId: string }) {
  const [fetchKey, setFetchKey] = useState(0);
  const { folder, projectRoles } = useLazyLoadQuery<FolderWorkflowQuery>(
    graphql`
      query FolderWorkflowQuery($folderId: ID!) {
        folder(id: $folderId) {
          id
          canSetApprovalWorkflow
          approvalReviewerChoices {
            id
            name
          }
          approvalWorkflow {
            folder {
              id
              name
            }
            stages {
              id
              name
              rule
              everyVersion
              dueAt
              reviewers {
                id
                name
              }
              reviewerRoles {
                id
                name
              }
            }
          }
        }
        projectRoles {
          id
          name
          isAdmin
        }
      }
    `,
    { folderId },
    { fetchKey, fetchPolicy: fetchKey === 0 ? 'store-or-network' : 'network-only' },
  );
  const [editing, edit] = useDisclosure(false);
  const [remove, removing] = useMutation<FolderWorkflowRemoveMutation>(graphql`
    mutation FolderWorkflowRemoveMutation($input: RemoveApprovalWorkflowInput!) {
      removeApprovalWorkflow(input: $input) {
        folder {
          id
        }
      }
    }
  `);
  if (!folder) return null;
  const workflow = folder.approvalWorkflow;
  const own = workflow?.folder?.id === folder.id;
  const refresh = () => setFetchKey((key) => key + 1);
  const removeOwn = async () => {
    const result = await commitResult(remove, { variables: { input: { folderId } } });
    if (result.ok) notify.success(text.removed);
    refresh();
  };
  return (
    <Stack gap="xs" p="sm" component="section" aria-labelledby="workflow-title">
      <Title order={3} size="h6" id="workflow-title">
        {text.workflow}
      </Title>
      {workflow ? (
        <>
          <Text size="xs" c="dimmed">
            {own ? text.own : text.inherited(workflow.folder?.name ?? '')}
          </Text>
          <List type="ordered" size="sm" spacing={4}>
            {workflow.stages.map((stage) => (
              <List.Item key={stage.id}>
                <Text size="sm" span fw={600}>
                  {stage.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[
                    stage.rule === 'ALL' ? text.all : text.any,
                    [...stage.reviewers, ...stage.reviewerRoles]
                      .map((reviewer) => reviewer.name)
                      .join(', '),
                    typeof stage.dueAt === 'string' ? text.due(formatDateTime(stage.dueAt)) : null,
                    stage.everyVersion ? text.everyVersion : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </List.Item>
            ))}
          </List>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {text.none}
        </Text>
      )}
      {folder.canSetApprovalWorkflow && (
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={edit.open}>
            {own ? text.edit : text.define}
          </Button>
          {own && (
            <Button size="xs" variant="subtle" color="red" onClick={removeOwn} loading={removing}>
              {text.remove}
            </Button>
          )}
        </Group>
      )}
      {editing && (
        <WorkflowEditor
          folderId={folder.id}
          stages={own ? (workflow?.stages ?? null) : null}
          people={folder.approvalReviewerChoices}
          roles={projectRoles.filter((role) => role.id !== 'admin')}
          onClose={edit.close}
          onSaved={() => {
            edit.close();
            refresh();
          }}
        />
      )}
    </Stack>
  );
}
