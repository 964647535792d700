import { Table } from '@mantine/core';

/** An inspector's facts: a label and its value per row, the labels dimmed in a column. */
export function DetailsTable({
  rows,
  label,
}: {
  rows: readonly (readonly [label: string, value: string])[];
  /** The table's accessible name. */
  label: string;
}) {
  return (
    <Table variant="vertical" withRowBorders={false} verticalSpacing={4} aria-label={label}>
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th w={130} c="dimmed" fw={400}>
              {name}
            </Table.Th>
            <Table.Td style={{ wordBreak: 'break-word' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
