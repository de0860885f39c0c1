import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  APPRAISAL_TEXTS,
  VEHICLE_APPRAISAL_PATH,
  VEHICLE_DEMO_NOTE,
  VEHICLE_SELECTION_LABELS,
  vehicleOptionListsOf,
} from '@lendbridge/domain';
import type { VehicleListedSelection, VehicleOptionsAnswer } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockRequest } from '../../test/fetchMock';
import { renderRoute } from '../../test/render';
import { VehicleAppraisalPage } from './VehicleAppraisalPage';
import { widgetFetch } from './vehicleAppraisal.api';

/**
 * The proof-of-work widget is a web component solving in Web Workers, which the test DOM has not: here it
 * is a button that hands over a token numbered by the round, as the widget does once solved.
 */
vi.mock('./CaptchaWidget', () => ({
  CaptchaWidget: ({ onChange, round }: { onChange: (token: string | null) => void; round: number }) => (
    <button type="button" onClick={() => onChange(`solved-${round}`)}>
      {`人機驗證 ${round}`}
    </button>
  ),
}));

/** The demo catalogue's RAV4 and CR-V, as the car endpoint offers them. */
const LISTS: Record<string, [VehicleListedSelection, (string | number)[]]> = {
  'vehicle_type=car': ['kind', ['Honda', 'Toyota']],
  'vehicle_type=car&kind=Toyota': ['car', ['Corolla Altis', 'RAV4']],
  'vehicle_type=car&kind=Honda': ['car', ['CR-V']],
  'vehicle_type=car&kind=Toyota&car=RAV4': ['year', [2024, 2019]],
  'vehicle_type=car&kind=Toyota&car=RAV4&year=2019': ['made_year', [2025, 2024, 2023, 2022, 2021, 2020, 2019]],
  'vehicle_type=car&kind=Toyota&car=RAV4&year=2019&made_year=2020': ['type', ['休旅車']],
  'vehicle_type=car&kind=Toyota&car=RAV4&year=2019&made_year=2020&type=%E4%BC%91%E6%97%85%E8%BB%8A': ['spec', ['2.0 豪華']],
  'vehicle_type=car&kind=Toyota&car=RAV4&year=2019&made_year=2020&type=%E4%BC%91%E6%97%85%E8%BB%8A&spec=2.0+%E8%B1%AA%E8%8F%AF': [
    'price',
    [999_000],
  ],
};

const optionsReply = (request: MockRequest) => {
  const listed = LISTS[request.url.split('?')[1] ?? ''];
  const data: VehicleOptionsAnswer = listed === undefined ? vehicleOptionListsOf(null) : vehicleOptionListsOf(listed[0], listed[1] as never);
  return { body: { data } };
};

const ESTIMATE = {
  result: { vehicle_type: 'car', price: 999_000, made_year: 2020, age_years: 5, residual_percent: '44.37', estimate: 443_000 },
  note: VEHICLE_DEMO_NOTE,
};

type User = ReturnType<typeof renderRoute>['user'];

const renderPage = () => renderRoute(<VehicleAppraisalPage />, { url: VEHICLE_APPRAISAL_PATH });

const pick = async (user: User, field: keyof typeof VEHICLE_SELECTION_LABELS, option: string) => {
  const select = await screen.findByRole('combobox', { name: VEHICLE_SELECTION_LABELS[field] });
  await waitFor(() => expect(select.getAttribute('aria-disabled')).not.toBe('true'));
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: option }));
};

const pickRav4 = async (user: User) => {
  await pick(user, 'vehicle_type', '汽車');
  await pick(user, 'kind', 'Toyota');
  await pick(user, 'car', 'RAV4');
  await pick(user, 'year', '2019');
  await pick(user, 'made_year', '2020');
  await pick(user, 'type', '休旅車');
  await pick(user, 'spec', '2.0 豪華');
  await pick(user, 'price', 'NT$ 999,000');
};

const searchButton = () => screen.getByRole('button', { name: APPRAISAL_TEXTS.vehicleSearch });

describe('VehicleAppraisalPage', () => {
  it('cascades the selects from the option lists, then estimates with the solved check', async () => {
    const { calls } = mockFetch({
      'GET /api/vehicle-appraisal/car': optionsReply,
      'GET /api/vehicle-appraisal/search': { body: { data: ESTIMATE } },
    });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: APPRAISAL_TEXTS.vehicleTitle })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: VEHICLE_SELECTION_LABELS.kind }).getAttribute('aria-disabled')).toBe('true');
    await pickRav4(user);
    expect(searchButton().hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: '人機驗證 0' }));
    await user.click(searchButton());
    const result = await screen.findByRole('table', { name: APPRAISAL_TEXTS.estimateLabel });
    expect(within(result).getByText('NT$ 443,000')).toBeTruthy();
    expect(within(result).getByText('NT$ 999,000')).toBeTruthy();
    expect(within(result).getByText('5 年')).toBeTruthy();
    expect(within(result).getByText('44.37%')).toBeTruthy();
    expect(screen.getByText(VEHICLE_DEMO_NOTE)).toBeTruthy();

    const search = calls.find((call) => call.path === '/api/vehicle-appraisal/search');
    expect(Object.fromEntries(new URL(search?.url ?? '', 'http://localhost').searchParams)).toEqual({
      vehicle_type: 'car',
      kind: 'Toyota',
      car: 'RAV4',
      year: '2019',
      made_year: '2020',
      type: '休旅車',
      spec: '2.0 豪華',
      price: '999000',
      captcha: 'solved-0',
    });
    expect(search?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    // The check is spent: a new round starts and searching waits for it.
    expect(await screen.findByRole('button', { name: '人機驗證 1' })).toBeTruthy();
    expect(searchButton().hasAttribute('disabled')).toBe(true);
  });

  it('shows 目前伺服器忙碌中 / 請稍後再試！ when the search fails, and starts the check over', async () => {
    mockFetch({
      'GET /api/vehicle-appraisal/car': optionsReply,
      'GET /api/vehicle-appraisal/search': {
        status: 403,
        body: { statusCode: 403, code: 'CAPTCHA_FAILED', message: APPRAISAL_TEXTS.searchBusyTitle, errors: { captcha: APPRAISAL_TEXTS.captchaFailed } },
      },
    });
    const { user } = renderPage();
    await pickRav4(user);
    await user.click(screen.getByRole('button', { name: '人機驗證 0' }));
    await user.click(searchButton());
    const dialog = await screen.findByRole('dialog', { name: APPRAISAL_TEXTS.searchBusyTitle });
    expect(within(dialog).getByText(APPRAISAL_TEXTS.searchBusyText)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '確定' }));
    expect(await screen.findByRole('button', { name: '人機驗證 1' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: APPRAISAL_TEXTS.estimateLabel })).toBeNull();
  });

  it('clears the later selections and the estimate when an earlier one changes', async () => {
    const { calls } = mockFetch({
      'GET /api/vehicle-appraisal/car': optionsReply,
      'GET /api/vehicle-appraisal/search': { body: { data: ESTIMATE } },
    });
    const { user } = renderPage();
    await pickRav4(user);
    await user.click(screen.getByRole('button', { name: '人機驗證 0' }));
    await user.click(searchButton());
    await screen.findByRole('table', { name: APPRAISAL_TEXTS.estimateLabel });

    await pick(user, 'kind', 'Honda');
    expect(screen.queryByRole('table', { name: APPRAISAL_TEXTS.estimateLabel })).toBeNull();
    expect(await screen.findByRole('combobox', { name: VEHICLE_SELECTION_LABELS.car })).toBeTruthy();
    await pick(user, 'car', 'CR-V');
    // Nothing of the RAV4 is kept: the model year waits for the CR-V's list, which has none here.
    expect(await screen.findByText(APPRAISAL_TEXTS.noOptions)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: VEHICLE_SELECTION_LABELS.made_year }).getAttribute('aria-disabled')).toBe('true');
    expect(calls.some((call) => call.url.endsWith('car?vehicle_type=car&kind=Honda&car=CR-V'))).toBe(true);
  });

  it('gives the widget its challenge read through the site’s API client', async () => {
    const challenge = { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'ab', salt: 'cd', cost: 1, keyLength: 32, keyPrefix: '00' }, signature: 'ef' };
    const { calls } = mockFetch({ 'GET /api/vehicle-appraisal/challenge': { body: { data: challenge } } });
    const response = await widgetFetch('/api/vehicle-appraisal/challenge');
    expect(await response.json()).toEqual(challenge);
    expect(calls[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    mockFetch({ 'GET /api/vehicle-appraisal/challenge': { status: 429, body: { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: '嘗試次數過多' } } });
    await expect(widgetFetch('/api/vehicle-appraisal/challenge')).rejects.toMatchObject({ status: 429 });
  });
});
