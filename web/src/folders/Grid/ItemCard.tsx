import { Anchor, Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { useItemRow } from '../Selection/useItemRow.tsx';
import { type CardField, CardFields } from './CardFields.tsx';

/**
 * A folder or an asset in the grid: its picture, its name, what `details` says under it and the
 * custom values of `fields`, and the same click, menu, choosing and dragging as its row in the
 * list.
 */
export function ItemCard(props: {
  row: ReturnType<typeof useItemRow>;
  to: string;
  name: string;
  picture: ReactNode;
  width: number;
  details: string[];
  fields?: readonly CardField[];
}) {
  const { row } = props;
  // Chosen is shown by the card's colour and its checkbox: a plain box takes no aria-selected.
  const { 'aria-selected': _selected, ...cardProps } = row.rowProps;
  return (
    <Paper
      withBorder
      p={6}
      w={props.width + 14}
      {...cardProps}
      style={{ ...cardProps.style, position: 'relative' }}
      data-testid="grid-item"
    >
      <Stack gap={4}>
        {props.picture}
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Anchor
            component={Link}
            to={props.to}
            c="inherit"
            size="sm"
            onClick={row.linkClick}
            style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {props.name}
          </Anchor>
          {row.menuControl}
        </Group>
        {props.details.map((detail) => (
          <Text key={detail} size="xs" c="gray.7">
            {detail}
          </Text>
        ))}
        <CardFields fields={props.fields ?? []} />
      </Stack>
      {row.checkboxControl && (
        <Box pos="absolute" top={10} left={10}>
          {row.checkboxControl}
        </Box>
      )}
    </Paper>
  );
}
