import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { RecordedCall } from './fetchMock';

/** The recorded calls of one method to one path. */
export const calledWith = (calls: RecordedCall[], path: string, method: string): RecordedCall[] =>
  calls.filter((call) => call.path === path && call.method === method);

/** Types a value into the input of this label. */
export const fill = async (label: string, value: string): Promise<void> => {
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
};

/** Picks an option of the select of this label. */
export const choose = async (label: string, option: string): Promise<void> => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

/** Saves once the form is done validating what was last typed (the button is disabled meanwhile). */
export const save = async (): Promise<void> => {
  await waitFor(() => expect(screen.getByRole('button', { name: '儲存' }).hasAttribute('disabled')).toBe(false));
  fireEvent.click(screen.getByRole('button', { name: '儲存' }));
};
