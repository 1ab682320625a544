import type { ReviewSeed } from './types';

export const reviews: ReviewSeed[] = [
  {
    key: 'review-mariam-adel',
    doctorKey: 'dr-nadia-fouad',
    consent: { on: '2026-03-14', by: 'signedForm' },
    authorName: { en: 'Mariam Adel', ar: 'مريم عادل' },
    body: {
      en: 'My son had ear infections every winter. Dr. Nadia explained everything patiently, and after the adenoid operation he has not had a single infection this year. The staff in Heliopolis were very kind to him.',
      ar: 'كان ابني يصاب بالتهابات الأذن كل شتاء. شرحت لنا الدكتورة نادية كل شيء بصبر، وبعد عملية اللحمية لم يصب بأي التهاب هذا العام. وكان فريق العمل في فرع مصر الجديدة لطيفًا جدًا معه.',
    },
    rating: 5,
    branchKey: 'branch-heliopolis',
    userImage: {
      key: 'review-mariam-adel-avatar',
      alt: { en: 'Mariam Adel', ar: 'مريم عادل' },
      kind: 'portrait',
      palette: ['#2a9d8f', '#f2e8cf'],
    },
  },
  {
    key: 'review-hossam-abdel-fattah',
    doctorKey: 'dr-mona-abdel-rahman',
    consent: { on: '2026-04-02', by: 'email' },
    authorName: { en: 'Hossam Abdel Fattah', ar: 'حسام عبد الفتاح' },
    body: {
      en: 'I suffered from a blocked nose for years. After sinus surgery with Dr. Mona I can finally breathe and sleep properly. The call centre confirmed my booking the same day and the syndicate card was accepted without any trouble.',
      ar: 'عانيت من انسداد الأنف لسنوات، وبعد عملية الجيوب الأنفية مع الدكتورة منى أصبحت أتنفس وأنام بشكل طبيعي أخيرًا. أكد مركز الاتصال حجزي في اليوم نفسه وتم قبول كارنيه النقابة دون أي مشكلة.',
    },
    rating: 5,
    branchKey: 'branch-mohandessin',
    userImage: {
      key: 'review-hossam-abdel-fattah-avatar',
      alt: { en: 'Hossam Abdel Fattah', ar: 'حسام عبد الفتاح' },
      kind: 'portrait',
      palette: ['#0f4c75', '#f4a261'],
    },
  },
  {
    key: 'review-nourhan-samir',
    consent: { on: '2026-04-20', by: 'whatsapp' },
    authorName: { en: 'Nourhan Samir', ar: 'نورهان سمير' },
    body: {
      en: 'Very professional hearing test for my father and a clear explanation of the results. The only downside was the waiting time in the evening session, so I recommend arriving early.',
      ar: 'اختبار سمع احترافي جدًا لوالدي مع شرح واضح للنتيجة. العيب الوحيد كان وقت الانتظار في الفترة المسائية، لذلك أنصح بالحضور مبكرًا.',
    },
    rating: 4,
    branchKey: 'branch-smouha',
    userImage: {
      key: 'review-nourhan-samir-avatar',
      alt: { en: 'Nourhan Samir', ar: 'نورهان سمير' },
      kind: 'portrait',
      palette: ['#1b6f8a', '#e9c46a'],
    },
  },
  {
    key: 'review-ahmed-galal',
    consent: { on: '2026-05-09', by: 'signedForm' },
    authorName: { en: 'Ahmed Galal', ar: 'أحمد جلال' },
    body: {
      en: 'I had attacks of dizziness whenever I turned in bed. The balance test found the cause and one repositioning session was enough. I wish I had come months earlier.',
      ar: 'كانت تأتيني نوبات دوار كلما تقلبت في السرير. حدد اختبار الاتزان السبب وكانت جلسة واحدة لإعادة التموضع كافية. تمنيت لو أنني حضرت قبل ذلك بشهور.',
    },
    rating: 5,
    userImage: {
      key: 'review-ahmed-galal-avatar',
      alt: { en: 'Ahmed Galal', ar: 'أحمد جلال' },
      kind: 'portrait',
      palette: ['#022351', '#a8dadc'],
    },
  },
  {
    key: 'review-fatma-mostafa',
    doctorKey: 'dr-karim-mansour',
    consent: { on: '2026-06-11', by: 'phoneCall' },
    authorName: { en: 'Fatma Mostafa', ar: 'فاطمة مصطفى' },
    body: {
      en: 'As a teacher I kept losing my voice. Dr. Karim examined my vocal cords and Dr. Rania’s voice therapy sessions made a real difference. Now I finish the school day without pain.',
      ar: 'بصفتي معلمة كنت أفقد صوتي باستمرار. فحص الدكتور كريم أحبالي الصوتية، وأحدثت جلسات تأهيل الصوت مع الدكتورة رانيا فرقًا حقيقيًا، وأصبحت أنهي اليوم الدراسي دون ألم.',
    },
    rating: 5,
    branchKey: 'branch-heliopolis',
    userImage: {
      key: 'review-fatma-mostafa-avatar',
      alt: { en: 'Fatma Mostafa', ar: 'فاطمة مصطفى' },
      kind: 'portrait',
      palette: ['#0f4c75', '#e9c46a'],
    },
  },
  {
    key: 'review-sherif-naguib',
    doctorKey: 'dr-tarek-hassan',
    consent: { on: '2026-07-01', by: 'email' },
    authorName: { en: 'Sherif Naguib', ar: 'شريف نجيب' },
    body: {
      en: 'Prof. Tarek followed up my thyroid nodule carefully and did not rush into surgery. Clean clinic and respectful staff. Parking near the building can be difficult at peak times.',
      ar: 'تابع الأستاذ الدكتور طارق عقدة الغدة الدرقية لدي بعناية ولم يتعجل في قرار الجراحة. العيادة نظيفة وفريق العمل محترم، لكن إيجاد مكان لركن السيارة قرب المبنى قد يكون صعبًا في أوقات الذروة.',
    },
    rating: 4,
    branchKey: 'branch-smouha',
    userImage: {
      key: 'review-sherif-naguib-avatar',
      alt: { en: 'Sherif Naguib', ar: 'شريف نجيب' },
      kind: 'portrait',
      palette: ['#022351', '#e76f51'],
    },
  },
  {
    key: 'review-amira-kamal',
    doctorKey: 'dr-salma-youssef',
    consent: { on: '2026-08-17', by: 'whatsapp' },
    authorName: { en: 'Amira Kamal', ar: 'أميرة كمال' },
    body: {
      en: 'Booking on the website was easy and I received a confirmation call within a few hours. Dr. Salma was patient with my mother and helped her choose the right hearing aid.',
      ar: 'كان الحجز عبر الموقع سهلًا وتلقيت مكالمة التأكيد خلال ساعات قليلة. وكانت الدكتورة سلمى صبورة جدًا مع والدتي وساعدتها في اختيار السماعة المناسبة.',
    },
    rating: 5,
    branchKey: 'branch-mohandessin',
    userImage: {
      key: 'review-amira-kamal-avatar',
      alt: { en: 'Amira Kamal', ar: 'أميرة كمال' },
      kind: 'portrait',
      palette: ['#2a9d8f', '#f4a261'],
    },
  },
];
