import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT_CATEGORY_LABELS, CONTACT_FILE_MAX_BYTES, CONTACT_TEXTS, MESSAGES, TEXTAREA_VALIDATE_DEBOUNCE_MS, fileLengthMax, requiredField } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import { renderRoute } from '../../test/render';
import { ContactPage } from './ContactPage';

const renderPage = () => renderRoute(<ContactPage />, { url: '/contact', path: '/contact' });

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const pdf = (name: string, size = 64) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('ContactPage', () => {
  it('suggests the common providers only once a domain letter follows the @', async () => {
    mockFetch();
    renderPage();
    type(CONTACT_TEXTS.email, 'amy@');
    expect(screen.queryByRole('option', { name: 'amy@gmail.com' })).toBeNull();
    fireEvent.focus(screen.getByLabelText(CONTACT_TEXTS.email));
    type(CONTACT_TEXTS.email, 'amy@g');
    expect(await screen.findByRole('option', { name: 'amy@gmail.com' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'amy@hotmail.com' })).toBeNull();
  });

  it('shows the remaining characters and blocks a phone number in the description', async () => {
    const { apiCalls } = mockFetch();
    const { user } = renderPage();
    type(CONTACT_TEXTS.description, '請打 0912345678');
    expect(screen.getByText('剩餘 9987 字')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(MESSAGES.noPhoneInText)).toBeTruthy(), { timeout: TEXTAREA_VALIDATE_DEBOUNCE_MS + 2_000 });
    await user.click(screen.getByRole('button', { name: CONTACT_TEXTS.submit }));
    expect(await screen.findByText(requiredField(CONTACT_TEXTS.name))).toBeTruthy();
    expect(apiCalls().filter((call) => call.path === '/api/contact')).toHaveLength(0);
  });

  it('refuses a fourth file and one over 10,240 KB before sending', () => {
    mockFetch();
    renderPage();
    const input = screen.getByLabelText(CONTACT_TEXTS.files);
    fireEvent.change(input, { target: { files: [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf')] } });
    expect(screen.getByText(fileLengthMax(3))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `${CONTACT_TEXTS.removeFile} d.pdf` }));
    expect(screen.queryByText(fileLengthMax(3))).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `${CONTACT_TEXTS.removeFile} c.pdf` }));
    fireEvent.change(input, { target: { files: [pdf('big.pdf', CONTACT_FILE_MAX_BYTES + 1)] } });
    expect(screen.getByText(MESSAGES.fileTooLarge)).toBeTruthy();
  });

  it('sends the form with its files as multipart and thanks the sender', async () => {
    const { apiCalls } = mockFetch({ 'POST /api/contact': { status: 201, body: { data: { id: 9 } } } });
    const { user } = renderPage();
    type(CONTACT_TEXTS.name, '林雅婷');
    type(CONTACT_TEXTS.email, 'yating@gmail.com');
    fireEvent.change(screen.getByLabelText(CONTACT_TEXTS.category), { target: { value: 'repayment' } });
    type(CONTACT_TEXTS.description, '請問提前還款是否需要手續費？');
    fireEvent.change(screen.getByLabelText(CONTACT_TEXTS.files), { target: { files: [pdf('證明.pdf')] } });
    expect(screen.getByText(CONTACT_CATEGORY_LABELS.repayment)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: CONTACT_TEXTS.submit }));
    expect(await screen.findByText(CONTACT_TEXTS.sent)).toBeTruthy();
    const body = apiCalls().find((call) => call.path === '/api/contact')?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect([form.get('name'), form.get('email'), form.get('category'), form.get('description')]).toEqual(['林雅婷', 'yating@gmail.com', 'repayment', '請問提前還款是否需要手續費？']);
    expect((form.getAll('files') as File[]).map((file) => file.name)).toEqual(['證明.pdf']);
  });
});
