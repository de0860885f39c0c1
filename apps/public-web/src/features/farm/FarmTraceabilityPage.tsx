import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { FARM_PAGE_TYPE_LABELS, FARM_TEXTS, taipeiToday } from '@lendbridge/domain';
import { ApiError } from '../../app/api';
import { LoadFailed } from '../../shared/LoadFailed';
import { PageLoading } from '../../shared/PageLoading';
import { FarmCameraImages } from './FarmCameraImages';
import { FarmGacpTables } from './FarmGacpTables';
import { FarmReportDialog } from './FarmReportDialog';
import { FarmSensorChart } from './FarmSensorChart';
import { fetchFarmInfo } from './farm.api';

const T = FARM_TEXTS;

/**
 * A farm's traceability page (/farm-traceability/{no}?key=…): its report, the sensor chart,
 * the camera pictures and the GACP production records.
 */
export function FarmTraceabilityPage() {
  const { no = '' } = useParams();
  const [search] = useSearchParams();
  const pageKey = search.get('key') ?? '';
  const [reportOpen, setReportOpen] = useState(false);
  const info = useQuery({
    queryKey: ['farm', no, pageKey, 'info'],
    queryFn: ({ signal }) => fetchFarmInfo(no, pageKey, signal),
    retry: false,
  });
  if (info.isPending) return <PageLoading />;
  if (info.isError) {
    return (
      <Container maxWidth="lg" sx={{ py: 3 }}>
        {info.error instanceof ApiError && info.error.status === 404 ? (
          <Alert severity="warning">{T.farmNotFound}</Alert>
        ) : (
          <LoadFailed onReload={() => void info.refetch()} />
        )}
      </Container>
    );
  }
  const farm = info.data;
  const lastReadingDay = farm.last_measured_at ? taipeiToday(new Date(farm.last_measured_at)) : taipeiToday(new Date());
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Box>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {T.pageTitle}｜{farm.name}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
            <Chip size="small" label={FARM_PAGE_TYPE_LABELS[farm.type]} />
            <Typography variant="body2" color="text.secondary">
              {farm.location}
            </Typography>
          </Stack>
        </Box>
        <Button variant="contained" onClick={() => setReportOpen(true)}>
          {T.report}
        </Button>
      </Stack>
      <FarmReportDialog info={farm} open={reportOpen} onClose={() => setReportOpen(false)} />
      <FarmSensorChart no={farm.no} pageKey={pageKey} info={farm} lastDay={lastReadingDay} />
      <FarmCameraImages no={farm.no} pageKey={pageKey} lastDay={farm.last_image_date ?? lastReadingDay} />
      <FarmGacpTables no={farm.no} pageKey={pageKey} options={farm.gacp_options} />
    </Container>
  );
}
