import { expect } from '@jest/globals';
import type { ConsoleLoanListing } from '@lendbridge/domain';
import { AJAX } from '../create-test-app.js';
import type { Member } from './members.js';

/** A farmer profile as the console sends it. */
export const FARMER_PROFILE = {
  produce_situation: '濁水溪灌溉的兩期稻作，種植面積 3 公頃，一期作由在地碾米廠契作收購。',
  place_of_origin: '雲林縣西螺鎮',
  lat: 23.798,
  lng: 120.4655,
  payment_in_goods: 'interest_only',
};

/** A small RGB PNG (1×1). */
export const GALLERY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mP4z8AAAAMBAQD3A0FDAAAAAElFTkSuQmCC',
  'base64',
);

export const listingPath = (loanId: number): string => `/api/console/loans/${loanId}/listing`;

/** Saves a farmer profile through the console API as an admin. */
export async function saveFarmerProfile(admin: Member, loanId: number, profile: Record<string, unknown> = FARMER_PROFILE): Promise<ConsoleLoanListing> {
  const response = await admin.browser.put(`${listingPath(loanId)}/farmer`, profile);
  expect({ status: response.status, errors: response.body.errors }).toEqual({ status: 200, errors: undefined });
  return response.body.data as ConsoleLoanListing;
}

/** Adds a commodity set through the console API as an admin; answers its id. */
export async function addCommoditySet(admin: Member, loanId: number, set: { name: string; amount: number; description?: string }): Promise<number> {
  const response = await admin.browser.post(`${listingPath(loanId)}/commodity-sets`, set);
  expect({ status: response.status, errors: response.body.errors }).toEqual({ status: 201, errors: undefined });
  const sets = (response.body.data as ConsoleLoanListing).farmer?.loan_commodity_sets ?? [];
  return sets[sets.length - 1].id;
}

export interface GalleryFileInput {
  bytes: Buffer;
  filename: string;
  contentType: string;
}

/** POST …/listing/gallery as multipart: the form fields and, when given, the file. */
export function uploadGalleryImage(member: Member, loanId: number, fields: Record<string, string>, file?: GalleryFileInput) {
  let call = member.browser.agent
    .post(`${listingPath(loanId)}/gallery`)
    .set(AJAX)
    .set('X-CSRF-Token', member.browser.csrfToken);
  for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
  return file === undefined ? call : call.attach('file', file.bytes, { filename: file.filename, contentType: file.contentType });
}
