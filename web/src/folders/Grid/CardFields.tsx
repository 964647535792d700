import { Box, Group, Text } from '@mantine/core';

/** A custom value a card shows: its field's name and the value's text. */
export interface CardField {
  id: string;
  label: string;
  value: string;
}

/**
 * A card's custom values, one a line as a description list: the field's name, then its value, cut
 * to the card's width (whole in its title).
 */
export function CardFields({ fields }: { fields: readonly CardField[] }) {
  if (fields.length === 0) return null;
  return (
    <Box component="dl" m={0}>
      {fields.map(({ id, label, value }) => (
        <Group key={id} gap={4} wrap="nowrap">
          <Text component="dt" size="xs" c="gray.7" fw={600} style={{ flexShrink: 0 }}>
            {label}:
          </Text>
          <Text component="dd" size="xs" c="gray.7" m={0} truncate title={value}>
            {value}
          </Text>
        </Group>
      ))}
    </Box>
  );
}
