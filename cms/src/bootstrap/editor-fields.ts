/**
 * How the admin panel presents each type an editor works with, in plain words and in both admin
 * languages: the type's name in the menu, each field's label and hint, the field that names an entry
 * in lists and relation pickers, the list's columns and the edit form's order. Read by the server at
 * every boot (editor-layouts.ts writes it into the Content Manager's configuration) and by the admin
 * panel's build (src/admin/app.ts turns it into the panel's English and Arabic strings).
 */
type Words = { en: string; ar: string };

type FieldPresentation = {
  label: Words;
  /** A hint under the field; the panel shows one language, so it is served in the editor's (see editor-layouts.ts). */
  hint?: Words;
  /** Shown, never typed: numbers and labels the CMS keeps itself. */
  readOnly?: boolean;
  /** Left out of the edit form (the entry's title shows it already). */
  hiddenInForm?: boolean;
  /** A choice's options in words (the panel names an option by its stored value otherwise). */
  options?: Record<string, Words>;
};

export type TypePresentation = {
  /** The menu's and the list's title, in place of the type's schema name. */
  title: Words;
  /** The field that names an entry in lists and in other entries' relation pickers. */
  mainField: string;
  /** The list view's columns, left to right (in Arabic, right to left). */
  listColumns: string[];
  /** Every field, in the edit form's order. */
  fields: Record<string, FieldPresentation>;
};

const seo: FieldPresentation = {
  label: { en: 'Search engines and sharing', ar: 'محركات البحث والمشاركة' },
  hint: {
    en: 'The title and summary Google and WhatsApp show; empty: taken from the page.',
    ar: 'العنوان والملخص اللذان يظهران في جوجل وواتساب؛ إن تُركا فارغين يؤخذان من الصفحة.',
  },
};
const publicId: FieldPresentation = {
  label: { en: 'Number in links', ar: 'الرقم في الروابط' },
  hint: {
    en: 'Given by the CMS and kept for good: old links keep working when the name changes.',
    ar: 'يضعه النظام ولا يتغير، فتبقى الروابط القديمة صالحة إذا تغيّر الاسم.',
  },
  readOnly: true,
};
const slug: FieldPresentation = {
  label: { en: 'Link text', ar: 'نص الرابط' },
  hint: {
    en: 'The readable part of the page’s address, made from the name.',
    ar: 'الجزء المقروء من عنوان الصفحة، ويُصنع من الاسم.',
  },
};
const name: FieldPresentation = { label: { en: 'Name', ar: 'الاسم' } };
const title: FieldPresentation = { label: { en: 'Title', ar: 'العنوان' } };
const body: FieldPresentation = { label: { en: 'Text', ar: 'النص' } };
const image: FieldPresentation = { label: { en: 'Picture', ar: 'الصورة' } };
const doctors: FieldPresentation = { label: { en: 'Doctors', ar: 'الأطباء' } };
const phone: FieldPresentation = { label: { en: 'Phone', ar: 'الهاتف' } };
/**
 * Ticked to save a change of hours that leaves booked visits outside them (booking/hours-change-guard.ts);
 * it unticks itself on every save, so each such change is confirmed on its own.
 */
export const confirmBookedVisits: FieldPresentation = {
  label: {
    en: 'Booked visits: the front desk will call these patients',
    ar: 'الزيارات المحجوزة: سيتصل الاستقبال بهؤلاء المرضى',
  },
  hint: {
    en: 'Tick only when saving lists booked visits outside the new hours. They go to the front desk’s call list. It unticks itself after saving.',
    ar: 'ضع علامة فقط عندما يعرض الحفظ زيارات محجوزة خارج المواعيد الجديدة، فتنتقل إلى قائمة اتصالات الاستقبال. تُزال العلامة بعد الحفظ.',
  },
};
const email: FieldPresentation = { label: { en: 'Email', ar: 'البريد الإلكتروني' } };
const whatsapp: FieldPresentation = {
  label: { en: 'WhatsApp number', ar: 'رقم واتساب' },
  hint: { en: 'With the country code, e.g. +201001234567.', ar: 'مع رمز الدولة، مثل ‎+201001234567.' },
};
const address: FieldPresentation = { label: { en: 'Address', ar: 'العنوان' } };

export const EDITOR_FIELDS: Record<string, TypePresentation> = {
  'api::doctor.doctor': {
    title: { en: 'Doctors', ar: 'الأطباء' },
    mainField: 'name',
    listColumns: ['name', 'title', 'yearsOfExperience', 'publicId'],
    fields: {
      name: {
        label: { en: 'Name', ar: 'الاسم' },
        hint: {
          en: 'As patients know it, e.g. Dr. Mona Abdel Rahman.',
          ar: 'كما يعرفه المرضى، مثل د. منى عبد الرحمن.',
        },
      },
      title: {
        label: { en: 'Position', ar: 'المسمى الوظيفي' },
        hint: { en: 'e.g. Consultant of ENT surgery.', ar: 'مثل استشاري جراحة الأنف والأذن والحنجرة.' },
      },
      specialties: { label: { en: 'Specialties', ar: 'التخصصات' } },
      branches: {
        label: { en: 'Branches', ar: 'الفروع' },
        hint: {
          en: 'Where the doctor works; the hours are set per branch below.',
          ar: 'الفروع التي يعمل بها الطبيب؛ تُحدَّد المواعيد لكل فرع.',
        },
      },
      image: { label: { en: 'Photo', ar: 'الصورة الشخصية' } },
      bio: { label: { en: 'About the doctor', ar: 'نبذة عن الطبيب' } },
      yearsOfExperience: { label: { en: 'Years of experience', ar: 'سنوات الخبرة' } },
      gender: {
        label: { en: 'Gender', ar: 'النوع' },
        hint: {
          en: 'The same in both languages; patients can list doctors by it.',
          ar: 'واحد في اللغتين؛ يستطيع المرضى عرض الأطباء حسبه.',
        },
        options: { female: { en: 'Female', ar: 'أنثى' }, male: { en: 'Male', ar: 'ذكر' } },
      },
      languages: {
        label: { en: 'Languages spoken', ar: 'اللغات التي يتحدثها' },
        hint: { en: 'The same in both languages.', ar: 'واحدة في اللغتين.' },
        options: {
          arabic: { en: 'Arabic', ar: 'العربية' },
          english: { en: 'English', ar: 'الإنجليزية' },
          french: { en: 'French', ar: 'الفرنسية' },
          german: { en: 'German', ar: 'الألمانية' },
          italian: { en: 'Italian', ar: 'الإيطالية' },
          spanish: { en: 'Spanish', ar: 'الإسبانية' },
          russian: { en: 'Russian', ar: 'الروسية' },
        },
      },
      medicalDegrees: { label: { en: 'Degrees', ar: 'الشهادات العلمية' } },
      articles: { label: { en: 'Articles by this doctor', ar: 'مقالات الطبيب' } },
      slug,
      publicId,
      seo,
    },
  },
  'api::branch.branch': {
    title: { en: 'Branches', ar: 'الفروع' },
    mainField: 'name',
    listColumns: ['name', 'city', 'phone', 'publicId'],
    fields: {
      name: {
        label: { en: 'Name', ar: 'الاسم' },
        hint: {
          en: 'The area patients know it by, e.g. Heliopolis.',
          ar: 'اسم المنطقة كما يعرفه المرضى، مثل مصر الجديدة.',
        },
      },
      city: { label: { en: 'City', ar: 'المدينة' } },
      address,
      phone,
      whatsapp,
      email,
      openingHours: { label: { en: 'Opening hours', ar: 'ساعات العمل' } },
      locationLink: {
        label: { en: 'Map link', ar: 'رابط الخريطة' },
        hint: { en: 'A Google Maps link to the door.', ar: 'رابط خرائط جوجل إلى مدخل الفرع.' },
      },
      latitude: { label: { en: 'Latitude', ar: 'خط العرض' } },
      longitude: { label: { en: 'Longitude', ar: 'خط الطول' } },
      image,
      doctors,
      slug,
      publicId,
      seo,
    },
  },
  'api::specialty.specialty': {
    title: { en: 'Specialties', ar: 'التخصصات' },
    mainField: 'name',
    listColumns: ['name', 'publicId'],
    fields: {
      name,
      description: { label: { en: 'Description', ar: 'الوصف' } },
      icon: { label: { en: 'Icon', ar: 'الأيقونة' } },
      doctors,
      services: { label: { en: 'Services', ar: 'الخدمات' } },
      slug,
      publicId,
    },
  },
  'api::service.service': {
    title: { en: 'Services', ar: 'الخدمات' },
    mainField: 'name',
    listColumns: ['name', 'specialty', 'publicId'],
    fields: {
      name,
      specialty: { label: { en: 'Specialty', ar: 'التخصص' } },
      summary: {
        label: { en: 'Summary', ar: 'ملخص' },
        hint: { en: 'One or two sentences for the list of services.', ar: 'جملة أو جملتان تظهران في قائمة الخدمات.' },
      },
      body,
      image,
      slug,
      publicId,
      seo,
    },
  },
  'api::article.article': {
    title: { en: 'Articles', ar: 'المقالات' },
    mainField: 'title',
    listColumns: ['title', 'category', 'publishedDate', 'publicId'],
    fields: {
      title,
      excerpt: {
        label: { en: 'Summary', ar: 'ملخص' },
        hint: {
          en: 'Shown in the list of articles and when the link is shared.',
          ar: 'يظهر في قائمة المقالات وعند مشاركة الرابط.',
        },
      },
      body,
      cover: { label: { en: 'Cover picture', ar: 'صورة الغلاف' } },
      category: { label: { en: 'Category', ar: 'التصنيف' } },
      author: { label: { en: 'Written by', ar: 'بقلم' } },
      publishedDate: { label: { en: 'Date shown', ar: 'التاريخ المعروض' } },
      slug,
      publicId,
      seo,
    },
  },
  'api::category.category': {
    title: { en: 'Article categories', ar: 'تصنيفات المقالات' },
    mainField: 'name',
    listColumns: ['name', 'publicId'],
    fields: { name, articles: { label: { en: 'Articles', ar: 'المقالات' } }, slug, publicId },
  },
  'api::faq.faq': {
    title: { en: 'Questions and answers', ar: 'الأسئلة الشائعة' },
    mainField: 'question',
    listColumns: ['question', 'sortOrder'],
    fields: {
      question: { label: { en: 'Question', ar: 'السؤال' } },
      answer: { label: { en: 'Answer', ar: 'الإجابة' } },
      sortOrder: {
        label: { en: 'Position', ar: 'الترتيب' },
        hint: { en: 'Smaller numbers come first.', ar: 'الأرقام الأصغر تظهر أولًا.' },
      },
    },
  },
  'api::review.review': {
    title: { en: 'Patients’ reviews', ar: 'آراء المرضى' },
    mainField: 'authorName',
    listColumns: ['authorName', 'rating', 'verifiedVisit', 'branch'],
    fields: {
      authorName: { label: { en: 'Patient’s name', ar: 'اسم المريض' } },
      body: {
        label: { en: 'Review', ar: 'الرأي' },
        hint: {
          en: 'From a verified visit, the patient’s words, stars and signature are published as written: publish, or reject.',
          ar: 'في رأي من زيارة مؤكَّدة تُنشر كلمات المريض ونجومه وتوقيعه كما كتبها: انشره أو ارفضه.',
        },
      },
      rating: { label: { en: 'Stars (1 to 5)', ar: 'النجوم (من ١ إلى ٥)' } },
      userImage: { label: { en: 'Patient’s photo', ar: 'صورة المريض' } },
      branch: { label: { en: 'Branch', ar: 'الفرع' } },
      doctor: {
        label: { en: 'Doctor', ar: 'الطبيب' },
        hint: {
          en: 'The review then shows on this doctor’s page too.',
          ar: 'يظهر الرأي حينها في صفحة هذا الطبيب أيضًا.',
        },
      },
      publicationConsentOn: {
        label: { en: 'Patient agreed to publication on', ar: 'تاريخ موافقة المريض على النشر' },
        hint: {
          en: 'Needed to publish. The same in both languages; never shown on the site.',
          ar: 'مطلوب للنشر. واحد في اللغتين؛ لا يظهر في الموقع أبدًا.',
        },
      },
      publicationConsentBy: {
        label: { en: 'How the patient agreed', ar: 'طريقة موافقة المريض' },
        options: {
          signedForm: { en: 'Signed form', ar: 'نموذج موقّع' },
          email: { en: 'Email', ar: 'بريد إلكتروني' },
          whatsapp: { en: 'WhatsApp message', ar: 'رسالة واتساب' },
          phoneCall: { en: 'Phone call, noted by staff', ar: 'مكالمة هاتفية سجّلها الموظف' },
          reviewPage: { en: 'On the review page, after the visit', ar: 'في صفحة التقييم بعد الزيارة' },
        },
      },
      verifiedVisit: {
        label: { en: 'From a verified visit', ar: 'من زيارة مؤكَّدة' },
        hint: {
          en: 'Set by the CMS when a patient the clinic saw wrote it on the review page; only these count in the doctor’s rating.',
          ar: 'يحدده النظام عندما يكتبه مريض زار العيادة في صفحة التقييم؛ وهذه الآراء وحدها تُحتسب في تقييم الطبيب.',
        },
        readOnly: true,
      },
      visitMonth: {
        label: { en: 'Month of the visit', ar: 'شهر الزيارة' },
        hint: { en: 'Shown beside the review as its month and year.', ar: 'يظهر بجانب الرأي شهرًا وسنة.' },
        readOnly: true,
      },
      writtenIn: {
        label: { en: 'Written in', ar: 'لغة الكتابة' },
        hint: {
          en: 'Both sites show the patient’s words as written, in this language.',
          ar: 'يعرض الموقعان كلمات المريض كما كُتبت، بهذه اللغة.',
        },
        options: { en: { en: 'English', ar: 'الإنجليزية' }, ar: { en: 'Arabic', ar: 'العربية' } },
        readOnly: true,
      },
      clinicReply: {
        label: { en: 'The clinic’s reply', ar: 'رد العيادة' },
        hint: {
          en: 'Optional, shown under the review; at most 1,000 characters.',
          ar: 'اختياري، ويظهر تحت الرأي؛ 1000 حرف على الأكثر.',
        },
      },
      rejectionReason: {
        label: { en: 'Rejected because', ar: 'سبب الرفض' },
        hint: {
          en: 'Write why to reject the review: it leaves the site and cannot be published; the patient is not told.',
          ar: 'اكتب سبب رفض الرأي: يُحذف من الموقع ولا يمكن نشره، ولا يُبلَّغ المريض بذلك.',
        },
      },
    },
  },
  'api::doctor-schedule.doctor-schedule': {
    title: { en: 'Doctors’ weekly hours', ar: 'مواعيد الأطباء الأسبوعية' },
    mainField: 'label',
    listColumns: ['label', 'mode', 'effectiveFrom', 'effectiveUntil'],
    fields: {
      label: {
        label: { en: 'Hours', ar: 'المواعيد' },
        hint: { en: 'Written by the CMS from the fields below.', ar: 'يكتبه النظام من الحقول التالية.' },
        readOnly: true,
        hiddenInForm: true,
      },
      doctor: { label: { en: 'Doctor', ar: 'الطبيب' } },
      branch: { label: { en: 'Branch', ar: 'الفرع' } },
      weekday: {
        label: { en: 'Day', ar: 'اليوم' },
        options: {
          saturday: { en: 'Saturday', ar: 'السبت' },
          sunday: { en: 'Sunday', ar: 'الأحد' },
          monday: { en: 'Monday', ar: 'الاثنين' },
          tuesday: { en: 'Tuesday', ar: 'الثلاثاء' },
          wednesday: { en: 'Wednesday', ar: 'الأربعاء' },
          thursday: { en: 'Thursday', ar: 'الخميس' },
          friday: { en: 'Friday', ar: 'الجمعة' },
        },
      },
      startTime: {
        label: { en: 'From', ar: 'من' },
        hint: { en: 'Cairo time, e.g. 18:00.', ar: 'بتوقيت القاهرة، مثل 18:00.' },
      },
      endTime: {
        label: { en: 'Until', ar: 'إلى' },
        hint: { en: 'Cairo time; 24:00 is midnight.', ar: 'بتوقيت القاهرة؛ 24:00 منتصف الليل.' },
      },
      mode: {
        label: { en: 'How patients are seen', ar: 'طريقة استقبال المرضى' },
        options: {
          slots: { en: 'Appointments every N minutes', ar: 'مواعيد كل عدد محدد من الدقائق' },
          fcfs: { en: 'Walk-in session, first come first served', ar: 'جلسة حضور بالدور، الأسبق فالأسبق' },
        },
      },
      slotMinutes: { label: { en: 'Minutes per appointment', ar: 'مدة الموعد بالدقائق' } },
      capacity: {
        label: { en: 'Patients', ar: 'عدد المرضى' },
        hint: { en: 'Per appointment, or per walk-in session.', ar: 'في كل موعد، أو في جلسة الحضور بالدور كلها.' },
      },
      effectiveFrom: {
        label: { en: 'Starting', ar: 'بدءًا من' },
        hint: {
          en: 'Empty: already. With an end date too, these are seasonal hours (Ramadan, summer).',
          ar: 'فارغ: سارية من الآن. مع تاريخ انتهاء، تكون مواعيد موسمية (رمضان، الصيف).',
        },
      },
      effectiveUntil: { label: { en: 'Ending', ar: 'حتى' }, hint: { en: 'Empty: no end.', ar: 'فارغ: بلا نهاية.' } },
      confirmBookedVisits,
    },
  },
  'api::consultation-fee.consultation-fee': {
    title: { en: 'Consultation fees', ar: 'أسعار الكشف' },
    mainField: 'label',
    listColumns: ['label', 'amountEgp'],
    fields: {
      label: {
        label: { en: 'Fee', ar: 'السعر' },
        hint: { en: 'Written by the CMS from the fields below.', ar: 'يكتبه النظام من الحقول التالية.' },
        readOnly: true,
        hiddenInForm: true,
      },
      doctor: { label: { en: 'Doctor', ar: 'الطبيب' } },
      branch: {
        label: { en: 'Branch', ar: 'الفرع' },
        hint: { en: 'One fee per doctor and branch.', ar: 'سعر واحد لكل طبيب في كل فرع.' },
      },
      amountEgp: {
        label: { en: 'Fee in Egyptian pounds', ar: 'سعر الكشف بالجنيه المصري' },
        hint: {
          en: 'Whole pounds, the same in both languages. Patients see it on the doctor’s card and page and when they book; each booking keeps the fee of the day it was made.',
          ar: 'بالجنيه دون كسور، وهو نفسه في اللغتين. يراه المرضى في بطاقة الطبيب وصفحته وعند الحجز، ويحتفظ كل حجز بالسعر الساري يوم إجرائه.',
        },
      },
    },
  },
  'api::schedule-exception.schedule-exception': {
    title: { en: 'Leaves and closures', ar: 'الإجازات والإغلاقات' },
    mainField: 'reason',
    listColumns: ['doctor', 'branch', 'startDate', 'endDate', 'reason'],
    fields: {
      doctor: {
        label: { en: 'Doctor', ar: 'الطبيب' },
        hint: { en: 'Empty: the whole branch is closed.', ar: 'فارغ: الفرع كله مغلق.' },
      },
      branch: {
        label: { en: 'Branch', ar: 'الفرع' },
        hint: {
          en: 'Empty with a doctor: the doctor’s leave at every branch.',
          ar: 'فارغ مع اختيار طبيب: إجازة الطبيب في كل الفروع.',
        },
      },
      startDate: { label: { en: 'First day', ar: 'أول يوم' } },
      endDate: { label: { en: 'Last day', ar: 'آخر يوم' } },
      reason: {
        label: { en: 'Reason', ar: 'السبب' },
        hint: { en: 'e.g. Eid holiday; patients may see it.', ar: 'مثل إجازة العيد؛ قد يراه المرضى.' },
      },
      confirmBookedVisits,
    },
  },
  'api::home.home': {
    title: { en: 'Home page', ar: 'الصفحة الرئيسية' },
    mainField: 'id',
    listColumns: [],
    fields: {
      slider: { label: { en: 'Slides at the top', ar: 'الشرائح في الأعلى' } },
      whoWeAre: { label: { en: 'Who we are', ar: 'من نحن' } },
      whyChooseUs: { label: { en: 'Why choose us', ar: 'لماذا تختارنا' } },
      bookingBanner: { label: { en: 'Booking banner', ar: 'شريط الحجز' } },
      seo,
    },
  },
  'api::about.about': {
    title: { en: 'About page', ar: 'صفحة من نحن' },
    mainField: 'title',
    listColumns: [],
    fields: {
      title,
      intro: { label: { en: 'Introduction', ar: 'المقدمة' } },
      images: { label: { en: 'Pictures', ar: 'الصور' } },
      whyChooseUs: { label: { en: 'Why choose us', ar: 'لماذا تختارنا' } },
      founders: { label: { en: 'Founders', ar: 'المؤسسون' } },
      doctors: { label: { en: 'Doctors shown', ar: 'الأطباء المعروضون' } },
      branches: { label: { en: 'Branches shown', ar: 'الفروع المعروضة' } },
      reviews: { label: { en: 'Reviews shown', ar: 'الآراء المعروضة' } },
      faqs: { label: { en: 'Questions shown', ar: 'الأسئلة المعروضة' } },
      faqImage: { label: { en: 'Picture beside the questions', ar: 'الصورة بجانب الأسئلة' } },
      seo,
    },
  },
  'api::main-info.main-info': {
    title: { en: 'Clinic details', ar: 'بيانات العيادة' },
    mainField: 'clinicName',
    listColumns: [],
    fields: {
      clinicName: { label: { en: 'Clinic’s name', ar: 'اسم العيادة' } },
      tagline: { label: { en: 'Tagline', ar: 'الشعار النصي' } },
      logo: { label: { en: 'Logo', ar: 'الشعار' } },
      address,
      phone,
      whatsapp,
      email,
      socialMedia: { label: { en: 'Social media', ar: 'وسائل التواصل الاجتماعي' } },
      seo,
    },
  },
  'api::privacy-policy.privacy-policy': {
    title: { en: 'Privacy policy', ar: 'سياسة الخصوصية' },
    mainField: 'title',
    listColumns: [],
    fields: {
      title,
      body,
      policyVersion: {
        label: { en: 'Version', ar: 'الإصدار' },
        hint: {
          en: 'The date of this wording (YYYY-MM-DD); each booking records the version the patient agreed to.',
          ar: 'تاريخ هذه الصياغة (YYYY-MM-DD)؛ يُسجَّل مع كل حجز الإصدار الذي وافق عليه المريض.',
        },
      },
      seo,
    },
  },
  'api::terms-and-conditions.terms-and-conditions': {
    title: { en: 'Terms and conditions', ar: 'الشروط والأحكام' },
    mainField: 'title',
    listColumns: [],
    fields: { title, body, seo },
  },
};

const description: FieldPresentation = { label: { en: 'Description', ar: 'الوصف' } };
const subtitle: FieldPresentation = { label: { en: 'Subtitle', ar: 'العنوان الفرعي' } };

/**
 * The fields of the components editors fill in (the home page's parts, search and sharing, a doctor's
 * degrees, a branch's hours), in plain words: the panel labels them with its id
 * `content-manager.components.{component}.{field}` (src/admin/app.ts), which Strapi asks for before
 * falling back to the field's stored name ('metaTitle', 'ogUrl').
 */
export const COMPONENT_FIELDS: Record<string, Record<string, FieldPresentation>> = {
  'shared.seo': {
    metaTitle: {
      label: { en: 'Title in search results', ar: 'العنوان في نتائج البحث' },
      hint: {
        en: 'About 60 characters; Google cuts longer ones. Empty: the page’s own title.',
        ar: 'نحو 60 حرفًا، فجوجل يقصّ الأطول. إن تُرك فارغًا: عنوان الصفحة نفسه.',
      },
    },
    metaDescription: {
      label: { en: 'Summary in search results', ar: 'الملخص في نتائج البحث' },
      hint: {
        en: 'One or two sentences, about 155 characters, that make a patient want to open the page.',
        ar: 'جملة أو جملتان، نحو 155 حرفًا، تدعوان المريض إلى فتح الصفحة.',
      },
    },
    openGraph: { label: { en: 'When shared (WhatsApp, Facebook)', ar: 'عند المشاركة (واتساب، فيسبوك)' } },
  },
  'shared.open-graph': {
    ogTitle: { label: { en: 'Title when shared', ar: 'العنوان عند المشاركة' } },
    ogDescription: { label: { en: 'Summary when shared', ar: 'الملخص عند المشاركة' } },
    ogImage: {
      label: { en: 'Picture when shared', ar: 'الصورة عند المشاركة' },
      hint: { en: 'Wide, about 1200 × 630 pixels.', ar: 'عريضة، نحو 1200 × 630 بكسل.' },
    },
    ogUrl: {
      label: { en: 'Page address when shared', ar: 'عنوان الصفحة عند المشاركة' },
      hint: {
        en: 'Leave empty: the site gives each page its own address.',
        ar: 'اتركه فارغًا: يعطي الموقع كل صفحة عنوانها.',
      },
    },
  },
  'shared.card': { title, description, image },
  'shared.feature': { title, description, icon: { label: { en: 'Icon', ar: 'الأيقونة' } } },
  'shared.stat': {
    value: {
      label: { en: 'Figure', ar: 'الرقم' },
      hint: { en: 'As it should read, like 25+ or 10,000.', ar: 'كما يُقرأ، مثل \u206625+\u2069 أو 10,000.' },
    },
    label: { label: { en: 'What it counts', ar: 'ما يعدّه' } },
    image,
  },
  'shared.social-link': {
    platform: {
      label: { en: 'Network', ar: 'الشبكة' },
      options: {
        facebook: { en: 'Facebook', ar: 'فيسبوك' },
        instagram: { en: 'Instagram', ar: 'إنستجرام' },
        x: { en: 'X', ar: 'إكس' },
        youtube: { en: 'YouTube', ar: 'يوتيوب' },
        tiktok: { en: 'TikTok', ar: 'تيك توك' },
        linkedin: { en: 'LinkedIn', ar: 'لينكد إن' },
      },
    },
    url: { label: { en: 'Page address', ar: 'عنوان الصفحة' } },
  },
  'home.slide': {
    title,
    subtitle,
    ctaLabel: { label: { en: 'Button text', ar: 'نص الزر' } },
    ctaHref: {
      label: { en: 'Button link', ar: 'رابط الزر' },
      hint: {
        en: 'A page of the site without its language, like /booking or /doctors.',
        ar: 'صفحة من الموقع بلا لغتها، مثل ‎/booking أو ‎/doctors.',
      },
    },
    image,
  },
  'home.who-we-are': { title, body, image, stats: { label: { en: 'Figures', ar: 'الأرقام' } } },
  'home.why-choose-us': { title, subtitle, items: { label: { en: 'Reasons', ar: 'الأسباب' } } },
  'home.booking-banner': { title, description, image, cards: { label: { en: 'Cards', ar: 'البطاقات' } } },
  'about.founder': {
    name,
    role: { label: { en: 'Role', ar: 'الصفة' } },
    bio: { label: { en: 'About them', ar: 'نبذة' } },
    image,
  },
  'doctor.degree': {
    title: { label: { en: 'Degree', ar: 'الشهادة' } },
    institution: { label: { en: 'Institution', ar: 'الجهة' } },
    year: { label: { en: 'Year', ar: 'السنة' } },
  },
  'branch.day-hours': {
    day: { label: { en: 'Day', ar: 'اليوم' } },
    isClosed: { label: { en: 'Closed all day', ar: 'مغلق طوال اليوم' } },
    opensAt: { label: { en: 'Opens at', ar: 'يفتح في' } },
    closesAt: { label: { en: 'Closes at', ar: 'يغلق في' } },
  },
};
