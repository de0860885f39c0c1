import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_TEXTS, CAMPAIGN_TEXTS, MESSAGES, STORY_LABELS, STORY_QUESTIONNAIRE_TYPE_LABELS, STORY_SHARE_VIDEO_LABELS, requiredField } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { StoryFormPage } from './StoryFormPage';

const PHOTO = '11111111-1111-4111-8111-111111111111';

const renderPage = (url = '/activity/story') => renderRoute(<StoryFormPage />, { url, path: '/activity/story', status: STATUSES.member });

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('StoryFormPage', () => {
  it('shows 你有欄位未完成 / 請確實填寫 with every unfinished field, and sends nothing', async () => {
    const { apiCalls } = mockFetch();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: ACTIVITY_TEXTS.storySubmit }));
    const dialog = await screen.findByRole('dialog', { name: CAMPAIGN_TEXTS.storyIncompleteTitle });
    expect(within(dialog).getByText(CAMPAIGN_TEXTS.storyIncomplete)).toBeTruthy();
    await user.click(within(dialog).getByRole('button'));
    expect(screen.getByText(requiredField(STORY_LABELS.name))).toBeTruthy();
    expect(screen.getAllByText(CAMPAIGN_TEXTS.storyIncomplete).length).toBeGreaterThanOrEqual(3);
    expect(apiCalls()).toHaveLength(0);
  });

  it("sends a lender's story with the photo and returns to the page named by next", async () => {
    const { apiCalls } = mockFetch({
      'POST /api/upload': { status: 201, body: { data: { id: PHOTO, filename: 'me.png', path: PHOTO, url: `/api/uploads/${PHOTO}` } } },
      'POST /api/activities/story': { status: 201, body: { data: { id: 5 } } },
    });
    const { user, router } = renderPage('/activity/story?next=%2Faccount%2Flender');
    type(STORY_LABELS.name, '林美玲');
    type(STORY_LABELS.age, '34');
    type(STORY_LABELS.company_title, '店長');
    type(STORY_LABELS.company_income, '60 萬');
    fireEvent.change(screen.getByLabelText(STORY_LABELS.personal_photo), { target: { files: [new File([new Uint8Array(16)], 'me.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.getByText(MESSAGES.uploadSuccessLabel)).toBeTruthy());
    await user.click(within(screen.getByRole('radiogroup', { name: STORY_LABELS.share_video })).getByLabelText(STORY_SHARE_VIDEO_LABELS.yes));
    await user.click(within(screen.getByRole('radiogroup', { name: STORY_LABELS.questionnaire_type })).getByLabelText(STORY_QUESTIONNAIRE_TYPE_LABELS.lend));
    expect(screen.queryByLabelText(STORY_LABELS.why_need_money)).toBeNull();
    type(STORY_LABELS.invest_situation, '每月定期投資');
    type(STORY_LABELS.why_choose_lnb, '利率透明');
    type(STORY_LABELS.what_different_with_lnb_and_other, '審核快');
    for (const label of [STORY_LABELS.agree1, STORY_LABELS.agree2, STORY_LABELS.agree3]) await user.click(screen.getByRole('checkbox', { name: label }));
    await user.click(screen.getByRole('button', { name: ACTIVITY_TEXTS.storySubmit }));

    const sent = await screen.findByRole('dialog', { name: ACTIVITY_TEXTS.storySent });
    expect(apiCalls().find((call) => call.path === '/api/activities/story')?.body).toEqual({
      name: '林美玲',
      age: 34,
      company_title: '店長',
      company_income: '60 萬',
      personal_photo: PHOTO,
      share_video: true,
      agree1: true,
      agree2: true,
      agree3: true,
      questionnaire_type: 'lend',
      questionnaire_answers: { invest_situation: '每月定期投資', why_choose_lnb: '利率透明', what_different_with_lnb_and_other: '審核快' },
    });
    await user.click(within(sent).getByRole('button'));
    await waitFor(() => expect(currentUrl(router)).toBe('/account/lender'));
  });
});
