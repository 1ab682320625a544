import { TEST_ACCOUNTS } from '@clinic/tools/cms-test-server';

/** The seeded clinic editor's admin-panel session token, as the panel holds it after sign-in. */
export const signInAsCmsEditor = async (cmsUrl: string) => {
  const login = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: TEST_ACCOUNTS.cmsEditor.email, password: TEST_ACCOUNTS.cmsEditor.password }),
  });
  if (!login.ok) throw new Error(`Editor sign-in failed: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { data: { token: string } }).data.token;
};

/** A call to the admin panel's own API with an administrator's session, as the panel makes it. */
export const callAdminApi = async (cmsUrl: string, token: string, path: string, init: RequestInit = {}) => {
  const response = await fetch(`${cmsUrl}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as { data?: unknown } };
};

/** What the clinic editor role is for: the site's content, its media, and the doctors' hours. */
export const EDITOR_SUBJECTS = [
  'api::specialty.specialty',
  'api::branch.branch',
  'api::doctor.doctor',
  'api::service.service',
  'api::category.category',
  'api::article.article',
  'api::faq.faq',
  'api::review.review',
  'api::home.home',
  'api::main-info.main-info',
  'api::about.about',
  'api::privacy-policy.privacy-policy',
  'api::terms-and-conditions.terms-and-conditions',
  'api::doctor-schedule.doctor-schedule',
  'api::schedule-exception.schedule-exception',
  'api::consultation-fee.consultation-fee',
];
