import Pagination from '@mui/material/Pagination';
import { PAGINATION_AROUND_CURRENT } from '@lendbridge/domain';

/** The accessible names of a list's pagination, in the list's own wording. */
export interface ListPaginationTexts {
  pagination: string;
  firstPage: string;
  lastPage: string;
  previousPage: string;
  nextPage: string;
}

export interface ListPaginationProps {
  page: number;
  lastPage: number;
  /** Called with a page other than the current one. */
  onPage: (page: number) => void;
  texts: ListPaginationTexts;
  /** The accessible name of a numbered page button. */
  pageLabel: (page: number) => string;
}

type ItemType = 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

/**
 * First, previous, the first and last pages, the pages within PAGINATION_AROUND_CURRENT of the
 * current one, next and last. Previous and next are disabled at the ends.
 */
export function ListPagination({ page, lastPage, onPage, texts, pageLabel }: ListPaginationProps) {
  const itemLabel = (type: ItemType, item: number | null): string => {
    if (type === 'first') return texts.firstPage;
    if (type === 'last') return texts.lastPage;
    if (type === 'previous') return texts.previousPage;
    if (type === 'next') return texts.nextPage;
    return pageLabel(item ?? 0);
  };

  return (
    <Pagination
      count={lastPage}
      page={Math.min(page, lastPage)}
      siblingCount={PAGINATION_AROUND_CURRENT}
      boundaryCount={1}
      showFirstButton
      showLastButton
      color="primary"
      aria-label={texts.pagination}
      getItemAriaLabel={itemLabel}
      onChange={(_, next) => {
        if (next !== page) onPage(next);
      }}
    />
  );
}
