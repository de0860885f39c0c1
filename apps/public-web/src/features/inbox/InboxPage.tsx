import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import {
  INBOX_ACTION_LABELS,
  INBOX_FILTER_MAX_LENGTH,
  INBOX_TEXTS,
  INBOX_VIEWS,
  INBOX_VIEW_LABELS,
  INBOX_VIEW_QUERIES,
  MESSAGES,
  TOAST_MS,
  formatDateTime,
  inboxActionsFor,
  unreadCountLabel,
} from '@lendbridge/domain';
import type { InboxAction, InboxListAnswer, InboxMessage, InboxView } from '@lendbridge/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { PageLoading } from '../../shared/PageLoading';
import { useReportedQuery } from '../../shared/useReportedQuery';
import { applyInboxAction, inboxQueries } from './inbox.api';
import type { InboxRequest } from './inbox.api';
import { InboxMessageDialog } from './InboxMessageDialog';
import { InboxPagination } from './InboxPagination';
import { useInboxQuery } from './useInboxQuery';

export const INBOX_PATH = '/inbox';

/** Read by screen readers only: the sort direction beside the date header. */
const SCREEN_READER_ONLY = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** The tab of a view; the unread tab carries the unread count (99+ above the cap). */
const viewTabLabel = (view: InboxView, unread: number | null): string =>
  view === 'unread' && unread !== null && unread > 0
    ? `${INBOX_VIEW_LABELS.unread} (${unreadCountLabel(unread)})`
    : INBOX_VIEW_LABELS[view];

function FilterForm({ filter, onFilter }: { filter: string; onFilter: (text: string) => void }) {
  const [text, setText] = useState(filter);

  useEffect(() => {
    setText(filter);
  }, [filter]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter(text);
  };

  return (
    <Box component="form" role="search" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <TextField
        size="small"
        label={INBOX_TEXTS.filterLabel}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: INBOX_FILTER_MAX_LENGTH } }}
        sx={{ flexGrow: 1, maxWidth: 360 }}
      />
      <Button type="submit" variant="contained">
        {INBOX_TEXTS.search}
      </Button>
      {filter !== '' && (
        <Button onClick={() => onFilter('')}>{INBOX_TEXTS.clearFilter}</Button>
      )}
    </Box>
  );
}

/**
 * The member's 訊息中心 at /inbox: the inbox, unread, read and trash views, a subject filter, the
 * date sorter, ten messages a page, and bulk actions on the selected messages. Opening a message
 * marks it read. The view, filter, order and page live in the query string.
 */
export function InboxPage() {
  const query = useInboxQuery();
  const { view, filter, page, orderDir, pageInvalid, setPage } = query;
  const handleErrorRef = useErrorHandlerRef();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [opened, setOpened] = useState<InboxMessage | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The next answer follows an action: a page past the last then goes back without a toast. */
  const afterAction = useRef(false);
  const setPageRef = useRef(setPage);

  const { folder, read } = INBOX_VIEW_QUERIES[view];
  const request: InboxRequest = { folder, read, filter, page, order_dir: orderDir };
  const list = useReportedQuery({ ...inboxQueries.list(request), enabled: !pageInvalid, placeholderData: keepPreviousData });
  const unread = useQuery(inboxQueries.unread()).data ?? null;
  const received = list.isPlaceholderData ? undefined : list.data;
  const pastLast = received !== undefined && received.current_page > received.last_page ? received.last_page : null;
  const answer = list.data === undefined || (list.data.current_page > list.data.last_page) ? null : list.data;
  const loading = list.isFetching || pastLast !== null || (list.data === undefined && !list.isError);

  useEffect(() => {
    setPageRef.current = setPage;
  }, [setPage]);

  useEffect(() => {
    if (!pageInvalid) return;
    setToast(MESSAGES.invalidPage);
    setPageRef.current(1, { replace: true });
  }, [pageInvalid]);

  /** Each answer clears the selection; one past the last page goes to the last page. */
  const answeredAt = received === undefined ? 0 : list.dataUpdatedAt;
  useEffect(() => {
    if (answeredAt === 0) return;
    const wasAction = afterAction.current;
    afterAction.current = false;
    if (pastLast !== null) {
      if (!wasAction) setToast(MESSAGES.invalidPage);
      setPageRef.current(pastLast, { replace: true });
      return;
    }
    setSelected(new Set());
  }, [answeredAt, pastLast]);

  const updateListed = (change: (message: InboxMessage) => InboxMessage) =>
    queryClient.setQueryData(inboxQueries.list(request).queryKey, (current: InboxListAnswer | undefined) =>
      current === undefined ? current : { ...current, data: current.data.map(change) },
    );

  const messages = answer?.data ?? [];
  const allSelected = messages.length > 0 && messages.every((message) => selected.has(message.id));
  const someSelected = messages.some((message) => selected.has(message.id));

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(messages.map((message) => message.id)));

  const act = async (action: InboxAction) => {
    const ids = messages.filter((message) => selected.has(message.id)).map((message) => message.id);
    if (ids.length === 0) {
      setToast(INBOX_TEXTS.noSelection);
      return;
    }
    setBusy(true);
    try {
      await applyInboxAction(action, ids);
      afterAction.current = true;
      void queryClient.invalidateQueries({ queryKey: inboxQueries.root });
    } catch (error) {
      handleErrorRef.current(error);
    } finally {
      setBusy(false);
    }
  };

  const open = (message: InboxMessage) => {
    setOpened({ ...message, read: true });
    if (message.read) return;
    applyInboxAction('read', [message.id])
      .then(() => {
        updateListed((item) => (item.id === message.id ? { ...item, read: true } : item));
        void queryClient.invalidateQueries({ queryKey: inboxQueries.unread().queryKey });
      })
      .catch((error: unknown) => handleErrorRef.current(error));
  };

  const replied = (message: InboxMessage) => {
    setOpened(message);
    updateListed((item) => (item.id === message.id ? message : item));
  };

  if (answer === null && loading) return <PageLoading />;

  return (
    <Container maxWidth="md">
      <Stack spacing={2}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {INBOX_TEXTS.title}
        </Typography>
        <Paper variant="outlined">
          <Tabs
            value={view}
            onChange={(_, next: InboxView) => query.setView(next)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={INBOX_TEXTS.title}
          >
            {INBOX_VIEWS.map((item) => (
              <Tab key={item} value={item} label={viewTabLabel(item, unread)} />
            ))}
          </Tabs>
          <Stack spacing={2} sx={{ p: { xs: 2, sm: 3 } }}>
            <FilterForm filter={filter} onFilter={query.setFilter} />
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              {inboxActionsFor(view).map((action) => (
                <Button
                  key={action}
                  variant="outlined"
                  size="small"
                  disabled={!someSelected || busy}
                  onClick={() => void act(action)}
                >
                  {INBOX_ACTION_LABELS[action]}
                </Button>
              ))}
              {someSelected && (
                <Typography variant="body2" color="text.secondary" role="status">
                  {`${INBOX_TEXTS.selectedCount} ${selected.size}`}
                </Typography>
              )}
            </Stack>
            <Box sx={{ minHeight: 4 }}>{loading && <LinearProgress aria-label={INBOX_TEXTS.loading} />}</Box>
            <Table size="small" aria-label={INBOX_VIEW_LABELS[view]}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={allSelected}
                      indeterminate={someSelected && !allSelected}
                      disabled={messages.length === 0}
                      onChange={toggleAll}
                      slotProps={{ input: { 'aria-label': INBOX_TEXTS.selectAll } }}
                    />
                  </TableCell>
                  <TableCell>{INBOX_TEXTS.subject}</TableCell>
                  <TableCell sortDirection={orderDir} sx={{ width: 170 }}>
                    <TableSortLabel active direction={orderDir} onClick={query.toggleOrder}>
                      {INBOX_TEXTS.date}
                      <Box component="span" sx={SCREEN_READER_ONLY}>
                        {orderDir === 'desc' ? INBOX_TEXTS.newestFirst : INBOX_TEXTS.oldestFirst}
                      </Box>
                    </TableSortLabel>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {messages.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={3}>
                      <Typography color="text.secondary">{INBOX_TEXTS.empty}</Typography>
                    </TableCell>
                  </TableRow>
                ) : (
                  messages.map((message) => (
                    <TableRow key={message.id} hover selected={selected.has(message.id)}>
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={selected.has(message.id)}
                          onChange={() => toggle(message.id)}
                          slotProps={{ input: { 'aria-label': `${INBOX_TEXTS.selectOne} ${message.subject}` } }}
                        />
                      </TableCell>
                      <TableCell>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          {message.marked && (
                            <StarIcon fontSize="small" color="warning" titleAccess={INBOX_TEXTS.marked} />
                          )}
                          <Link
                            component="button"
                            type="button"
                            underline="hover"
                            color="inherit"
                            onClick={() => open(message)}
                            sx={{ fontWeight: message.read ? 400 : 700, textAlign: 'left' }}
                          >
                            {message.subject}
                          </Link>
                          {!message.read && <Chip size="small" color="primary" label={INBOX_TEXTS.unread} />}
                          {message.is_replied && <Chip size="small" variant="outlined" label={INBOX_TEXTS.replied} />}
                        </Stack>
                      </TableCell>
                      <TableCell>{formatDateTime(message.created_at)}</TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
            {answer !== null && (
              <InboxPagination
                page={answer.current_page}
                lastPage={answer.last_page}
                onPage={(next) => setPage(next)}
                onInvalidPage={() => setToast(MESSAGES.invalidPage)}
              />
            )}
          </Stack>
        </Paper>
      </Stack>
      <InboxMessageDialog message={opened} onClose={() => setOpened(null)} onReplied={replied} />
      <Snackbar open={toast !== null} autoHideDuration={TOAST_MS} onClose={() => setToast(null)}>
        <Alert severity="warning" variant="filled" onClose={() => setToast(null)}>
          {toast}
        </Alert>
      </Snackbar>
    </Container>
  );
}
