import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { FUNDING_CONSOLE_TEXTS as C, FUNDING_TEXTS, type ConsoleFundingProjectRow } from '@lendbridge/domain';
import { canAccessResource } from '../../access';
import { App } from '../../App';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { apiError, json, list, listQuery, mockStaffFetch, type RecordedCall, unhandled } from '../../test/fetchMock';

const API = '/api/console/funding-projects';
const IMAGE_ID = '0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4';

const project = (overrides: Partial<ConsoleFundingProjectRow> = {}): ConsoleFundingProjectRow => ({
  id: 4,
  serial: 'F000004',
  primary_loan_serial: 'A251118000012',
  loan_status: 'matching',
  title: '西螺濁水溪米 自有品牌碾米包裝',
  display_name: '廖大哥的西螺稻田',
  detail: '我們在雲林西螺用濁水溪水種了三十年的稻子。',
  interest: '',
  personal_credit: '',
  company_credit: '',
  mentor_comment: '品質穩定。',
  usage_distribution: [
    { description: '小型碾米機', amount: 85_000 },
    { description: '真空包裝機', amount: 65_000 },
  ],
  video_ids: [],
  image_ids: [],
  promoted: true,
  promotion_order: 1,
  popularity_order: 1,
  expected_amount: 150_000,
  target_amount: 10_000,
  number_of_lenders: 1,
  likes: 3,
  created_at: '2025-11-18T04:00:00.000Z',
  updated_at: '2025-11-18T04:00:00.000Z',
  ...overrides,
});

const renderConsole = (hash: string, roles: string[], onCreate?: (call: RecordedCall) => Response) => {
  const rows = [project()];
  const { calls } = mockStaffFetch(roles, (call) => {
    if (call.path === API && call.method === 'GET') return list('funding-projects', rows, rows.length);
    const one = /^\/api\/console\/funding-projects\/(\d+)$/.exec(call.path);
    if (one && call.method === 'GET') return one[1] === '4' ? json(200, rows[0]) : apiError(404, 'NOT_FOUND', '找不到資料');
    if (call.path === API && call.method === 'POST' && onCreate) return onCreate(call);
    if (call.path === '/api/upload' && call.method === 'POST') {
      return json(201, { data: { id: IMAGE_ID, filename: 'rice.png', path: `uploads/${IMAGE_ID}`, url: `/api/uploads/${IMAGE_ID}` } });
    }
    return unhandled(call);
  });
  window.location.hash = hash;
  render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);
  return { calls };
};

const fill = async (label: string, value: string, index = 0) => {
  fireEvent.change((await screen.findAllByLabelText(label))[index] as HTMLElement, { target: { value } });
};

describe('funding projects (募資專案)', () => {
  it('are changed by admins and read by sales; other staff see none', () => {
    for (const action of ['list', 'show', 'edit', 'create']) expect(canAccessResource(['admin'], 'funding-projects', action)).toBe(true);
    expect(canAccessResource(['sales'], 'funding-projects', 'list')).toBe(true);
    expect(canAccessResource(['sales'], 'funding-projects', 'show')).toBe(true);
    for (const action of ['edit', 'create']) expect(canAccessResource(['sales'], 'funding-projects', action)).toBe(false);
    for (const role of ['lender', 'appraiser', 'pawnshop_operator']) expect(canAccessResource([role], 'funding-projects', 'list')).toBe(false);
  });

  it('lists the projects through the simple-rest call with their amounts', async () => {
    const { calls } = renderConsole('#/funding-projects', ['sales']);
    expect(await screen.findByRole('gridcell', { name: '西螺濁水溪米 自有品牌碾米包裝' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'NT$ 150,000' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: C.number_of_lenders })).toBeTruthy();
    const get = calls.find((call) => call.path === API && call.method === 'GET');
    expect(listQuery(get!.url)).toEqual({ sort: ['id', 'DESC'], range: [0, 24], filter: {} });
    expect(screen.queryByRole('link', { name: /新增|建立/ })).toBeNull();
  });

  it('creates a listing with the form fields and an uploaded picture, and refuses a wrong video id before sending', async () => {
    const { calls } = renderConsole('#/funding-projects/create', ['admin'], () => json(201, project({ id: 4 })));
    await fill(C.primary_loan_serial, 'A251118000012');
    await fill(C.title, '西螺濁水溪米 自有品牌碾米包裝');
    await fill(C.display_name, '廖大哥的西螺稻田');
    await fill(C.detail, '我們在雲林西螺用濁水溪水種了三十年的稻子。');
    await fill(C.usage_description, '小型碾米機');
    await fill(C.usage_amount, '150000');
    await fill(C.video_ids, 'bad id');
    await waitFor(() => expect(screen.getByRole('button', { name: '儲存' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText(FUNDING_TEXTS.videoInvalid)).toBeTruthy();
    expect(calls.filter((call) => call.path === API && call.method === 'POST')).toEqual([]);

    await fill(C.video_ids, 'M7lc1UVf-VE');
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'rice.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(C.addImage, { selector: 'input' }), { target: { files: [picture] } });
    expect(await screen.findByRole('img', { name: `${C.image_ids} 1` })).toBeTruthy();
    const upload = calls.find((call) => call.path === '/api/upload');
    expect(upload?.body instanceof FormData && upload.body.get('type')).toBe('image');
    await waitFor(() => expect(screen.getByRole('button', { name: '儲存' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(calls.filter((call) => call.path === API && call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.path === API && call.method === 'POST')?.body).toEqual({
      primary_loan_serial: 'A251118000012',
      title: '西螺濁水溪米 自有品牌碾米包裝',
      display_name: '廖大哥的西螺稻田',
      detail: '我們在雲林西螺用濁水溪水種了三十年的稻子。',
      interest: '',
      personal_credit: '',
      company_credit: '',
      mentor_comment: '',
      usage_distribution: [{ description: '小型碾米機', amount: 150_000 }],
      video_ids: ['M7lc1UVf-VE'],
      image_ids: [IMAGE_ID],
      promoted: false,
      promotion_order: 0,
      popularity_order: 0,
    });
  });
});
