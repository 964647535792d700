import { ActionIcon, Box, Button, Group, Paper, ScrollArea, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconX } from '@tabler/icons-react';
import { messages } from '../../messages/messages.ts';
import { groupOperations, type Operation, type OperationGroups } from '../operation.ts';
import { UploadRow } from './UploadRow.tsx';
import { type Density, densityOf, ROW_HEIGHT, VISIBLE_ROWS } from './upload-panel.ts';
import { usePanelReserve } from './usePanelReserve.ts';

export interface UploadPanelProps {
  operations: readonly Operation[];
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onClear: () => void;
  onClose: () => void;
}

const order: (keyof OperationGroups)[] = ['uploads', 'jobs', 'history'];

/** The upload list: Uploads, Jobs and History, at most 5 rows in view; History has Clear. */
export function UploadPanel({ operations, onCancel, onRetry, onClear, onClose }: UploadPanelProps) {
  const { ref, width, height } = useElementSize();
  usePanelReserve(height);
  const density = densityOf(width || Number.POSITIVE_INFINITY);
  const groups = groupOperations(operations);
  const text = messages.uploads;
  return (
    <Paper
      ref={ref}
      shadow="md"
      withBorder
      w="100%"
      data-density={density}
      aria-label={text.panel}
      role="region"
    >
      <Group justify="space-between" px="xs" h={ROW_HEIGHT} wrap="nowrap">
        <Text size="sm" fw={600}>
          {text.panel}
        </Text>
        <ActionIcon
          size="sm"
          variant="subtle"
          color="gray"
          aria-label={text.close}
          onClick={onClose}
        >
          <IconX size={14} />
        </ActionIcon>
      </Group>
      {operations.length === 0 ? (
        <Text size="xs" c="dimmed" px="xs" pb="xs">
          {text.empty}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={ROW_HEIGHT * VISIBLE_ROWS} type="auto" offsetScrollbars="y">
          {order.map(
            (group) =>
              groups[group].length > 0 && (
                <Box key={group} component="section" aria-label={text.groups[group]}>
                  <GroupHeader
                    title={text.groups[group]}
                    onClear={group === 'history' ? onClear : undefined}
                    density={density}
                  />
                  {groups[group].map((op) => (
                    <UploadRow
                      key={op.id}
                      op={op}
                      density={density}
                      onCancel={onCancel}
                      onRetry={onRetry}
                    />
                  ))}
                </Box>
              ),
          )}
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}

interface GroupHeaderProps {
  title: string;
  onClear?: () => void;
  density: Density;
}

function GroupHeader({ title, onClear, density }: GroupHeaderProps) {
  return (
    <Group
      justify="space-between"
      px="xs"
      h={24}
      bg="var(--mantine-color-default-hover)"
      wrap="nowrap"
    >
      <Text size="xs" fw={600} tt="uppercase" c="dimmed">
        {title}
      </Text>
      {onClear && (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={onClear}
          px={density === 'small' ? 2 : 6}
        >
          {messages.uploads.clear}
        </Button>
      )}
    </Group>
  );
}
