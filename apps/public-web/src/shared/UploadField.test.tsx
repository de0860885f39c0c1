import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, UPLOAD_IMAGE_MAX_BYTES } from '@lendbridge/domain';
import { deferred, mockFetch } from '../test/fetchMock';
import type { MockReply } from '../test/fetchMock';
import { STATUSES, renderRoute } from '../test/render';
import { UploadField } from './UploadField';

const ID_1 = '11111111-1111-4111-8111-111111111111';
const ID_2 = '22222222-2222-4222-8222-222222222222';

const png = (name = 'front.png', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });

const uploaded = (id: string, filename: string): MockReply => ({
  status: 201,
  body: { data: { id, filename, path: `uploads/${id}`, url: `/api/uploads/${id}` } },
});

function Harness({
  initial = [],
  multiple,
  maxFiles,
  onChange,
}: {
  initial?: string[];
  multiple?: boolean;
  maxFiles?: number;
  onChange?: (ids: string[]) => void;
}) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <UploadField
      label="身分證正面照片"
      type="id_card_front"
      value={value}
      multiple={multiple}
      maxFiles={maxFiles}
      onChange={(ids) => {
        setValue(ids);
        onChange?.(ids);
      }}
    />
  );
}

const pick = (...files: File[]) => {
  fireEvent.change(screen.getByLabelText('身分證正面照片'), { target: { files } });
};

const dialogText = async () => (await screen.findByRole('dialog')).textContent ?? '';

describe('UploadField', () => {
  it('uploads multipart (type + image), shows 上傳成功 with a thumbnail, and deletes', async () => {
    const onChange = vi.fn();
    const { apiCalls } = mockFetch({ 'POST /api/upload': uploaded(ID_1, 'front.png') });
    renderRoute(<Harness onChange={onChange} />, { status: STATUSES.member });
    pick(png());

    expect(await screen.findByText(MESSAGES.uploadSuccessLabel)).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith([ID_1]);
    const body = apiCalls()[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('type')).toBe('id_card_front');
    expect(((body as FormData).get('image') as File).name).toBe('front.png');
    expect(screen.getByRole('img', { name: 'front.png' }).getAttribute('src')).toBe(`/api/uploads/${ID_1}`);

    fireEvent.click(screen.getByRole('button', { name: '刪除 front.png' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByText(MESSAGES.uploadSuccessLabel)).toBeNull();
  });

  it('shows the waiting/processing state and refuses a second upload while busy', async () => {
    const reply = deferred<MockReply>();
    mockFetch({ 'POST /api/upload': () => reply.promise });
    renderRoute(<Harness multiple />, { status: STATUSES.member });
    pick(png('a.png'));
    expect(await screen.findByText('上傳中')).toBeTruthy();

    pick(png('b.png'));
    expect(await dialogText()).toContain(MESSAGES.uploadBusy);

    await act(async () => {
      reply.resolve(uploaded(ID_1, 'a.png'));
      await reply.promise;
    });
    expect(await screen.findByText(MESSAGES.uploadSuccessLabel)).toBeTruthy();
  });

  it('takes one file only in a single-file field', async () => {
    mockFetch();
    renderRoute(<Harness initial={[ID_1]} />, { status: STATUSES.member });
    pick(png());
    expect(await dialogText()).toContain(MESSAGES.uploadSingle);
  });

  it('stops at the file limit', async () => {
    mockFetch();
    renderRoute(<Harness initial={[ID_1, ID_2]} multiple maxFiles={2} />, { status: STATUSES.member });
    pick(png());
    expect(await dialogText()).toContain(MESSAGES.uploadLimit);
  });

  it('checks the format and size before sending', async () => {
    const { apiCalls } = mockFetch();
    renderRoute(<Harness />, { status: STATUSES.member });
    pick(new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }));
    const text = await dialogText();
    expect(text).toContain(MESSAGES.uploadBadFormat);
    expect(text).toContain(MESSAGES.uploadImageRule);
    fireEvent.click(screen.getByRole('button', { name: '確定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    pick(png('huge.png', UPLOAD_IMAGE_MAX_BYTES + 1));
    expect(await dialogText()).toContain(MESSAGES.fileTooLarge);
    expect(apiCalls()).toHaveLength(0);
  });

  it('shows 上傳失敗 with the format message after a 4xx answer', async () => {
    mockFetch({
      'POST /api/upload': {
        status: 400,
        body: { statusCode: 400, code: 'UPLOAD_BAD_FORMAT', message: MESSAGES.uploadBadFormat },
      },
    });
    const onChange = vi.fn();
    renderRoute(<Harness onChange={onChange} />, { status: STATUSES.member });
    pick(png());
    expect(await screen.findByText(`${MESSAGES.uploadFailedLabel}：${MESSAGES.uploadBadFormat}`)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows 上傳失敗 with "try later" after another failure', async () => {
    mockFetch({ 'POST /api/upload': { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: '系統錯誤' } } });
    renderRoute(<Harness />, { status: STATUSES.member });
    pick(png());
    expect(await screen.findByText(`${MESSAGES.uploadFailedLabel}：${MESSAGES.uploadRetryLater}`)).toBeTruthy();
  });

  it('sends none of the queued files once the field is gone', async () => {
    const reply = deferred<MockReply>();
    const onChange = vi.fn();
    const { apiCalls } = mockFetch({ 'POST /api/upload': () => reply.promise });
    const view = renderRoute(<Harness multiple onChange={onChange} />, { status: STATUSES.member });
    pick(png('a.png'), png('b.png'));
    expect(await screen.findByText('上傳中')).toBeTruthy();
    expect(apiCalls()).toHaveLength(1);

    view.unmount();
    await act(async () => {
      reply.resolve(uploaded(ID_1, 'a.png'));
      await reply.promise;
    });
    expect(apiCalls()).toHaveLength(1);
    expect(onChange).not.toHaveBeenCalled();
  });
});
