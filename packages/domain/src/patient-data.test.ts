import { describe, expect, it } from 'vitest';
import { ValidationMessage } from './messages';
import { ZPatientDataQuerySchema, ZPatientErasureSchema } from './patient-data';

/** Each refusal as the form shows it: the field it stands under, and its message key. */
const refusalsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('a person looked up or erased: by phone or by email, exactly one', () => {
  it.each([
    ['a phone', { phone: '01001234567' }, { phone: '+201001234567' }],
    ['an email, the phone left blank', { phone: '', email: 'sara@example.com' }, { email: 'sara@example.com' }],
  ])('finds the person by %s', (_, query, found) => {
    expect(ZPatientDataQuerySchema.parse(query)).toMatchObject(found);
  });

  it.each([
    ['neither', {}, [['phone', ValidationMessage.required]]],
    ['both left blank', { phone: '', email: '' }, [['phone', ValidationMessage.required]]],
    ['both', { phone: '01001234567', email: 'sara@example.com' }, [['email', ValidationMessage.invalidType]]],
  ])('refuses %s, under the one field that explains it', (_, query, refusals) => {
    expect(refusalsOf(ZPatientDataQuerySchema.safeParse(query))).toEqual(refusals);
  });

  it('erases only with the manager’s confirmation that the person asked, and by one key alone', () => {
    expect(ZPatientErasureSchema.parse({ email: 'sara@example.com', confirmed: true })).toMatchObject({
      email: 'sara@example.com',
      confirmed: true,
    });
    expect(refusalsOf(ZPatientErasureSchema.safeParse({ phone: '01001234567' }))).toEqual([
      ['confirmed', ValidationMessage.required],
    ]);
    expect(
      refusalsOf(ZPatientErasureSchema.safeParse({ phone: '01001234567', email: 'sara@example.com', confirmed: true })),
    ).toEqual([['email', ValidationMessage.invalidType]]);
    expect(refusalsOf(ZPatientErasureSchema.safeParse({ confirmed: true }))).toEqual([
      ['phone', ValidationMessage.required],
    ]);
  });
});
