import { EXAMPLE_CONTACTS, FIELD_LABELS, MESSAGES, SUBMIT_DECLARATIONS } from '@lendbridge/domain';
import { labelOf } from '../pages/FormPage.js';
import type { LoanApplicationPage } from '../pages/LoanApplicationPage.js';

/**
 * The contact step as a borrower fills it: receipt donated, the contacts, a LINE id and any time of
 * day; then on to the document note.
 */
export async function fillContacts(wizard: LoanApplicationPage, contacts: readonly { name: string; mobile: string }[] = EXAMPLE_CONTACTS): Promise<void> {
  await wizard.radio(FIELD_LABELS.receipt_processing, labelOf('receipt_processing', 'donate')).check();
  for (const [index, contact] of contacts.entries()) {
    await wizard.named(`profile.contacts.${index}.name`).fill(contact.name);
    await wizard.named(`profile.contacts.${index}.mobile`).fill(contact.mobile);
  }
  await wizard.field(FIELD_LABELS.contact_line).fill('daming');
  await wizard.field(FIELD_LABELS.available_time).selectOption('anytime');
  await wizard.next('doc_note');
}

/** The last two steps of a collateral application: the contacts, the document note's declarations, and its submission, acknowledged. */
export async function contactsThenSubmit(wizard: LoanApplicationPage): Promise<void> {
  await fillContacts(wizard);
  await wizard.radio(FIELD_LABELS.jcic_return, labelOf('jcic_return', 'upload')).check();
  for (const key of SUBMIT_DECLARATIONS) await wizard.named(`application.${key}`).check();
  await wizard.submit();
  await wizard.alert.acknowledge(MESSAGES.submitSuccess);
}
