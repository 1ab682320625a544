import { describe, expect, it } from 'vitest';
import { renderPatientDataFile } from './patient-data-file';

const TEXT = {
  title: 'ملف المريض',
  intro: 'كل ما نحتفظ به',
  visits: 'الزيارات',
  contactMessages: 'الرسائل',
  waitingEntries: 'قوائم الانتظار',
  none: 'لا شيء',
};

describe('renderPatientDataFile', () => {
  it('writes what a patient typed as text, never as markup, in a page laid out for its language', () => {
    const file = renderPatientDataFile({
      locale: 'ar',
      text: TEXT,
      visits: [{ bookingNumber: 'NE-2026-000123', entries: [['الاسم', 'Dina <img src=x onerror=alert(1)>']] }],
      contactMessages: [[['الرسالة', '</dd><script>alert("x")</script> & more']]],
      waitingEntries: [[['الملاحظات', '<b>urgent</b>']]],
    });
    expect(file.startsWith('<!doctype html>\n<html lang="ar" dir="rtl">')).toBe(true);
    expect(file).toContain('<title>ملف المريض</title>');
    expect(file).toContain('<h3 dir="ltr">NE-2026-000123</h3>');
    expect(file).toContain('<dd>Dina &lt;img src=x onerror=alert(1)&gt;</dd>');
    expect(file).toContain('&lt;/dd&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(file).toMatch(/<h2>قوائم الانتظار<\/h2>\n<section><dl><dt>الملاحظات<\/dt><dd>&lt;b&gt;urgent/);
    expect(file).not.toMatch(/<script|<img|<b>/);
  });

  it('says there is nothing rather than leaving a heading empty', () => {
    const nothing = { visits: [], contactMessages: [], waitingEntries: [] };
    const file = renderPatientDataFile({ locale: 'en', text: TEXT, ...nothing });
    expect(file).toContain('<html lang="en" dir="ltr">');
    expect(file.match(/<p>لا شيء<\/p>/g)).toHaveLength(3);
  });
});
