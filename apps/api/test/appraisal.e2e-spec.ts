import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { APPRAISAL_TEXTS, MESSAGES } from '@lendbridge/domain';
import type { AppraisalItem, ConsoleLoanApplicationDetail, Role } from '@lendbridge/domain';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { BOUTIQUE_COLLATERAL, CAR_COLLATERAL, REALTY_COLLATERAL } from './factories/loan-extras.js';
import { LOAN_TYPE_FIXTURES } from './factories/loan-types.js';
import { createApplication, submittedCreditApplication } from './factories/loans.js';
import { fullMember, signUpAs, uploadImage } from './factories/members.js';
import type { Member } from './factories/members.js';

const API = '/api/console/appraisals';

const ok = (response: { status: number; body: { errors?: unknown } }, status = 200) =>
  expect({ status: response.status, errors: response.body.errors }).toEqual({ status, errors: undefined });

const listUrl = (filter: Record<string, unknown>) => `${API}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

interface ItemRow {
  id: number;
  collateral_index: number;
  status: string;
  ten_thousand_value: number | null;
  comment: string | null;
  appraiser_id: number | null;
}

describe('appraisal items', () => {
  let t: TestApp;
  let borrower: Member;
  let appraiser: Member;
  let otherAppraiser: Member;
  let admin: Member;
  let dataSource: DataSource;

  const applicationIdOf = async (serial: string): Promise<number> => {
    const [row] = (await dataSource.query(`SELECT id FROM loan_applications WHERE serial = $1`, [serial])) as { id: number }[];
    return row.id;
  };
  const itemsOf = async (serial: string): Promise<ItemRow[]> =>
    (await dataSource.query(
      `SELECT i.id, i.collateral_index, i.status, i.ten_thousand_value, i.comment, i.appraiser_id
         FROM appraisal_items i JOIN loan_applications a ON a.id = i.application_id
        WHERE a.serial = $1 ORDER BY i.collateral_index`,
      [serial],
    )) as ItemRow[];

  /** A complete pawn or realty application with these collaterals, and documents added after submit; answers its serial. */
  const submitted = async (
    member: Member,
    appType: 'realty' | 'pawn_project',
    collaterals: object[],
    documents: Record<string, string[]> = {},
  ): Promise<string> => {
    const serial = await createApplication(member, appType);
    const path = `/api/loan-applications/${serial}`;
    ok(await member.browser.put(path, { app_type: appType, ...(await LOAN_TYPE_FIXTURES.realty.body(member)) }));
    for (const collateral of collaterals) ok(await member.browser.post(`${path}/collaterals`, collateral), 201);
    ok(await member.browser.post(`${path}/submit`, { app_type: appType }));
    if (Object.keys(documents).length > 0) ok(await member.browser.post(`${path}/attachments`, { attachments: documents }));
    return serial;
  };

  const firstItem = async (serial: string): Promise<number> => (await itemsOf(serial))[0]!.id;

  beforeAll(async () => {
    t = await createTestApp();
    dataSource = t.app.get(DataSource);
    borrower = await fullMember(t);
    appraiser = await signUpAs(t, ['appraiser']);
    otherAppraiser = await signUpAs(t, ['appraiser']);
    admin = await signUpAs(t, ['admin']);
  });

  afterAll(async () => {
    await t.close();
  });

  it('are made at submit, one unappraised item per pawn or realty collateral, none for drafts or other types', async () => {
    const pawn = await submitted(borrower, 'pawn_project', [BOUTIQUE_COLLATERAL, CAR_COLLATERAL]);
    expect(await itemsOf(pawn)).toEqual([
      expect.objectContaining({ collateral_index: 0, status: 'unappraised', ten_thousand_value: null, comment: null, appraiser_id: null }),
      expect.objectContaining({ collateral_index: 1, status: 'unappraised' }),
    ]);
    const realty = await submitted(borrower, 'realty', [REALTY_COLLATERAL]);
    expect(await itemsOf(realty)).toHaveLength(1);

    const draft = await createApplication(borrower, 'pawn_project');
    ok(await borrower.browser.post(`/api/loan-applications/${draft}/collaterals`, BOUTIQUE_COLLATERAL), 201);
    expect(await itemsOf(draft)).toEqual([]);
    expect(await itemsOf(await submittedCreditApplication(borrower))).toEqual([]);
  });

  it('lists the items by status with Content-Range, and shows one with its collateral and images', async () => {
    const photo = await uploadImage(borrower, 'image');
    const title = await uploadImage(borrower, 'image');
    const serial = await submitted(borrower, 'pawn_project', [BOUTIQUE_COLLATERAL, CAR_COLLATERAL], {
      loan_related_information: [photo],
      vehicle_title: [title],
    });
    const [watch, car] = await itemsOf(serial);

    const unappraised = await appraiser.browser.get(listUrl({ status: 'unappraised', q: serial })).expect(200);
    expect(unappraised.headers['content-range']).toBe('appraisals 0-1/2');
    expect((unappraised.body as AppraisalItem[]).map((item) => item.id)).toEqual([car!.id, watch!.id]);
    expect(unappraised.body[1]).toMatchObject({
      serial,
      source: 'pawn_project',
      type: 'watch',
      status: 'unappraised',
      status_label: '未鑑價',
      expect_value_10k: 30,
      appraised_value: null,
      appraiser_comment: null,
      appraised_at: null,
      images: [{ id: photo, url: `/api/uploads/${photo}` }],
    });
    const appraised = await appraiser.browser.get(listUrl({ status: 'appraised', q: serial })).expect(200);
    expect(appraised.body).toEqual([]);
    const bad = await appraiser.browser.get(listUrl({ status: 'lost' })).expect(400);
    expect(bad.body.errors).toEqual({ 'filter.status': MESSAGES.invalidFormat });

    const shown = await appraiser.browser.get(`${API}/${car!.id}`).expect(200);
    expect(shown.body).toMatchObject({
      id: car!.id,
      type: 'car',
      collateral_index: 1,
      details: { brand: 'Toyota', type: 'Altis', expect_value_10k: 45 },
      images: [
        { id: photo, url: `/api/uploads/${photo}` },
        { id: title, url: `/api/uploads/${title}` },
      ],
    });
    const missing = await appraiser.browser.get(`${API}/999999999`).expect(404);
    expect(missing.body.message).toBe(APPRAISAL_TEXTS.itemNotFound);
    await appraiser.browser.get(`${API}/99999999999999999999`).expect(404);
  });

  it('takes one comment: 線上鑑價成功, the item appraised, the reviewer shown the value', async () => {
    const serial = await submitted(borrower, 'realty', [REALTY_COLLATERAL]);
    const id = await firstItem(serial);
    const answer = await appraiser.browser.post(`${API}/${id}/comment`, { ten_thousand_value: 1650, comment: ' 屋況良好，近捷運站。 ' });
    ok(answer);
    expect(answer.body).toMatchObject({
      message: APPRAISAL_TEXTS.success,
      data: { id, status: 'appraised', appraised_value: 1650, appraiser_comment: '屋況良好，近捷運站。', appraiser_id: appraiser.id },
    });
    expect(answer.body.data.appraised_at).toEqual(expect.any(String));
    const listed = await appraiser.browser.get(listUrl({ status: 'appraised', q: serial })).expect(200);
    expect(listed.body.map((item: AppraisalItem) => item.id)).toEqual([id]);

    const detail = await admin.browser.get(`/api/console/loan-applications/${await applicationIdOf(serial)}`).expect(200);
    const body = detail.body as ConsoleLoanApplicationDetail;
    expect(body.appraisals).toEqual([
      expect.objectContaining({
        id,
        collateral_index: 0,
        type: 'house',
        status: 'appraised',
        appraised_value: 1650,
        appraiser_comment: '屋況良好，近捷運站。',
        appraiser_id: appraiser.id,
      }),
    ]);
    expect(body.events.map((event) => event.action)).toContain('collateral_appraised');

    const again = await otherAppraiser.browser.post(`${API}/${id}/comment`, { ten_thousand_value: 10, comment: '再次留言' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_APPRAISED', message: APPRAISAL_TEXTS.alreadyAppraised });
    expect(await itemsOf(serial)).toEqual([expect.objectContaining({ ten_thousand_value: 1650, appraiser_id: appraiser.id })]);
  });

  it('needs both the value and the comment (哎呀 / 您尚未輸入評估價值與留言) and refuses NUL, wrong and huge input', async () => {
    const serial = await submitted(borrower, 'pawn_project', [BOUTIQUE_COLLATERAL]);
    const path = `${API}/${await firstItem(serial)}/comment`;
    const none = await appraiser.browser.post(path, {});
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({
      message: APPRAISAL_TEXTS.missingText,
      errors: { ten_thousand_value: APPRAISAL_TEXTS.missingText, comment: APPRAISAL_TEXTS.missingText },
    });
    const blank = await appraiser.browser.post(path, { ten_thousand_value: 30, comment: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ comment: APPRAISAL_TEXTS.missingText });

    const nul = await appraiser.browser.post(path, { ten_thousand_value: 30, comment: '良\u0000好' });
    expect(nul.status).toBe(400);
    expect(nul.body.errors).toEqual({ comment: MESSAGES.invalidCharacter });
    const long = await appraiser.browser.post(path, { ten_thousand_value: 30, comment: '好'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ comment: APPRAISAL_TEXTS.commentTooLong });
    const huge = await appraiser.browser.post(path, { ten_thousand_value: '99999999999999999999', comment: '良好' });
    expect(huge.status).toBe(400);
    expect(huge.body.errors).toEqual({ ten_thousand_value: APPRAISAL_TEXTS.valueTooLarge });
    const large = await appraiser.browser.post(path, { ten_thousand_value: 30, comment: '好'.repeat(200_000) });
    expect(large.status).toBe(400);
    expect(large.body.errors).toEqual({ comment: APPRAISAL_TEXTS.commentTooLong });
    const tooLarge = await appraiser.browser.post(path, { ten_thousand_value: 30, comment: 'x'.repeat(2_000_000) });
    expect(tooLarge.status).toBe(413);
    const fraction = await appraiser.browser.post(path, { ten_thousand_value: 1.5, comment: '良好' });
    expect(fraction.body.errors).toEqual({ ten_thousand_value: APPRAISAL_TEXTS.valueInvalid });
    const extra = await appraiser.browser.post(path, { ten_thousand_value: 3, comment: '良好', appraiser_id: admin.id });
    expect(extra.body.errors).toEqual({ appraiser_id: MESSAGES.unknownField });
    const notANumber = await appraiser.browser.post(`${API}/abc/comment`, { ten_thousand_value: 3, comment: '良好' });
    expect(notANumber.status).toBe(400);
    const unknown = await appraiser.browser.post(`${API}/999999999/comment`, { ten_thousand_value: 3, comment: '良好' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(APPRAISAL_TEXTS.itemNotFound);
    expect(await itemsOf(serial)).toEqual([expect.objectContaining({ status: 'unappraised', comment: null })]);
  });

  it('lets exactly one of two appraisers racing on an item win; the other gets 409 and the winner’s comment stays', async () => {
    for (let round = 0; round < 3; round += 1) {
      const serial = await submitted(borrower, 'pawn_project', [BOUTIQUE_COLLATERAL]);
      const path = `${API}/${await firstItem(serial)}/comment`;
      const [first, second] = await Promise.all([
        appraiser.browser.post(path, { ten_thousand_value: 31, comment: '第一位鑑價師' }),
        otherAppraiser.browser.post(path, { ten_thousand_value: 32, comment: '第二位鑑價師' }),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const [winner, loser] = first.status === 200 ? [first, second] : [second, first];
      expect(loser.body.message).toBe(APPRAISAL_TEXTS.alreadyAppraised);
      const [stored] = await itemsOf(serial);
      expect(stored).toMatchObject({
        status: 'appraised',
        ten_thousand_value: winner.body.data.appraised_value,
        comment: winner.body.data.appraiser_comment,
        appraiser_id: winner.body.data.appraiser_id,
      });
    }
  });

  it('answers 401 without a session and 403 to every other role on every route; admins may appraise', async () => {
    const serial = await submitted(borrower, 'pawn_project', [BOUTIQUE_COLLATERAL]);
    const id = await firstItem(serial);
    const visitor = new Browser(t.http);
    await visitor.refreshCsrf();
    const body = { ten_thousand_value: 30, comment: '良好' };
    expect((await visitor.get(API)).status).toBe(401);
    expect((await visitor.get(`${API}/${id}`)).status).toBe(401);
    expect((await visitor.post(`${API}/${id}/comment`, body)).status).toBe(401);

    const others: Role[][] = [[], ['borrower'], ['lender'], ['borrower', 'lender', 'corporate'], ['sales'], ['pawnshop_operator'], ['shop_seller']];
    for (const roles of others) {
      const member = await signUpAs(t, roles);
      const answers = [
        (await member.browser.get(API)).status,
        (await member.browser.get(`${API}/${id}`)).status,
        (await member.browser.post(`${API}/${id}/comment`, body)).status,
      ];
      expect({ roles, answers }).toEqual({ roles, answers: [403, 403, 403] });
    }
    expect((await borrower.browser.get(API)).status).toBe(403);
    expect(await itemsOf(serial)).toEqual([expect.objectContaining({ status: 'unappraised' })]);

    await admin.browser.get(API).expect(200);
    await admin.browser.get(`${API}/${id}`).expect(200);
    ok(await admin.browser.post(`${API}/${id}/comment`, body));
  });

  it('lets an appraiser open the images of appraisal items and nothing else of the members', async () => {
    const photo = await uploadImage(borrower, 'image');
    const houseDeed = await uploadImage(borrower, 'image');
    const serial = await submitted(borrower, 'pawn_project', [BOUTIQUE_COLLATERAL], {
      loan_related_information: [photo],
    });
    await dataSource.query(
      `UPDATE loan_applications SET attachments = attachments || jsonb_build_object('house_title_deed', jsonb_build_array($2::text)) WHERE serial = $1`,
      [serial, houseDeed],
    );
    await appraiser.browser.get(`/api/uploads/${photo}`).expect(200);
    await otherAppraiser.browser.get(`/api/uploads/${photo}`).expect(200);
    // A house's title papers belong to no item of a pawned watch.
    await appraiser.browser.get(`/api/uploads/${houseDeed}`).expect(404);

    const unattached = await uploadImage(borrower, 'image');
    await appraiser.browser.get(`/api/uploads/${unattached}`).expect(404);
    const credit = await submittedCreditApplication(borrower);
    const [{ attachments }] = (await dataSource.query(`SELECT attachments FROM loan_applications WHERE serial = $1`, [credit])) as {
      attachments: Record<string, string[]>;
    }[];
    await appraiser.browser.get(`/api/uploads/${attachments.income_certification![0]}`).expect(404);
    const stranger = await fullMember(t);
    const strangersFile = await uploadImage(stranger, 'image');
    await appraiser.browser.get(`/api/uploads/${strangersFile}`).expect(404);
    const [bank] = (await dataSource.query(`SELECT proof_image_id FROM member_banks WHERE user_id = $1`, [borrower.id])) as {
      proof_image_id: string;
    }[];
    await appraiser.browser.get(`/api/uploads/${bank!.proof_image_id}`).expect(404);

    // A pawnshop operator opens the collateral photos of the open pawn case only, not the realty item's.
    const operator = await signUpAs(t, ['pawnshop_operator']);
    await operator.browser.get(`/api/uploads/${photo}`).expect(200);
    const realtyPhoto = await uploadImage(borrower, 'image');
    await submitted(borrower, 'realty', [REALTY_COLLATERAL], { loan_related_information: [realtyPhoto] });
    await appraiser.browser.get(`/api/uploads/${realtyPhoto}`).expect(200);
    await operator.browser.get(`/api/uploads/${realtyPhoto}`).expect(404);
    const sales = await signUpAs(t, ['sales']);
    await sales.browser.get(`/api/uploads/${photo}`).expect(404);
    await borrower.browser.get(`/api/uploads/${photo}`).expect(200);
    await admin.browser.get(`/api/uploads/${photo}`).expect(200);

    // A draft's files are no item's.
    const draft = await createApplication(borrower, 'pawn_project');
    const draftPhoto = await uploadImage(borrower, 'image');
    await dataSource.query(`UPDATE loan_applications SET attachments = $2 WHERE serial = $1`, [draft, { loan_related_information: [draftPhoto] }]);
    await appraiser.browser.get(`/api/uploads/${draftPhoto}`).expect(404);
  });
});
