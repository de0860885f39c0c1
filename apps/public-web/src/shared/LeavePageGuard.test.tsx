import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Link, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { MESSAGES } from '@lendbridge/domain';
import { LeavePageGuard } from './LeavePageGuard';

function FormPage() {
  const [text, setText] = useState('');
  return (
    <div>
      <label>
        名字
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <Link to="/other">其他頁面</Link>
      <LeavePageGuard dirty={text !== ''} />
    </div>
  );
}

const setup = () => {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <FormPage /> },
      { path: '/other', element: <p>其他頁面內容</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

describe('LeavePageGuard', () => {
  it('lets the member leave freely while nothing was typed', async () => {
    const router = setup();
    fireEvent.click(screen.getByText('其他頁面'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
  });

  it('asks before leaving with unsent data, and stays on 留在此頁', async () => {
    const router = setup();
    fireEvent.change(screen.getByLabelText('名字'), { target: { value: '小明' } });
    fireEvent.click(screen.getByText('其他頁面'));
    expect(await screen.findByText(MESSAGES.leavePage)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '留在此頁' }));
    await waitFor(() => expect(screen.queryByText(MESSAGES.leavePage)).toBeNull());
    expect(router.state.location.pathname).toBe('/form');
  });

  it('leaves on 確定離開', async () => {
    const router = setup();
    fireEvent.change(screen.getByLabelText('名字'), { target: { value: '小明' } });
    fireEvent.click(screen.getByText('其他頁面'));
    fireEvent.click(await screen.findByRole('button', { name: '確定離開' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
  });

  it('asks the browser to confirm closing the page with unsent data', () => {
    setup();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    fireEvent.change(screen.getByLabelText('名字'), { target: { value: '小明' } });
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
