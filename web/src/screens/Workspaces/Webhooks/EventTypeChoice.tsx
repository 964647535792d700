import { Checkbox, Fieldset, Input, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { EventTypeChoiceQuery } from '../../../__generated__/EventTypeChoiceQuery.graphql.ts';
import { messages } from '../../../messages/messages.ts';
import {
  type Choice,
  choiceGroups,
  chosenOf,
  toggleAll,
  toggleOne,
  versionOf,
} from './event-type-choice.ts';

interface EventTypeChoiceProps {
  value: readonly string[];
  onChange: (types: string[]) => void;
  error: string | null;
}

function TypeBox({ choice, value, onChange }: { choice: Choice } & EventTypeChoiceProps) {
  const version = versionOf(choice.type);
  const summary =
    choice.summary && version ? messages.webhooks.versionOnly(choice.summary, version) : null;
  return (
    <Checkbox
      label={choice.label}
      description={summary ?? choice.summary ?? messages.webhooks.outsideHint}
      checked={value.includes(choice.type)}
      onChange={() => onChange(toggleOne(choice.type, value))}
      styles={{ label: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );
}

/** A checkbox that takes or leaves every type of `types`, half-checked when some are taken. */
function AllOf(
  props: { label: string; description?: string; types: string[] } & EventTypeChoiceProps,
) {
  const { all, some } = chosenOf(props.types, props.value);
  return (
    <Checkbox
      label={props.label}
      description={props.description}
      checked={all}
      indeterminate={some && !all}
      onChange={() => props.onChange(toggleAll(props.types, props.value))}
      fw={500}
    />
  );
}

/**
 * The event types a webhook takes, by resource, each with what it tells, as the server lists
 * those a workspace's webhook can take: at least one is needed (the server takes no "all").
 * A type of one version, or one outside the list, chosen through the API shows too.
 */
export function EventTypeChoice(props: EventTypeChoiceProps) {
  const text = messages.webhooks;
  const { webhookEventTypes } = useLazyLoadQuery<EventTypeChoiceQuery>(
    graphql`
      query EventTypeChoiceQuery {
        webhookEventTypes {
          type
          summary
          versions
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const { groups, outside } = choiceGroups(webhookEventTypes, props.value);
  const every = webhookEventTypes.map((option) => option.type);
  return (
    <Fieldset legend={`${text.eventTypes} (${text.chosen(props.value.length)})`} variant="unstyled">
      <Stack gap="xs">
        <AllOf {...props} label={text.allTypes} description={text.allTypesHint} types={every} />
        <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars>
          <Stack gap="md" pl="md" py="xs">
            {groups.map((group) => (
              <Stack key={group.name} gap="xs">
                <AllOf {...props} label={text.allOfGroup(group.name)} types={group.types} />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" pl="md">
                  {group.choices.map((choice) => (
                    <TypeBox key={choice.type} choice={choice} {...props} />
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
            {outside.length > 0 && (
              <Stack gap="xs">
                <Text size="sm" fw={500}>
                  {text.outside}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" pl="md">
                  {outside.map((choice) => (
                    <TypeBox key={choice.type} choice={choice} {...props} />
                  ))}
                </SimpleGrid>
              </Stack>
            )}
          </Stack>
        </ScrollArea.Autosize>
        {props.error && <Input.Error>{props.error}</Input.Error>}
      </Stack>
    </Fieldset>
  );
}
