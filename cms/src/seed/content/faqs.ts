import type { FaqSeed } from './types';

export const faqs: FaqSeed[] = [
  {
    key: 'faq-how-to-book',
    question: { en: 'How do I book an appointment?', ar: 'كيف أحجز موعدًا؟' },
    answer: {
      en: 'You can book online through the booking page by choosing the branch, the doctor and the session that suits you. You can also call the branch directly or send us a message on WhatsApp, and our call centre will complete the booking for you.',
      ar: 'يمكنك الحجز عبر صفحة الحجز على الموقع باختيار الفرع والطبيب والفترة المناسبة لك. كما يمكنك الاتصال بالفرع مباشرة أو مراسلتنا على واتساب، وسيكمل مركز الاتصال الحجز نيابة عنك.',
    },
    sortOrder: 1,
  },
  {
    key: 'faq-confirmation-call',
    question: { en: 'Is my online booking confirmed straight away?', ar: 'هل يتم تأكيد الحجز الإلكتروني فورًا؟' },
    answer: {
      en: 'An online booking is a request until our call centre confirms it. A member of the team will call you, usually within one working day, to confirm the appointment, check your details and answer any questions. Please keep your phone available after booking.',
      ar: 'الحجز الإلكتروني يعد طلبًا حتى يؤكده مركز الاتصال. سيتصل بك أحد أعضاء الفريق، عادة خلال يوم عمل واحد، لتأكيد الموعد ومراجعة بياناتك والإجابة عن أي استفسار، لذا يرجى إبقاء هاتفك متاحًا بعد الحجز.',
    },
    sortOrder: 2,
  },
  {
    key: 'faq-cancel-reschedule',
    question: { en: 'How can I cancel or change my appointment?', ar: 'كيف ألغي موعدي أو أغيره؟' },
    answer: {
      en: 'Please call the branch or send a WhatsApp message at least 24 hours before your appointment so that we can offer the place to another patient. There is no fee for cancelling or rescheduling with notice.',
      ar: 'يرجى الاتصال بالفرع أو إرسال رسالة على واتساب قبل موعدك بـ 24 ساعة على الأقل حتى نتمكن من إتاحة المكان لمريض آخر. لا توجد أي رسوم على الإلغاء أو تغيير الموعد عند الإبلاغ المسبق.',
    },
    sortOrder: 3,
  },
  {
    key: 'faq-contracts-insurance',
    question: {
      en: 'Do you accept insurance, company contracts and syndicate cards?',
      ar: 'هل تقبلون التأمين الطبي وتعاقدات الشركات وكارنيهات النقابات؟',
    },
    answer: {
      en: 'Yes. We have contracts with a number of companies, medical insurance providers and professional syndicates. When booking, choose your contract type and upload a clear photo of your card. On the day of the visit, please bring the original valid card; expired cards cannot be accepted under the contract.',
      ar: 'نعم، لدينا تعاقدات مع عدد من الشركات وشركات التأمين الطبي والنقابات المهنية. عند الحجز اختر نوع التعاقد وارفع صورة واضحة من الكارنيه، وفي يوم الزيارة يرجى إحضار الكارنيه الأصلي ساري الصلاحية، إذ لا يمكن قبول الكارنيهات المنتهية ضمن التعاقد.',
    },
    sortOrder: 4,
  },
  {
    key: 'faq-what-to-bring',
    question: { en: 'What should I bring to my first visit?', ar: 'ماذا أحضر معي في الزيارة الأولى؟' },
    answer: {
      en: 'Please bring your national ID, your contract or syndicate card if you have one, any previous medical reports, scans and hearing tests, and a list of the medicines you take regularly.',
      ar: 'يرجى إحضار بطاقة الرقم القومي، وكارنيه التعاقد أو النقابة إن وجد، وأي تقارير طبية أو أشعة أو اختبارات سمع سابقة، وقائمة بالأدوية التي تتناولها بانتظام.',
    },
    sortOrder: 5,
  },
  {
    key: 'faq-children',
    question: { en: 'Do you see children?', ar: 'هل تستقبلون الأطفال؟' },
    answer: {
      en: 'Yes, we see patients of all ages, from newborn hearing screening onwards, and we have dedicated paediatric ENT consultants. Children under 18 must be accompanied by a parent or legal guardian.',
      ar: 'نعم، نستقبل المرضى من جميع الأعمار بدءًا من المسح السمعي لحديثي الولادة، ولدينا استشاريون متخصصون في أنف وأذن وحنجرة الأطفال. ويجب أن يرافق الطفل دون 18 عامًا أحد الوالدين أو الولي القانوني.',
    },
    sortOrder: 6,
  },
  {
    key: 'faq-hearing-test-preparation',
    question: { en: 'Do I need to prepare for a hearing test?', ar: 'هل أحتاج إلى استعداد قبل اختبار السمع؟' },
    answer: {
      en: 'Avoid loud noise for the day before the test and tell us if your ears feel blocked, as wax may need removing first. The test takes 20 to 30 minutes, is painless and the doctor explains the results the same day.',
      ar: 'تجنب الأصوات العالية في اليوم السابق للاختبار، وأخبرنا إذا شعرت بانسداد في أذنيك فقد يلزم تنظيف الشمع أولًا. يستغرق الاختبار من 20 إلى 30 دقيقة وهو غير مؤلم، ويشرح لك الطبيب النتيجة في اليوم نفسه.',
    },
    sortOrder: 7,
  },
  {
    key: 'faq-payment',
    question: { en: 'How do I pay for my visit?', ar: 'كيف أدفع قيمة الكشف؟' },
    answer: {
      en: 'Consultation and test fees are paid in cash at the reception desk on the day of your visit. For contract patients, the company or syndicate covers its agreed share and you pay any remaining amount in cash. Our call centre can tell you the fee when confirming your booking.',
      ar: 'تُدفع رسوم الكشف والاختبارات نقدًا في الاستقبال يوم الزيارة. وبالنسبة لمرضى التعاقدات تتحمل الشركة أو النقابة النسبة المتفق عليها وتدفع أنت المبلغ المتبقي نقدًا. ويمكن لمركز الاتصال إخبارك بقيمة الكشف عند تأكيد الحجز.',
    },
    sortOrder: 8,
  },
  {
    key: 'faq-location-parking',
    question: {
      en: 'Where are your branches, and is there parking?',
      ar: 'أين تقع فروعكم وهل يوجد مكان لانتظار السيارات؟',
    },
    answer: {
      en: 'We have three branches: El-Merghany Street in Heliopolis, Shehab Street in Mohandessin and Victor Emmanuel Street in Smouha, Alexandria. Each branch page has a map link. Street parking is available nearby, and the Smouha branch has a paid car park next to the building.',
      ar: 'لدينا ثلاثة فروع: شارع الميرغني في مصر الجديدة، وشارع شهاب في المهندسين، وشارع فيكتور عمانويل في سموحة بالإسكندرية. وتحتوي صفحة كل فرع على رابط الخريطة. تتوفر أماكن انتظار في الشوارع المجاورة، ويوجد بجوار مبنى فرع سموحة جراج بأجر.',
    },
    sortOrder: 9,
  },
  {
    key: 'faq-opening-hours',
    question: { en: 'What are your opening hours?', ar: 'ما مواعيد العمل؟' },
    answer: {
      en: 'Heliopolis and Smouha are open Saturday to Thursday from 12:00 to 22:00 (Smouha closes at 20:00 on Thursdays) and are closed on Fridays. Mohandessin is open Saturday to Thursday from 11:00 to 21:00 and on Fridays from 16:00 to 21:00.',
      ar: 'يعمل فرعا مصر الجديدة وسموحة من السبت إلى الخميس من 12:00 ظهرًا حتى 22:00 مساءً (ويغلق فرع سموحة في 20:00 يوم الخميس)، ويغلقان يوم الجمعة. ويعمل فرع المهندسين من السبت إلى الخميس من 11:00 صباحًا حتى 21:00 مساءً، ويوم الجمعة من 16:00 حتى 21:00.',
    },
    sortOrder: 10,
  },
  {
    key: 'faq-session-order',
    question: { en: 'Will I be seen at an exact time?', ar: 'هل سيتم الكشف عليّ في موعد محدد بالدقيقة؟' },
    answer: {
      en: 'Most clinics work in sessions, for example an afternoon or evening session. Your booking reserves a place in the session, and patients booked into the same session are seen in order of arrival. We recommend arriving 15 minutes before the session starts.',
      ar: 'تعمل معظم العيادات بنظام الفترات، مثل فترة الظهيرة أو الفترة المسائية. يحجز لك الحجز مكانًا في الفترة، ويتم الكشف على المرضى المحجوزين في الفترة نفسها حسب أولوية الحضور. لذا ننصح بالحضور قبل بداية الفترة بـ 15 دقيقة.',
    },
    sortOrder: 11,
  },
  {
    key: 'faq-reports',
    question: { en: 'Can I get a copy of my test results?', ar: 'هل يمكنني الحصول على نسخة من نتائج الفحوصات؟' },
    answer: {
      en: 'Yes. Hearing tests, tympanometry and balance tests are printed and given to you at the end of the visit, and the doctor can write a medical report on request, for example for your employer or school.',
      ar: 'نعم، تُطبع نتائج اختبارات السمع وقياس ضغط الأذن الوسطى واختبارات الاتزان وتُسلم لك في نهاية الزيارة، ويمكن للطبيب كتابة تقرير طبي عند الطلب، مثل تقديمه لجهة العمل أو المدرسة.',
    },
    sortOrder: 12,
  },
];
