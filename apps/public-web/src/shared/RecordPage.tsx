import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'react-router-dom';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { LoadFailed } from './LoadFailed';
import { PageLoading } from './PageLoading';
import type { LoadState } from './useReportedQuery';

interface RecordPageProps<T> {
  load: LoadState<T>;
  reload: () => void;
  /** The way back: the list or overview the record belongs to. */
  back: { to: string; label: string };
  children: (record: T) => ReactNode;
}

/**
 * The frame of a page showing one of the member's records: the way back, then the record, the
 * loading indicator, or a failure with 重新整理; a record that is not found shows the not-found page.
 */
export function RecordPage<T>({ load, reload, back, children }: RecordPageProps<T>) {
  if (load.state === 'missing') return <NotFoundPage />;
  return (
    <Container maxWidth="md">
      <Box sx={{ mb: 2 }}>
        <Button component={RouterLink} to={back.to}>
          {back.label}
        </Button>
      </Box>
      {load.state === 'loading' && <PageLoading />}
      {load.state === 'failed' && <LoadFailed onReload={reload} />}
      {load.state === 'ready' && children(load.data)}
    </Container>
  );
}
