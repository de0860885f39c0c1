import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIELD_LABELS, MESSAGES } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockReply } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { AlumniVerification } from './AlumniVerification';

const L = FIELD_LABELS;
const VERIFY = 'GET /api/alumni/verify';
const ALUMNUS = { student_id: 'B03901001', academic: '電機資訊學院', department: '電機工程學系' };

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fill(values: typeof ALUMNUS) {
  type(L.student_id, values.student_id);
  type(L.academic, values.academic);
  type(L.department, values.department);
}

function renderWidget(reply: MockReply) {
  const fetched = mockFetch({ [VERIFY]: reply });
  const onResult = vi.fn();
  renderRoute(<AlumniVerification onResult={onResult} />, { status: STATUSES.complete });
  return { ...fetched, onResult };
}

describe('AlumniVerification', () => {
  it('requires the student id, academic and department', async () => {
    const { apiCalls, onResult } = renderWidget({ body: { data: { valid: true, is_used: false } } });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.alumniVerify }));
    expect(await screen.findByText(`${L.student_id}為必填`)).toBeTruthy();
    expect(screen.getByText(`${L.academic}為必填`)).toBeTruthy();
    expect(screen.getByText(`${L.department}為必填`)).toBeTruthy();
    expect(apiCalls()).toHaveLength(0);
    expect(onResult).not.toHaveBeenCalled();
  });

  it('sends the three fields in the query and says the record is valid', async () => {
    const { apiCalls, onResult } = renderWidget({ body: { data: { valid: true, is_used: false } } });
    fill(ALUMNUS);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.alumniVerify }));

    expect(await screen.findByText(MESSAGES.alumniValid)).toBeTruthy();
    const call = apiCalls()[0];
    expect(apiCalls()).toHaveLength(1);
    expect(call?.method).toBe('GET');
    expect(Object.fromEntries(new URL(call?.url ?? '', 'http://localhost').searchParams)).toEqual(ALUMNUS);
    expect(call?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(onResult).toHaveBeenCalledWith({ valid: true, is_used: false }, ALUMNUS);
  });

  it('says when the record was already used by an application', async () => {
    const { onResult } = renderWidget({ body: { data: { valid: true, is_used: true } } });
    fill(ALUMNUS);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.alumniVerify }));
    expect(await screen.findByText(MESSAGES.alumniUsed)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.alumniValid)).toBeNull();
    expect(onResult).toHaveBeenCalledWith({ valid: true, is_used: true }, ALUMNUS);
  });

  it('says when no record matches', async () => {
    const { onResult } = renderWidget({ body: { data: { valid: false, is_used: false } } });
    fill({ ...ALUMNUS, department: '資訊工程學系' });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.alumniVerify }));
    expect(await screen.findByText(MESSAGES.alumniNotFound)).toBeTruthy();
    expect(onResult).toHaveBeenCalledWith({ valid: false, is_used: false }, { ...ALUMNUS, department: '資訊工程學系' });
  });

  it("puts the server's field errors under their fields", async () => {
    const { onResult } = renderWidget({
      status: 400,
      body: { statusCode: 400, code: 'VALIDATION_FAILED', message: '學院為必填', errors: { academic: '學院為必填' } },
    });
    fill(ALUMNUS);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.alumniVerify }));
    await waitFor(() => expect(screen.getByText('學院為必填')).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onResult).not.toHaveBeenCalled();
  });
});
