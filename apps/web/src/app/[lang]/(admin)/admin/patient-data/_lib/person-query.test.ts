import { describe, expect, it } from 'vitest';
import { readPersonQuery } from './person-query';

describe('readPersonQuery', () => {
  it('reads nothing typed as no search', () => {
    expect(readPersonQuery(undefined)).toEqual({ text: '', person: null, isInvalid: false });
    expect(readPersonQuery('   ')).toEqual({ text: '', person: null, isInvalid: false });
  });

  it('reads an email when there is an @, in lower case', () => {
    expect(readPersonQuery(' Salma@Example.com ')).toEqual({
      text: 'Salma@Example.com',
      person: { email: 'salma@example.com' },
      isInvalid: false,
    });
  });

  it('reads a phone however it is written, Arabic digits too', () => {
    for (const phone of ['01001230101', '+20 100 123 0101', '٠١٠٠١٢٣٠١٠١']) {
      expect(readPersonQuery(phone).person).toEqual({ phone: '+201001230101' });
    }
  });

  it('takes the first of repeated values, and flags what is neither', () => {
    expect(readPersonQuery(['01001230101', 'x@example.com']).person).toEqual({ phone: '+201001230101' });
    expect(readPersonQuery('Salma')).toEqual({ text: 'Salma', person: null, isInvalid: true });
    expect(readPersonQuery('not@an email')).toMatchObject({ person: null, isInvalid: true });
  });
});
