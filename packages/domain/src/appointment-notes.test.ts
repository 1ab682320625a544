import { describe, expect, it } from 'vitest';
import { APPOINTMENT_NOTE_MAX_LENGTH, ZAppointmentNoteSchema } from './appointment-notes';
import { collectFieldErrors } from './messages';

const errorsOf = (value: unknown) => {
  const result = ZAppointmentNoteSchema.safeParse(value);
  return result.success ? {} : collectFieldErrors(result.error);
};

describe('ZAppointmentNoteSchema', () => {
  it('takes a note, trimmed, for colleagues unless it is marked for the doctor', () => {
    expect(ZAppointmentNoteSchema.parse({ text: '  Prefers Arabic  ' })).toEqual({
      text: 'Prefers Arabic',
      isForDoctor: false,
    });
    expect(ZAppointmentNoteSchema.parse({ text: 'Hard of hearing', isForDoctor: true })).toEqual({
      text: 'Hard of hearing',
      isForDoctor: true,
    });
  });

  it('keeps text that looks like markup as it was typed: pages escape it, nothing strips it', () => {
    expect(ZAppointmentNoteSchema.parse({ text: '<b>x</b> & "y"' }).text).toBe('<b>x</b> & "y"');
  });

  it('refuses an empty, a blank, an over-long or a mistyped note, field by field', () => {
    expect(errorsOf({})).toEqual({ text: 'validation.required' });
    expect(errorsOf({ text: '   ' })).toEqual({ text: 'validation.required' });
    expect(errorsOf({ text: 'x'.repeat(APPOINTMENT_NOTE_MAX_LENGTH + 1) })).toEqual({ text: 'validation.tooLong' });
    expect(errorsOf({ text: 5 })).toEqual({ text: 'validation.invalidType' });
    expect(errorsOf({ text: 'ok', isForDoctor: 'yes' })).toEqual({ isForDoctor: 'validation.invalidType' });
    expect(errorsOf(null)).toEqual({ _form: 'validation.required' });
  });
});
