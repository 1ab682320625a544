import { createCmsClient } from '@clinic/cms-client';
import type { TStaffAccountAnswer } from '@clinic/domain';
import { testCmsEnv } from '@clinic/tools/cms-test-server';
import { readEmails } from './mail';
import { sendJson } from './requests';
import { waitFor } from './wait';

/** The password the holder of an invited account chooses from its emailed link. */
export const STAFF_PASSWORD = 'Chosen-Staff-Password-1';

/** The code in an invitation's link, checked to lead to the locale's set-password page of the web app. */
export const readPasswordCode = (text: string, locale: 'en' | 'ar') => {
  const code = new RegExp(`${testCmsEnv().SITE_URL}/${locale}/admin/reset-password\\?code=([0-9a-f]{128})`).exec(
    text,
  )?.[1];
  if (!code) throw new Error(`No ${locale} link in:\n${text}`);
  return code;
};

/**
 * Creates a staff account as `manager` (`data` as the managers' form sends it), follows the emailed link,
 * chooses STAFF_PASSWORD and signs in: the account, its Authorization header and the invitation.
 */
export const inviteStaffAccount = async (
  cmsUrl: string,
  manager: Record<string, string>,
  data: Record<string, unknown>,
) => {
  const created = await sendJson<{ data: TStaffAccountAnswer | null }>(
    'POST',
    `${cmsUrl}/api/staff/accounts`,
    manager,
    data,
  );
  if (created.status !== 201) throw new Error(`Creating the account failed: ${created.status} ${created.text}`);
  // Polled without expect, so that a suite's beforeAll may invite its accounts too.
  await waitFor(async () => (await readEmails(String(data.email))).length > 0);
  const [email] = await readEmails(String(data.email));
  if (!email) throw new Error(`No invitation reached ${String(data.email)}`);
  const client = createCmsClient({ baseUrl: cmsUrl });
  await client.resetPassword({
    code: readPasswordCode(email.text, data.locale as 'en' | 'ar'),
    password: STAFF_PASSWORD,
    passwordConfirmation: STAFF_PASSWORD,
  });
  const { jwt } = await client.login({ email: String(data.email), password: STAFF_PASSWORD });
  return {
    account: created.body.data as TStaffAccountAnswer,
    headers: { authorization: `Bearer ${jwt}` },
    email,
  };
};
