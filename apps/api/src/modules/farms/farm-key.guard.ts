import { Injectable, createParamDecorator } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { FARM_KEY_HEADER } from '@lendbridge/domain';
import { DataSource } from 'typeorm';
import { hashFarmKey, looksLikeFarmKey } from './farm-keys.js';
import { farmKeyInvalid } from './farms.errors.js';
import { farmByIngestionKey } from './farms.queries.js';
import type { FarmRow } from './farms.queries.js';

type FarmRequest = Request & { ingestingFarm?: FarmRow };

/**
 * Admits a device's request to /farm-ingestion/{no}/… only with the active ingestion key of farm
 * {no} in X-Farm-Key (compared by its SHA-256): a missing, revoked or other farm's key is 401.
 * Runs before the body is validated, so a caller without the key learns nothing about the body.
 */
@Injectable()
export class FarmKeyGuard implements CanActivate {
  constructor(private readonly dataSource: DataSource) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FarmRequest>();
    const key = request.header(FARM_KEY_HEADER);
    const no = request.params.no;
    if (!looksLikeFarmKey(key) || typeof no !== 'string') throw farmKeyInvalid();
    const farm = await farmByIngestionKey(this.dataSource.manager, no, hashFarmKey(key));
    if (!farm) throw farmKeyInvalid();
    request.ingestingFarm = farm;
    return true;
  }
}

/** The farm FarmKeyGuard admitted. */
export const IngestingFarm = createParamDecorator((_: unknown, context: ExecutionContext): FarmRow => {
  const farm = context.switchToHttp().getRequest<FarmRequest>().ingestingFarm;
  if (!farm) throw new Error('IngestingFarm used on a route without FarmKeyGuard');
  return farm;
});
