import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { CONSOLE_CROWDFUNDING_TEXTS as C, CROWDFUNDING_TEXTS } from '@lendbridge/domain';
import { canAccessResource } from '../../access';
import { App } from '../../App';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { apiError, json, list, mockStaffFetch, type RecordedCall, unhandled } from '../../test/fetchMock';
import type { DeliveryRecord, ProjectRecord } from './choices';

const PROJECT: ProjectRecord & { plans: unknown[] } = {
  id: 3,
  serial: 'CF000003',
  title: '花蓮有機米月月配',
  kind: 'standard',
  status: 'open',
  owner_member_serial: 'M00100001',
  plans_count: 1,
  orders_paid: 2,
  created_at: '2026-10-01T02:00:00.000Z',
  contents: [{ type: 'text', content: '花蓮玉里的有機稻田。' }],
  plans: [{ id: 9, title: '每月一箱', units: 30, rates: [{ period: 3, first_period_amount: 1_200 }], tabs: [] }],
  plan_units: [{ id: 9, title: '每月一箱', units: 30, units_taken: 2 }],
};

const DELIVERY: DeliveryRecord = {
  id: 41,
  order_id: 12,
  order_serial: 'CO261001000001',
  project_title: '花蓮有機米月月配',
  period_no: 1,
  deadline: '2026-10-15',
  status: 'preparing',
  carrier_code: null,
  delivery_id: null,
  receiver: '林小美 0912345678 臺北市大安區復興南路一段 100 號',
  shipped_at: null,
  received_at: null,
};

const ROSTER_ENTRY = { id: 5, project_id: 7, student_id: 'B95901012', academic: '電機資訊學院', department: '電機工程學系', name: '陳冠廷', is_used: true };

const renderConsole = (hash: string, roles: string[], onWrite: (call: RecordedCall) => Response = unhandled) => {
  const { calls } = mockStaffFetch(roles, (call) => {
    if (call.path === '/api/console/crowdfunding-projects' && call.method === 'GET') return list('crowdfunding-projects', [PROJECT], 1);
    if (call.path === '/api/console/crowdfunding-projects/3' && call.method === 'GET') return json(200, PROJECT);
    if (call.path === '/api/console/crowdfunding-deliveries/41' && call.method === 'GET') return json(200, DELIVERY);
    if (call.path === '/api/console/crowdfunding-alumni-roster' && call.method === 'GET') return list('crowdfunding-alumni-roster', [ROSTER_ENTRY], 1);
    if (call.method === 'PUT' || call.method === 'POST') return onWrite(call);
    return unhandled(call);
  });
  window.location.hash = hash;
  render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);
  return { calls };
};

const save = async () => {
  await waitFor(() => expect(screen.getByRole('button', { name: '儲存' }).hasAttribute('disabled')).toBe(false));
  fireEvent.click(screen.getByRole('button', { name: '儲存' }));
};

describe('crowdfunding (募資)', () => {
  it('is changed by admins and read by sales', () => {
    for (const action of ['list', 'show', 'edit', 'create']) expect(canAccessResource(['admin'], 'crowdfunding-projects', action)).toBe(true);
    expect(canAccessResource(['sales'], 'crowdfunding-projects', 'show')).toBe(true);
    expect(canAccessResource(['sales'], 'crowdfunding-projects', 'edit')).toBe(false);
    expect(canAccessResource(['sales'], 'crowdfunding-deliveries', 'edit')).toBe(false);
    expect(canAccessResource(['admin'], 'crowdfunding-deliveries', 'edit')).toBe(true);
    expect(canAccessResource(['sales'], 'crowdfunding-alumni-roster', 'create')).toBe(false);
    expect(canAccessResource(['appraiser'], 'crowdfunding-orders', 'list')).toBe(false);
  });

  it('lists projects for sales without the create button and shows a project\'s units taken', async () => {
    renderConsole('#/crowdfunding-projects', ['sales']);
    fireEvent.click(await screen.findByRole('gridcell', { name: '花蓮有機米月月配' }));
    expect(await screen.findByText(`${C.units_taken} 2 / 30`)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '編輯' })).toBeNull();
  });

  it('edits a project with its form\'s fields only', async () => {
    const { calls } = renderConsole('#/crowdfunding-projects/3', ['admin'], (call) => json(200, { ...PROJECT, ...(call.body as object) }));
    fireEvent.change(await screen.findByDisplayValue('花蓮有機米月月配'), { target: { value: '花蓮有機米 季配' } });
    await save();
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: '花蓮有機米 季配',
      owner_member_serial: 'M00100001',
      kind: 'standard',
      status: 'open',
      contents: [{ type: 'text', content: '花蓮玉里的有機稻田。' }],
      plans: [{ id: 9, title: '每月一箱', units: 30, rates: [{ period: 3, first_period_amount: 1_200, later_period_amount: null }], tabs: [] }],
    });
  });

  it('marks a delivery shipped with its carrier and tracking number, and shows the server\'s refusal', async () => {
    const { calls } = renderConsole('#/crowdfunding-deliveries/41', ['admin'], () => apiError(409, 'DELIVERY_NOT_CHANGEABLE', CROWDFUNDING_TEXTS.deliveryNotChangeable));
    expect(await screen.findByText(DELIVERY.receiver)).toBeTruthy();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: C.status }));
    fireEvent.click(await screen.findByRole('option', { name: '已出貨' }));
    fireEvent.change(await screen.findByLabelText(C.carrier_code), { target: { value: 'TCAT' } });
    fireEvent.change(await screen.findByLabelText(C.delivery_id), { target: { value: '900123456789' } });
    await save();
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'shipped', carrier_code: 'TCAT', delivery_id: '900123456789' });
    expect(await screen.findByText(CROWDFUNDING_TEXTS.deliveryNotChangeable)).toBeTruthy();
  });

  it('lists the alumni roster with who signed up, and adds an entry for an alumni dinner', async () => {
    const dinner = { ...PROJECT, id: 7, title: '電機系校友餐會', kind: 'alumni_dinner' };
    const { calls } = mockStaffFetch(['admin'], (call) => {
      if (call.path === '/api/console/crowdfunding-alumni-roster' && call.method === 'GET') return list('crowdfunding-alumni-roster', [ROSTER_ENTRY], 1);
      if (call.path === '/api/console/crowdfunding-projects' && call.method === 'GET') return list('crowdfunding-projects', [dinner], 1);
      if (call.path === '/api/console/crowdfunding-alumni-roster' && call.method === 'POST') return json(201, { ...ROSTER_ENTRY, id: 6, ...(call.body as object), is_used: false });
      return unhandled(call);
    });
    window.location.hash = '#/crowdfunding-alumni-roster';
    render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);
    expect(await screen.findByRole('gridcell', { name: 'B95901012' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: '是' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('link', { name: '建立' }));
    await screen.findByLabelText(C.student_id);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: C.project_id }));
    fireEvent.click(await screen.findByRole('option', { name: '電機系校友餐會' }));
    fireEvent.change(await screen.findByLabelText(C.student_id), { target: { value: 'B95901099' } });
    fireEvent.change(await screen.findByLabelText(C.academic), { target: { value: '電機資訊學院' } });
    fireEvent.change(await screen.findByLabelText(C.department), { target: { value: '電機工程學系' } });
    fireEvent.change(await screen.findByLabelText(C.name), { target: { value: '王小華' } });
    await save();
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      project_id: 7,
      student_id: 'B95901099',
      academic: '電機資訊學院',
      department: '電機工程學系',
      name: '王小華',
    });
  });
});
