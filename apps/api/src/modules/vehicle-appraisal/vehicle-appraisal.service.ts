import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  APPRAISAL_TEXTS as T,
  VEHICLE_APPRAISAL_RATE_WINDOW_SECONDS,
  VEHICLE_CHALLENGE_MAX_PER_WINDOW,
  VEHICLE_IMPORT_TEXTS,
  VEHICLE_SEARCH_MAX_PER_WINDOW,
  isVehicleMadeYearOf,
  nextVehicleSelection,
  vehicleEstimateOf,
  vehicleImportDone,
  vehicleMadeYearOptionsOf,
  vehicleOptionListsOf,
  vehicleSearchQuerySchema,
  zodIssuesToFieldErrors,
} from '@lendbridge/domain';
import type {
  VehicleCaptchaChallenge,
  VehicleImportAnswer,
  VehicleOptionsAnswer,
  VehicleOptionsQuery,
  VehicleSearchAnswer,
} from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { RateLimiter } from '../../common/rate-limiter.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { CaptchaService } from './captcha.service.js';
import { captchaFailed, importFormat, vehicleNotFound, vehicleTooManyRequests } from './vehicle-appraisal.errors.js';
import { readVehicleCatalogue } from './vehicle-catalogue-import.js';
import type { ImportFile } from './vehicle-catalogue-import.js';
import { catalogueHas, catalogueOptions, findCatalogueRow, upsertCatalogueRows } from './vehicle-catalogue.queries.js';

/**
 * The vehicle appraisal open to visitors: the cascade's option lists from the catalogue, the human
 * check's challenges, and the search that spends one to estimate a vehicle on the business date;
 * and the staff's import of the catalogue.
 */
@Injectable()
export class VehicleAppraisalService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly captcha: CaptchaService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /** One more call of an address within the window, refused with 429 past `max`. */
  private async limit(action: string, address: string, max: number): Promise<void> {
    const { hits, retryAfterSeconds } = await this.rateLimiter.hit(`${action}:${address}`, VEHICLE_APPRAISAL_RATE_WINDOW_SECONDS);
    if (hits > max) throw vehicleTooManyRequests(retryAfterSeconds);
  }

  /**
   * The option lists of the selections made so far (each only after every one before it): the
   * list of the next selection filled from the catalogue rows of the earlier ones, every other
   * list empty. Manufacturing years run from the model year to the business date's year.
   */
  async options(selections: VehicleOptionsQuery): Promise<VehicleOptionsAnswer> {
    const next = nextVehicleSelection(selections);
    const manager = this.dataSource.manager;
    if (next === null || next === 'vehicle_type') return vehicleOptionListsOf(null);
    if (next === 'made_year') {
      const year = selections.year;
      const known = year !== undefined && (await catalogueHas(manager, 'type', selections));
      return vehicleOptionListsOf('made_year', known ? vehicleMadeYearOptionsOf(year, await this.clock.today()) : []);
    }
    const { year, made_year: madeYear } = selections;
    if (year !== undefined && madeYear !== undefined && !isVehicleMadeYearOf(year, madeYear, await this.clock.today())) {
      return vehicleOptionListsOf(null);
    }
    return vehicleOptionListsOf(next, await catalogueOptions(manager, next, selections));
  }

  /** A new challenge of the human check, at most VEHICLE_CHALLENGE_MAX_PER_WINDOW per address and window. */
  async challenge(address: string): Promise<VehicleCaptchaChallenge> {
    await this.limit('vehicle-challenge', address, VEHICLE_CHALLENGE_MAX_PER_WINDOW);
    return this.captcha.challenge();
  }

  /**
   * The estimate of the vehicle of every selection on the business date (data.result), with the
   * catalogue row's note. Wrong selections answer 400 with their field errors; a missing, wrong,
   * expired or spent human check 403 CAPTCHA_FAILED; no catalogue row 404 VEHICLE_NOT_FOUND (the
   * check is spent either way); both refusals carry the spec's 目前伺服器忙碌中.
   */
  async search(query: unknown, address: string): Promise<VehicleSearchAnswer['data']> {
    await this.limit('vehicle-search', address, VEHICLE_SEARCH_MAX_PER_WINDOW);
    const parsed = vehicleSearchQuerySchema.safeParse(query ?? {});
    if (!parsed.success) {
      const { captcha, ...selectionErrors } = zodIssuesToFieldErrors(parsed.error);
      if (Object.keys(selectionErrors).length > 0 || captcha === undefined) throw AppError.validation(zodIssuesToFieldErrors(parsed.error));
      throw captchaFailed(captcha);
    }
    const { captcha, made_year: madeYear, ...selections } = parsed.data;
    if ((await this.captcha.spend(captcha)) !== null) throw captchaFailed(T.captchaFailed);
    const today = await this.clock.today();
    const row = await findCatalogueRow(this.dataSource.manager, selections);
    if (row === null || !isVehicleMadeYearOf(row.year, madeYear, today)) throw vehicleNotFound();
    return {
      result: vehicleEstimateOf({ vehicle_type: row.vehicle_type, price: row.price, made_year: madeYear }, today),
      note: row.note,
    };
  }

  /** Imports a catalogue file (all rows or none): new vehicles are added, known ones take the file's price and note. */
  async importCatalogue(actorId: number, file: ImportFile | undefined): Promise<VehicleImportAnswer> {
    if (file === undefined) throw importFormat(VEHICLE_IMPORT_TEXTS.fileRequired);
    const rows = await readVehicleCatalogue(file);
    const { created, updated } = await upsertCatalogueRows(this.dataSource.manager, rows, actorId);
    return { message: vehicleImportDone(created, updated), data: { rows: rows.length, created, updated } };
  }
}
