import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { FARM_CHART_DEFAULT_DAYS, FARM_DATA_INTERVALS, FARM_INTERVAL_LABELS, FARM_TEXTS, farmRangeProblem, shiftIsoDate } from '@lendbridge/domain';
import type { FarmDataInterval, FarmDataPoint, FarmFieldCode, FarmPageInfo } from '@lendbridge/domain';
import { LoadFailed } from '../../shared/LoadFailed';
import { fetchFarmData } from './farm.api';

const T = FARM_TEXTS;
const CHART_HEIGHT = 300;
const LINE_COLOR = '#2e7d32';

/** The x-axis label of a bucket: month, day and, for hours, the hour. */
const tickOf = (at: string): string => at.slice(5);

/** The average of the buckets' averages weighted by their readings, 2 decimals. */
export const rangeAverage = (points: readonly FarmDataPoint[]): number | null => {
  const count = points.reduce((sum, point) => sum + point.count, 0);
  if (count === 0) return null;
  return Math.round((points.reduce((sum, point) => sum + point.value * point.count, 0) / count) * 100) / 100;
};

export interface FarmSensorChartProps {
  no: string;
  pageKey: string;
  info: Pick<FarmPageInfo, 'sensor_options' | 'last_measured_at'>;
  /** The day the chart's range ends on at first (the latest reading's Taipei day). */
  lastDay: string;
}

/**
 * The sensor chart: a field (002 poultry, 003 planting), one of its metrics, a date range and
 * hourly or daily averages, drawn as a line with the range's average and latest value in the
 * legend. A range the rules refuse (end before start, too long for the bucket size) is said
 * under the dates and not asked for.
 */
export function FarmSensorChart({ no, pageKey, info, lastDay }: FarmSensorChartProps) {
  const [field, setField] = useState<FarmFieldCode>(info.sensor_options[0]?.field ?? '002');
  const option = info.sensor_options.find((candidate) => candidate.field === field) ?? info.sensor_options[0];
  const [metricChoice, setMetric] = useState<string>(option?.metrics[0]?.value ?? '');
  const metric = option?.metrics.find((candidate) => candidate.value === metricChoice) ?? option?.metrics[0];
  const [bucket, setBucket] = useState<FarmDataInterval>('hour');
  const [endDate, setEndDate] = useState(lastDay);
  const [startDate, setStartDate] = useState(shiftIsoDate(lastDay, -(FARM_CHART_DEFAULT_DAYS - 1)));
  const problem = startDate && endDate ? farmRangeProblem(startDate, endDate, bucket) : null;
  const request = { field, search_target: metric?.value ?? '', data_interval: bucket, start_date: startDate, end_date: endDate };
  const data = useQuery({
    queryKey: ['farm', no, pageKey, 'datas', request],
    queryFn: ({ signal }) => fetchFarmData(no, pageKey, request, signal),
    enabled: metric !== undefined && problem === null && startDate !== '' && endDate !== '',
    placeholderData: keepPreviousData,
  });
  const points = useMemo(() => data.data?.points ?? [], [data.data]);
  const average = rangeAverage(points);
  const latest = points.at(-1);
  const unit = metric?.unit ?? '';
  const seriesName = metric ? `${metric.label}（${unit}）` : '';

  if (!option || !metric) return null;
  return (
    <Box component="section" aria-labelledby="farm-sensor-title" sx={{ mt: 4 }}>
      <Typography id="farm-sensor-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {T.sensorTitle}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'flex-start' } }}>
        <TextField
          select
          size="small"
          label={T.field}
          value={field}
          onChange={(event) => {
            const next = event.target.value as FarmFieldCode;
            setField(next);
            setMetric(info.sensor_options.find((candidate) => candidate.field === next)?.metrics[0]?.value ?? '');
          }}
          sx={{ minWidth: 180 }}
        >
          {info.sensor_options.map((candidate) => (
            <MenuItem key={candidate.field} value={candidate.field}>
              {candidate.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={T.metric} value={metric.value} onChange={(event) => setMetric(event.target.value)} sx={{ minWidth: 160 }}>
          {option.metrics.map((candidate) => (
            <MenuItem key={candidate.value} value={candidate.value}>
              {candidate.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          size="small"
          label={T.startDate}
          value={startDate}
          onChange={(event) => setStartDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: lastDay } }}
        />
        <TextField
          type="date"
          size="small"
          label={T.endDate}
          value={endDate}
          onChange={(event) => setEndDate(event.target.value)}
          error={problem !== null}
          helperText={problem?.message}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: lastDay } }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label={T.dataInterval}
          value={bucket}
          onChange={(_, next: FarmDataInterval | null) => {
            if (next) setBucket(next);
          }}
        >
          {FARM_DATA_INTERVALS.map((value) => (
            <ToggleButton key={value} value={value}>
              {FARM_INTERVAL_LABELS[value]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {data.isError ? (
        <LoadFailed onReload={() => void data.refetch()} />
      ) : (
        <>
          <Typography variant="body2" aria-label={T.average} data-testid="farm-chart-summary" sx={{ mb: 1 }}>
            {average === null ? T.noData : `${metric.label} ${T.average} ${average} ${unit}`}
            {latest ? `｜${tickOf(latest.at)} ${latest.value} ${unit}` : ''}
          </Typography>
          <Box aria-label={seriesName} role="img" data-points={points.length}>
            <ResponsiveContainer width="100%" height={CHART_HEIGHT} minWidth={0}>
              <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="at" tickFormatter={tickOf} minTickGap={24} />
                <YAxis width={64} domain={['auto', 'auto']} />
                <Tooltip formatter={(value) => `${String(value)} ${unit}`} labelFormatter={(label) => String(label)} />
                <Legend />
                <Line type="monotone" dataKey="value" name={seriesName} stroke={LINE_COLOR} dot={points.length <= 48} isAnimationActive={false} />
              </LineChart>
            </ResponsiveContainer>
          </Box>
          {points.length === 0 && !data.isPending && <Alert severity="info">{T.noData}</Alert>}
        </>
      )}
    </Box>
  );
}
