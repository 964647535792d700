import { Chip, Group } from '@mantine/core';
import { messages } from '../../messages/messages.ts';
import { useSidebarMode } from '../Inspector/sidebar-mode.ts';
import { type TakesChoice, toggleCircled } from './takes-filter.ts';

/**
 * Selected Takes and Non-Selected Takes (one or neither) where takes are circled, and Takes with
 * Comments.
 */
export function TakesFilters({
  takes,
  onChange,
  circledTakes,
}: {
  takes: TakesChoice;
  onChange(takes: TakesChoice): void;
  circledTakes: boolean;
}) {
  const text = messages.folders;
  const sidebar = useSidebarMode();
  return (
    <Group gap={6}>
      {circledTakes && (
        <>
          <Chip
            size="xs"
            checked={takes.circled === true}
            onChange={() => onChange(toggleCircled(takes, true))}
          >
            {text.selectedTakes}
          </Chip>
          <Chip
            size="xs"
            checked={takes.circled === false}
            onChange={() => onChange(toggleCircled(takes, false))}
          >
            {text.nonSelectedTakes}
          </Chip>
        </>
      )}
      <Chip
        size="xs"
        checked={takes.withComments}
        onChange={(withComments) => {
          onChange({ ...takes, withComments });
          // spec §4: turning on Takes with Comments switches the sidebar to Comments
          if (withComments) sidebar.showComments();
        }}
      >
        {text.takesWithComments}
      </Chip>
    </Group>
  );
}
