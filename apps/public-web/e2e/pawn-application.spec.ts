import { expect, test } from './support/test.js';
import { FIELD_LABELS, LOAN_APPLICATION_STATUS_LABELS, LOAN_STEP_TITLES } from '@lendbridge/domain';
import { BorrowerPage } from './pages/BorrowerPage.js';
import { labelOf } from './pages/FormPage.js';
import { LoanApplicationPage } from './pages/LoanApplicationPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { ADD_ON_LABELS, PawnCollateralForm } from './pages/PawnCollateralForm.js';
import { contactsThenSubmit } from './support/collateralApplication.js';
import type { PawnAddOn } from './pages/PawnCollateralForm.js';

/** The demo accounts' password (the seed's). */
const DEMO_PASSWORD = 'Demo1234';
const BORROWER = 'borrower@lendbridge.tw';

const ADD_ONS: readonly PawnAddOn[] = ['original_pack', 'guarantee', 'purchase_proof'];
/** A vehicle has papers but no original box. */
const VEHICLE_ADD_ONS: readonly PawnAddOn[] = ['guarantee', 'purchase_proof'];

const WATCH = {
  typeLabel: labelOf('pawn_collateral_type', 'watch'),
  brand: 'Rolex',
  model: 'Submariner 126610LN',
  description: '2021 年購入，錶況良好。',
  expectValue: '30',
};
const WATCH_SUMMARY = `${WATCH.typeLabel} ${WATCH.brand} ${WATCH.model}`;

test('(e) a pawn collateral with a boutique type, declared with its box and papers', async ({ page }) => {
  await new LoginPage(page).signInFromStart(BORROWER, DEMO_PASSWORD);

  const wizard = new LoanApplicationPage(page, 'pawn_project');
  const collateral = new PawnCollateralForm(page);
  const serial = await wizard.start('/loan-application/create-pawnshop');
  await expect(page.getByRole('tab')).toHaveText(
    (['purpose', 'related_data', 'collateral', 'contact', 'doc_note'] as const).map((id) => new RegExp(`${LOAN_STEP_TITLES[id]}$`)),
  );

  await wizard.field(FIELD_LABELS.loan_purpose).selectOption({ label: labelOf('loan_purpose', 'debt_consolidation') });
  await wizard.field(FIELD_LABELS.loan_description).fill('以名錶典當周轉，整合信用卡循環利息。');
  await wizard.next('related_data');

  await wizard.field(FIELD_LABELS.amount_ten_thousand).fill('20');
  await wizard.field(FIELD_LABELS.loan_period).selectOption('12');
  await wizard.field(FIELD_LABELS.value_date_type).selectOption({ label: labelOf('value_date_type', 'before_date') });
  await wizard.next('collateral');

  await wizard.page.getByRole('button', { name: '下一步', exact: true }).click();
  await expect(page.getByText(`${FIELD_LABELS.collaterals}為必填`, { exact: true })).toBeVisible();
  await wizard.expectStep('collateral');

  await collateral.field(FIELD_LABELS.collateral_type).selectOption({ label: labelOf('pawn_collateral_type', 'car') });
  await expect(collateral.addOn('original_pack')).toHaveCount(0);
  for (const addOn of VEHICLE_ADD_ONS) await collateral.addOn(addOn).check();
  await collateral.fill(WATCH);
  for (const addOn of ADD_ONS) {
    await expect(collateral.addOn(addOn)).not.toBeChecked();
    await collateral.addOn(addOn).check();
  }
  await collateral.add(serial);
  await expect(collateral.item(WATCH_SUMMARY)).toBeVisible();
  await expect(collateral.item(WATCH_SUMMARY)).toContainText(ADD_ONS.map((addOn) => ADD_ON_LABELS[addOn]).join('、'));
  await expect(collateral.field(FIELD_LABELS.collateral_type)).toHaveValue('');
  await wizard.next('contact');
  await wizard.expectSaved();

  await page.reload();
  await wizard.expectStep('contact');
  await page.getByRole('tab', { name: LOAN_STEP_TITLES.collateral }).click();
  await wizard.expectStep('collateral');
  await expect(collateral.item(WATCH_SUMMARY)).toBeVisible();
  await wizard.next('contact');

  await contactsThenSubmit(wizard);
  const borrower = new BorrowerPage(page);
  await borrower.expectOpen();
  await expect(borrower.applicationRow(serial)).toContainText(LOAN_APPLICATION_STATUS_LABELS.submitted);
});
