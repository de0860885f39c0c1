import { useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { INBOX_TEXTS, inboxPageLabel } from '@lendbridge/domain';
import { ListPagination } from '../../shared/ListPagination';

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
      <ListPagination page={page} lastPage={lastPage} onPage={onPage} texts={INBOX_TEXTS} pageLabel={inboxPageLabel} />
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
