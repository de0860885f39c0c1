import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FIELD_LABELS, LOAN_PERIODS, MESSAGES, OPTIONS, requiredField } from '@lendbridge/domain';
import type { AttributesRequest, FieldErrors } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { BankCode } from './bank-code.entity.js';
import { TAIWAN_CITIES, districtsOf } from './taiwan-address.js';

export type AttributeContext = Readonly<Record<string, string | number | boolean | null>>;

export interface AttributeOption {
  value: string | number;
  label: string;
  zip_code?: string;
}

/**
 * One attribute: the context fields it reads, and its options. `resolve` throws AppError
 * (field keys relative to the context, e.g. `city`) for a context it cannot answer.
 */
export interface AttributeDefinition {
  contextFields: readonly string[];
  resolve(context: AttributeContext): AttributeOption[] | Promise<AttributeOption[]>;
}

/** Thrown by a definition for a bad context value; the service prefixes the attribute name. */
export class AttributeContextError extends Error {
  constructor(readonly errors: FieldErrors) {
    super('attribute context refused');
  }
}

const MEMBER_PREFIX = 'member.';

function cityOptions(): AttributeOption[] {
  return TAIWAN_CITIES.map((city) => ({ value: city, label: city }));
}

function districtOptions(context: AttributeContext): AttributeOption[] {
  const city = context.city;
  if (city === undefined || city === null || city === '') {
    throw new AttributeContextError({ city: requiredField(FIELD_LABELS.city) });
  }
  const districts = typeof city === 'string' ? districtsOf(city.trim()) : undefined;
  if (!districts) throw new AttributeContextError({ city: MESSAGES.invalidOption });
  return districts.map((district) => ({ value: district.name, label: district.name, zip_code: district.zipCode }));
}

function periodOptions(): AttributeOption[] {
  return LOAN_PERIODS.map((months) => ({ value: months, label: String(months) }));
}

/** The option lists the forms ask for through POST /api/attributes. */
@Injectable()
export class AttributesService {
  private readonly definitions = new Map<string, AttributeDefinition>();

  constructor(private readonly dataSource: DataSource) {
    this.register('address.city', { contextFields: [], resolve: cityOptions });
    this.register('address.district', { contextFields: ['city'], resolve: districtOptions });
    this.register('bank.code', { contextFields: [], resolve: () => this.activeBankOptions() });
    this.register('loan.application_period', { contextFields: [], resolve: periodOptions });
    for (const [group, options] of Object.entries(OPTIONS)) {
      const list = options.map((option) => ({ value: option.value, label: option.label }));
      this.register(`${MEMBER_PREFIX}${group}`, { contextFields: [], resolve: () => list });
    }
  }

  /** Other modules add their own lists (loan purposes, account subjects) at start-up. */
  register(name: string, definition: AttributeDefinition): void {
    if (this.definitions.has(name)) throw new Error(`Attribute ${name} is registered twice`);
    this.definitions.set(name, definition);
  }

  /** Answers every requested attribute, or refuses the request with every problem at once. */
  async resolve(request: AttributesRequest): Promise<Record<string, AttributeOption[]>> {
    const errors: FieldErrors = {};
    const answers: Record<string, AttributeOption[]> = {};
    for (const [name, rawContext] of Object.entries(request)) {
      const definition = this.definitions.get(name);
      if (!definition) {
        errors[name] = MESSAGES.invalidAttributeName;
        continue;
      }
      const context: AttributeContext = rawContext ?? {};
      const unknown = Object.keys(context).filter((key) => !definition.contextFields.includes(key));
      if (unknown.length) {
        for (const key of unknown) errors[`${name}.${key}`] = MESSAGES.unknownField;
        continue;
      }
      try {
        answers[name] = await definition.resolve(context);
      } catch (error) {
        if (!(error instanceof AttributeContextError)) throw error;
        for (const [key, message] of Object.entries(error.errors)) errors[`${name}.${key}`] = message;
      }
    }
    if (Object.keys(errors).length) throw AppError.validation(errors);
    return answers;
  }

  /** GET /api/address-attributes: district → zip code of one city. */
  zipCodesOf(city: unknown): Record<string, string> {
    if (city === undefined || city === '') throw AppError.field('city', requiredField(FIELD_LABELS.city));
    const districts = typeof city === 'string' ? districtsOf(city.trim()) : undefined;
    if (!districts) throw AppError.field('city', MESSAGES.invalidOption);
    return Object.fromEntries(districts.map((district) => [district.name, district.zipCode]));
  }

  private async activeBankOptions(): Promise<AttributeOption[]> {
    const banks = await this.dataSource.getRepository(BankCode).find({ where: { isActive: true }, order: { code: 'ASC' } });
    return banks.map((bank) => ({ value: bank.code, label: `${bank.code} ${bank.name}` }));
  }
}
