import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/routing';

/** /admin: the layout has already sent anyone without a session to the sign-in page. */
export default async function AdminEntry({ params }: PageProps<'/[lang]/admin'>) {
  const locale = (await params).lang as Locale;
  redirect(`/${locale}/admin/appointments`);
}
