import { describe, expect, it } from 'vitest';
import { UPLOAD_DEFAULT_MAX_FILES } from '../constants/upload.js';
import { MESSAGES } from '../messages/messages.js';
import { fileLengthMax } from '../messages/message-functions.js';
import {
  LOAN_DOCUMENTS_PAGE_KINDS,
  acceptsDocuments,
  addDocuments,
  attachmentUploadType,
  isAddingDocumentsAfterSubmit,
  lateDocumentKinds,
  loanDocumentsPath,
} from './documents.js';
import { LOAN_ATTACHMENT_KINDS } from './steps.js';

describe('which statuses take documents', () => {
  it('a draft sets them, a submitted or reviewed application adds to them, a decided one takes none', () => {
    expect((['prepare', 'submitted', 'reviewing', 'approved', 'rejected'] as const).map(acceptsDocuments)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(isAddingDocumentsAfterSubmit('prepare')).toBe(false);
    expect(isAddingDocumentsAfterSubmit('reviewing')).toBe(true);
  });
});

describe('lateDocumentKinds', () => {
  it('gives each type its page’s kinds, all of them attachment kinds', () => {
    expect(lateDocumentKinds('realty')).toEqual(['house_title_deed', 'house_title', 'loan_related_information']);
    expect(lateDocumentKinds('student')).toEqual(['school_transcript', 'school_tuition', 'education_certificate']);
    for (const appType of ['credit', 'sme', 'farmer', 'other', 'ntu'] as const) {
      expect(lateDocumentKinds(appType)).toEqual(['health_card', 'bank_account_statements', 'jcic_file']);
    }
    expect(lateDocumentKinds('corporate')).toEqual([]);
    expect(lateDocumentKinds('guarantor')).toEqual([]);
    for (const kinds of Object.values(LOAN_DOCUMENTS_PAGE_KINDS)) {
      for (const kind of kinds) expect(LOAN_ATTACHMENT_KINDS).toContain(kind);
    }
  });

  it('gives a pawn application the title papers of the vehicles and houses it pawns', () => {
    expect(lateDocumentKinds('pawn_project', [{ type: 'watch' }, { type: 'gold' }])).toEqual(['loan_related_information']);
    expect(lateDocumentKinds('pawn_project', [{ type: 'motorcycle' }])).toEqual([
      'loan_related_information',
      'vehicle_title_deed',
      'vehicle_title',
    ]);
    expect(lateDocumentKinds('pawn_project', [{ type: 'house' }, { type: 'car' }])).toEqual([
      'loan_related_information',
      'vehicle_title_deed',
      'vehicle_title',
      'house_title_deed',
      'house_title',
    ]);
    expect(lateDocumentKinds('pawn_project', [{ type: 'spaceship' }, {}])).toEqual(['loan_related_information']);
  });
});

describe('addDocuments', () => {
  const allowed = lateDocumentKinds('realty');

  it('adds new files after the ones there, each file once, and reports only what is new', () => {
    const result = addDocuments(
      { house_title: ['a'], business_card: ['b'] },
      { house_title: ['A', 'c', 'c'], house_title_deed: ['d'] },
      allowed,
    );
    expect(result.errors).toEqual({});
    expect(result.merged).toEqual({ house_title: ['a', 'c'], business_card: ['b'], house_title_deed: ['d'] });
    expect(result.added).toEqual({ house_title: ['c'], house_title_deed: ['d'] });
  });

  it('adds nothing for a list sent again or an empty one', () => {
    const result = addDocuments({ house_title: ['a'] }, { house_title: ['a'], house_title_deed: [] }, allowed);
    expect(result).toEqual({ errors: {}, merged: { house_title: ['a'] }, added: {} });
  });

  it('refuses a kind the type does not add, and a kind past the upload limit', () => {
    const full = Array.from({ length: UPLOAD_DEFAULT_MAX_FILES }, (_, index) => `f${index}`);
    const result = addDocuments({ house_title: full }, { house_title: ['x'], health_card: ['y'], house_title_deed: ['z'] }, allowed);
    expect(result.errors).toEqual({
      'attachments.house_title': fileLengthMax(UPLOAD_DEFAULT_MAX_FILES),
      'attachments.health_card': MESSAGES.documentKindNotAllowed,
    });
    expect(result.added).toEqual({ house_title_deed: ['z'] });
  });
});

describe('document page helpers', () => {
  it('uploads the credit report as a file and the other kinds as images', () => {
    expect(attachmentUploadType('jcic_file')).toBe('document');
    expect(attachmentUploadType('house_title')).toBe('image');
  });

  it('names the page of an application', () => {
    expect(loanDocumentsPath('A2026 01')).toBe('/loan-application/A2026%2001/documents');
  });
});
