import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { toggleSort, withFilter } from '@lendbridge/domain';
import { useListQueryState } from './useListQueryState';

const ALLOWED = {
  orderBy: ['amount', 'rate'],
  filters: { status: ['open', 'closed'], grade: ['A', 'B'] },
} as const;

function ListScreen() {
  const { state, setState } = useListQueryState(ALLOWED);
  return (
    <div>
      <output data-testid="state">{JSON.stringify(state)}</output>
      <button type="button" onClick={() => setState(toggleSort(state, 'rate'))}>
        依利率排序
      </button>
      <button type="button" onClick={() => setState(withFilter(state, 'status', 'closed'))}>
        已結案
      </button>
      <button type="button" onClick={() => setState({ ...state, page: state.page + 1 })}>
        下一頁
      </button>
    </div>
  );
}

const setup = (url: string) => {
  const router = createMemoryRouter([{ path: '/list', element: <ListScreen /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
};

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}') as Record<string, unknown>;

describe('useListQueryState', () => {
  it('reads back valid values from the query string', () => {
    setup('/list?page=3&order_by=amount&order_dir=desc&status=open&grade=B');
    expect(state()).toEqual({ page: 3, order_by: 'amount', order_dir: 'desc', filters: { status: 'open', grade: 'B' } });
  });

  it('drops invalid values: non-numeric page, other directions, unknown options', () => {
    setup('/list?page=abc&order_by=secret&order_dir=up&status=hacked&grade=A');
    expect(state()).toEqual({ page: 1, filters: { grade: 'A' } });
  });

  it('writes sorting, filters and pages into the query string, keeping other parameters', () => {
    const router = setup('/list?page=4&ref=mail');
    fireEvent.click(screen.getByText('依利率排序'));
    expect(new URLSearchParams(router.state.location.search).get('order_by')).toBe('rate');
    expect(new URLSearchParams(router.state.location.search).get('order_dir')).toBe('asc');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    fireEvent.click(screen.getByText('依利率排序'));
    expect(new URLSearchParams(router.state.location.search).get('order_dir')).toBe('desc');
    fireEvent.click(screen.getByText('已結案'));
    fireEvent.click(screen.getByText('下一頁'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('status')).toBe('closed');
    expect(params.get('page')).toBe('2');
    expect(params.get('ref')).toBe('mail');
  });
});
