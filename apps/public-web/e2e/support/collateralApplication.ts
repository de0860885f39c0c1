import { EXAMPLE_CONTACTS, FIELD_LABELS, MESSAGES, SUBMIT_DECLARATIONS } from '@lendbridge/domain';
import { labelOf } from '../pages/FormPage.js';
import type { LoanApplicationPage } from '../pages/LoanApplicationPage.js';

/**
 * The last two steps of a collateral application as a borrower fills them: the contacts (receipt
 * donated, the example contacts, a LINE id, any time), then the declarations of the document note,
 * and its submission, acknowledged.
 */
export async function contactsThenSubmit(wizard: LoanApplicationPage): Promise<void> {
  await wizard.radio(FIELD_LABELS.receipt_processing, labelOf('receipt_processing', 'donate')).check();
  for (const [index, contact] of EXAMPLE_CONTACTS.entries()) {
    await wizard.named(`profile.contacts.${index}.name`).fill(contact.name);
    await wizard.named(`profile.contacts.${index}.mobile`).fill(contact.mobile);
  }
  await wizard.field(FIELD_LABELS.contact_line).fill('daming');
  await wizard.field(FIELD_LABELS.available_time).selectOption('anytime');
  await wizard.next('doc_note');

  await wizard.radio(FIELD_LABELS.jcic_return, labelOf('jcic_return', 'upload')).check();
  for (const key of SUBMIT_DECLARATIONS) await wizard.named(`application.${key}`).check();
  await wizard.submit();
  await wizard.alert.acknowledge(MESSAGES.submitSuccess);
}
