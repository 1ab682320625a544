import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { cmsUrl } from '../fixtures/booking';
import { STAFF, TEST_ACCOUNTS } from '../fixtures/staff';

/** What staff read in the inbox; written out, not read from the message files. */
const INBOX = {
  en: {
    staffNavigation: 'Staff navigation',
    navLabel: 'Messages',
    title: 'Messages',
    filters: 'Show messages',
    all: 'All',
    unread: 'Unread',
    read: 'Read',
    unreadBadge: 'Unread',
    markRead: 'Mark as read',
    markUnread: 'Mark as unread',
    markedRead: 'Message marked as read.',
    markedUnread: 'Message marked as unread.',
    language: 'English',
    sample: { name: 'Sara Ahmed', message: 'My left ear has felt blocked for a week. Is that normal?' },
  },
  ar: {
    staffNavigation: 'قائمة فريق العمل',
    navLabel: 'الرسائل',
    title: 'الرسائل',
    filters: 'عرض الرسائل',
    all: 'الكل',
    unread: 'غير المقروءة',
    read: 'المقروءة',
    unreadBadge: 'غير مقروءة',
    markRead: 'تحديد كمقروءة',
    markUnread: 'تحديد كغير مقروءة',
    markedRead: 'تم تحديد الرسالة كمقروءة.',
    markedUnread: 'تم تحديد الرسالة كغير مقروءة.',
    language: 'العربية',
    sample: { name: 'سارة أحمد', message: 'أشعر بانسداد في أذني اليسرى منذ أسبوع. هل هذا طبيعي؟' },
  },
} as const;

const signIn = async (page: Page, lang: 'en' | 'ar') => {
  const text = STAFF[lang];
  await page.goto(`/${lang}/admin/login`);
  await page.getByLabel(text.email, { exact: true }).fill(TEST_ACCOUNTS.staff.email);
  await page.getByLabel(text.password, { exact: true }).fill(TEST_ACCOUNTS.staff.password);
  await page.getByRole('button', { name: text.signIn }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/admin/appointments$`));
};

/** Sends a message the way a visitor's browser does, through the CMS's public route. */
const sendContactMessage = async (data: Record<string, string>) => {
  const response = await fetch(`${cmsUrl()}/api/contact-messages/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  expect(response.status).toBe(201);
};

test.describe('[ADMIN]: staff messages inbox', () => {
  test('staff see a new message as unread, mark it read, find it under Read, and mark it unread again', async ({
    page,
    lang,
  }) => {
    const text = INBOX[lang];
    // Both languages run at once, and other tests send messages too: each run finds its own by this.
    const marker = `inbox${lang}${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
    const subject = `Inbox check ${marker}`;
    const email = `${marker}@example.com`;
    await sendContactMessage({
      name: text.sample.name,
      email,
      phone: '01012345678',
      subject,
      message: `${text.sample.message} <b>${marker}</b>`,
      locale: lang,
    });

    await signIn(page, lang);
    await page
      .getByRole('navigation', { name: text.staffNavigation })
      .getByRole('link', { name: new RegExp(`^${text.navLabel}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/messages$`));
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${text.title}`) })).toBeVisible();

    const card = page.getByRole('article', { name: subject });
    await expect(card).toBeVisible();
    await expect(card.getByText(text.unreadBadge, { exact: true })).toBeVisible();
    await expect(card.getByText(text.sample.name, { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(card.getByText('+20 10 1234 5678', { exact: true })).toBeVisible();
    await expect(card.getByText(text.language, { exact: true })).toBeVisible();
    await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    // The patient's markup is shown as the text it is, never rendered.
    await expect(card.getByText(`${text.sample.message} <b>${marker}</b>`, { exact: true })).toBeVisible();
    await expect(card.locator('b')).toHaveCount(0);

    await card.getByRole('button', { name: text.markRead, exact: true }).click();
    await expect(page.getByText(text.markedRead, { exact: true })).toBeVisible();
    await expect(card.getByText(text.unreadBadge, { exact: true })).toHaveCount(0);
    await expect(card.getByRole('button', { name: text.markUnread, exact: true })).toBeVisible();

    const filters = page.getByRole('navigation', { name: text.filters });
    await filters.getByRole('link', { name: text.unread, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/messages\\?show=unread$`));
    await expect(filters.getByRole('link', { name: text.unread, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(card).toHaveCount(0);

    await filters.getByRole('link', { name: text.read, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/messages\\?show=read$`));
    await expect(card).toBeVisible();
    await expect(card.getByText(text.unreadBadge, { exact: true })).toHaveCount(0);

    await card.getByRole('button', { name: text.markUnread, exact: true }).click();
    await expect(page.getByText(text.markedUnread, { exact: true })).toBeVisible();
    // Under Read, a message marked unread leaves the list.
    await expect(card).toHaveCount(0);

    await filters.getByRole('link', { name: text.all, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/messages$`));
    await expect(card.getByText(text.unreadBadge, { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: text.markRead, exact: true })).toBeVisible();
  });
});
