import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCOUNT_TEXTS, statementPageCount } from '@lendbridge/domain';

export interface AccountPaginationProps {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}

/** First, previous, the page count, next and last; previous is ignored on the first page, next on the last. */
export function AccountPagination({ page, lastPage, onPage }: AccountPaginationProps) {
  const atFirst = page <= 1;
  const atLast = page >= lastPage;
  const go = (target: number) => {
    const bounded = Math.min(Math.max(target, 1), lastPage);
    if (bounded !== page) onPage(bounded);
  };
  return (
    <Stack
      component="nav"
      aria-label={ACCOUNT_TEXTS.pagination}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}
    >
      <Button size="small" disabled={atFirst} onClick={() => go(1)}>
        {ACCOUNT_TEXTS.firstPage}
      </Button>
      <Button size="small" disabled={atFirst} onClick={() => go(page - 1)}>
        {ACCOUNT_TEXTS.previousPage}
      </Button>
      <Typography variant="body2" role="status" sx={{ px: 1 }}>
        {statementPageCount(page, lastPage)}
      </Typography>
      <Button size="small" disabled={atLast} onClick={() => go(page + 1)}>
        {ACCOUNT_TEXTS.nextPage}
      </Button>
      <Button size="small" disabled={atLast} onClick={() => go(lastPage)}>
        {ACCOUNT_TEXTS.lastPage}
      </Button>
    </Stack>
  );
}
