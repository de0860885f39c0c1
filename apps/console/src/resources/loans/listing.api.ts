import {
  MESSAGES,
  commoditySetSchema,
  creditRecordsSchema,
  farmerProfileSchema,
  financialStatementPathSchema,
  financialStatementWriteSchemaOf,
  galleryCaptionSchema,
  zodIssuesToFieldErrors,
  type ConsoleLoanListing,
  type FinancialStatementKind,
} from '@lendbridge/domain';
import { HttpError, type Identifier } from 'react-admin';
import type { z } from 'zod';
import { httpClient, type ConsoleErrorBody, type HttpClient } from '../../httpClient';
import { LOANS_API } from './loans.api';

/** The form values of each listing write, as typed (numbers may still be text). */
export type FarmerProfileParams = z.input<typeof farmerProfileSchema>;
export type CommoditySetParams = z.input<typeof commoditySetSchema>;
export type GalleryCaptionParams = z.input<typeof galleryCaptionSchema>;
export type CreditRecordsParams = z.input<typeof creditRecordsSchema>;
export type StatementItemsParams = Record<string, string>;

/** GET and the writes of /api/console/loans/:id/listing. */
export const listingUrl = (id: Identifier, ...path: (string | number)[]): string =>
  [`${LOANS_API}/${encodeURIComponent(String(id))}/listing`, ...path.map((part) => encodeURIComponent(String(part)))].join('/');

/** A form the shared rules refuse, as the 400 the API would answer, so it shows the same way. */
const inputError = (errors: Record<string, string>): HttpError => {
  const body: ConsoleErrorBody = { message: MESSAGES.inputErrorText, errors };
  return new HttpError(body.message, 400, body);
};

/** The value the shared schema accepts, or a 400 with its field errors. */
export const parseListingInput = <S extends z.ZodType>(schema: S, params: unknown): z.output<S> => {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw inputError(zodIssuesToFieldErrors(parsed.error));
  return parsed.data;
};

const listingOf = (json: unknown): ConsoleLoanListing => (json as { data: ConsoleLoanListing }).data;

const sendJson = async (client: HttpClient, url: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown): Promise<ConsoleLoanListing> => {
  const { json } = await client(url, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return listingOf(json);
};

/** GET /api/console/loans/:id/listing. */
export const fetchListing = async (id: Identifier, client: HttpClient = httpClient): Promise<ConsoleLoanListing> => {
  const { json } = await client(listingUrl(id));
  return listingOf(json);
};

/** PUT …/listing/farmer: the farmer profile, checked by the shared rules first. */
export const saveFarmerProfile = (id: Identifier, params: FarmerProfileParams, client: HttpClient = httpClient) =>
  sendJson(client, listingUrl(id, 'farmer'), 'PUT', parseListingInput(farmerProfileSchema, params));

/** POST …/listing/commodity-sets. */
export const addCommoditySet = (id: Identifier, params: CommoditySetParams, client: HttpClient = httpClient) =>
  sendJson(client, listingUrl(id, 'commodity-sets'), 'POST', parseListingInput(commoditySetSchema, params));

/** DELETE …/listing/commodity-sets/:setId. */
export const deleteCommoditySet = (id: Identifier, setId: number, client: HttpClient = httpClient) =>
  sendJson(client, listingUrl(id, 'commodity-sets', setId), 'DELETE');

/** POST …/listing/gallery as multipart: the image file, its kind and caption. */
export const uploadGalleryImage = async (
  id: Identifier,
  file: File,
  params: GalleryCaptionParams,
  client: HttpClient = httpClient,
): Promise<ConsoleLoanListing> => {
  const fields = parseListingInput(galleryCaptionSchema, params);
  const form = new FormData();
  form.append('kind', fields.kind);
  form.append('caption', fields.caption);
  form.append('file', file);
  const { json } = await client(listingUrl(id, 'gallery'), { method: 'POST', body: form });
  return listingOf(json);
};

/** DELETE …/listing/gallery/:imageId. */
export const deleteGalleryImage = (id: Identifier, imageId: number, client: HttpClient = httpClient) =>
  sendJson(client, listingUrl(id, 'gallery', imageId), 'DELETE');

/** PUT …/listing/credit-records: the whole list, replacing the one there. */
export const saveCreditRecords = (id: Identifier, params: CreditRecordsParams, client: HttpClient = httpClient) =>
  sendJson(client, listingUrl(id, 'credit-records'), 'PUT', parseListingInput(creditRecordsSchema, params));

const fieldErrorsOf = (result: { success: boolean; error?: z.ZodError }): Record<string, string> =>
  result.success || result.error === undefined ? {} : zodIssuesToFieldErrors(result.error);

/**
 * PUT …/listing/financials/:statement/:year with {items} in thousands of NT$ (blank items left
 * out). The year and the items are checked together, so every wrong field shows at once.
 */
export const saveFinancialStatement = (
  id: Identifier,
  statement: FinancialStatementKind,
  year: string,
  items: StatementItemsParams,
  client: HttpClient = httpClient,
) => {
  const path = financialStatementPathSchema.safeParse({ statement, year });
  const body = financialStatementWriteSchemaOf(statement).safeParse({ items });
  if (!path.success || !body.success) throw inputError({ ...fieldErrorsOf(path), ...fieldErrorsOf(body) });
  return sendJson(client, listingUrl(id, 'financials', path.data.statement, path.data.year), 'PUT', body.data);
};

/** DELETE …/listing/financials/:statement/:year. */
export const deleteFinancialStatement = (id: Identifier, statement: FinancialStatementKind, year: number, client: HttpClient = httpClient) =>
  sendJson(client, listingUrl(id, 'financials', statement, year), 'DELETE');
