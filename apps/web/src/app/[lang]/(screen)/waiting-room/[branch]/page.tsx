import { isCmsError } from '@clinic/cms-client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { createVisitorCmsClient } from '@/lib/visitor-cms';
import { readBranchPublicId } from '@/lib/waiting-room';
import { WaitingRoomScreen } from './_components/waiting-room-screen';
import { SCREEN_LABEL_KEYS, type ScreenLabels } from './_lib/screen-labels';

const readLabels = async (locale: Locale) => {
  const t = await getTranslations({ locale, namespace: 'WaitingRoom' });
  return Object.fromEntries(SCREEN_LABEL_KEYS.map((key) => [key, t(key)])) as ScreenLabels;
};

/** The branch's queues as the CMS answers them now; null while it is away (the screen keeps asking). */
const readFirstScreen = async (branch: number) => {
  try {
    const { client } = await createVisitorCmsClient();
    return await client.getWaitingRoomScreen(branch, { cache: 'no-store', signal: AbortSignal.timeout(5_000) });
  } catch (error) {
    if (isCmsError(error) && error.status === 404) notFound();
    return null;
  }
};

export async function generateMetadata({ params }: PageProps<'/[lang]/waiting-room/[branch]'>): Promise<Metadata> {
  const locale = (await params).lang as Locale;
  const t = await getTranslations({ locale, namespace: 'WaitingRoom' });
  return { title: t('title') };
}

/**
 * A branch's waiting-room screen, for a television in the room: each doctor in session today, the
 * number (or booked time) being seen and the next few, in English and Arabic side by side, never a
 * patient's name. It asks for the queues every few seconds and runs all day without a reload.
 */
export default async function WaitingRoomPage({ params }: PageProps<'/[lang]/waiting-room/[branch]'>) {
  const branch = readBranchPublicId((await params).branch);
  if (branch === null) notFound();
  const [first, en, ar] = await Promise.all([readFirstScreen(branch), readLabels('en'), readLabels('ar')]);
  return <WaitingRoomScreen branch={branch} first={first} labels={{ en, ar }} />;
}
