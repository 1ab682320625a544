import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CmsImage } from '@/components/cms-image';
import { PhoneLinks } from '@/components/phone-links';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { listBranches } from '@/lib/content/branches';
import { toIdSlugSegment } from '@/lib/id-slug';
import { describePageByItsWords } from '@/lib/page-metadata';

export const generateMetadata = describePageByItsWords('BranchesPage', '/branches');

export default async function BranchesPage({ params }: PageProps<'/[lang]/branches'>) {
  const locale = (await params).lang as Locale;
  setRequestLocale(locale);
  const [branches, t, layout] = await Promise.all([
    listBranches(locale),
    getTranslations({ locale, namespace: 'BranchesPage' }),
    getTranslations({ locale, namespace: 'Layout' }),
  ]);
  return (
    <>
      <h1 className="text-3xl font-bold text-brand">{t('title')}</h1>
      <p className="mt-2 mb-8 text-slate-700">{t('description')}</p>
      <ul className="grid gap-6 md:grid-cols-3">
        {branches.map((branch) => (
          <li key={branch.documentId} className="overflow-hidden rounded-xl border border-slate-200">
            <CmsImage
              media={branch.image}
              alt=""
              sizes="(min-width: 768px) 33vw, 100vw"
              className="aspect-video w-full object-cover"
            />
            <div className="space-y-2 p-4">
              <h2 className="text-lg font-semibold">
                <Link href={`/branches/${toIdSlugSegment(branch)}`} className="hover:text-brand">
                  {branch.name}
                </Link>
              </h2>
              <p className="text-sm text-slate-600">{branch.address}</p>
              <PhoneLinks
                phone={branch.phone}
                whatsapp={branch.whatsapp}
                callLabel={layout('call')}
                whatsappLabel={layout('whatsapp')}
              />
              <Link
                href={`/branches/${toIdSlugSegment(branch)}`}
                className="block pt-2 text-sm font-semibold text-brand underline"
              >
                {t('viewBranch')}
                <span className="sr-only">: {branch.name}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
