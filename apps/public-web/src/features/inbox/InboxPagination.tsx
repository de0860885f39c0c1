import { useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import { INBOX_TEXTS, PAGINATION_AROUND_CURRENT, inboxPageLabel } from '@lendbridge/domain';

export interface InboxPaginationProps {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  /** A typed page that is not a number or outside 1..lastPage. */
  onInvalidPage: () => void;
}

const WHOLE = /^\d+$/;

/** The page of a typed text, or null when it is not a page of 1..lastPage. */
export const typedPage = (text: string, lastPage: number): number | null => {
  const trimmed = text.trim();
  if (!WHOLE.test(trimmed)) return null;
  const page = Number(trimmed);
  return page >= 1 && page <= lastPage ? page : null;
};

type ItemType = 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

const itemLabel = (type: ItemType, page: number | null): string => {
  if (type === 'first') return INBOX_TEXTS.firstPage;
  if (type === 'last') return INBOX_TEXTS.lastPage;
  if (type === 'previous') return INBOX_TEXTS.previousPage;
  if (type === 'next') return INBOX_TEXTS.nextPage;
  return inboxPageLabel(page ?? 0);
};

/**
 * First, previous, the pages within two of the current one, next, last; and a page jump. Previous
 * and next are disabled at the ends.
 */
export function InboxPagination({ page, lastPage, onPage, onInvalidPage }: InboxPaginationProps) {
  const [typed, setTyped] = useState('');

  const jump = (event: FormEvent) => {
    event.preventDefault();
    const target = typedPage(typed, lastPage);
    if (target === null) {
      onInvalidPage();
      return;
    }
    setTyped('');
    if (target !== page) onPage(target);
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
      <Pagination
        count={lastPage}
        page={Math.min(page, lastPage)}
        siblingCount={PAGINATION_AROUND_CURRENT}
        boundaryCount={1}
        showFirstButton
        showLastButton
        color="primary"
        aria-label={INBOX_TEXTS.pagination}
        getItemAriaLabel={(type, item) => itemLabel(type, item)}
        onChange={(_, next) => {
          if (next !== page) onPage(next);
        }}
      />
      <Box component="form" onSubmit={jump} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          label={INBOX_TEXTS.pageJump}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: 120 }}
        />
        <Button type="submit" variant="outlined">
          {INBOX_TEXTS.go}
        </Button>
      </Box>
    </Box>
  );
}
