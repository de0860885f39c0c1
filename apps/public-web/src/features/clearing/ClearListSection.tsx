import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CLEARING_TEXTS } from '@lendbridge/domain';

export interface ClearListSectionProps {
  title: string;
  /** False while the list is loading. */
  loaded: boolean;
  children: ReactNode;
  /** The actions under the list (request, clear, agree…). */
  actions?: ReactNode;
  /** A further page exists: 載入更多 is offered. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}

/** One list of a clearing page: its heading, the table (or a loading bar), its actions and 載入更多. */
export function ClearListSection({ title, loaded, children, actions, hasMore = false, loadingMore = false, onLoadMore }: ClearListSectionProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-label={title}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {loaded ? children : <LinearProgress aria-label={CLEARING_TEXTS.listLoading} />}
      {(actions !== undefined || hasMore) && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          {actions}
          {hasMore && (
            <Button onClick={onLoadMore} disabled={loadingMore} aria-busy={loadingMore}>
              {CLEARING_TEXTS.loadMore}
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}
