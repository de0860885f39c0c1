import { describe, expect, it } from 'vitest';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import { alumniPatchSchema, alumniSubmissionSchema, needsAlumniRecord } from './alumni.js';

const ALUMNUS = { student_id: 'B03901001', academic: '電機資訊學院', department: '電機工程學系' };

describe('the alumni block of an ntu application', () => {
  it('belongs to ntu applications only', () => {
    expect(needsAlumniRecord('ntu')).toBe(true);
    expect(needsAlumniRecord('student')).toBe(false);
  });

  it('autosaves any part, clears with blank, refuses unknown fields on their paths', () => {
    expect(alumniPatchSchema.parse({ alumni: { student_id: 'B03901001', academic: ' ' } })).toEqual({
      alumni: { student_id: 'B03901001', academic: null },
    });
    const result = alumniPatchSchema.safeParse({ alumni: { student_id: 'B'.repeat(21), year: 1 } });
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(zodIssuesToFieldErrors(result.error)).sort()).toEqual(['alumni.student_id', 'alumni.year']);
  });

  it('needs all three fields at submit', () => {
    expect(alumniSubmissionSchema.parse({ alumni: ALUMNUS })).toEqual({ alumni: ALUMNUS });
    const result = alumniSubmissionSchema.safeParse({ alumni: { student_id: 'B03901001' } });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(zodIssuesToFieldErrors(result.error)).toEqual({ 'alumni.academic': '學院為必填', 'alumni.department': '系所為必填' });
    }
  });
});
