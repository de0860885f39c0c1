import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FARM_INTERVAL_LABELS, FARM_TEXTS, GACP_COLUMNS } from '@lendbridge/domain';
import type { FarmDataAnswer, FarmPageInfo } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockRequest } from '../../test/fetchMock';
import { renderRoute } from '../../test/render';
import { FarmTraceabilityPage } from './FarmTraceabilityPage';
import { rangeAverage } from './FarmSensorChart';

const T = FARM_TEXTS;
const BASE = '/api/farm-traceability/F0001';

const INFO: FarmPageInfo = {
  no: 'F0001',
  name: '西螺稻香農場',
  location: '雲林縣西螺鎮',
  description: '濁水溪畔的稻田與雞舍',
  type: 'mixed',
  fields: [
    { code: '002', name: '放牧雞舍' },
    { code: '003', name: '稻田' },
  ],
  gacp_options: [
    { value: 'harvest', label: '採收紀錄' },
    { value: 'feed', label: '飼料使用' },
  ],
  sensor_options: [
    {
      field: '002',
      label: '禽舍・放牧雞舍',
      metrics: [
        { value: 'temperature', label: '舍內溫度', unit: '°C' },
        { value: 'ammonia', label: '氨氣濃度', unit: 'ppm' },
      ],
    },
    { field: '003', label: '種植・稻田', metrics: [{ value: 'soil_moisture', label: '土壤含水率', unit: '%' }] },
  ],
  last_measured_at: '2026-11-20T05:00:00.000Z',
  first_image_date: '2026-11-11',
  last_image_date: '2026-11-20',
  image_count: 12,
  record_count: 3,
};

const answer = (request: MockRequest): FarmDataAnswer => {
  const query = new URL(request.url, 'http://localhost').searchParams;
  const daily = query.get('data_interval') === 'day';
  return {
    field: query.get('field') as FarmDataAnswer['field'],
    search_target: query.get('search_target') ?? '',
    data_interval: daily ? 'day' : 'hour',
    start_date: query.get('start_date') ?? '',
    end_date: query.get('end_date') ?? '',
    unit: '°C',
    points: daily
      ? [
          { at: '2026-11-19', value: 22.5, count: 24 },
          { at: '2026-11-20', value: 24.5, count: 24 },
        ]
      : [
          { at: '2026-11-20 12:00', value: 25, count: 1 },
          { at: '2026-11-20 13:00', value: 27, count: 1 },
        ],
  };
};

const renderFarm = () => {
  const mock = mockFetch({
    [`GET ${BASE}`]: (request) => (new URL(request.url, 'http://localhost').searchParams.get('key') === 'page-key' ? { body: { data: INFO } } : { status: 404, body: { message: T.farmNotFound } }),
    [`GET ${BASE}/datas`]: (request) => ({ body: { data: answer(request) } }),
    [`GET ${BASE}/ipcam_picture`]: {
      body: { data: [{ id: 7, field: '003', taken_at: '2026-11-20T04:00:00.000Z', url: `${BASE}/images/7?key=page-key` }] },
    },
    [`GET ${BASE}/ipcam_time_lapse`]: { body: { data: [] } },
    [`GET ${BASE}/trace/gacp`]: (request) => ({
      body: {
        data:
          new URL(request.url, 'http://localhost').searchParams.get('table') === 'harvest'
            ? [{ id: 1, type: 'harvest', field: '003', work_date: '2026-11-14', work_item: '收割', material: '稻穀', quantity: '19800.00', unit: '公斤', operator: '廖文雄', note: null }]
            : [],
        meta: { pagination: { page: 1, per_page: 20, total: 1, last_page: 1 } },
      },
    }),
  });
  const view = renderRoute(<FarmTraceabilityPage />, { url: '/farm-traceability/F0001?key=page-key', path: '/farm-traceability/:no' });
  const dataCalls = () =>
    mock.apiCalls().filter((call) => call.path === `${BASE}/datas`).map((call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams));
  return { ...view, ...mock, dataCalls };
};

describe('FarmTraceabilityPage', () => {
  it('charts the first metric of the first field over the last days with readings, hourly, with the average in the legend', async () => {
    const { dataCalls } = renderFarm();
    expect(await screen.findByText(`${T.pageTitle}｜西螺稻香農場`)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('farm-chart-summary').textContent).toContain(`舍內溫度 ${T.average} 26 °C`));
    expect(dataCalls()[0]).toEqual({
      key: 'page-key',
      field: '002',
      search_target: 'temperature',
      data_interval: 'hour',
      start_date: '2026-11-18',
      end_date: '2026-11-20',
    });
    expect(screen.getByRole('img', { name: '舍內溫度（°C）' }).getAttribute('data-points')).toBe('2');
  });

  it('asks for daily averages when the interval changes, and for another metric when one is chosen', async () => {
    const { dataCalls, user } = renderFarm();
    await screen.findByTestId('farm-chart-summary');
    await user.click(screen.getByRole('button', { name: FARM_INTERVAL_LABELS.day }));
    await waitFor(() => expect(dataCalls().at(-1)?.data_interval).toBe('day'));
    await waitFor(() => expect(screen.getByTestId('farm-chart-summary').textContent).toContain(`${T.average} 23.5 °C`));
    await user.click(screen.getByRole('combobox', { name: T.metric }));
    await user.click(await screen.findByRole('option', { name: '氨氣濃度' }));
    await waitFor(() => expect(dataCalls().at(-1)).toMatchObject({ search_target: 'ammonia', data_interval: 'day' }));
    await user.click(screen.getByRole('combobox', { name: T.field }));
    await user.click(await screen.findByRole('option', { name: '種植・稻田' }));
    await waitFor(() => expect(dataCalls().at(-1)).toMatchObject({ field: '003', search_target: 'soil_moisture' }));
  });

  it('says a range ending before it starts, or too long for hourly averages, without asking the server', async () => {
    const { dataCalls } = renderFarm();
    await screen.findByTestId('farm-chart-summary');
    const asked = dataCalls().length;
    fireEvent.change(screen.getByLabelText(T.startDate), { target: { value: '2026-11-21' } });
    expect(await screen.findByText(T.endBeforeStart)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(T.startDate), { target: { value: '2026-11-01' } });
    expect(await screen.findByText(T.spanTooLong('hour'))).toBeTruthy();
    expect(dataCalls().length).toBe(asked);
    fireEvent.click(screen.getByRole('button', { name: FARM_INTERVAL_LABELS.day }));
    await waitFor(() => expect(dataCalls().at(-1)).toMatchObject({ start_date: '2026-11-01', end_date: '2026-11-20', data_interval: 'day' }));
    expect(screen.queryByText(T.spanTooLong('hour'))).toBeNull();
  });

  it('shows the camera pictures, the GACP table and the report', async () => {
    const { user } = renderFarm();
    const pictures = await screen.findByRole('list', { name: T.pictures });
    expect(within(pictures).getByRole('img').getAttribute('src')).toBe(`${BASE}/images/7?key=page-key`);
    const table = await screen.findByRole('table', { name: '採收紀錄' });
    expect(within(table).getByRole('columnheader', { name: GACP_COLUMNS.work_item })).toBeTruthy();
    expect(await within(table).findByText('19,800 公斤')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '飼料使用' }));
    expect(await screen.findByText(T.noRecords)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.report }));
    const report = await screen.findByRole('dialog', { name: T.reportTitle });
    expect(within(report).getByText('採收紀錄、飼料使用')).toBeTruthy();
    expect(within(report).getByText('12')).toBeTruthy();
  });

  it('says the farm is not found for a wrong key', async () => {
    mockFetch({ [`GET ${BASE}`]: { status: 404, body: { message: T.farmNotFound } } });
    renderRoute(<FarmTraceabilityPage />, { url: '/farm-traceability/F0001?key=wrong', path: '/farm-traceability/:no' });
    expect(await screen.findByText(T.farmNotFound)).toBeTruthy();
  });

  it('weights the range average by the readings of each bucket', () => {
    expect(rangeAverage([{ at: 'a', value: 10, count: 1 }, { at: 'b', value: 20, count: 3 }])).toBe(17.5);
    expect(rangeAverage([])).toBeNull();
  });
});
