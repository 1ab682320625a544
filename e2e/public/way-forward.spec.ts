import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { BOOKING, cmsUrl } from '../fixtures/booking';

const TEXT = {
  en: {
    doctors: 'Doctors for this service',
    author: 'Book a visit with the author',
    related: 'Related articles',
    bookWith: 'Book with',
  },
  ar: {
    doctors: 'أطباء هذه الخدمة',
    author: 'احجز موعدًا مع كاتب المقال',
    related: 'مقالات ذات صلة',
    bookWith: 'احجز مع',
  },
} as const;

type TNamed = { documentId: string; publicId: number; name: string };
type TArticle = { documentId: string; publicId: number; title: string; category: TNamed | null; author: TNamed | null };

const readCms = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${cmsUrl()}${path}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
};

test.describe('[WAY FORWARD]: a service or an article ends with where to go next', () => {
  test("a service lists its specialty's doctors, each with a Book link to the booking with that doctor chosen, and what they wrote", async ({
    page,
    lang,
  }) => {
    const text = TEXT[lang];
    const services = await readCms<(TNamed & { specialty: TNamed | null })[]>(
      `/api/services?locale=${lang}&populate=specialty&sort=publicId:asc`,
    );
    const service = services.find((candidate) => candidate.specialty);
    if (!service?.specialty) throw new Error('no service with a specialty');
    const doctors = await readCms<TNamed[]>(
      `/api/doctors?locale=${lang}&filters[specialties][documentId][$eq]=${service.specialty.documentId}&sort=publicId:asc&pagination[pageSize]=100`,
    );
    expect(doctors.length).toBeGreaterThan(0);
    const articles = await readCms<TArticle[]>(
      `/api/articles?locale=${lang}&populate[author][fields][0]=name&populate[category][fields][0]=name&pagination[pageSize]=100`,
    );
    const byTheseDoctors = articles.filter((article) =>
      doctors.some((doctor) => doctor.documentId === article.author?.documentId),
    );

    await page.goto(`/${lang}/services/${service.publicId}`);
    const section = page.getByRole('region', { name: text.doctors });
    await expect(section.getByRole('listitem')).toHaveCount(doctors.length);
    for (const doctor of doctors)
      await expect(section.getByRole('link', { name: doctor.name, exact: true })).toBeVisible();
    const related = page.getByRole('region', { name: text.related });
    if (byTheseDoctors.length === 0) await expect(related).toHaveCount(0);
    else {
      await expect(related.getByRole('article')).toHaveCount(Math.min(3, byTheseDoctors.length));
      const shown = await related.getByRole('heading', { level: 3 }).allTextContents();
      for (const title of shown) expect(byTheseDoctors.map((article) => article.title)).toContain(title);
    }

    const [first] = doctors;
    // A thumb's target: 44 px tall, as the header's buttons and the doctors list's.
    for (const book of await section.getByRole('link', { name: new RegExp(`^${text.bookWith} `) }).all()) {
      expect((await book.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    await section.getByRole('link', { name: `${text.bookWith} ${first?.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/booking\\?(.+&)?doctor=${first?.documentId}`));
    await expect(page.getByRole('button', { name: BOOKING[lang].changeDoctor })).toBeVisible();
    await expect(page.getByText(first?.name ?? '', { exact: true })).toBeVisible();
  });

  test('an article offers a visit with its author and up to three more articles of its category, never itself', async ({
    page,
    lang,
  }) => {
    const text = TEXT[lang];
    const articles = await readCms<TArticle[]>(
      `/api/articles?locale=${lang}&populate[author][fields][0]=name&populate[category][fields][0]=name&pagination[pageSize]=100`,
    );
    // An article whose category has others in it, so the related list is not empty.
    const article = articles.find(
      (candidate) =>
        candidate.author &&
        candidate.category &&
        articles.some(
          (other) =>
            other.documentId !== candidate.documentId && other.category?.documentId === candidate.category?.documentId,
        ),
    );
    if (!article?.author || !article.category) throw new Error('no article with an author and a category shared');
    const sameCategory = articles.filter(
      (other) => other.documentId !== article.documentId && other.category?.documentId === article.category?.documentId,
    );

    await page.goto(`/${lang}/blog/${article.publicId}`);
    const author = page.getByRole('region', { name: text.author });
    await expect(author.getByRole('link', { name: article.author.name, exact: true })).toBeVisible();
    const related = page.getByRole('region', { name: text.related });
    const titles = await related.getByRole('heading', { level: 3 }).allTextContents();
    expect(titles.length).toBe(Math.min(3, sameCategory.length));
    for (const title of titles) expect(sameCategory.map((other) => other.title)).toContain(title);
    expect(titles).not.toContain(article.title);

    await author.getByRole('link', { name: `${text.bookWith} ${article.author.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/booking\\?(.+&)?doctor=${article.author.documentId}`));
    await expect(page.getByRole('button', { name: BOOKING[lang].changeDoctor })).toBeVisible();
  });
});
