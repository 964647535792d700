import { Loader, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconClockHour4, IconPointFilled } from '@tabler/icons-react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { AssetHistoryQuery } from '../__generated__/AssetHistoryQuery.graphql.ts';
import { LoadBoundary } from '../components/LoadBoundary/LoadBoundary.tsx';
import { formatDateTime } from '../format/date.ts';
import { messages } from '../messages/messages.ts';
import { atParamOf, withAt } from './at-param.ts';
import { momentText } from './moment-text.ts';

const text = messages.history;

interface AssetHistoryProps {
  assetId: string;
}

/**
 * The viewer's History tab: Now, then the moments the asset changed, the newest first, with who
 * did what; choosing one shows the asset as it was just after it (`at=` in the address).
 */
export function AssetHistory(props: AssetHistoryProps) {
  return (
    <LoadBoundary message={text.loadFailed}>
      <Suspense fallback={<Loader m="md" size="sm" />}>
        <MomentList {...props} />
      </Suspense>
    </LoadBoundary>
  );
}

function MomentList({ assetId }: AssetHistoryProps) {
  const data = useLazyLoadQuery<AssetHistoryQuery>(
    graphql`
      query AssetHistoryQuery($assetId: ID!) {
        asset(id: $assetId) {
          history(first: 200) {
            key
            at
            actorName
            change
            versionNumber
            detail
          }
        }
      }
    `,
    { assetId },
    { fetchPolicy: 'store-and-network' },
  );
  const [params, setParams] = useSearchParams();
  const shown = atParamOf(params);
  const moments = data.asset?.history ?? [];
  const go = (at: string | null) => setParams(withAt(params, at));
  return (
    <ScrollArea.Autosize mah="calc(100vh - 160px)">
      <Stack gap={0} p="xs" component="nav" aria-label={text.list}>
        <NavLink
          component="button"
          label={<Moment words={text.now} when={text.nowHint} active={shown === null} />}
          active={shown === null}
          aria-current={shown === null ? 'true' : undefined}
          leftSection={<IconPointFilled size={14} />}
          onClick={() => go(null)}
        />
        {moments.length === 0 && (
          <Text size="sm" c="dimmed" p="sm">
            {text.empty}
          </Text>
        )}
        {moments.map((moment) => {
          const at = new Date(String(moment.at)).toISOString();
          const active = shown === at;
          return (
            <NavLink
              key={moment.key}
              component="button"
              label={
                <Moment
                  words={momentText(moment)}
                  when={formatDateTime(at, { seconds: true })}
                  active={active}
                />
              }
              active={active}
              aria-current={active ? 'true' : undefined}
              leftSection={<IconClockHour4 size={14} />}
              onClick={() => go(at)}
            />
          );
        })}
      </Stack>
    </ScrollArea.Autosize>
  );
}

/**
 * A moment: its words, and its time under them, dark enough on the chosen one's tint to read
 * (WCAG AA; the NavLink's own description is dimmed further there).
 */
function Moment(props: { words: string; when: string; active: boolean }) {
  return (
    <>
      <Text size="sm">{props.words}</Text>
      <Text size="xs" c={props.active ? 'blue.9' : 'dimmed'}>
        {props.when}
      </Text>
    </>
  );
}
