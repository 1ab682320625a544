import type {
  TAppointmentAnswer,
  TAppointmentStatus,
  TArticleAnswer,
  TBranchAnswer,
  TCategoryAnswer,
  TConsultationFeeAnswer,
  TContactMessageAnswer,
  TDoctorAnswer,
  TFaqAnswer,
  TReviewAnswer,
  TServiceAnswer,
  TSpecialtyAnswer,
} from '@clinic/domain';

// The collections' documents as Strapi's content API gives them: the types of their schemas in
// @clinic/domain (content-answers.ts, content-private-answers.ts), where each field is described.
// Relations, media and components are there only when the query populates them.

export type Specialty = TSpecialtyAnswer;
export type Branch = TBranchAnswer;
export type Doctor = TDoctorAnswer;
export type Service = TServiceAnswer;
export type Category = TCategoryAnswer;
export type Article = TArticleAnswer;
export type Faq = TFaqAnswer;
export type Review = TReviewAnswer;

/** Private: only an administrator's token reads it here; staff read messages through their routes. */
export type ContactMessage = TContactMessageAnswer;

/** Private: only an administrator's token reads it here; staff read appointments through their routes. */
export type Appointment = TAppointmentAnswer;

/** Where an appointment stands in its workflow; see ZAppointmentStatusSchema. */
export type AppointmentStatus = TAppointmentStatus;

/** Maps a REST collection path segment to the entity it returns, so `find('doctors')` yields `Doctor[]`. */
export type CollectionEntityMap = {
  doctors: Doctor;
  branches: Branch;
  specialties: Specialty;
  services: Service;
  articles: Article;
  categories: Category;
  faqs: Faq;
  reviews: Review;
  'consultation-fees': TConsultationFeeAnswer;
  'contact-messages': ContactMessage;
  appointments: Appointment;
};

export type CollectionName = keyof CollectionEntityMap;
