import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { cmsUrl } from '../fixtures/booking';

const WEEK = {
  en: ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  ar: ['السبت', 'الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة'],
} as const;
const CMS_DAYS = ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
const CLOSED = { en: 'Closed', ar: 'مغلق' } as const;
const HALF_OF_DAY = { en: ['am', 'pm'], ar: ['ص', 'م'] } as const;

type TDayHours = { day: string; isClosed: boolean; opensAt: string | null; closesAt: string | null };

/** '22:00:00.000' as a patient reads it: '10:00 pm', '10:00 م'. */
const twelveHour = (time: string, lang: 'en' | 'ar') => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${HALF_OF_DAY[lang][hour < 12 ? 0 : 1]}`;
};

test('[HOURS]: a branch lists its opening hours from Saturday to Friday on the 12-hour clock', async ({
  page,
  lang,
}) => {
  const response = await fetch(`${cmsUrl()}/api/branches?locale=${lang}&populate=openingHours&sort=publicId:asc`);
  const branch = ((await response.json()) as { data: { publicId: number; openingHours: TDayHours[] }[] }).data[0];
  if (!branch) throw new Error('no branch in the CMS');
  await page.goto(`/${lang}/branches/${branch.publicId}`);

  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(7);
  const shown = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({
      day: tr.querySelector('th')?.firstChild?.textContent?.trim(),
      times: tr.querySelector('td')?.textContent?.replace(/\s+/g, ' ').trim(),
    })),
  );
  const expected = CMS_DAYS.map((day, index) => {
    const hours = branch.openingHours.find((entry) => entry.day === day);
    const isOpen = hours && !hours.isClosed && hours.opensAt && hours.closesAt;
    return {
      day: WEEK[lang][index],
      times: isOpen
        ? `${twelveHour(hours.opensAt ?? '', lang)} – ${twelveHour(hours.closesAt ?? '', lang)}`
        : CLOSED[lang],
    };
  });
  expect(shown).toEqual(expected);
  expect(expected.some(({ times }) => times === CLOSED[lang])).toBe(true);
  expect(expected.some(({ times }) => times.includes(HALF_OF_DAY[lang][1]))).toBe(true);
});
