import type { Core } from '@strapi/strapi';
import { toBlocks } from './blocks';
import type { DemoContent, FeatureSeed } from './content/types';
import { ensureLocalizedSingleType, type SeedLocale } from './documents';
import type { ImageUploader } from './images';
import { buildSeo, lookup, type SeedIndex } from './seed-collections';

const lookupAll = (index: SeedIndex, keys: string[]) => keys.map((key) => lookup(index, key));

const buildFeatures = async (features: FeatureSeed[], locale: SeedLocale, images: ImageUploader) =>
  Promise.all(
    features.map(async (feature) => ({
      title: feature.title[locale],
      description: feature.description[locale],
      icon: await images.upload(feature.icon),
    })),
  );

export const seedPages = async (strapi: Core.Strapi, content: DemoContent, images: ImageUploader, index: SeedIndex) => {
  const { home, mainInfo, about, privacyPolicy, termsAndConditions } = content;

  await ensureLocalizedSingleType(strapi, 'api::home.home', async (locale) => ({
    slider: await Promise.all(
      home.slider.map(async (slide) => ({
        title: slide.title[locale],
        subtitle: slide.subtitle[locale],
        ctaLabel: slide.ctaLabel[locale],
        ctaHref: slide.ctaHref,
        image: await images.upload(slide.image),
      })),
    ),
    whoWeAre: {
      title: home.whoWeAre.title[locale],
      body: home.whoWeAre.body[locale],
      image: await images.upload(home.whoWeAre.image),
      stats: await Promise.all(
        home.whoWeAre.stats.map(async (stat) => ({
          value: stat.value,
          label: stat.label[locale],
          image: await images.upload(stat.image),
        })),
      ),
    },
    whyChooseUs: {
      title: home.whyChooseUs.title[locale],
      subtitle: home.whyChooseUs.subtitle[locale],
      items: await buildFeatures(home.whyChooseUs.items, locale, images),
    },
    bookingBanner: {
      title: home.bookingBanner.title[locale],
      description: home.bookingBanner.description[locale],
      image: await images.upload(home.bookingBanner.image),
      cards: await Promise.all(
        home.bookingBanner.cards.map(async (card) => ({
          title: card.title[locale],
          description: card.description[locale],
          image: await images.upload(card.image),
        })),
      ),
    },
    seo: buildSeo(home.seo, locale),
  }));

  await ensureLocalizedSingleType(strapi, 'api::main-info.main-info', async (locale) => ({
    clinicName: mainInfo.clinicName[locale],
    tagline: mainInfo.tagline[locale],
    address: mainInfo.address[locale],
    phone: mainInfo.phone,
    email: mainInfo.email,
    whatsapp: mainInfo.whatsapp,
    logo: await images.upload(mainInfo.logo),
    socialMedia: mainInfo.socialMedia,
    seo: {
      ...buildSeo(mainInfo.seo, locale),
      openGraph: {
        ogTitle: mainInfo.seo.metaTitle[locale],
        ogDescription: mainInfo.seo.metaDescription[locale],
        ogImage: await images.upload(mainInfo.seo.ogImage),
        ogUrl: mainInfo.seo.ogUrl,
      },
    },
  }));

  await ensureLocalizedSingleType(strapi, 'api::about.about', async (locale) => ({
    title: about.title[locale],
    intro: about.intro[locale],
    images: await Promise.all(about.images.map((image) => images.upload(image))),
    faqImage: await images.upload(about.faqImage),
    whyChooseUs: await buildFeatures(about.whyChooseUs, locale, images),
    founders: await Promise.all(
      about.founders.map(async (founder) => ({
        name: founder.name[locale],
        role: founder.role[locale],
        bio: founder.bio[locale],
        image: await images.upload(founder.image),
      })),
    ),
    doctors: lookupAll(index, about.doctorKeys),
    faqs: lookupAll(index, about.faqKeys),
    branches: lookupAll(index, about.branchKeys),
    reviews: lookupAll(index, about.reviewKeys),
    seo: buildSeo(about.seo, locale),
  }));

  await ensureLocalizedSingleType(strapi, 'api::privacy-policy.privacy-policy', (locale) => ({
    title: privacyPolicy.title[locale],
    body: toBlocks(privacyPolicy.body[locale]),
    policyVersion: privacyPolicy.policyVersion,
    seo: buildSeo(privacyPolicy.seo, locale),
  }));

  await ensureLocalizedSingleType(strapi, 'api::terms-and-conditions.terms-and-conditions', (locale) => ({
    title: termsAndConditions.title[locale],
    body: toBlocks(termsAndConditions.body[locale]),
    seo: buildSeo(termsAndConditions.seo, locale),
  }));
};
