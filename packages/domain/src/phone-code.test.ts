import { describe, expect, it } from 'vitest';
import { ZPhoneCodeRequestSchema, ZPhoneCodeSchema, composePhoneCodeSms } from './phone-code';
import { countSmsSegments } from './sms-text';

describe('phone codes', () => {
  it('reads a code typed with Arabic-Indic digits or spaces, and refuses anything but six digits', () => {
    expect(ZPhoneCodeSchema.parse('١٢٣ ٤٥٦')).toBe('123456');
    expect(ZPhoneCodeSchema.parse(' 012345 ')).toBe('012345');
    for (const typed of ['12345', '1234567', '12a456', '']) {
      expect(ZPhoneCodeSchema.safeParse(typed).error?.issues[0]?.message, typed).toBe('validation.phoneCodeInvalid');
    }
  });

  it('sends codes to Egyptian mobiles only, as E.164', () => {
    expect(ZPhoneCodeRequestSchema.parse({ phone: '0101 234 5678', locale: 'ar' })).toEqual({
      phone: '+201012345678',
      phoneChannel: 'whatsapp',
      locale: 'ar',
    });
    const messageOf = (phone: string) =>
      ZPhoneCodeRequestSchema.safeParse({ phone, locale: 'en' }).error?.issues[0]?.message;
    expect(messageOf('02 2345 6789')).toBe('validation.phoneCodeNeedsMobile');
    expect(messageOf('+44 7700 900123')).toBe('validation.phoneNotEgyptian');
    expect(messageOf('12')).toBe('validation.invalidPhone');
  });

  it('puts the code first in one SMS part in either language', () => {
    for (const locale of ['en', 'ar'] as const) {
      const text = composePhoneCodeSms('048213', locale);
      expect(text.startsWith('048213 ')).toBe(true);
      expect(text).toContain(locale === 'en' ? '10 minutes' : '10 دقائق');
      expect(countSmsSegments(text).segments).toBe(1);
    }
  });
});
