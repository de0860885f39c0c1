import type {
  AlumniDraftBlock,
  LoanAppType,
  LoanApplicationPatch,
  LoanApplicationStatus,
  NameGuarantorInput,
  OptionValue,
  PawnCollateral,
  PawnCollateralType,
  RealtyCollateral,
} from '@lendbridge/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

export interface AttachmentFile {
  id: string;
  path: string;
  url: string;
}

export interface LoanApplicationData {
  application: Record<string, unknown> & {
    serial: string;
    status: LoanApplicationStatus;
    app_type: LoanAppType;
  };
  profile: Record<string, unknown>;
  attachments: Record<string, AttachmentFile[]>;
  /** ntu: the alumni record the application is made under. */
  alumni?: Record<string, unknown>;
  /** guarantor: the guarantor named so far, if any. */
  guarantor?: GuarantorState | null;
  step: number;
  created_at?: string;
}

interface SerialAnswer {
  application: { serial: string };
}

export type LoanApplicationUpdate = LoanApplicationPatch & { alumni?: AlumniDraftBlock; step?: number };

export const applicationPath = (serial: string): string => `/api/loan-applications/${encodeURIComponent(serial)}`;

export const createApplication = async (appType?: LoanAppType): Promise<string> =>
  (await api.post<SerialAnswer>('/api/loan-applications', appType === undefined ? {} : { app_type: appType })).application.serial;

export const listApplications = (signal?: AbortSignal): Promise<LoanApplicationData[]> =>
  api.get<LoanApplicationData[]>('/api/loan-applications', { signal });

export const fetchApplication = (serial: string, signal?: AbortSignal): Promise<LoanApplicationData> =>
  api.get<LoanApplicationData>(applicationPath(serial), { signal });

export const updateApplication = (serial: string, update: LoanApplicationUpdate, options?: { keepalive?: boolean }): Promise<SerialAnswer> =>
  api.put<SerialAnswer>(applicationPath(serial), update, options);

export const saveAttachments = (serial: string, attachments: Record<string, string[]>): Promise<unknown> =>
  api.post<unknown>(`${applicationPath(serial)}/attachments`, { attachments });

export const submitApplication = (serial: string, appType: LoanAppType): Promise<SerialAnswer> =>
  api.post<SerialAnswer>(`${applicationPath(serial)}/submit`, { app_type: appType });

/** A stored pawn collateral: its id beside the form fields. */
export interface StoredPawnCollateral {
  id: string | null;
  type: PawnCollateralType;
  details: {
    brand?: string;
    type?: string;
    original_pack: boolean;
    guarantee: boolean;
    purchase_proof: boolean;
    description?: string;
    expect_value_10k: number;
  };
}

/** A stored realty collateral (a house): its id beside the form fields. */
export interface StoredRealtyCollateral {
  id: string | null;
  type: 'house';
  details: {
    realty_address: { city: string; district: string; address: string };
    house_age: number;
    house_type: OptionValue<'realty_house_type'>;
    description?: string;
    expect_value_10k: number;
  };
  parking_space: boolean;
}

export type StoredCollateral = StoredPawnCollateral | StoredRealtyCollateral;

export const isRealtyCollateral = (collateral: StoredCollateral): collateral is StoredRealtyCollateral =>
  'realty_address' in collateral.details;

interface AddedCollateral {
  collateral: StoredCollateral;
  collaterals: StoredCollateral[];
}

const collateralsPath = (serial: string): string => `${applicationPath(serial)}/collaterals`;

export const listCollaterals = (serial: string, signal?: AbortSignal): Promise<StoredCollateral[]> =>
  api.get<StoredCollateral[]>(collateralsPath(serial), { signal });

/** Adds a collateral; answers the list as stored (boutique add-ons reset by the server too). */
export const addCollateral = async (serial: string, collateral: PawnCollateral | RealtyCollateral): Promise<StoredCollateral[]> =>
  (await api.post<AddedCollateral>(collateralsPath(serial), collateral)).collaterals;

/** Removes the collateral at a position of the list; answers the list left. */
export const removeCollateral = async (serial: string, index: number): Promise<StoredCollateral[]> =>
  (await api.delete<{ collaterals: StoredCollateral[] }>(`${collateralsPath(serial)}/${index}`)).collaterals;

/** The guarantor of a guarantor-type draft as named: confirmed once the guarantor has confirmed. */
/** The guarantor named on a guarantor-type draft and whether they confirmed. */
export interface GuarantorState {
  resident_id: string;
  confirmed: boolean;
}

export interface NamedGuarantor {
  serial: string;
  confirmed: boolean;
}

/** Names (or renames) the guarantor of a guarantor-type draft by identity number. */
export const nameGuarantor = (serial: string, input: NameGuarantorInput): Promise<NamedGuarantor> =>
  api.post<NamedGuarantor>(`${applicationPath(serial)}/guarantor`, input);

/**
 * The loan applications' reads. A draft and its collaterals seed the wizard, so they are kept only
 * while shown: each visit starts from what the server holds.
 */
export const loanApplicationQueries = {
  root: ['loan-applications'] as const,
  list: () => queryOptions({ queryKey: [...loanApplicationQueries.root, 'list'] as const, queryFn: ({ signal }) => listApplications(signal) }),
  draft: (serial: string) =>
    queryOptions({
      queryKey: [...loanApplicationQueries.root, 'draft', serial] as const,
      queryFn: ({ signal }) => fetchApplication(serial, signal),
      gcTime: 0,
    }),
  collaterals: (serial: string) =>
    queryOptions({
      queryKey: [...loanApplicationQueries.root, 'collaterals', serial] as const,
      queryFn: ({ signal }) => listCollaterals(serial, signal),
      gcTime: 0,
    }),
};
