import { Mark } from '@mantine/core';
import { highlightParts } from './highlight.ts';

/** A text with the parts a search matched marked. */
export function Highlighted(props: {
  text: string;
  highlights: readonly { start: number; length: number }[];
}) {
  return (
    <>
      {highlightParts(props.text, props.highlights).map((part, index) =>
        part.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
          <Mark key={index}>{part.text}</Mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
