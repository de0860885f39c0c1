import type { z } from 'zod';
import {
  ALUMNI_ACADEMIC_MAX_LENGTH,
  ALUMNI_DEPARTMENT_MAX_LENGTH,
  STUDENT_ID_MAX_LENGTH,
} from '../constants/limits.js';
import { strictFormObject } from '../schemas/fields.js';
import { optionalText } from '../schemas/field-rules.js';
import { FIELD_LABELS } from '../schemas/labels.js';
import { clearable } from './fields.js';
import { alumniVerifySchema } from './forms.js';
import type { LoanAppType } from './vocabulary.js';

const L = FIELD_LABELS;

/** The application types made under an NTU alumni record (台大校友專案). */
export const ALUMNI_RECORD_APP_TYPES: readonly LoanAppType[] = ['ntu'];

export const needsAlumniRecord = (appType: LoanAppType): boolean =>
  ALUMNI_RECORD_APP_TYPES.includes(appType);

/**
 * The block of an ntu application that names its alumni record, beside application and
 * profile: { alumni: { student_id, academic, department } } (the alumni check's three fields).
 */
export const ALUMNI_BLOCK = 'alumni';

/** The alumni block while the draft is filled in: each part optional, '' or null clears it. */
export const alumniDraftBlockSchema = strictFormObject({
  student_id: clearable(optionalText(L.student_id, STUDENT_ID_MAX_LENGTH)),
  academic: clearable(optionalText(L.academic, ALUMNI_ACADEMIC_MAX_LENGTH)),
  department: clearable(optionalText(L.department, ALUMNI_DEPARTMENT_MAX_LENGTH)),
});
export type AlumniDraftBlock = z.infer<typeof alumniDraftBlockSchema>;

/** An autosave of the alumni block, with its errors under alumni.{field}. */
export const alumniPatchSchema = strictFormObject({ alumni: alumniDraftBlockSchema });

/** At submit the block holds all three fields, by the alumni check's own rule. */
export const alumniSubmissionSchema = strictFormObject({ alumni: alumniVerifySchema });
export type AlumniSubmission = z.infer<typeof alumniSubmissionSchema>;
