import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@lendbridge/domain';
import { AlertProvider, useAlert } from './AlertDialog';

function Trigger({ onClosed }: { onClosed: (which: string) => void }) {
  const { showAlert } = useAlert();
  return (
    <button
      type="button"
      onClick={() => {
        void showAlert({ title: MESSAGES.genericErrorTitle, text: MESSAGES.genericErrorText }).then(() => onClosed('first'));
        void showAlert({ title: MESSAGES.notLoggedIn }).then(() => onClosed('second'));
      }}
    >
      觸發
    </button>
  );
}

describe('AlertDialog', () => {
  it('shows alerts one after another and resolves each when closed', async () => {
    const onClosed = vi.fn();
    render(
      <AlertProvider>
        <Trigger onClosed={onClosed} />
      </AlertProvider>,
    );
    fireEvent.click(screen.getByText('觸發'));
    const first = await screen.findByRole('dialog');
    expect(first.textContent).toContain(MESSAGES.genericErrorTitle);
    expect(first.textContent).toContain(MESSAGES.genericErrorText);

    fireEvent.click(screen.getByRole('button', { name: '確定' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledWith('first'));
    expect((await screen.findByRole('dialog')).textContent).toContain(MESSAGES.notLoggedIn);

    fireEvent.click(screen.getByRole('button', { name: '確定' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledWith('second'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the same alert once when it is asked twice in a row', async () => {
    function Twice() {
      const { showAlert } = useAlert();
      return (
        <button
          type="button"
          onClick={() => {
            void showAlert({ title: MESSAGES.notMember });
            void showAlert({ title: MESSAGES.notMember });
          }}
        >
          兩次
        </button>
      );
    }
    render(
      <AlertProvider>
        <Twice />
      </AlertProvider>,
    );
    fireEvent.click(screen.getByText('兩次'));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: '確定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
