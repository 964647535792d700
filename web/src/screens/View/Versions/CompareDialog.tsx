import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../../../messages/messages.ts';

const text = messages.viewer.versions;

/**
 * Compare…: two versions, A and B (at first the one on screen and the one before it, or the
 * newest); Compare opens them side by side.
 */
export function CompareDialog(props: {
  /** The asset's version numbers, newest first. */
  numbers: readonly number[];
  shown: number;
  onCompare: (pair: [number, number]) => void;
  onClose: () => void;
}) {
  const { numbers, shown } = props;
  const older = numbers.find((number) => number < shown);
  const [a, setA] = useState(String(older ?? shown));
  const [b, setB] = useState(String(older === undefined ? numbers[0] : shown));
  const options = numbers.map((number) => ({
    value: String(number),
    label: messages.viewer.version(number),
  }));
  return (
    <Modal opened onClose={props.onClose} title={text.compareTitle}>
      <Stack>
        <Select
          label={text.versionA}
          data={options}
          value={a}
          onChange={(value) => value && setA(value)}
          allowDeselect={false}
        />
        <Select
          label={text.versionB}
          data={options}
          value={b}
          onChange={(value) => value && setB(value)}
          allowDeselect={false}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {text.cancel}
          </Button>
          <Button disabled={a === b} onClick={() => props.onCompare([Number(a), Number(b)])}>
            {text.start}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
