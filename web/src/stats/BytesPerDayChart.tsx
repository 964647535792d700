import { BarChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import { useId } from 'react';
import { formatSize } from '../format/size.ts';
import { messages } from '../messages/messages.ts';
import { axisDay, type BytesOfDay, chartDays } from './bytes-per-day.ts';
import type { DayRange } from './stats-range.ts';

const text = messages.stats;

/**
 * The bytes uploaded and downloaded on each day of the period, as bars, sizes written as the app
 * writes them. Its title names the figure; the list below it is the same report in words.
 */
export function BytesPerDayChart(props: { range: DayRange; bytesPerDay: readonly BytesOfDay[] }) {
  const titleId = useId();
  return (
    <Paper component="figure" withBorder p="sm" radius="md" m={0} aria-labelledby={titleId}>
      <Text component="figcaption" id={titleId} fw={600} mb="xs">
        {text.chartTitle}
      </Text>
      <BarChart
        h={220}
        data={chartDays(props.range, props.bytesPerDay)}
        dataKey="day"
        series={[
          { name: 'uploads', label: text.uploads, color: 'blue.6' },
          { name: 'downloads', label: text.downloads, color: 'teal.6' },
        ]}
        valueFormatter={formatSize}
        xAxisProps={{ tickFormatter: axisDay }}
        yAxisProps={{ width: 72 }}
        withLegend
        barChartProps={{ title: text.chartTitle }}
        data-testid="bytes-per-day"
      />
    </Paper>
  );
}
