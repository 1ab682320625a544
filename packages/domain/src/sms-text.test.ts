import { describe, expect, it } from 'vitest';
import { cairoWallClockToInstant } from './cairo-time';
import { BOOKING_MESSAGE_KINDS } from './patient-messages';
import { SMS_MAX_SEGMENTS, composePatientSms, countSmsSegments } from './sms-text';

describe('countSmsSegments', () => {
  it('counts the GSM alphabet 160 to one message and 153 to each part of a longer one', () => {
    expect(countSmsSegments('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(countSmsSegments('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, segments: 2 });
    expect(countSmsSegments('a'.repeat(306)).segments).toBe(2);
    expect(countSmsSegments('a'.repeat(307)).segments).toBe(3);
    expect(countSmsSegments('')).toEqual({ encoding: 'gsm7', units: 0, segments: 0 });
  });

  it('counts a character of the extension table twice', () => {
    expect(countSmsSegments('€[]')).toEqual({ encoding: 'gsm7', units: 6, segments: 1 });
    expect(countSmsSegments(`${'a'.repeat(159)}€`).segments).toBe(2);
  });

  it('sends any other character as UCS-2: 70 to one message, 67 a part, an emoji two', () => {
    expect(countSmsSegments(`${'a'.repeat(69)}’`)).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(countSmsSegments('م'.repeat(71))).toEqual({ encoding: 'ucs2', units: 71, segments: 2 });
    expect(countSmsSegments('م'.repeat(134)).segments).toBe(2);
    expect(countSmsSegments('م'.repeat(135)).segments).toBe(3);
    expect(countSmsSegments('🙂').units).toBe(2);
  });
});

describe('composePatientSms', () => {
  // The longest of the seeded names, and a manage link of production's length: https, a host, and a
  // 43-character token (256 bits in base64url).
  const visit = {
    bookingNumber: 'ENT-7K2M-9QXD',
    startsAt: cairoWallClockToInstant('2026-12-10', '18:00'),
    manageLink: `https://nileent.example/m/${'A'.repeat(43)}`,
  };
  const names = {
    en: { doctorName: 'Dr. Yasmine Abdel Aziz', branchName: 'Mohandessin Branch' },
    ar: { doctorName: 'د. ياسمين عبد العزيز', branchName: 'فرع مصر الجديدة' },
  };
  const every = BOOKING_MESSAGE_KINDS.flatMap((kind) =>
    (['en', 'ar'] as const).map((locale) => composePatientSms({ kind, locale, ...visit, ...names[locale] })),
  );

  it('fits every kind in both languages in two parts, with the date, time, booking number and the link last', () => {
    for (const sms of every) {
      expect(sms.segments).toBeLessThanOrEqual(SMS_MAX_SEGMENTS);
      expect(sms.text).toContain(visit.bookingNumber);
      expect(sms.text.endsWith(visit.manageLink)).toBe(true);
    }
    expect(every.filter((sms) => sms.encoding === 'gsm7')).toHaveLength(BOOKING_MESSAGE_KINDS.length);
  });

  it('offers a freed place with the time it is held until and the entry’s link last, in two parts in both languages', () => {
    const offer = {
      ...visit,
      bookingNumber: '',
      holdsUntil: cairoWallClockToInstant('2026-12-09', '14:20'),
      manageLink: `https://nileent.example/w/${'A'.repeat(43)}`,
    };
    expect(composePatientSms({ kind: 'offer', locale: 'en', ...offer, ...names.en }).text).toBe(
      `A place is free for you with Dr. Yasmine Abdel Aziz, Mohandessin Branch, 10 Dec, 6:00 pm. Held until 2:20 pm. Take it or pass: ${offer.manageLink}`,
    );
    const arabic = composePatientSms({ kind: 'offer', locale: 'ar', ...offer, ...names.ar });
    expect(arabic.segments).toBeLessThanOrEqual(SMS_MAX_SEGMENTS);
    expect(arabic.text).toBe(`موعد لك، فرع مصر الجديدة، 10 ديسمبر، 6:00 م، محجوز حتى 2:20 م. ${offer.manageLink}`);
  });

  it('says the visit in English whole, as GSM-7', () => {
    expect(composePatientSms({ kind: 'reminder', locale: 'en', ...visit, ...names.en })).toEqual({
      text: `Reminder: your visit with Dr. Yasmine Abdel Aziz, Mohandessin Branch, 10 Dec, 6:00 pm. Booking ENT-7K2M-9QXD. Cannot come? ${visit.manageLink}`,
      encoding: 'gsm7',
      units: 192,
      segments: 2,
    });
  });

  it('leaves out the doctor of an Arabic message first, then the branch, never the time, number or link', () => {
    const reminder = (doctorName: string, branchName: string, manageLink = visit.manageLink) =>
      composePatientSms({ kind: 'reminder', locale: 'ar', ...visit, manageLink, doctorName, branchName }).text;
    const shortLink = `https://ent.eg/m/${'A'.repeat(43)}`;
    expect(reminder('د. منى', 'فرع سموحة', shortLink)).toBe(
      `تذكير بموعدك مع د. منى، فرع سموحة، 10 ديسمبر، 6:00 م. حجز ENT-7K2M-9QXD. ${shortLink}`,
    );
    expect(reminder('د. منى', 'فرع سموحة')).toBe(
      `تذكير بموعدك، فرع سموحة، 10 ديسمبر، 6:00 م. حجز ENT-7K2M-9QXD. ${visit.manageLink}`,
    );
    expect(reminder('د. منى', 'فرع مصر الجديدة')).toBe(
      `تذكير بموعدك، 10 ديسمبر، 6:00 م. حجز ENT-7K2M-9QXD. ${visit.manageLink}`,
    );
  });

  it('tells a patient checked in their queue number, or a timed visit its time, and the link to follow their place', () => {
    const checkIn = (locale: 'en' | 'ar', queueNumber: number | null) =>
      composePatientSms({ kind: 'checkedIn', locale, ...visit, ...names[locale], queueNumber });
    expect(checkIn('en', 12).text).toBe(
      `Checked in: your queue number is 12 with Dr. Yasmine Abdel Aziz, Mohandessin Branch. Follow your place: ${visit.manageLink}`,
    );
    expect(checkIn('en', null).text).toBe(
      `Checked in for your 6:00 pm visit with Dr. Yasmine Abdel Aziz, Mohandessin Branch. Follow your place: ${visit.manageLink}`,
    );
    expect(checkIn('ar', 12).text).toBe(`تم تسجيل وصولك، رقم دورك 12، فرع مصر الجديدة. تابع دورك: ${visit.manageLink}`);
    expect(checkIn('ar', null).text).toBe(
      `تم تسجيل وصولك لموعد 6:00 م، فرع مصر الجديدة. تابع دورك: ${visit.manageLink}`,
    );
    for (const sms of [checkIn('en', 12), checkIn('en', null), checkIn('ar', 12), checkIn('ar', null)]) {
      expect(sms.segments).toBeLessThanOrEqual(SMS_MAX_SEGMENTS);
    }
  });

  it('tells a patient why their card was refused and what to do, in two parts with the longest reason', () => {
    const refused = (locale: 'en' | 'ar', cardRefusal: 'expired' | 'nameMismatch') =>
      composePatientSms({ kind: 'cardRefused', locale, ...visit, ...names[locale], cardRefusal });
    expect(refused('en', 'expired').text).toBe(
      `Your card for your visit with Dr. Yasmine Abdel Aziz, Mohandessin Branch, 10 Dec, 6:00 pm, was not accepted: it has expired. Bring it to the visit or expect to pay the fee. ${visit.manageLink}`,
    );
    expect(refused('ar', 'expired').text).toBe(
      `لم نقبل بطاقتك: انتهت صلاحيتها. أحضرها معك أو ادفع الكشف. ${visit.manageLink}`,
    );
    for (const sms of [refused('en', 'nameMismatch'), refused('ar', 'nameMismatch')]) {
      expect(sms.segments).toBeLessThanOrEqual(SMS_MAX_SEGMENTS);
    }
  });

  it('keeps the doctor and the branch when the clinic allows a third part', () => {
    const sms = composePatientSms({ kind: 'reminder', locale: 'ar', ...visit, ...names.ar }, 3);
    expect(sms.text).toContain('مع د. ياسمين عبد العزيز، فرع مصر الجديدة');
    expect(sms.segments).toBe(3);
  });
});
