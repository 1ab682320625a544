import { expect, test } from '@playwright/test';
import { cmsUrl, feePattern, readConsultationFees } from '../fixtures/booking';
import { expectationsFor } from '../fixtures/locales';

const WORDS = {
  en: { fee: 'Consultation fee:', from: 'Consultation from' },
  ar: { fee: 'سعر الكشف:', from: 'الكشف من' },
} as const;

type ListedDoctor = { documentId: string; publicId: number; name: string; branches: { documentId: string }[] };

const listDoctors = async (lang: 'en' | 'ar') => {
  const response = await fetch(
    `${cmsUrl()}/api/doctors?locale=${lang}&sort=publicId:asc&fields[0]=name&fields[1]=publicId&populate[branches][fields][0]=publicId&pagination[pageSize]=100`,
  );
  return ((await response.json()) as { data: ListedDoctor[] }).data;
};

for (const [size, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1366, height: 900 }],
] as const) {
  test(`[FEES]: on ${size}, each doctor’s card shows the CMS’s fee (the lowest, 'from', when branches differ) and none without one`, async ({
    page,
  }, testInfo) => {
    const { lang } = expectationsFor(testInfo.project.name);
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
          withoutFee += 1;
          await expect(fee).toHaveCount(0, { timeout: 1_000 });
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
}, testInfo) => {
  const { lang } = expectationsFor(testInfo.project.name);
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
