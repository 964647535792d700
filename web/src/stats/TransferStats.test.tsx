// @vitest-environment jsdom
import '../test/jsdom.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Variables } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { answeringData, scriptedEnvironment } from '../test/scripted-relay.tsx';
import { TransferStats } from './TransferStats.tsx';

const project = { id: 'p1', name: 'Feature' };

const transfer = (id: string, fields: Record<string, unknown>) => ({
  id,
  direction: 'UPLOAD',
  fileCount: 1,
  createdBy: { name: 'Ada Editor' },
  fromLink: false,
  apiTokenName: null,
  project,
  ...fields,
});

/** A month of transfers: an upload that took 1 min 5 s, one refused, and a zip under way. */
const report = (variables: Variables) => ({
  transfers: {
    transfers: [
      transfer('t1', {
        filename: 'A001.mov',
        bytes: 1_500_000_000,
        createdAt: `${variables.dateFrom}T09:00:00.000Z`,
        status: 'completed',
        duration: 65_000,
      }),
      transfer('t2', {
        filename: 'A002.mov',
        bytes: 20_000,
        createdAt: `${variables.dateFrom}T10:00:00.000Z`,
        status: 'failed',
        duration: 2_000,
      }),
      transfer('t3', {
        direction: 'DOWNLOAD',
        filename: 'Day 1.zip',
        fileCount: 2,
        bytes: 3_000_000,
        createdAt: `${variables.dateTo}T08:00:00.000Z`,
        status: 'started',
        duration: null,
      }),
    ],
    bytesPerDay: [
      { day: variables.dateFrom, bytesUp: 1_500_000_000, bytesDown: 0 },
      { day: variables.dateTo, bytesUp: 0, bytesDown: 3_000_000 },
    ],
    bytesUp: 1_500_000_000,
    bytesDown: 3_000_000,
    bytesTotal: 1_503_000_000,
  },
});

const empty = () => ({
  transfers: { transfers: [], bytesPerDay: [], bytesUp: 0, bytesDown: 0, bytesTotal: 0 },
});

// jsdom lays nothing out: the chart measures the size a browser would give it
beforeEach(() => {
  // mid-month, so the default period (this month so far) spans more than one day
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-18T12:00:00Z'));
  vi.stubGlobal('ResizeObserver', window.ResizeObserver);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const legend = this.classList.contains('recharts-legend-wrapper');
    return DOMRect.fromRect({ width: 800, height: legend ? 24 : 220 });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function render(answer: (variables: Variables) => Record<string, unknown>) {
  const { environment, calls } = scriptedEnvironment(answeringData({ TransferStatsQuery: answer }));
  renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <TransferStats scope={{ projectId: 'p1' }} />
    </RelayEnvironmentProvider>,
  );
  return calls;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('transfer statistics', () => {
  it('charts the bytes of each day of the period above the list', async () => {
    render(report);
    // the chart's module loads lazily: the first import of the charting library may take seconds
    const chart = await screen.findByRole('figure', { name: 'Bytes per day' }, { timeout: 10_000 });
    // a bar for the uploads of the first day and for the downloads of the last
    await waitFor(() => {
      expect(chart.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(2);
    });
    expect(within(chart).getByText('Uploads')).toBeVisible();
    expect(within(chart).getByText('Downloads')).toBeVisible();
    // the keyboard's way into the bars is named as the figure is
    expect(within(chart).getByRole('application', { name: 'Bytes per day' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Transfers' });
    expect(chart.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lists each transfer with its status and duration', async () => {
    render(report);
    const table = await screen.findByRole('table', { name: 'Transfers' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Created',
      'Size',
      'Type',
      'Created By',
      'Filename',
      'Status',
      'Duration',
    ]);
    const [, ...rows] = within(table).getAllByRole('row');
    const shown = rows.map((row) => cellsOf(row).slice(1));
    expect(shown).toEqual([
      ['3.0 MB', 'Download', 'Ada Editor', '2 file(s)', 'Started', ''],
      ['20.0 KB', 'Upload', 'Ada Editor', 'A002.mov', 'Failed', '2sec'],
      ['1.5 GB', 'Upload', 'Ada Editor', 'A001.mov', 'Completed', '1mins 5sec'],
    ]);
  });

  it('shows no chart, only the spec’s words, for a period without transfers', async () => {
    render(empty);
    expect(await screen.findByText('No Aspera transfers during that period')).toBeVisible();
    expect(screen.queryByRole('figure', { name: 'Bytes per day' })).toBeNull();
  });
});
