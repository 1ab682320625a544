import type { Home } from '@clinic/cms-client';
import type { ComponentProps, ReactNode } from 'react';
import { CmsImage } from '@/components/cms-image';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';

// The home page's sections, each from its part of the home document editors write.

type Slide = NonNullable<Home['slider']>[number];

const CARD_TONES = {
  light: { card: 'rounded-xl border border-slate-200 p-5', icon: 'size-12', words: 'text-slate-600' },
  onBrand: { card: 'rounded-xl bg-white/10 p-5', icon: 'size-12 rounded', words: 'text-slate-200' },
} as const;

/** One card of a section's list: its icon, title and words, on white or on the brand's colour. */
function IconCard(props: {
  icon: ComponentProps<typeof CmsImage>['media'];
  title: string;
  description: string | null;
  tone: keyof typeof CARD_TONES;
}) {
  const tone = CARD_TONES[props.tone];
  return (
    <li className={tone.card}>
      <CmsImage media={props.icon} alt="" sizes="48px" className={tone.icon} />
      <h3 className="mt-3 font-semibold">{props.title}</h3>
      <p className={`mt-1 text-sm ${tone.words}`}>{props.description}</p>
    </li>
  );
}

/** The first slide, as the page's heading and its call to book; the page's own words when there is none. */
export function HomeHero({ hero, title, bookNow }: { hero: Slide | undefined; title: string; bookNow: string }) {
  return (
    <section aria-labelledby="home-title" className="grid items-center gap-8 md:grid-cols-2">
      <div>
        <h1 id="home-title" className="text-3xl font-bold leading-tight text-brand sm:text-4xl">
          {hero?.title ?? title}
        </h1>
        {hero?.subtitle ? <p className="mt-4 text-lg text-slate-700">{hero.subtitle}</p> : null}
        <Link href={hero?.ctaHref ?? '/booking'} className={buttonClass({ className: 'mt-6 inline-block' })}>
          {hero?.ctaLabel ?? bookNow}
        </Link>
      </div>
      <CmsImage
        media={hero?.image}
        alt=""
        sizes="(min-width: 768px) 50vw, 100vw"
        className="w-full rounded-2xl"
        priority
      />
    </section>
  );
}

/** The other slides, as cards under the heading. */
export function MoreSlides({ slides }: { slides: Slide[] }) {
  if (slides.length === 0) return null;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {slides.map((slide) => (
        <li key={slide.id} className="rounded-xl bg-brand-soft p-6">
          <p className="text-lg font-semibold text-brand">{slide.title}</p>
          {slide.subtitle ? <p className="mt-2 text-slate-700">{slide.subtitle}</p> : null}
          {slide.ctaHref && slide.ctaLabel ? (
            <Link href={slide.ctaHref} className="mt-3 inline-block font-semibold text-brand underline">
              {slide.ctaLabel}
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Who the clinic is, with its figures. */
export function WhoWeAreSection({ whoWeAre }: { whoWeAre: NonNullable<Home['whoWeAre']> }) {
  return (
    <section aria-labelledby="who-we-are" className="grid gap-8 md:grid-cols-2">
      <CmsImage media={whoWeAre.image} alt="" sizes="(min-width: 768px) 50vw, 100vw" className="w-full rounded-2xl" />
      <div>
        <h2 id="who-we-are" className="text-2xl font-semibold text-brand">
          {whoWeAre.title}
        </h2>
        <p className="mt-3 leading-relaxed">{whoWeAre.body}</p>
        <ul className="mt-6 grid grid-cols-2 gap-4">
          {(whoWeAre.stats ?? []).map((stat) => (
            <li key={stat.id} className="rounded-lg bg-brand-soft p-4 text-center">
              <bdi dir="ltr" className="block text-2xl font-bold text-brand">
                {stat.value}
              </bdi>
              <span className="text-sm">{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A section of cards: its heading, its words under it, the cards and what follows them. */
function CardSection(props: {
  id: string;
  title: string;
  intro: string | null;
  cards: { id: number; icon?: ComponentProps<typeof CmsImage>['media']; title: string; description: string | null }[];
  tone: keyof typeof CARD_TONES;
  className: { section?: string; heading: string; intro: string; list: string };
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={props.id} className={props.className.section}>
      <h2 id={props.id} className={props.className.heading}>
        {props.title}
      </h2>
      {props.intro ? <p className={props.className.intro}>{props.intro}</p> : null}
      <ul className={props.className.list}>
        {props.cards.map((card) => (
          <IconCard
            key={card.id}
            icon={card.icon}
            title={card.title}
            description={card.description}
            tone={props.tone}
          />
        ))}
      </ul>
      {props.children}
    </section>
  );
}

/** Why patients choose the clinic: a title (the page's own when none) and its reasons. */
export function WhyChooseUsSection({
  whyChooseUs,
  title,
}: {
  whyChooseUs: NonNullable<Home['whyChooseUs']>;
  title: string;
}) {
  return (
    <CardSection
      id="why-choose-us"
      title={whyChooseUs.title ?? title}
      intro={whyChooseUs.subtitle}
      cards={whyChooseUs.items ?? []}
      tone="light"
      className={{
        heading: 'text-2xl font-semibold text-brand',
        intro: 'mt-2 text-slate-700',
        list: 'mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4',
      }}
    />
  );
}

/** The call to book, with what booking offers. */
export function BookingBannerSection({
  banner,
  bookNow,
}: {
  banner: NonNullable<Home['bookingBanner']>;
  bookNow: string;
}) {
  return (
    <CardSection
      id="booking-banner"
      title={banner.title}
      intro={banner.description}
      cards={(banner.cards ?? []).map((card) => ({ ...card, icon: card.image }))}
      tone="onBrand"
      className={{
        section: 'rounded-2xl bg-brand p-8 text-white',
        heading: 'text-2xl font-semibold',
        intro: 'mt-2 text-slate-200',
        list: 'mt-6 grid gap-4 sm:grid-cols-3',
      }}
    >
      <Link href="/booking" className="mt-6 inline-block rounded-md bg-white px-6 py-3 font-semibold text-brand">
        {bookNow}
      </Link>
    </CardSection>
  );
}
