import type { Schema, Struct } from '@strapi/strapi';

export interface AboutFounder extends Struct.ComponentSchema {
  collectionName: 'components_about_founder';
  info: {
    displayName: 'Founder';
    icon: 'layer';
  };
  attributes: {
    bio: Schema.Attribute.Text;
    image: Schema.Attribute.Media<'images'>;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    role: Schema.Attribute.String;
  };
}

export interface BranchDayHours extends Struct.ComponentSchema {
  collectionName: 'components_branch_day_hours';
  info: {
    displayName: 'Day hours';
    icon: 'clock';
  };
  attributes: {
    closesAt: Schema.Attribute.Time;
    day: Schema.Attribute.Enumeration<
      [
        'monday',
        'tuesday',
        'wednesday',
        'thursday',
        'friday',
        'saturday',
        'sunday',
      ]
    > &
      Schema.Attribute.Required;
    isClosed: Schema.Attribute.Boolean &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<false>;
    opensAt: Schema.Attribute.Time;
  };
}

export interface DoctorDegree extends Struct.ComponentSchema {
  collectionName: 'components_doctor_degree';
  info: {
    displayName: 'Medical degree';
    icon: 'layer';
  };
  attributes: {
    institution: Schema.Attribute.String;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    year: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 2100;
          min: 1950;
        },
        number
      >;
  };
}

export interface HomeBookingBanner extends Struct.ComponentSchema {
  collectionName: 'components_home_booking_banner';
  info: {
    displayName: 'Booking banner';
    icon: 'layer';
  };
  attributes: {
    cards: Schema.Attribute.Component<'shared.card', true>;
    description: Schema.Attribute.Text;
    image: Schema.Attribute.Media<'images'>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface HomeSlide extends Struct.ComponentSchema {
  collectionName: 'components_home_slide';
  info: {
    displayName: 'Slide';
    icon: 'layer';
  };
  attributes: {
    ctaHref: Schema.Attribute.String;
    ctaLabel: Schema.Attribute.String;
    image: Schema.Attribute.Media<'images'>;
    subtitle: Schema.Attribute.Text;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface HomeWhoWeAre extends Struct.ComponentSchema {
  collectionName: 'components_home_who_we_are';
  info: {
    displayName: 'Who we are';
    icon: 'layer';
  };
  attributes: {
    body: Schema.Attribute.Text;
    image: Schema.Attribute.Media<'images'>;
    stats: Schema.Attribute.Component<'shared.stat', true>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface HomeWhyChooseUs extends Struct.ComponentSchema {
  collectionName: 'components_home_why_choose_us';
  info: {
    displayName: 'Why choose us';
    icon: 'layer';
  };
  attributes: {
    items: Schema.Attribute.Component<'shared.feature', true>;
    subtitle: Schema.Attribute.Text;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedCard extends Struct.ComponentSchema {
  collectionName: 'components_shared_card';
  info: {
    displayName: 'Card';
    icon: 'layer';
  };
  attributes: {
    description: Schema.Attribute.Text;
    image: Schema.Attribute.Media<'images'>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedFeature extends Struct.ComponentSchema {
  collectionName: 'components_shared_feature';
  info: {
    displayName: 'Feature';
    icon: 'layer';
  };
  attributes: {
    description: Schema.Attribute.Text;
    icon: Schema.Attribute.Media<'images'>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedOpenGraph extends Struct.ComponentSchema {
  collectionName: 'components_shared_open_graph';
  info: {
    displayName: 'Open graph';
    icon: 'layer';
  };
  attributes: {
    ogDescription: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    ogImage: Schema.Attribute.Media<'images'>;
    ogTitle: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    ogUrl: Schema.Attribute.String;
  };
}

export interface SharedSeo extends Struct.ComponentSchema {
  collectionName: 'components_shared_seo';
  info: {
    displayName: 'SEO';
    icon: 'search';
  };
  attributes: {
    metaDescription: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    metaTitle: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 70;
      }>;
    openGraph: Schema.Attribute.Component<'shared.open-graph', false>;
  };
}

export interface SharedSocialLink extends Struct.ComponentSchema {
  collectionName: 'components_shared_social_link';
  info: {
    displayName: 'Social link';
    icon: 'layer';
  };
  attributes: {
    platform: Schema.Attribute.Enumeration<
      ['facebook', 'instagram', 'x', 'youtube', 'tiktok', 'linkedin']
    > &
      Schema.Attribute.Required;
    url: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedStat extends Struct.ComponentSchema {
  collectionName: 'components_shared_stat';
  info: {
    displayName: 'Stat';
    icon: 'layer';
  };
  attributes: {
    image: Schema.Attribute.Media<'images'>;
    label: Schema.Attribute.String & Schema.Attribute.Required;
    value: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'about.founder': AboutFounder;
      'branch.day-hours': BranchDayHours;
      'doctor.degree': DoctorDegree;
      'home.booking-banner': HomeBookingBanner;
      'home.slide': HomeSlide;
      'home.who-we-are': HomeWhoWeAre;
      'home.why-choose-us': HomeWhyChooseUs;
      'shared.card': SharedCard;
      'shared.feature': SharedFeature;
      'shared.open-graph': SharedOpenGraph;
      'shared.seo': SharedSeo;
      'shared.social-link': SharedSocialLink;
      'shared.stat': SharedStat;
    }
  }
}
