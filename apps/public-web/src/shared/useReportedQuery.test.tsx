import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@lendbridge/domain';
import { api } from '../app/api';
import { mockFetch } from '../test/fetchMock';
import { STATUSES, renderRoute } from '../test/render';
import { loadStateOf, useReportedQuery } from './useReportedQuery';

const PROBE = '/api/probe';

/** A page reading PROBE: it shows the state of its read. */
function Probe({ missingOn404 = false }: { missingOn404?: boolean }) {
  const read = useReportedQuery({ queryKey: ['probe'], queryFn: ({ signal }) => api.get<{ name: string }>(PROBE, { signal }) }, { missingOn404 });
  const load = loadStateOf(read);
  return <output>{load.state === 'ready' ? load.data.name : load.state}</output>;
}

// Hidden too: an open dialog hides the page from the accessibility tree.
const shown = () => screen.getByRole('status', { hidden: true }).textContent;

describe('useReportedQuery', () => {
  it('shows what the read answers', async () => {
    mockFetch({ [`GET ${PROBE}`]: { body: { data: { name: 'probe' } } } });
    renderRoute(<Probe />, { status: STATUSES.loggedIn });
    expect(shown()).toBe('loading');
    await waitFor(() => expect(shown()).toBe('probe'));
  });

  it('reports a failure once to the error handling, and reads again on refetch', async () => {
    const { apiCalls } = mockFetch({ [`GET ${PROBE}`]: { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: MESSAGES.genericErrorText } } });
    const { user, queryClient } = renderRoute(<Probe />, { status: STATUSES.loggedIn });
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.genericErrorTitle });
    expect(within(dialog).getByText(MESSAGES.genericErrorText)).toBeTruthy();
    await waitFor(() => expect(shown()).toBe('failed'));
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.dialogConfirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiCalls()).toHaveLength(1);

    await act(async () => {
      await queryClient.refetchQueries({ queryKey: ['probe'] });
    });
    expect(await screen.findByRole('dialog', { name: MESSAGES.genericErrorTitle })).toBeTruthy();
    expect(apiCalls()).toHaveLength(2);
  });

  it('leaves a 404 to the page as not found when asked to', async () => {
    mockFetch({ [`GET ${PROBE}`]: { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.notFound } } });
    renderRoute(<Probe missingOn404 />, { status: STATUSES.loggedIn });
    await waitFor(() => expect(shown()).toBe('missing'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
