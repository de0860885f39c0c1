import { UPLOAD_DEFAULT_MAX_FILES } from '../constants/upload.js';
import { MESSAGES } from '../messages/messages.js';
import { fileLengthMax } from '../messages/message-functions.js';
import type { UploadType } from '../schemas/upload.js';
import type { LoanAttachmentKind, LoanAttachments } from './steps.js';
import {
  PAWN_COLLATERAL_CATEGORIES,
  isApplicationEditable,
  type CollateralCategory,
  type LoanAppType,
  type LoanApplicationStatus,
} from './vocabulary.js';

/**
 * After submit a borrower may still add documents while the application awaits review or is
 * being reviewed; once it is decided (approved or rejected) nothing changes any more.
 */
export const DOCUMENTS_AFTER_SUBMIT_STATUSES: readonly LoanApplicationStatus[] = [
  'submitted',
  'reviewing',
];

/** Documents are added after submit (merged into what the application holds). */
export const isAddingDocumentsAfterSubmit = (status: LoanApplicationStatus): boolean =>
  DOCUMENTS_AFTER_SUBMIT_STATUSES.includes(status);

/** A draft sets its documents; a submitted application, not yet decided, adds to them. */
export const acceptsDocuments = (status: LoanApplicationStatus): boolean =>
  isApplicationEditable(status) || isAddingDocumentsAfterSubmit(status);

/**
 * The document pages of the spec: realty attachment upload, pawn attachments, student additional
 * documents and the fast-apply document page of the general flow.
 */
export type LoanDocumentsPageId = 'realty' | 'pawn' | 'student' | 'fast_apply';

/** The document page of each application type (none for corporate and guarantor). */
export const LOAN_DOCUMENTS_PAGE_OF_TYPE: Readonly<Record<LoanAppType, LoanDocumentsPageId | null>> = {
  credit: 'fast_apply',
  student: 'student',
  sme: 'fast_apply',
  farmer: 'fast_apply',
  pawn_project: 'pawn',
  realty: 'realty',
  corporate: null,
  guarantor: null,
  other: 'fast_apply',
  ntu: 'fast_apply',
};

/** The kinds each page adds, in the order it shows them. */
export const LOAN_DOCUMENTS_PAGE_KINDS: Readonly<
  Record<LoanDocumentsPageId, readonly LoanAttachmentKind[]>
> = {
  realty: ['house_title_deed', 'house_title', 'loan_related_information'],
  pawn: [
    'loan_related_information',
    'vehicle_title_deed',
    'vehicle_title',
    'house_title_deed',
    'house_title',
  ],
  student: ['school_transcript', 'school_tuition', 'education_certificate'],
  fast_apply: ['health_card', 'bank_account_statements', 'jcic_file'],
};

/** Pawn title papers: asked for only when a collateral of the category is pawned. */
export const PAWN_TITLE_DOCUMENTS: Readonly<Partial<Record<LoanAttachmentKind, CollateralCategory>>> =
  {
    vehicle_title_deed: 'vehicle',
    vehicle_title: 'vehicle',
    house_title_deed: 'house',
    house_title: 'house',
  };

const categoryOf = (type: unknown): CollateralCategory | undefined =>
  (Object.keys(PAWN_COLLATERAL_CATEGORIES) as CollateralCategory[]).find((category) =>
    (PAWN_COLLATERAL_CATEGORIES[category] as readonly unknown[]).includes(type),
  );

/** A collateral as the application lists it (only its type is read). */
export interface CollateralOfType {
  readonly type?: unknown;
}

/**
 * The kinds an application of this type may add after submit. A pawn application gets the title
 * papers of the vehicles and houses it pawns; other types get their page's list.
 */
export const lateDocumentKinds = (
  appType: LoanAppType,
  collaterals: readonly CollateralOfType[] = [],
): LoanAttachmentKind[] => {
  const page = LOAN_DOCUMENTS_PAGE_OF_TYPE[appType];
  if (page === null) return [];
  const kinds = LOAN_DOCUMENTS_PAGE_KINDS[page];
  if (page !== 'pawn') return [...kinds];
  const pawned = new Set(collaterals.map((collateral) => categoryOf(collateral.type)));
  return kinds.filter((kind) => {
    const category = PAWN_TITLE_DOCUMENTS[kind];
    return category === undefined || pawned.has(category);
  });
};

/** Papers sent as files (PDF, Word, Excel or images); every other kind takes images. */
export const FILE_DOCUMENT_KINDS: readonly LoanAttachmentKind[] = [
  'jcic_file',
  'labor_protection',
  'individual_income_tax',
];

/** The upload type a document kind is uploaded as. */
export const attachmentUploadType = (kind: LoanAttachmentKind): UploadType =>
  FILE_DOCUMENT_KINDS.includes(kind) ? 'document' : 'image';

export interface DocumentsAddition {
  /** Field messages, keyed attachments.{kind}; empty when the addition is accepted. */
  readonly errors: Readonly<Record<string, string>>;
  /** Every kind after the addition: what was there, then the new files. */
  readonly merged: Record<string, string[]>;
  /** Only the files that were not there yet, by kind. */
  readonly added: LoanAttachments;
}

/**
 * Adds documents to a submitted application: only the allowed kinds, each file once, the
 * files already there kept (a list sent again adds nothing), at most the upload limit per kind.
 */
export const addDocuments = (
  existing: Readonly<Record<string, readonly string[]>>,
  sent: LoanAttachments,
  allowed: readonly LoanAttachmentKind[],
  maxFiles: number = UPLOAD_DEFAULT_MAX_FILES,
): DocumentsAddition => {
  const errors: Record<string, string> = {};
  const merged: Record<string, string[]> = Object.fromEntries(
    Object.entries(existing).map(([kind, ids]) => [kind, [...ids]]),
  );
  const added: Partial<Record<LoanAttachmentKind, string[]>> = {};
  for (const [kind, ids] of Object.entries(sent) as [LoanAttachmentKind, string[]][]) {
    if (!allowed.includes(kind)) {
      errors[`attachments.${kind}`] = MESSAGES.documentKindNotAllowed;
      continue;
    }
    const current = merged[kind] ?? [];
    const known = new Set(current.map((id) => id.toLowerCase()));
    const fresh = ids.filter((id) => {
      const key = id.toLowerCase();
      if (known.has(key)) return false;
      known.add(key);
      return true;
    });
    if (fresh.length === 0) continue;
    if (current.length + fresh.length > maxFiles) {
      errors[`attachments.${kind}`] = fileLengthMax(maxFiles);
      continue;
    }
    merged[kind] = [...current, ...fresh];
    added[kind] = fresh;
  }
  return { errors, merged, added };
};

/** The history entry written when documents are added after submit. */
export const DOCUMENTS_ADDED_EVENT = 'documents_added';
export const DOCUMENTS_ADDED_EVENT_LABEL = '補充文件';

/** The titles of the document pages. */
export const LOAN_DOCUMENTS_PAGE_TITLES: Readonly<Record<LoanDocumentsPageId, string>> = {
  realty: '不動產附件上傳',
  pawn: '典當附件上傳',
  student: '補充文件',
  fast_apply: '證明文件上傳',
};

/** The fixed texts of the document pages. */
export const LOAN_DOCUMENTS_TEXT = {
  intro: '請上傳下列文件，送出後將併入您的申請案件，供審核人員查閱。',
  submit: '送出文件',
  link: '補充文件',
} as const;

export const applicationSerialLabel = (serial: string): string => `案件編號 ${serial}`;

export const uploadedFilesCount = (count: number): string => `已上傳 ${count} 個檔案`;

/** The page a borrower adds the documents of an application on. */
export const loanDocumentsPath = (serial: string): string =>
  `/loan-application/${encodeURIComponent(serial)}/documents`;
