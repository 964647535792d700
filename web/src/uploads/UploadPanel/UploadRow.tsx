import { ActionIcon, Box, Group, Progress, RingProgress, Text } from '@mantine/core';
import { IconPlayerStopFilled, IconRefresh, IconX } from '@tabler/icons-react';
import { Tooltip } from '../../components/Tooltip/Tooltip.tsx';
import { messages } from '../../messages/messages.ts';
import { isProcessing, type Operation } from '../operation.ts';
import { canCancel, canRetry } from '../operations.ts';
import { type Density, progressOf, ROW_HEIGHT, statusText } from './upload-panel.ts';

interface UploadRowProps {
  op: Operation;
  density: Density;
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
}

/** Shades that keep 4.5:1 on the panel's white. */
const statusColor = (op: Operation) =>
  op.state === 'Failed' ? 'red.9' : op.state === 'Completed' ? 'teal.9' : 'dimmed';

/** One operation: name, status or progress, and Cancel or Retry. */
export function UploadRow({ op, density, onCancel, onRetry }: UploadRowProps) {
  const text = messages.uploads;
  return (
    <Box h={ROW_HEIGHT} pos="relative" px="xs" data-testid="upload-row">
      <Group h="100%" gap={6} wrap="nowrap">
        {isProcessing(op) && density !== 'small' && (
          <RingProgress
            size={22}
            thickness={3}
            sections={[{ value: progressOf(op), color: 'blue' }]}
          />
        )}
        <Text size="xs" truncate="end" style={{ flex: 1, minWidth: 0 }} title={op.name}>
          {op.name}
        </Text>
        <Tooltip label={op.reason ?? ''} disabled={!op.reason}>
          <Text size="xs" c={statusColor(op)} style={{ flexShrink: 0 }}>
            {statusText(op, density)}
          </Text>
        </Tooltip>
        {canCancel(op) && (
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            aria-label={`${text.cancel} ${op.name}`}
            onClick={() => onCancel(op.id)}
          >
            {op.state === 'Processing' ? <IconPlayerStopFilled size={12} /> : <IconX size={14} />}
          </ActionIcon>
        )}
        {canRetry(op) && (
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            aria-label={`${text.retry} ${op.name}`}
            onClick={() => onRetry(op.id)}
          >
            <IconRefresh size={14} />
          </ActionIcon>
        )}
      </Group>
      {op.state === 'Uploading' && (
        <Progress
          value={progressOf(op)}
          aria-label={op.name}
          size={2}
          radius={0}
          pos="absolute"
          bottom={0}
          left={0}
          right={0}
        />
      )}
    </Box>
  );
}
