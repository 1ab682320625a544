import type { AboutSeed, HomeSeed, MainInfoSeed } from './types';

export { privacyPolicy, termsAndConditions } from './policies';

export const home: HomeSeed = {
  slider: [
    {
      title: {
        en: 'Specialist ENT care for the whole family',
        ar: 'رعاية متخصصة للأنف والأذن والحنجرة لكل أفراد الأسرة',
      },
      subtitle: {
        en: 'Ear, nose, throat, hearing and voice clinics in Heliopolis, Mohandessin and Smouha, led by university professors and consultants.',
        ar: 'عيادات الأنف والأذن والحنجرة والسمع والصوت في مصر الجديدة والمهندسين وسموحة، بإشراف أساتذة جامعات واستشاريين.',
      },
      ctaLabel: { en: 'Book an appointment', ar: 'احجز موعدك' },
      ctaHref: '/booking',
      image: {
        key: 'home-slide-family-care',
        alt: {
          en: 'ENT consultant examining a child’s ear while the mother watches',
          ar: 'استشارية أنف وأذن وحنجرة تفحص أذن طفل بحضور والدته',
        },
        kind: 'scene',
        palette: ['#022351', '#2a9d8f'],
      },
    },
    {
      title: {
        en: 'Hearing and balance, properly assessed',
        ar: 'تقييم دقيق للسمع والاتزان',
      },
      subtitle: {
        en: 'Audiometry, tympanometry and vertigo testing in fully equipped audiology units, with results explained on the same day.',
        ar: 'اختبارات السمع وقياس ضغط الأذن الوسطى وتقييم الدوار في وحدات سمعيات مجهزة بالكامل، مع شرح النتائج في اليوم نفسه.',
      },
      ctaLabel: { en: 'Explore our services', ar: 'تعرّف على خدماتنا' },
      ctaHref: '/services',
      image: {
        key: 'home-slide-hearing',
        alt: { en: 'Sound-treated hearing test booth', ar: 'غرفة اختبار السمع العازلة للصوت' },
        kind: 'scene',
        palette: ['#0f4c75', '#a8dadc'],
      },
    },
    {
      title: {
        en: 'Meet our professors and consultants',
        ar: 'تعرّف على نخبة من الأساتذة والاستشاريين',
      },
      subtitle: {
        en: 'Specialists trained at Cairo, Ain Shams and Alexandria universities and at leading centres abroad.',
        ar: 'أطباء متخصصون تلقوا تدريبهم في جامعات القاهرة وعين شمس والإسكندرية وفي مراكز رائدة بالخارج.',
      },
      ctaLabel: { en: 'Find a doctor', ar: 'ابحث عن طبيب' },
      ctaHref: '/doctors',
      image: {
        key: 'home-slide-doctors',
        alt: {
          en: 'Team of ENT doctors in the clinic corridor',
          ar: 'فريق أطباء الأنف والأذن والحنجرة في ممر العيادة',
        },
        kind: 'scene',
        palette: ['#1b6f8a', '#e9c46a'],
      },
    },
  ],
  whoWeAre: {
    title: { en: 'Who we are', ar: 'من نحن' },
    body: {
      en: 'Nile ENT Clinics began in 2001 as a single ear clinic in Heliopolis. Today we are a group of three branches in Cairo, Giza and Alexandria, bringing together specialists in ear surgery, sinus surgery, voice, paediatric ENT, head and neck surgery, audiology and sleep medicine. Our aim is simple: an accurate diagnosis, an honest explanation and the right treatment, close to home.',
      ar: 'بدأت عيادات النيل عام 2001 كعيادة أذن واحدة في مصر الجديدة، واليوم أصبحنا مجموعة من ثلاثة فروع في القاهرة والجيزة والإسكندرية تجمع متخصصين في جراحة الأذن والجيوب الأنفية والصوت وأنف وأذن وحنجرة الأطفال وجراحة الرأس والرقبة والسمعيات وطب النوم. وهدفنا بسيط: تشخيص دقيق وشرح صادق وعلاج مناسب بالقرب من منزلك.',
    },
    image: {
      key: 'home-who-we-are',
      alt: { en: 'Reception area of the Heliopolis branch', ar: 'منطقة الاستقبال في فرع مصر الجديدة' },
      kind: 'scene',
      palette: ['#022351', '#f2e8cf'],
    },
    stats: [
      {
        value: '25+',
        label: { en: 'Years of experience', ar: 'عامًا من الخبرة' },
        image: {
          key: 'icon-stat-years',
          alt: { en: 'Calendar icon', ar: 'أيقونة التقويم' },
          kind: 'icon',
          palette: ['#022351', '#e9c46a'],
        },
      },
      {
        value: '30,000+',
        label: { en: 'Patient visits every year', ar: 'زيارة سنويًا' },
        image: {
          key: 'icon-stat-patients',
          alt: { en: 'Patients icon', ar: 'أيقونة المرضى' },
          kind: 'icon',
          palette: ['#0f4c75', '#a8dadc'],
        },
      },
      {
        value: '3',
        label: { en: 'Branches in Cairo, Giza and Alexandria', ar: 'فروع في القاهرة والجيزة والإسكندرية' },
        image: {
          key: 'icon-stat-branches',
          alt: { en: 'Map pin icon', ar: 'أيقونة الموقع' },
          kind: 'icon',
          palette: ['#1b6f8a', '#f4a261'],
        },
      },
      {
        value: '11',
        label: { en: 'Professors and consultants', ar: 'أستاذًا واستشاريًا' },
        image: {
          key: 'icon-stat-doctors',
          alt: { en: 'Stethoscope icon', ar: 'أيقونة السماعة الطبية' },
          kind: 'icon',
          palette: ['#2a9d8f', '#f2e8cf'],
        },
      },
    ],
  },
  whyChooseUs: {
    title: { en: 'Why choose Nile ENT Clinics', ar: 'لماذا تختار عيادات النيل' },
    subtitle: {
      en: 'Everything you need for ear, nose and throat care under one roof.',
      ar: 'كل ما تحتاجه لرعاية الأنف والأذن والحنجرة في مكان واحد.',
    },
    items: [
      {
        title: { en: 'Subspecialty experts', ar: 'خبراء في التخصصات الدقيقة' },
        description: {
          en: 'Each condition is managed by a consultant who focuses on that area, from cochlear implants to voice disorders.',
          ar: 'يتولى علاج كل حالة استشاري متخصص في مجالها، من زراعة القوقعة وحتى اضطرابات الصوت.',
        },
        icon: {
          key: 'icon-why-experts',
          alt: { en: 'Medal icon', ar: 'أيقونة الوسام' },
          kind: 'icon',
          palette: ['#022351', '#e9c46a'],
        },
      },
      {
        title: { en: 'Tests on the same day', ar: 'الفحوصات في اليوم نفسه' },
        description: {
          en: 'Hearing tests, tympanometry and endoscopy are done during your visit, so you leave with a diagnosis and a plan.',
          ar: 'تُجرى اختبارات السمع وقياس ضغط الأذن والمناظير أثناء زيارتك، فتغادر ومعك التشخيص وخطة العلاج.',
        },
        icon: {
          key: 'icon-why-same-day',
          alt: { en: 'Clock icon', ar: 'أيقونة الساعة' },
          kind: 'icon',
          palette: ['#0f4c75', '#a8dadc'],
        },
      },
      {
        title: { en: 'Care for children', ar: 'رعاية خاصة للأطفال' },
        description: {
          en: 'Paediatric ENT consultants and child-friendly hearing tests help little patients feel at ease.',
          ar: 'استشاريون متخصصون في أنف وأذن وحنجرة الأطفال واختبارات سمع مناسبة للصغار تجعلهم يشعرون بالراحة.',
        },
        icon: {
          key: 'icon-why-children',
          alt: { en: 'Child icon', ar: 'أيقونة الطفل' },
          kind: 'icon',
          palette: ['#2a9d8f', '#f4a261'],
        },
      },
      {
        title: { en: 'Contracts and easy booking', ar: 'تعاقدات وحجز سهل' },
        description: {
          en: 'Book online, by phone or on WhatsApp, with contracts covering many companies and professional syndicates.',
          ar: 'احجز عبر الموقع أو الهاتف أو واتساب، مع تعاقدات تشمل العديد من الشركات والنقابات المهنية.',
        },
        icon: {
          key: 'icon-why-booking',
          alt: { en: 'Calendar check icon', ar: 'أيقونة تأكيد الموعد' },
          kind: 'icon',
          palette: ['#1b6f8a', '#f2e8cf'],
        },
      },
    ],
  },
  bookingBanner: {
    title: { en: 'Book your visit in minutes', ar: 'احجز زيارتك في دقائق' },
    description: {
      en: 'Choose the way that suits you. Our call centre will confirm your appointment by phone.',
      ar: 'اختر الطريقة التي تناسبك، وسيؤكد مركز الاتصال موعدك هاتفيًا.',
    },
    image: {
      key: 'home-booking-banner',
      alt: { en: 'Patient booking an appointment on a mobile phone', ar: 'مريض يحجز موعدًا عبر الهاتف المحمول' },
      kind: 'scene',
      palette: ['#022351', '#f4a261'],
    },
    cards: [
      {
        title: { en: 'Book by doctor', ar: 'احجز حسب الطبيب' },
        description: {
          en: 'Already know who you want to see? Pick the doctor and the session that suits you.',
          ar: 'تعرف الطبيب الذي تريده؟ اختر الطبيب والفترة المناسبة لك.',
        },
        image: {
          key: 'home-card-by-doctor',
          alt: { en: 'Doctor icon', ar: 'أيقونة الطبيب' },
          kind: 'icon',
          palette: ['#0f4c75', '#e9c46a'],
        },
      },
      {
        title: { en: 'Book by branch', ar: 'احجز حسب الفرع' },
        description: {
          en: 'Choose Heliopolis, Mohandessin or Smouha and see the available specialists and sessions.',
          ar: 'اختر فرع مصر الجديدة أو المهندسين أو سموحة واطّلع على التخصصات والفترات المتاحة.',
        },
        image: {
          key: 'home-card-by-branch',
          alt: { en: 'Building icon', ar: 'أيقونة المبنى' },
          kind: 'icon',
          palette: ['#1b6f8a', '#a8dadc'],
        },
      },
      {
        title: { en: 'Call or WhatsApp us', ar: 'اتصل بنا أو راسلنا على واتساب' },
        description: {
          en: 'Prefer to talk to someone? Our call centre will help you find the right doctor and time.',
          ar: 'تفضل التحدث مع أحد؟ سيساعدك مركز الاتصال في اختيار الطبيب والموعد المناسبين.',
        },
        image: {
          key: 'home-card-call-us',
          alt: { en: 'Phone icon', ar: 'أيقونة الهاتف' },
          kind: 'icon',
          palette: ['#2a9d8f', '#f2e8cf'],
        },
      },
    ],
  },
  seo: {
    metaTitle: {
      en: 'Nile ENT Clinics | Ear, Nose & Throat Care in Egypt',
      ar: 'عيادات النيل للأنف والأذن والحنجرة في مصر',
    },
    metaDescription: {
      en: 'Nile ENT Clinics: ear, nose, throat, hearing, voice and children’s ENT care in Heliopolis, Mohandessin and Smouha. Book online, by phone or WhatsApp.',
      ar: 'عيادات النيل: رعاية الأنف والأذن والحنجرة والسمع والصوت والأطفال في مصر الجديدة والمهندسين وسموحة. احجز عبر الموقع أو الهاتف أو واتساب.',
    },
  },
};

export const mainInfo: MainInfoSeed = {
  clinicName: { en: 'Nile ENT Clinics', ar: 'عيادات النيل للأنف والأذن والحنجرة' },
  tagline: {
    en: 'Specialist ear, nose and throat care for the whole family',
    ar: 'رعاية متخصصة للأنف والأذن والحنجرة لكل أفراد الأسرة',
  },
  address: {
    en: 'Head office: 32 El-Merghany Street, 2nd floor, Heliopolis, Cairo',
    ar: 'المقر الرئيسي: 32 شارع الميرغني، الدور الثاني، مصر الجديدة، القاهرة',
  },
  phone: '+20224183500',
  email: 'info@nileent.example',
  whatsapp: '+201550284716',
  logo: {
    key: 'main-logo',
    alt: { en: 'Nile ENT Clinics logo', ar: 'شعار عيادات النيل للأنف والأذن والحنجرة' },
    kind: 'logo',
    palette: ['#022351', '#2a9d8f'],
  },
  socialMedia: [
    { platform: 'facebook', url: 'https://www.facebook.com/nileent.example' },
    { platform: 'instagram', url: 'https://www.instagram.com/nileent.example' },
    { platform: 'youtube', url: 'https://www.youtube.com/@nileent.example' },
    { platform: 'x', url: 'https://x.com/nileent.example' },
  ],
  seo: {
    metaTitle: {
      en: 'Nile ENT Clinics | Ear, Nose & Throat Specialists',
      ar: 'عيادات النيل | متخصصون في الأنف والأذن والحنجرة',
    },
    metaDescription: {
      en: 'Ear, nose and throat specialists in Cairo, Giza and Alexandria: hearing tests, sinus and ear surgery, voice care, children’s ENT and online booking.',
      ar: 'متخصصون في الأنف والأذن والحنجرة في القاهرة والجيزة والإسكندرية: اختبارات السمع وجراحات الأذن والجيوب والصوت والأطفال مع إمكانية الحجز عبر الموقع.',
    },
    ogImage: {
      key: 'main-og-image',
      alt: { en: 'Nile ENT Clinics', ar: 'عيادات النيل للأنف والأذن والحنجرة' },
      kind: 'scene',
      palette: ['#022351', '#e9c46a'],
    },
    ogUrl: 'https://www.nileent.example',
  },
};

export const about: AboutSeed = {
  title: { en: 'About Nile ENT Clinics', ar: 'عن عيادات النيل' },
  intro: {
    en: 'Nile ENT Clinics was founded in 2001 by Prof. Ahmed El-Sayed as an ear clinic on El-Merghany Street in Heliopolis. Prof. Tarek Hassan opened our Smouha branch in Alexandria in 2009, and the Mohandessin branch followed in 2014.\n\nToday our professors and consultants cover every ENT subspecialty, supported by audiology units, voice and swallowing clinics and a day-surgery partnership with accredited hospitals. We believe that good care starts with listening, and that every patient deserves a clear explanation of their diagnosis and options.',
    ar: 'أسس الأستاذ الدكتور أحمد السيد عيادات النيل عام 2001 كعيادة للأذن في شارع الميرغني بمصر الجديدة. ثم افتتح الأستاذ الدكتور طارق حسن فرع سموحة بالإسكندرية عام 2009، وتلاه فرع المهندسين عام 2014.\n\nيغطي أساتذتنا واستشاريونا اليوم جميع التخصصات الدقيقة للأنف والأذن والحنجرة، بدعم من وحدات السمعيات وعيادات الصوت والبلع وشراكات لجراحات اليوم الواحد مع مستشفيات معتمدة. ونؤمن بأن الرعاية الجيدة تبدأ بالإنصات، وأن كل مريض يستحق شرحًا واضحًا لتشخيصه والخيارات المتاحة له.',
  },
  images: [
    {
      key: 'about-reception',
      alt: { en: 'Bright reception and waiting area', ar: 'منطقة استقبال وانتظار مشرقة' },
      kind: 'scene',
      palette: ['#022351', '#f2e8cf'],
    },
    {
      key: 'about-audiology-unit',
      alt: { en: 'Audiology unit with a hearing test booth', ar: 'وحدة السمعيات وغرفة اختبار السمع' },
      kind: 'scene',
      palette: ['#0f4c75', '#a8dadc'],
    },
    {
      key: 'about-endoscopy-room',
      alt: { en: 'ENT examination room with endoscopy equipment', ar: 'غرفة كشف مجهزة بأجهزة المناظير' },
      kind: 'scene',
      palette: ['#1b6f8a', '#e9c46a'],
    },
  ],
  faqImage: {
    key: 'about-faq',
    alt: { en: 'Receptionist answering a patient’s questions', ar: 'موظفة الاستقبال تجيب عن أسئلة أحد المرضى' },
    kind: 'scene',
    palette: ['#2a9d8f', '#f4a261'],
  },
  whyChooseUs: [
    {
      title: { en: 'University-trained specialists', ar: 'أطباء من كبرى الجامعات' },
      description: {
        en: 'Our doctors teach and train at Cairo, Ain Shams and Alexandria universities and keep up with international practice.',
        ar: 'يعمل أطباؤنا في التدريس والتدريب بجامعات القاهرة وعين شمس والإسكندرية ويواكبون أحدث الممارسات العالمية.',
      },
      icon: {
        key: 'icon-about-university',
        alt: { en: 'Graduation cap icon', ar: 'أيقونة قبعة التخرج' },
        kind: 'icon',
        palette: ['#022351', '#e9c46a'],
      },
    },
    {
      title: { en: 'Team-based care', ar: 'رعاية بروح الفريق' },
      description: {
        en: 'Surgeons, audiologists and phoniatricians work together, so complex cases get every opinion they need.',
        ar: 'يعمل الجراحون وأطباء السمعيات والتخاطب معًا، فتحصل الحالات المعقدة على كل الآراء التي تحتاجها.',
      },
      icon: {
        key: 'icon-about-team',
        alt: { en: 'Team icon', ar: 'أيقونة الفريق' },
        kind: 'icon',
        palette: ['#0f4c75', '#a8dadc'],
      },
    },
    {
      title: { en: 'Honest advice', ar: 'نصيحة صادقة' },
      description: {
        en: 'We recommend surgery only when it is likely to help, and we explain the alternatives clearly.',
        ar: 'لا ننصح بالجراحة إلا عندما يُتوقع أن تفيد، ونشرح البدائل المتاحة بوضوح.',
      },
      icon: {
        key: 'icon-about-honest',
        alt: { en: 'Handshake icon', ar: 'أيقونة المصافحة' },
        kind: 'icon',
        palette: ['#1b6f8a', '#f4a261'],
      },
    },
    {
      title: { en: 'Respect for your privacy', ar: 'احترام خصوصيتك' },
      description: {
        en: 'Your health information is handled only by clinic staff and protected in line with Egyptian data protection law.',
        ar: 'لا يطّلع على معلوماتك الصحية سوى فريق العيادة، ونحميها وفقًا لقانون حماية البيانات الشخصية المصري.',
      },
      icon: {
        key: 'icon-about-privacy',
        alt: { en: 'Shield icon', ar: 'أيقونة الدرع' },
        kind: 'icon',
        palette: ['#2a9d8f', '#f2e8cf'],
      },
    },
  ],
  founders: [
    {
      name: { en: 'Prof. Ahmed El-Sayed', ar: 'أ.د. أحمد السيد' },
      role: { en: 'Founder and Chairman', ar: 'المؤسس ورئيس مجلس الإدارة' },
      bio: {
        en: 'Professor of Otolaryngology at Cairo University, he opened the first Nile ENT clinic in Heliopolis in 2001 and still operates and sees patients every week.',
        ar: 'أستاذ الأنف والأذن والحنجرة بجامعة القاهرة، افتتح أول عيادة لعيادات النيل في مصر الجديدة عام 2001، ولا يزال يجري العمليات ويستقبل المرضى كل أسبوع.',
      },
      image: {
        key: 'about-founder-ahmed-el-sayed',
        alt: { en: 'Prof. Ahmed El-Sayed', ar: 'الأستاذ الدكتور أحمد السيد' },
        kind: 'portrait',
        palette: ['#022351', '#a8dadc'],
      },
    },
    {
      name: { en: 'Prof. Tarek Hassan', ar: 'أ.د. طارق حسن' },
      role: { en: 'Co-founder and Medical Director, Alexandria', ar: 'شريك مؤسس والمدير الطبي لفرع الإسكندرية' },
      bio: {
        en: 'Professor of Head and Neck Surgery at Alexandria University, he founded the Smouha branch in 2009 to bring specialist ENT care closer to patients in Alexandria and the Delta.',
        ar: 'أستاذ جراحة الرأس والرقبة بجامعة الإسكندرية، أسس فرع سموحة عام 2009 لتقريب الرعاية المتخصصة للأنف والأذن والحنجرة من مرضى الإسكندرية والدلتا.',
      },
      image: {
        key: 'about-founder-tarek-hassan',
        alt: { en: 'Prof. Tarek Hassan', ar: 'الأستاذ الدكتور طارق حسن' },
        kind: 'portrait',
        palette: ['#022351', '#e76f51'],
      },
    },
    {
      name: { en: 'Hany Ezzat', ar: 'هاني عزت' },
      role: { en: 'Co-founder and Managing Director', ar: 'شريك مؤسس والعضو المنتدب' },
      bio: {
        en: 'With a background in healthcare management, he built the group’s call centre and booking system and oversees operations across the three branches.',
        ar: 'يمتلك خبرة في إدارة المنشآت الصحية، وأسس مركز الاتصال ونظام الحجز للمجموعة، ويشرف على التشغيل في الفروع الثلاثة.',
      },
      image: {
        key: 'about-founder-hany-ezzat',
        alt: { en: 'Hany Ezzat', ar: 'هاني عزت' },
        kind: 'portrait',
        palette: ['#0f4c75', '#f2e8cf'],
      },
    },
  ],
  doctorKeys: ['dr-ahmed-el-sayed', 'dr-tarek-hassan', 'dr-mona-abdel-rahman', 'dr-nadia-fouad'],
  faqKeys: ['faq-how-to-book', 'faq-confirmation-call', 'faq-contracts-insurance', 'faq-session-order'],
  branchKeys: ['branch-heliopolis', 'branch-mohandessin', 'branch-smouha'],
  reviewKeys: ['review-mariam-adel', 'review-hossam-abdel-fattah', 'review-ahmed-galal', 'review-fatma-mostafa'],
  seo: {
    metaTitle: {
      en: 'About Us | Nile ENT Clinics',
      ar: 'من نحن | عيادات النيل للأنف والأذن والحنجرة',
    },
    metaDescription: {
      en: 'Since 2001, Nile ENT Clinics has grown from one ear clinic in Heliopolis to three branches with professors and consultants in every ENT subspecialty.',
      ar: 'منذ عام 2001 نمت عيادات النيل من عيادة أذن واحدة في مصر الجديدة إلى ثلاثة فروع تضم أساتذة واستشاريين في جميع تخصصات الأنف والأذن والحنجرة.',
    },
  },
};
