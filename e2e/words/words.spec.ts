import { expect, type Locator } from '@playwright/test';
import { test } from '../fixtures/test';
import { findOpenPlaces, openPatientStep } from '../fixtures/staff-area';

/**
 * Where each of `parts` is drawn inside `element`: the left and right edges of its box, the parts found
 * in the order they are written. Text is read across child elements, as the reader reads it.
 */
const partBoxes = (element: Locator, parts: string[]) =>
  element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const text = nodes.map((node) => node.data).join('');
    const pointAt = (index: number): [Text, number] => {
      let offset = index;
      for (const node of nodes) {
        if (offset <= node.data.length) return [node, offset];
        offset -= node.data.length;
      }
      throw new Error(`No text at ${index}`);
    };
    let from = 0;
    return wanted.map((part) => {
      const index = text.indexOf(part, from);
      if (index < 0) throw new Error(`'${part}' is not in '${text}'`);
      from = index + part.length;
      const range = document.createRange();
      range.setStart(...pointAt(index));
      range.setEnd(...pointAt(from));
      const box = range.getBoundingClientRect();
      return { left: Math.round(box.left), right: Math.round(box.right) };
    });
  }, parts);

/** The parts' boxes from left to right on screen in the order they are written: a number's groups kept in order. */
const isDrawnLeftToRight = (boxes: { left: number }[]) =>
  boxes.every((box, index) => index === 0 || box.left > (boxes[index - 1]?.left ?? 0));

const describeBoxes = (boxes: { left: number }[]) => `drawn at ${boxes.map((box) => box.left).join(', ')} px`;

test.describe('[WORDS]: numbers inside Arabic sentences keep their order', () => {
  // Only right-to-left text reorders the groups of a number.
  test.skip(({ locale }) => locale !== 'ar-EG', 'right-to-left only');

  test('the booking’s phone hint draws 010 1234 5678 from left to right', async ({ page }) => {
    const { doctor, branch, places } = await findOpenPlaces(5, 20);
    const place = places[0];
    if (!place) throw new Error(`No open place for ${doctor.name}`);
    await openPatientStep(page, 'ar', { doctor: doctor.documentId, branch: branch.documentId, start: place.start });
    const hint = page.locator('[id$="-phone-hint"]');
    await expect(hint).toContainText('010 1234 5678');
    const boxes = await partBoxes(hint, ['010', '1234', '5678']);
    expect(isDrawnLeftToRight(boxes), describeBoxes(boxes)).toBe(true);
  });

  test('a refused staff search draws +20 from left to right', async ({ page, signIn }) => {
    await signIn();
    // A search that is neither a phone nor an email is refused with an example of each.
    await page.goto('/ar/admin/patient-data?q=abc');
    const refusal = page.locator('#person-q-error');
    await expect(refusal).toContainText('+20');
    const boxes = await partBoxes(refusal, ['+', '20']);
    expect(isDrawnLeftToRight(boxes), `'+20' ${describeBoxes(boxes)}`).toBe(true);
  });

  test('a doctor without a fee reads “ask the branch on” the branch’s phone, group by group', async ({ page }) => {
    await page.goto('/ar/doctors');
    const askBranch = page.locator('[data-doctor-fee]').filter({ hasText: 'اسأل الفرع على' }).first();
    const phone = /\+[\d ]+\d/.exec((await askBranch.textContent()) ?? '')?.[0] ?? '';
    const groups = phone.split(' ');
    expect(groups.length, `the phone '${phone}'`).toBeGreaterThan(2);
    const boxes = await partBoxes(askBranch, groups);
    expect(isDrawnLeftToRight(boxes), `'${phone}' ${describeBoxes(boxes)}`).toBe(true);
  });
});

test.describe('[WORDS]: headings and brackets', () => {
  test('the booking’s second step names itself once, and its stepper writes every step in one case', async ({
    page,
    lang,
  }) => {
    const { doctor, branch, places } = await findOpenPlaces(5, 20);
    const place = places[0];
    if (!place) throw new Error(`No open place for ${doctor.name}`);
    await openPatientStep(page, lang, { doctor: doctor.documentId, branch: branch.documentId, start: place.start });
    const stepper = page.getByRole('navigation', { name: lang === 'en' ? 'Booking steps' : 'خطوات الحجز' });
    const current = ((await stepper.locator('[aria-current="step"]').textContent()) ?? '')
      .replace(/^\d+\s*/, '')
      .trim();
    const heading = page.getByRole('heading', { level: 2, name: current, exact: true });
    await expect(heading).toBeVisible();
    // The step's heading, once on screen: the stepper's entry (which carries its number) names it, and nothing
    // else drawn once the form is in. The fieldset's legend, kept for screen readers, is clipped to a pixel.
    await expect(page.locator('main form fieldset').first()).toBeVisible();
    const named = page.locator('main').getByText(current, { exact: true });
    const drawnCount = () =>
      named.evaluateAll(
        (elements) =>
          elements.filter((element) => {
            const box = element.getBoundingClientRect();
            return box.width > 1 && box.height > 1;
          }).length,
      );
    await expect.poll(drawnCount).toBe(1);
    if (lang === 'en') {
      const labels = (await stepper.locator('li').allTextContents()).map((label) =>
        label.replace(/^\d+\s*/, '').trim(),
      );
      expect(labels.filter((label) => !/^\p{Lu}\S*( \p{Lu}\S*)*$/u.test(label))).toEqual([]);
    }
  });

  test('a doctor’s degree keeps a space between its institution and the year in brackets', async ({
    page,
    lang,
    dir,
  }) => {
    await page.goto(`/${lang}/doctor/1`);
    const degree = page
      .getByRole('region', { name: lang === 'en' ? 'Medical degrees' : 'الشهادات الطبية' })
      .locator('li')
      .first();
    const text = (await degree.textContent()) ?? '';
    const year = /\((\d{4})\)/.exec(text)?.[0] ?? '';
    const institution = text.split(' — ')[1]?.replace(year, '').trim() ?? '';
    const [institutionBox, yearBox] = await partBoxes(degree, [institution, year]);
    if (!institutionBox || !yearBox) throw new Error(`No institution or year in '${text}'`);
    // Right to left, the year is drawn to the left of the institution; left to right, to its right.
    const gap = dir === 'rtl' ? institutionBox.left - yearBox.right : yearBox.left - institutionBox.right;
    expect(gap, `between '${institution}' and '${year}'`).toBeGreaterThanOrEqual(2);
  });
});
