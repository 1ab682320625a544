import type {
  TAboutAnswer,
  THomeAnswer,
  TMainInfoAnswer,
  TPrivacyPolicyAnswer,
  TTermsAndConditionsAnswer,
} from '@clinic/domain';

// The single types' documents as Strapi's content API gives them: the types of their schemas in
// @clinic/domain (content-pages.ts), where each field is described.

export type Home = THomeAnswer;
export type MainInfo = TMainInfoAnswer;
export type About = TAboutAnswer;
export type PrivacyPolicy = TPrivacyPolicyAnswer;
export type TermsAndConditions = TTermsAndConditionsAnswer;

/** Maps a single-type REST path segment to its content. */
export type SingleTypeEntityMap = {
  home: Home;
  'main-info': MainInfo;
  about: About;
  'privacy-policy': PrivacyPolicy;
  'terms-and-conditions': TermsAndConditions;
};

export type SingleTypeName = keyof SingleTypeEntityMap;
