import { createCmsClient } from '@clinic/cms-client';
import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { findAxeViolations } from '../fixtures/accessibility';
import { cmsUrl } from '../fixtures/booking';
import { PASSWORD_RESET, waitForResetEmail } from '../fixtures/password-reset';
import { STAFF } from '../fixtures/staff';

const NEW_PASSWORD = 'Invited-Staff-Password-4';

/** What managers read on the staff accounts pages; written out, not read from the message files. */
const ACCOUNTS = {
  en: {
    nav: 'Staff',
    title: 'Staff accounts',
    add: 'Add a staff member',
    email: 'Email',
    receptionist: 'Receptionist',
    manager: 'Manager',
    create: 'Create the account and email the link',
    created: (email: string) => `Account created. ${email} will get a link to choose a password.`,
    change: (email: string) => `Change ${email}`,
    blocked: 'Blocked: this account cannot sign in',
    saveChanges: 'Save changes',
    saved: 'Saved.',
    blockedStatus: 'Blocked',
    invitedStatus: 'Invited, no password yet',
    activeStatus: 'Can sign in',
    sendLinkAgain: (email: string) => `Send the link again to ${email}`,
    branchRequired: 'Choose at least one branch.',
    everyBranch: 'Every branch',
    ownAccount: 'This is your account: another manager changes its role or blocks it.',
    role: (branch: string) => `Receptionist · ${branch}`,
    back: 'Back to the staff accounts',
  },
  ar: {
    nav: 'فريق العمل',
    title: 'حسابات فريق العمل',
    add: 'إضافة عضو إلى فريق العمل',
    email: 'البريد الإلكتروني',
    receptionist: 'موظف استقبال',
    manager: 'مدير',
    create: 'إنشاء الحساب وإرسال الرابط',
    created: (email: string) => `أُنشئ الحساب، وسيصل إلى ${email} رابط لاختيار كلمة المرور.`,
    change: (email: string) => `تعديل ${email}`,
    blocked: 'محظور: لا يمكن الدخول بهذا الحساب',
    saveChanges: 'حفظ التغييرات',
    saved: 'تم الحفظ.',
    blockedStatus: 'محظور',
    invitedStatus: 'مدعو، لم يختر كلمة مرور بعد',
    activeStatus: 'يمكنه الدخول',
    sendLinkAgain: (email: string) => `أرسل الرابط مرة أخرى إلى ${email}`,
    branchRequired: 'اختر فرعًا واحدًا على الأقل.',
    everyBranch: 'كل الفروع',
    ownAccount: 'هذا حسابك: يغيّر دوره أو يحظره مدير آخر.',
    role: (branch: string) => `موظف استقبال · ${branch}`,
    back: 'العودة إلى حسابات فريق العمل',
  },
} as const;

test.describe('[ADMIN]: managers manage the staff accounts', () => {
  test('a manager adds a receptionist, who sets a password from the email and sees their branch; then blocks them', async ({
    page,
    context,
    baseURL,
    lang,
    signIn,
  }) => {
    test.setTimeout(90_000);
    const text = { ...ACCOUNTS[lang], ...STAFF[lang], ...PASSWORD_RESET[lang] };
    const email = `invited-${lang}-${Date.now()}@example.com`;
    const { data: branches } = await createCmsClient({ baseUrl: cmsUrl() }).find('branches', {
      locale: lang,
      sort: ['publicId:asc'],
      pagination: { pageSize: 100 },
    });
    const branch = branches[1] ?? branches[0];
    if (!branch) throw new Error('The seed has no branch');

    await signIn();
    // Valid HTML, one h1 and a 320 px fit are checked with every staff page (pages.spec.ts).
    await page.goto(`/${lang}/admin/staff`);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const table = page.getByRole('table', { name: text.title });
    await expect(table.getByRole('row').filter({ hasText: 'reception@nileent.example' })).toContainText(
      text.receptionist,
    );
    await expect(table.getByRole('row').filter({ hasText: 'staff@nileent.example' })).toContainText(text.everyBranch);

    // A receptionist needs a branch: the form says so before anything is sent.
    const form = page.getByRole('form', { name: text.add });
    await form.getByLabel(text.email, { exact: true }).fill(email);
    await form.getByRole('radio', { name: new RegExp(`^${text.receptionist}`) }).check();
    await form.getByRole('button', { name: text.create }).click();
    await expect(form.getByText(text.branchRequired)).toBeVisible();
    expect(await findAxeViolations(page)).toEqual([]);

    await form.getByRole('checkbox', { name: branch.name }).check();
    await form.getByRole('button', { name: text.create }).click();
    await expect(page.getByText(text.created(email))).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(branch.name);
    // Until its holder chooses a password, the account reads as invited, with the way to send the link again.
    await expect(row).toContainText(text.invitedStatus);
    await expect(row.getByRole('link', { name: text.sendLinkAgain(email) })).toHaveAttribute(
      'href',
      /\/admin\/staff\/\d+#password-link$/,
    );

    // The invitation, in the page's language, sets the password; the receptionist sees their branch.
    const invitation = await waitForResetEmail(email);
    expect(new URL(invitation.link).pathname).toBe(`/${lang}/admin/reset-password`);
    const holder = await context.browser()?.newContext({ baseURL });
    if (!holder) throw new Error('No browser');
    const holderPage = await holder.newPage();
    await holderPage.goto(invitation.link);
    await holderPage.getByLabel(text.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await holderPage.getByLabel(text.confirmPassword, { exact: true }).fill(NEW_PASSWORD);
    await holderPage.getByRole('button', { name: text.save }).click();
    await holderPage.getByLabel(STAFF[lang].email, { exact: true }).fill(email);
    await holderPage.getByLabel(text.password, { exact: true }).fill(NEW_PASSWORD);
    await holderPage.getByRole('button', { name: text.signIn }).click();
    await expect(holderPage.getByText(text.role(branch.name), { exact: true })).toBeVisible();
    // No staff link for a receptionist, and the page itself is not found.
    await expect(holderPage.getByRole('navigation').getByRole('link', { name: text.nav, exact: true })).toHaveCount(0);
    expect((await holderPage.goto(`/${lang}/admin/staff`))?.status()).toBe(404);
    await page.reload();
    await expect(row).toContainText(text.activeStatus);
    await expect(row).not.toContainText(text.invitedStatus);

    // The manager blocks the account: its next page leads back to the sign-in page.
    await table.getByRole('link', { name: text.change(email) }).click();
    await page.getByRole('checkbox', { name: text.blocked }).check();
    await page.getByRole('button', { name: text.saveChanges }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await holderPage.goto(`/${lang}/admin/appointments`);
    await expect(holderPage).toHaveURL(new RegExp(`/${lang}/admin/login\\?reason=expired$`));
    await holder.close();
    await page.getByRole('link', { name: text.back }).click();
    await expect(table.getByRole('row').filter({ hasText: email })).toContainText(text.blockedStatus);

    // One's own account: the role is shown, not offered.
    await table.getByRole('link', { name: text.change('staff@nileent.example') }).click();
    await expect(page.getByText(text.ownAccount)).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
  });
});
