import type { BlocksContent } from './blocks';
import type { DayHours, Degree, Seo } from './components';
import type { Media } from './media';
import type { BookingSource, OpeningMode } from './booking';
import type { PublicDocument, LocalizedDocument, StrapiDocument, Locale } from './strapi';

/**
 * Relations, media and components are optional because Strapi only returns them when
 * populated; a populated to-one relation that is empty is `null`.
 */

/** As @clinic/domain's DOCTOR_GENDERS and SPOKEN_LANGUAGES name them. */
export type DoctorGender = 'female' | 'male';
export type SpokenLanguage = 'arabic' | 'english' | 'french' | 'german' | 'italian' | 'spanish' | 'russian';

export type Specialty = PublicDocument & {
  name: string;
  description: string | null;
  icon?: Media | null;
  doctors?: Doctor[];
  services?: Service[];
};

export type Branch = PublicDocument & {
  name: string;
  city: string | null;
  address: string | null;
  /** E.164, e.g. "+20223456789". */
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  locationLink: string | null;
  /** Strapi returns decimals as numbers. */
  latitude: number | null;
  longitude: number | null;
  /** Seven entries, monday to sunday. */
  openingHours?: DayHours[];
  image?: Media | null;
  doctors?: Doctor[];
  seo?: Seo | null;
};

export type Doctor = PublicDocument & {
  name: string;
  title: string | null;
  /** Plain text; paragraphs are separated by blank lines. */
  bio: string | null;
  image?: Media | null;
  yearsOfExperience: number | null;
  /** The same in every language; null until an editor sets it. */
  gender: DoctorGender | null;
  /** The same in every language, in the CMS's order; null until an editor ticks one. */
  languages: SpokenLanguage[] | null;
  specialties?: Specialty[];
  medicalDegrees?: Degree[];
  branches?: Branch[];
  articles?: Article[];
  seo?: Seo | null;
};

export type Service = PublicDocument & {
  name: string;
  summary: string | null;
  body: BlocksContent | null;
  image?: Media | null;
  specialty?: Specialty | null;
  seo?: Seo | null;
};

export type Category = PublicDocument & {
  name: string;
  articles?: Article[];
};

export type Article = PublicDocument & {
  title: string;
  excerpt: string | null;
  body: BlocksContent | null;
  cover?: Media | null;
  category?: Category | null;
  author?: Doctor | null;
  /** Editorial date "YYYY-MM-DD", distinct from the system `publishedAt`. */
  publishedDate: string | null;
  seo?: Seo | null;
};

export type Faq = LocalizedDocument & {
  question: string;
  answer: string;
  sortOrder: number | null;
};

export type Review = LocalizedDocument & {
  authorName: string;
  body: string;
  /** 1 to 5. */
  rating: number;
  userImage?: Media | null;
  branch?: Branch | null;
  /** The doctor the review is about; the patient's consent to publish it stays in the CMS. */
  doctor?: Doctor | null;
};

/** What a doctor charges for a consultation at one branch, in whole Egyptian pounds. Not localized. */
export type ConsultationFee = StrapiDocument & {
  amountEgp: number;
  doctor?: Pick<Doctor, 'documentId'> | null;
  branch?: Pick<Branch, 'documentId'> | null;
};

/** Private: readable by staff only. Not localized; `language` records the site language of the sender. */
export type ContactMessage = StrapiDocument & {
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  language: Locale;
  isRead: boolean;
};

export type AppointmentStatus = 'pending' | 'confirmed' | 'canceled' | 'done' | 'noShow';

export type ContractType = 'cash' | 'company' | 'syndicate';

/** Private: readable by staff only. Not localized. */
export type Appointment = StrapiDocument & {
  bookingNumber: string;
  status: AppointmentStatus;
  /** UTC ISO datetimes; convert to Cairo time for display. */
  startsAt: string;
  endsAt: string;
  /**
   * Snapshots taken at booking time, in both languages, so later edits to the doctor or branch don't
   * rewrite history and staff read them in their own language.
   */
  doctorNameEn: string;
  doctorNameAr: string;
  branchNameEn: string;
  branchNameAr: string;
  branchAddressEn: string | null;
  branchAddressAr: string | null;
  specialtyNameEn: string | null;
  specialtyNameAr: string | null;
  serviceNameEn: string | null;
  serviceNameAr: string | null;
  /** The fee the patient was shown when booking, in Egyptian pounds; null when none was given. */
  consultationFeeEgp: number | null;
  /** slots: a fixed time; fcfs: a place in a first-come-first-served session. */
  mode: OpeningMode;
  source: BookingSource;
  doctor?: Doctor | null;
  branch?: Branch | null;
  specialty?: Specialty | null;
  service?: Service | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  age: number | null;
  notes: string | null;
  contractType: ContractType;
};

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
  'consultation-fees': ConsultationFee;
  'contact-messages': ContactMessage;
  appointments: Appointment;
};

export type CollectionName = keyof CollectionEntityMap;
