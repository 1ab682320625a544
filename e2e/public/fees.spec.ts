import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { cmsUrl, feePattern, readConsultationFees } from '../fixtures/booking';

const WORDS = {
  en: { fee: 'Consultation fee:', from: 'Consultation from', askBranch: 'Fee: ask the branch', call: 'Call' },
  ar: { fee: 'سعر الكشف:', from: 'الكشف من', askBranch: 'سعر الكشف: اسأل الفرع', call: 'اتصال' },
} as const;

type ListedBranch = { documentId: string; phone: string | null; whatsapp: string | null };
type ListedDoctor = { documentId: string; publicId: number; name: string; branches: ListedBranch[] };

const listDoctors = async (lang: 'en' | 'ar') => {
  const response = await fetch(
    `${cmsUrl()}/api/doctors?locale=${lang}&sort=publicId:asc&fields[0]=name&fields[1]=publicId&populate[branches][fields][0]=publicId&populate[branches][fields][1]=phone&populate[branches][fields][2]=whatsapp&pagination[pageSize]=100`,
  );
  return ((await response.json()) as { data: ListedDoctor[] }).data;
};

/** '+20 3 424 5600' as the site groups an Egyptian number, with any spacing between the groups. */
const phonePattern = (e164: string) => new RegExp(`\\+${e164.replace(/\D/g, '').split('').join('\\s?')}`);

for (const [size, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1366, height: 900 }],
] as const) {
  test(`[FEES]: on ${size}, each doctor’s card shows the CMS’s fee (the lowest, 'from', when branches differ) and 'ask the branch' with its phone without one`, async ({
    page,
    lang,
  }) => {
    await page.setViewportSize(viewport);
    // Read the CMS and the page together, again if an editor's change landed between the two reads
    // (the panel's test changes a fee while this runs).
    await expect(async () => {
      const [doctors, fees] = await Promise.all([listDoctors(lang), readConsultationFees()]);
      await page.goto(`/${lang}/doctors`);
      let withoutFee = 0;
      let from = 0;
      for (const doctor of doctors) {
        const card = page.locator(`[data-list-item="${doctor.documentId}"]`);
        await expect(card.getByRole('heading', { name: doctor.name })).toBeVisible({ timeout: 1_000 });
        const branches = doctor.branches.map((branch) => branch.documentId);
        const amounts = fees
          .filter((fee) => fee.doctor === doctor.documentId && branches.includes(fee.branch))
          .map((fee) => fee.amountEgp);
        const fee = card.locator('[data-doctor-fee]');
        if (amounts.length === 0) {
          // No fee entered: never a zero, but 'ask the branch' with the phone of the doctor's one branch.
          withoutFee += 1;
          await expect(fee).toContainText(WORDS[lang].askBranch, { timeout: 1_000 });
          const [only, ...others] = doctor.branches;
          if (only?.phone && others.length === 0) {
            await expect(fee).toContainText(phonePattern(only.phone), { timeout: 1_000 });
          }
          await expect(card).not.toContainText(/EGP|ج\.م\./, { timeout: 1_000 });
          continue;
        }
        const lowest = Math.min(...amounts);
        const differs = amounts.some((amount) => amount !== lowest);
        if (differs) from += 1;
        await expect(fee).toContainText(differs ? WORDS[lang].from : WORDS[lang].fee, { timeout: 1_000 });
        await expect(fee).toContainText(feePattern(lang, lowest), { timeout: 1_000 });
      }
      // The demo has a doctor without a fee and doctors whose branches charge differently.
      expect([withoutFee, from > 0]).toEqual([1, true]);
    }).toPass({ timeout: 20_000 });
  });
}

test('[FEES]: a doctor’s page gives the fee at each branch the doctor works at, as the CMS has it', async ({
  page,
  lang,
}) => {
  const [doctors, fees] = await Promise.all([listDoctors(lang), readConsultationFees()]);
  const doctor = doctors.find((candidate) => {
    const amounts = fees.filter((fee) => fee.doctor === candidate.documentId).map((fee) => fee.amountEgp);
    return candidate.branches.length >= 2 && new Set(amounts).size >= 2;
  });
  if (!doctor) throw new Error('No demo doctor charges differently at two branches');
  await page.goto(`/${lang}/doctor/${doctor.publicId}`);
  const amounts = fees.filter((fee) => fee.doctor === doctor.documentId);
  await expect(page.locator('[data-doctor-fee]')).toContainText(WORDS[lang].from);
  await expect(page.locator('[data-doctor-fee]')).toContainText(
    feePattern(lang, Math.min(...amounts.map((fee) => fee.amountEgp))),
  );
  for (const branch of doctor.branches) {
    const amount = amounts.find((fee) => fee.branch === branch.documentId)?.amountEgp ?? 0;
    const branchFee = page.locator(`[data-branch-fee="${branch.documentId}"]`);
    await expect(branchFee).toContainText(WORDS[lang].fee);
    await expect(branchFee).toContainText(feePattern(lang, amount));
  }
});

test('[FEES]: a doctor without a fee: the page says to ask the branch, and every branch the doctor works at gives its phone and WhatsApp beside its hours; the booking says it too', async ({
  page,
  lang,
}) => {
  const [doctors, fees] = await Promise.all([listDoctors(lang), readConsultationFees()]);
  const doctor = doctors.find((candidate) => !fees.some((fee) => fee.doctor === candidate.documentId));
  const branch = doctor?.branches[0];
  if (!doctor || !branch?.phone || !branch.whatsapp)
    throw new Error('No demo doctor without a fee at a branch with a phone');
  await page.goto(`/${lang}/doctor/${doctor.publicId}`);
  await expect(page.locator('[data-doctor-fee]')).toContainText(WORDS[lang].askBranch);
  await expect(page.locator('[data-doctor-fee]')).toContainText(phonePattern(branch.phone));
  for (const workplace of doctor.branches) {
    const card = page.locator(`[data-branch-contact="${workplace.documentId}"]`);
    await expect(page.locator(`[data-branch-fee="${workplace.documentId}"]`)).toContainText(WORDS[lang].askBranch);
    if (workplace.phone) await expect(card.locator(`a[href="tel:${workplace.phone}"]`)).toBeVisible();
    if (workplace.whatsapp) {
      await expect(card.locator(`a[href*="${workplace.whatsapp.replace('+', '')}"]`)).toBeVisible();
    }
  }
  await page.goto(`/${lang}/booking?flow=doctor&doctor=${doctor.documentId}`);
  await expect(page.getByText(WORDS[lang].askBranch).first()).toBeVisible();
});

test('[FEES]: a doctor’s page gives each branch’s own phone and WhatsApp, not only the head office’s', async ({
  page,
  lang,
}) => {
  const doctors = await listDoctors(lang);
  const doctor = doctors.find((candidate) => candidate.branches.length >= 2);
  if (!doctor) throw new Error('No demo doctor works at two branches');
  await page.goto(`/${lang}/doctor/${doctor.publicId}`);
  for (const branch of doctor.branches) {
    const card = page.locator(`[data-branch-contact="${branch.documentId}"]`);
    if (branch.phone) await expect(card.locator(`a[href="tel:${branch.phone}"]`)).toBeVisible();
    if (branch.whatsapp) await expect(card.locator(`a[href*="${branch.whatsapp.replace('+', '')}"]`)).toBeVisible();
  }
  expect(new Set(doctor.branches.map((branch) => branch.phone)).size).toBe(doctor.branches.length);
});
