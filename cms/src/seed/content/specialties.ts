import type { SpecialtySeed } from './types';

export const specialties: SpecialtySeed[] = [
  {
    key: 'otology',
    name: { en: 'Otology & Ear Surgery', ar: 'أمراض وجراحة الأذن' },
    slug: { en: 'otology', ar: 'أمراض-وجراحة-الأذن' },
    description: {
      en: 'Diagnosis and treatment of ear infections, perforated eardrums, chronic ear discharge, otosclerosis and hearing loss, including microscopic and endoscopic ear surgery and cochlear implants.',
      ar: 'تشخيص وعلاج التهابات الأذن وثقب طبلة الأذن والإفرازات المزمنة وتصلب عظيمات الأذن وضعف السمع، بما في ذلك جراحات الأذن بالميكروسكوب والمنظار وزراعة القوقعة.',
    },
    icon: {
      key: 'icon-specialty-otology',
      alt: { en: 'Ear icon', ar: 'أيقونة الأذن' },
      kind: 'icon',
      palette: ['#022351', '#2a9d8f'],
    },
  },
  {
    key: 'rhinology',
    name: { en: 'Rhinology & Sinus Surgery', ar: 'أمراض الأنف وجراحة الجيوب الأنفية' },
    slug: { en: 'rhinology-sinus-surgery', ar: 'أمراض-الأنف-وجراحة-الجيوب-الأنفية' },
    description: {
      en: 'Care for blocked noses, chronic sinusitis, nasal polyps, deviated septum and nasal allergy, with minimally invasive endoscopic sinus surgery when medicines are not enough.',
      ar: 'رعاية حالات انسداد الأنف والتهاب الجيوب الأنفية المزمن واللحميات الأنفية وانحراف الحاجز الأنفي وحساسية الأنف، مع جراحة الجيوب الأنفية بالمنظار عندما لا يكفي العلاج الدوائي.',
    },
    icon: {
      key: 'icon-specialty-rhinology',
      alt: { en: 'Nose and sinuses icon', ar: 'أيقونة الأنف والجيوب الأنفية' },
      kind: 'icon',
      palette: ['#0f4c75', '#f4a261'],
    },
  },
  {
    key: 'laryngology',
    name: { en: 'Laryngology & Voice', ar: 'أمراض الحنجرة والصوت' },
    slug: { en: 'laryngology-voice', ar: 'أمراض-الحنجرة-والصوت' },
    description: {
      en: 'Assessment and treatment of hoarseness, vocal cord nodules and polyps, reflux affecting the throat and swallowing difficulties, combining phonosurgery with voice therapy.',
      ar: 'تقييم وعلاج بحة الصوت وعقيدات وزوائد الأحبال الصوتية وارتجاع المريء المؤثر على الحنجرة وصعوبات البلع، بالجمع بين جراحات الأحبال الصوتية الدقيقة وجلسات تأهيل الصوت.',
    },
    icon: {
      key: 'icon-specialty-laryngology',
      alt: { en: 'Voice and larynx icon', ar: 'أيقونة الحنجرة والصوت' },
      kind: 'icon',
      palette: ['#1b6f8a', '#e9c46a'],
    },
  },
  {
    key: 'paediatric-ent',
    name: { en: 'Paediatric ENT', ar: 'أنف وأذن وحنجرة الأطفال' },
    slug: { en: 'paediatric-ent', ar: 'أنف-وأذن-وحنجرة-الأطفال' },
    description: {
      en: 'Child-friendly care for recurrent tonsillitis, enlarged adenoids, glue ear, snoring and hearing problems in children, from newborn hearing screening to day-case surgery.',
      ar: 'رعاية مناسبة للأطفال في حالات التهاب اللوزتين المتكرر وتضخم اللحمية وتجمع السوائل خلف طبلة الأذن والشخير ومشاكل السمع، بدءًا من فحص سمع حديثي الولادة وحتى جراحات اليوم الواحد.',
    },
    icon: {
      key: 'icon-specialty-paediatric-ent',
      alt: { en: 'Child health icon', ar: 'أيقونة صحة الطفل' },
      kind: 'icon',
      palette: ['#2a9d8f', '#f4a261'],
    },
  },
  {
    key: 'head-neck-surgery',
    name: { en: 'Head & Neck Surgery', ar: 'جراحة الرأس والرقبة' },
    slug: { en: 'head-neck-surgery', ar: 'جراحة-الرأس-والرقبة' },
    description: {
      en: 'Evaluation and surgery of neck lumps, thyroid and parathyroid nodules, salivary gland swellings and tumours of the mouth, throat and larynx, in coordination with oncology teams.',
      ar: 'تقييم وجراحة كتل الرقبة وعقد الغدة الدرقية والجار درقية وتورمات الغدد اللعابية وأورام الفم والبلعوم والحنجرة، بالتنسيق مع فرق علاج الأورام.',
    },
    icon: {
      key: 'icon-specialty-head-neck',
      alt: { en: 'Head and neck icon', ar: 'أيقونة الرأس والرقبة' },
      kind: 'icon',
      palette: ['#022351', '#e76f51'],
    },
  },
  {
    key: 'audiology-vestibular',
    name: { en: 'Audiology & Balance', ar: 'السمعيات والاتزان' },
    slug: { en: 'audiology-balance', ar: 'السمعيات-والاتزان' },
    description: {
      en: 'Hearing tests for all ages, tympanometry, hearing aid fitting, tinnitus management and full assessment of dizziness and vertigo with vestibular rehabilitation.',
      ar: 'اختبارات السمع لجميع الأعمار وقياس ضغط الأذن الوسطى وتركيب السماعات الطبية وعلاج طنين الأذن، مع تقييم شامل للدوخة والدوار وجلسات تأهيل الاتزان.',
    },
    icon: {
      key: 'icon-specialty-audiology',
      alt: { en: 'Hearing and balance icon', ar: 'أيقونة السمع والاتزان' },
      kind: 'icon',
      palette: ['#0f4c75', '#a8dadc'],
    },
  },
  {
    key: 'sleep-apnea-snoring',
    name: { en: 'Snoring & Sleep Apnoea', ar: 'الشخير وانقطاع التنفس أثناء النوم' },
    slug: { en: 'snoring-sleep-apnoea', ar: 'الشخير-وانقطاع-التنفس-أثناء-النوم' },
    description: {
      en: 'Assessment of snoring and obstructive sleep apnoea, including sleep studies and drug-induced sleep endoscopy, with tailored treatment from lifestyle advice to airway surgery.',
      ar: 'تقييم الشخير وانقطاع التنفس الانسدادي أثناء النوم، بما في ذلك دراسات النوم والمنظار أثناء النوم المُحدَث دوائيًا، مع خطة علاج مناسبة تبدأ من تعديل نمط الحياة وحتى جراحات مجرى الهواء.',
    },
    icon: {
      key: 'icon-specialty-sleep',
      alt: { en: 'Sleep icon', ar: 'أيقونة النوم' },
      kind: 'icon',
      palette: ['#022351', '#8ecae6'],
    },
  },
];
