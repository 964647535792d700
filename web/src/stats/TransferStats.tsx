import {
  Alert,
  Box,
  Button,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconSearch } from '@tabler/icons-react';
import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { TransferStatsQuery } from '../__generated__/TransferStatsQuery.graphql.ts';
import { formatDateTime } from '../format/date.ts';
import { formatDuration } from '../format/duration.ts';
import { formatSize } from '../format/size.ts';
import { messages } from '../messages/messages.ts';
import { shownDay } from './bytes-per-day.ts';
import {
  customRange,
  type DayRange,
  DEFAULT_PRESET,
  dayOf,
  FIRST_DAY_OF_WEEK,
  presetRange,
  type RangePreset,
  rangePresets,
} from './stats-range.ts';
import {
  createdByText,
  filenameText,
  sortAndFilter,
  statusText,
  type TransferSort,
  transferSorts,
  typeText,
} from './transfer-list.ts';

const text = messages.stats;

// recharts is large: it loads with the first chart shown, not with every screen behind sign-in
const BytesPerDayChart = lazy(() =>
  import('./BytesPerDayChart.tsx').then((module) => ({ default: module.BytesPerDayChart })),
);

/** Whose transfers: one project's, or those of every project of a workspace (with a Project column). */
export type TransferScope = { projectId: string } | { workspaceId: string };

const isPreset = (value: string): value is RangePreset =>
  (rangePresets as readonly string[]).includes(value);
const isSort = (value: string): value is TransferSort =>
  (transferSorts as readonly string[]).includes(value);

/** The report failing to load leaves the toolbar standing, with a Retry. */
class ReportBoundary extends Component<
  { children: ReactNode; onRetry: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert color="red" title={text.loadFailed}>
        <Button
          variant="default"
          size="compact-sm"
          onClick={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        >
          {text.retry}
        </Button>
      </Alert>
    );
  }
}

/** Size Downloads, Size Uploads, Size Total of the whole period. */
function Summary(props: { bytesDown: number; bytesUp: number; bytesTotal: number }) {
  const items = [
    [text.sizeDownloads, props.bytesDown],
    [text.sizeUploads, props.bytesUp],
    [text.sizeTotal, props.bytesTotal],
  ] as const;
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 3 }}
      spacing="sm"
      maw={720}
      component="dl"
      aria-label={text.summary}
      m={0}
    >
      {items.map(([label, bytes]) => (
        <Paper key={label} withBorder p="sm" radius="md">
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={600} size="lg" data-testid="stats-size">
            {formatSize(bytes)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The report of the days: the summary, the chart of its days, then the sorted and filtered list. */
function TransferReport(props: {
  scope: TransferScope;
  range: DayRange;
  sort: TransferSort;
  filter: string;
  fetchKey: number;
}) {
  const withProject = 'workspaceId' in props.scope;
  const data = useLazyLoadQuery<TransferStatsQuery>(
    graphql`
      query TransferStatsQuery(
        $projectId: ID
        $workspaceId: ID
        $dateFrom: String!
        $dateTo: String!
      ) {
        transfers(
          projectId: $projectId
          workspaceId: $workspaceId
          dateFrom: $dateFrom
          dateTo: $dateTo
        ) {
          transfers {
            id
            direction
            filename
            fileCount
            bytes
            createdAt
            createdBy {
              name
            }
            fromLink
            apiTokenName
            status
            duration
            project {
              id
              name
            }
          }
          bytesPerDay {
            day
            bytesUp
            bytesDown
          }
          bytesUp
          bytesDown
          bytesTotal
        }
      }
    `,
    {
      projectId: 'projectId' in props.scope ? props.scope.projectId : null,
      workspaceId: 'workspaceId' in props.scope ? props.scope.workspaceId : null,
      dateFrom: props.range.from,
      dateTo: props.range.to,
    },
    { fetchPolicy: 'store-and-network', fetchKey: props.fetchKey },
  );
  const report = data.transfers;
  const transfers = report.transfers.map((transfer) => ({
    ...transfer,
    createdByName:
      transfer.createdBy?.name ??
      (transfer.apiTokenName ? messages.stats.byApiToken(transfer.apiTokenName) : null),
    projectName: transfer.project.name,
  }));
  const rows = sortAndFilter(transfers, {
    sort: props.sort,
    filter: props.filter,
    withProject,
  });
  return (
    <Stack gap="md">
      <Summary
        bytesDown={report.bytesDown}
        bytesUp={report.bytesUp}
        bytesTotal={report.bytesTotal}
      />
      {report.bytesPerDay.length > 0 && (
        <Suspense fallback={<Loader m="md" aria-label={messages.shell.loading} />}>
          <BytesPerDayChart range={props.range} bytesPerDay={report.bytesPerDay} />
        </Suspense>
      )}
      <Box role="region" aria-label={text.title} tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table miw={withProject ? 960 : 820} highlightOnHover aria-label={text.title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text.columnCreated}</Table.Th>
              <Table.Th>{text.columnSize}</Table.Th>
              <Table.Th>{text.columnType}</Table.Th>
              <Table.Th>{text.columnCreatedBy}</Table.Th>
              <Table.Th>{text.columnFilename}</Table.Th>
              <Table.Th>{text.columnStatus}</Table.Th>
              <Table.Th>{text.columnDuration}</Table.Th>
              {withProject && <Table.Th>{text.columnProject}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((transfer) => (
              <Table.Tr key={transfer.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(transfer.createdAt)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatSize(transfer.bytes)}</Table.Td>
                <Table.Td>{typeText(transfer)}</Table.Td>
                <Table.Td>{createdByText(transfer)}</Table.Td>
                <Table.Td
                  title={transfer.fileCount > 1 ? transfer.filename : undefined}
                  style={{ wordBreak: 'break-word' }}
                >
                  {filenameText(transfer)}
                </Table.Td>
                <Table.Td>{statusText(transfer)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDuration(transfer.duration)}
                </Table.Td>
                {withProject && <Table.Td>{transfer.projectName}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      {rows.length === 0 ? (
        <Text c="dimmed">{text.empty}</Text>
      ) : (
        <Text size="sm" c="dimmed">
          {text.listed(rows.length, transfers.length)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The transfer statistics of a project or a workspace (media-handling §2): a period (the current
 * month unless chosen otherwise, or a custom range whose weeks start on Monday), the sizes moved
 * down, up and in all, a chart of the bytes of each day, and each transfer with its status and
 * duration, sorted and filtered here.
 */
export function TransferStats(props: { scope: TransferScope }) {
  const withProject = 'workspaceId' in props.scope;
  const [today] = useState(() => new Date());
  const [preset, setPreset] = useState<RangePreset>(DEFAULT_PRESET);
  const [picked, setPicked] = useState<[string | null, string | null]>([null, null]);
  const [custom, setCustom] = useState<DayRange | null>(null);
  const [sort, setSort] = useState<TransferSort>('created');
  const [filter, setFilter] = useState('');
  const [fetchKey, setFetchKey] = useState(0);
  const fallback = presetRange(DEFAULT_PRESET, today) as DayRange;
  const range = (preset === 'custom' ? custom : presetRange(preset, today)) ?? fallback;

  const choosePreset = (next: RangePreset) => {
    if (next === 'custom') {
      // the custom range starts as the days shown
      setPicked([range.from, range.to]);
      setCustom(range);
    }
    setPreset(next);
  };
  const sortLabels: Record<TransferSort, string> = {
    created: text.columnCreated,
    size: text.columnSize,
    type: text.columnType,
    createdBy: text.columnCreatedBy,
    filename: text.columnFilename,
    status: text.columnStatus,
    project: text.columnProject,
  };

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <NativeSelect
          label={text.period}
          value={preset}
          data={rangePresets.map((value) => ({ value, label: text.presets[value] }))}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isPreset(value)) choosePreset(value);
          }}
        />
        {preset === 'custom' ? (
          <DatePickerInput
            type="range"
            label={text.days}
            placeholder={text.pickDays}
            value={picked}
            onChange={(value) => {
              setPicked(value);
              const chosen = customRange(value);
              if (chosen) setCustom(chosen);
            }}
            firstDayOfWeek={FIRST_DAY_OF_WEEK}
            maxDate={dayOf(today)}
            valueFormat="YYYY/MM/DD"
            allowSingleDateInRange
            miw={230}
          />
        ) : (
          <Text size="sm" c="dimmed" pb={8} data-testid="stats-period">
            {shownDay(range.from)} – {shownDay(range.to)}
          </Text>
        )}
        <NativeSelect
          label={text.sortBy}
          value={sort}
          data={transferSorts
            .filter((value) => withProject || value !== 'project')
            .map((value) => ({ value, label: sortLabels[value] }))}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isSort(value)) setSort(value);
          }}
        />
        <TextInput
          label={text.filter}
          placeholder={text.filteredBy}
          leftSection={<IconSearch size={16} />}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
        />
      </Group>
      <ReportBoundary onRetry={() => setFetchKey((key) => key + 1)}>
        <Suspense fallback={<Loader m="md" aria-label={messages.shell.loading} />}>
          <TransferReport
            scope={props.scope}
            range={range}
            sort={sort}
            filter={filter}
            fetchKey={fetchKey}
          />
        </Suspense>
      </ReportBoundary>
    </Stack>
  );
}
