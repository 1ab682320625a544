import { describe, expect, it } from 'vitest';
import { classifyWhatsAppFailure, describeWhatsAppFailure } from './message-failures';
import { composeWhatsAppTemplate, readSettingPairs } from './whatsapp-template';

const SETTINGS = {
  names: {
    received: 'booking_received',
    confirmed: 'booking_confirmed',
    canceled: 'booking_canceled',
    moved: 'booking_moved',
    reminder: 'visit_reminder',
    offer: 'waiting_list_offer',
    reviewInvitation: 'review_invitation',
    checkedIn: 'check_in',
    cardRefused: 'card_refused',
  },
  languages: { en: 'en_US', ar: 'ar' },
  values: ['bookingNumber', 'visitTime', 'manageLink'] as const,
};

describe('composeWhatsAppTemplate', () => {
  const visit = {
    kind: 'moved' as const,
    firstName: 'Dalia',
    bookingNumber: 'ENT-AB12-CD34',
    doctorName: '',
    branchName: 'Heliopolis Branch',
    startsAt: new Date('2026-12-10T16:00:00Z'),
    manageLink: 'https://nileent.example/m/token',
  };

  it('names the kind’s template in Meta’s code for the language, with the values in the configured order', () => {
    expect(composeWhatsAppTemplate({ ...visit, locale: 'en' }, { ...SETTINGS, values: [...SETTINGS.values] })).toEqual({
      name: 'booking_moved',
      language: 'en_US',
      parameters: ['ENT-AB12-CD34', 'Thursday 10 December at 6:00 pm', 'https://nileent.example/m/token'],
    });
  });

  it('writes the time in Arabic for an Arabic booking, and never leaves a value blank', () => {
    const { language, parameters } = composeWhatsAppTemplate(
      { ...visit, locale: 'ar' },
      { ...SETTINGS, values: ['doctorName', 'visitTime'] },
    );
    expect(language).toBe('ar');
    expect(parameters[0]).toBe('-');
    expect(parameters[1]).toMatch(/^الخميس/);
  });

  it('gives a check-in’s place as its number, or a timed visit’s booked time, and nothing in other messages', () => {
    const settings = { ...SETTINGS, values: ['queuePlace' as const] };
    const place = (kind: 'checkedIn' | 'moved', locale: 'en' | 'ar', queueNumber: number | null) =>
      composeWhatsAppTemplate({ ...visit, kind, locale, queueNumber }, settings).parameters[0];
    expect(place('checkedIn', 'en', 7)).toBe('number 7');
    expect(place('checkedIn', 'ar', 7)).toBe('رقم 7');
    expect(place('checkedIn', 'en', null)).toBe('your booked time, 6:00 pm');
    expect(place('checkedIn', 'ar', null)).toBe('موعدك المحجوز، 6:00 م');
    expect(place('moved', 'en', 7)).toBe('-');
    expect(composeWhatsAppTemplate({ ...visit, kind: 'checkedIn', locale: 'en' }, settings).name).toBe('check_in');
  });

  it('gives a refused card’s reason in the booking’s language, and nothing in other messages', () => {
    const settings = { ...SETTINGS, values: ['cardRefusal' as const] };
    const reason = (kind: 'cardRefused' | 'moved', locale: 'en' | 'ar') =>
      composeWhatsAppTemplate({ ...visit, kind, locale, cardRefusal: 'notCovered' }, settings).parameters[0];
    expect(reason('cardRefused', 'en')).toBe('it does not cover this visit');
    expect(reason('cardRefused', 'ar')).toBe('لا تغطي هذه الزيارة');
    expect(reason('moved', 'en')).toBe('it does not cover this visit');
  });
});

describe('readSettingPairs', () => {
  it('reads key:value pairs, and refuses an item that is not one', () => {
    expect(readSettingPairs(' en:en_US , ar:ar ,')).toEqual(
      new Map([
        ['en', 'en_US'],
        ['ar', 'ar'],
      ]),
    );
    expect(readSettingPairs('en')).toBeNull();
    expect(readSettingPairs('en:a:b')).toBeNull();
  });
});

describe('classifyWhatsAppFailure', () => {
  it.each([
    [{ status: 400, code: 131026 }, 'forGood', 'notOnWhatsApp'],
    [{ status: 400, code: 132001 }, 'forGood', 'other'],
    [{ status: 400, code: 130429 }, 'mayPass', 'other'],
    [{ status: 401, code: 190 }, 'clinic', 'other'],
    [{ status: 503, code: null }, 'mayPass', 'other'],
    [{ status: null, code: null }, 'mayPass', 'other'],
    [{ status: 403, code: null }, 'clinic', 'other'],
  ] as const)('%o is %s (%s)', (answer, failureClass, reason) => {
    const failure = { ...answer, text: 'refused +201012345678' };
    expect(classifyWhatsAppFailure(failure)).toBe(failureClass);
    expect(describeWhatsAppFailure(failure)).toEqual({ reason, serverText: 'refused …' });
  });
});
