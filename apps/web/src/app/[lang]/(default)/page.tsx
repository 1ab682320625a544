import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { getHome } from '@/lib/site-content';

export default async function HomePage({ params }: PageProps<'/[lang]'>) {
  const lang = (await params).lang as Locale;
  setRequestLocale(lang);
  const [home, t] = await Promise.all([getHome(lang), getTranslations({ locale: lang, namespace: 'HomePage' })]);
  const [firstSlide] = home.slider ?? [];

  return (
    <>
      <section aria-labelledby="home-title" className="py-8">
        <h1 id="home-title" className="text-3xl font-bold text-brand">
          {firstSlide?.title ?? t('title')}
        </h1>
        {firstSlide?.subtitle ? <p className="mt-3 max-w-prose text-lg text-slate-700">{firstSlide.subtitle}</p> : null}
      </section>
      {home.whoWeAre ? (
        <section aria-labelledby="who-we-are" className="py-6">
          <h2 id="who-we-are" className="text-2xl font-semibold">
            {home.whoWeAre.title}
          </h2>
          <p className="mt-2 max-w-prose">{home.whoWeAre.body}</p>
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {(home.whoWeAre.stats ?? []).map((stat) => (
              <li key={stat.id} className="rounded-lg bg-brand-soft p-4 text-center">
                <span className="block text-2xl font-bold text-brand" dir="ltr">
                  {stat.value}
                </span>
                <span className="text-sm">{stat.label}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
