import { Button, List, Modal, NativeSelect, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { IconArrowsRight } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { CarryCommentsButton_asset$key } from '../__generated__/CarryCommentsButton_asset.graphql.ts';
import type {
  CarryCommentsButtonMutation,
  CarryCommentsButtonMutation$data,
  CarryTiming,
} from '../__generated__/CarryCommentsButtonMutation.graphql.ts';
import { notify } from '../components/notify.tsx';
import { messages } from '../messages/messages.ts';
import { ApiError } from '../relay/api-error.ts';

const text = messages.comments;
const TIMINGS: readonly CarryTiming[] = ['SAME_FRAME', 'OFFSET', 'SOURCE_TIMECODE'];

type NotCarried = CarryCommentsButtonMutation$data['carryComments']['notCarried'];

interface CarryCommentsButtonProps {
  asset: CarryCommentsButton_asset$key;
  /** The version shown, which the comments come onto. */
  versionId: string;
}

/**
 * 'Carry Comments', for those who may edit an asset with more than one version: the comments of
 * another version brought onto the one shown, at the same frame, moved by some frames, or at the
 * same source timecode; those that fall outside it are listed.
 */
export function CarryCommentsButton(props: CarryCommentsButtonProps) {
  const asset = useFragment(
    graphql`
      fragment CarryCommentsButton_asset on Asset {
        allowedTo {
          edit
        }
        versions {
          id
          number
        }
      }
    `,
    props.asset,
  );
  const [commit, busy] = useMutation<CarryCommentsButtonMutation>(graphql`
    mutation CarryCommentsButtonMutation($input: CarryCommentsInput!) {
      carryComments(input: $input) {
        carriedCount
        alreadyCarriedCount
        notCarried {
          comment {
            id
            text
          }
          reason
        }
      }
    }
  `);
  const others = asset.versions.filter((version) => version.id !== props.versionId);
  const shown = asset.versions.find((version) => version.id === props.versionId);
  const before = others.filter((version) => version.number < (shown?.number ?? 0)).at(-1);
  const [opened, setOpened] = useState(false);
  const [fromId, setFromId] = useState<string | null>(null);
  const [timing, setTiming] = useState<CarryTiming>('SAME_FRAME');
  const [offset, setOffset] = useState(0);
  const [notCarried, setNotCarried] = useState<NotCarried | null>(null);
  if (!asset.allowedTo.edit || others.length === 0) return null;
  const from = fromId ?? before?.id ?? others[0]?.id ?? '';

  const close = () => {
    setOpened(false);
    setNotCarried(null);
  };
  const carry = () =>
    commit({
      variables: {
        input: { fromVersionId: from, toVersionId: props.versionId, timing, offset },
      },
      onCompleted: (response, errors) => {
        const first = errors?.[0];
        if (first) {
          const { code, data } = ApiError.fromGraphQLError(first);
          const rule = Reflect.get(Object(data), 'rule');
          return notify.failure(
            code === 'VALIDATION_FAILED' && rule === 'timecode'
              ? text.carryNeedsTimecodes
              : text.carryFailed,
          );
        }
        const result = response.carryComments;
        notify.success(text.commentsCarried(result.carriedCount, result.alreadyCarriedCount));
        if (result.notCarried.length > 0) setNotCarried(result.notCarried);
        else close();
      },
      onError: () => notify.failure(text.carryFailed),
    });

  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconArrowsRight size={16} />}
        onClick={() => setOpened(true)}
      >
        {text.carryComments}
      </Button>
      <Modal opened={opened} onClose={close} title={text.carryComments} centered>
        {notCarried ? (
          <Stack gap="sm">
            <Text size="sm">{text.commentsNotCarried(notCarried.length)}</Text>
            <List size="sm" spacing={4}>
              {notCarried.map(({ comment, reason }) => (
                <List.Item key={comment.id}>{`${comment.text}: ${reason}`}</List.Item>
              ))}
            </List>
            <Button onClick={close} ml="auto">
              {messages.shell.close}
            </Button>
          </Stack>
        ) : (
          <Stack gap="md">
            <NativeSelect
              label={text.carryFrom}
              value={from}
              onChange={(event) => setFromId(event.currentTarget.value)}
              data={others.map((version) => ({
                value: version.id,
                label: text.versionNumbered(version.number),
              }))}
            />
            <Radio.Group
              label={text.carryPlace}
              value={timing}
              onChange={(value) => setTiming(value as CarryTiming)}
            >
              <Stack gap={6} mt={4}>
                {TIMINGS.map((kind) => (
                  <Radio key={kind} value={kind} label={text.carryTimings[kind]} />
                ))}
              </Stack>
            </Radio.Group>
            {timing === 'OFFSET' && (
              <NumberInput
                label={text.carryOffset}
                value={offset}
                onChange={(value) => setOffset(typeof value === 'number' ? value : 0)}
                allowDecimal={false}
              />
            )}
            <Button onClick={carry} loading={busy} ml="auto">
              {text.carryComments}
            </Button>
          </Stack>
        )}
      </Modal>
    </>
  );
}
