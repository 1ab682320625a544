import type { ArticleSeed } from './types';

/** Articles about the nose, sinuses, throat, voice and children's airway. */
export const noseThroatArticles: ArticleSeed[] = [
  {
    key: 'chronic-sinusitis-or-cold',
    title: {
      en: 'Chronic Sinusitis or a Lingering Cold? How to Tell the Difference',
      ar: 'التهاب الجيوب المزمن أم نزلة برد طويلة؟ كيف تفرق بينهما',
    },
    slug: { en: 'chronic-sinusitis-or-lingering-cold', ar: 'التهاب-الجيوب-المزمن-أم-نزلة-برد' },
    excerpt: {
      en: 'Most colds clear within ten days. When a blocked nose, discharge and facial pressure last for months, it is time to think about chronic sinusitis.',
      ar: 'تزول معظم نزلات البرد خلال عشرة أيام، أما إذا استمر انسداد الأنف والإفرازات والضغط في الوجه لشهور فقد حان الوقت للتفكير في التهاب الجيوب المزمن.',
    },
    body: {
      en: [
        'A common cold usually peaks within two or three days and settles within ten. Acute sinusitis can follow a cold and last a few weeks. But when symptoms go on for three months or more, doctors call it chronic rhinosinusitis, a long-term inflammation of the lining of the nose and sinuses.',
        '## Symptoms of chronic sinusitis',
        '- A blocked or congested nose.\n- Thick discharge from the front of the nose or down the back of the throat.\n- Pressure or pain around the cheeks, eyes or forehead.\n- A reduced or lost sense of smell.',
        '## Why it matters',
        'Chronic sinusitis affects sleep, concentration and quality of life, and it is often linked with asthma and nasal allergy. In some patients the swollen lining forms nasal polyps, which block the nose further and reduce the sense of smell.',
        '## How we treat it',
        'The first line of treatment is daily saline rinses and a steroid nasal spray used correctly and consistently for several weeks. Antibiotics are only useful in specific situations. If symptoms continue despite good treatment, a nasal endoscopy and a CT scan help decide whether endoscopic sinus surgery would help.',
        'Seek urgent care if sinus symptoms are accompanied by swelling or redness around the eye, double vision, a severe headache, confusion or a high fever.',
      ],
      ar: [
        'تبلغ نزلة البرد العادية ذروتها عادة خلال يومين أو ثلاثة وتزول خلال عشرة أيام، وقد يليها التهاب حاد في الجيوب يستمر بضعة أسابيع. أما إذا استمرت الأعراض ثلاثة أشهر أو أكثر فيطلق عليها الأطباء التهاب الأنف والجيوب المزمن، وهو التهاب طويل المدى في بطانة الأنف والجيوب الأنفية.',
        '## أعراض التهاب الجيوب المزمن',
        '- انسداد أو احتقان في الأنف.\n- إفرازات سميكة من مقدمة الأنف أو نازلة إلى الحلق من الخلف.\n- ضغط أو ألم حول الخدين أو العينين أو الجبهة.\n- ضعف حاسة الشم أو فقدانها.',
        '## لماذا يهم ذلك',
        'يؤثر التهاب الجيوب المزمن على النوم والتركيز وجودة الحياة، وكثيرًا ما يرتبط بالربو وحساسية الأنف. ولدى بعض المرضى تكوّن البطانة المتورمة لحميات أنفية تزيد من انسداد الأنف وتضعف حاسة الشم.',
        '## كيف نعالجه',
        'يبدأ العلاج بغسول الأنف اليومي بالمحلول الملحي وبخاخ الكورتيزون الأنفي مع استخدامه بالطريقة الصحيحة وبانتظام لعدة أسابيع، أما المضادات الحيوية فلا تفيد إلا في حالات محددة. وإذا استمرت الأعراض رغم العلاج الجيد، يساعد منظار الأنف والأشعة المقطعية على تحديد ما إذا كانت جراحة الجيوب بالمنظار ستفيد.',
        'اطلب الرعاية العاجلة إذا صاحب أعراض الجيوب تورم أو احمرار حول العين أو ازدواج في الرؤية أو صداع شديد أو تشوش أو ارتفاع شديد في الحرارة.',
      ],
    },
    categoryKey: 'nose-sinus',
    authorKey: 'dr-mona-abdel-rahman',
    publishedDate: '2026-02-09',
    cover: {
      key: 'article-chronic-sinusitis-cover',
      alt: {
        en: 'Woman with sinus pressure holding her forehead',
        ar: 'سيدة تعاني من ضغط الجيوب الأنفية وتمسك جبهتها',
      },
      kind: 'scene',
      palette: ['#0f4c75', '#f4a261'],
    },
    seo: {
      metaTitle: {
        en: 'Chronic Sinusitis or a Lingering Cold?',
        ar: 'التهاب الجيوب المزمن أم نزلة برد طويلة؟',
      },
      metaDescription: {
        en: 'How to tell a lingering cold from chronic sinusitis, the symptoms that last beyond 12 weeks, and how rinses, sprays and sinus surgery can help.',
        ar: 'كيف تفرق بين نزلة البرد الطويلة والتهاب الجيوب المزمن، وما الأعراض التي تستمر أكثر من 12 أسبوعًا، وكيف يساعد الغسول والبخاخات وجراحة المنظار.',
      },
    },
  },
  {
    key: 'nasal-allergy-khamaseen',
    title: {
      en: 'Spring Dust and Khamaseen Winds: Managing Nasal Allergy',
      ar: 'أتربة الربيع ورياح الخماسين: كيف تتعامل مع حساسية الأنف',
    },
    slug: { en: 'nasal-allergy-khamaseen-season', ar: 'حساسية-الأنف-في-موسم-الخماسين' },
    excerpt: {
      en: 'Every spring, dusty khamaseen winds bring sneezing and blocked noses to many Egyptians. A few simple steps can make the season much easier.',
      ar: 'مع كل ربيع تحمل رياح الخماسين المحملة بالأتربة العطس وانسداد الأنف إلى كثير من المصريين، وبعض الخطوات البسيطة يمكن أن تجعل الموسم أسهل بكثير.',
    },
    body: {
      en: [
        'Between March and May, hot dusty winds known as the khamaseen sweep across Egypt. For people with allergic rhinitis, these days bring sneezing fits, a runny and itchy nose, watery eyes and a blocked nose that disturbs sleep. Dust also irritates noses that are not allergic at all.',
        '## Reduce your exposure',
        '- Follow the weather forecast and keep windows closed on dusty days.\n- Wear a well-fitting mask if you must be outdoors during a storm.\n- Shower and change clothes after coming home.\n- Clean surfaces with a damp cloth rather than a dry duster.',
        '## Treatments that work',
        'Saline rinses wash dust and allergens out of the nose and are safe to use daily. Non-sedating antihistamines help sneezing and itching. Steroid nasal sprays are the most effective treatment for a blocked nose, and work best when started a week or two before the season and used every day.',
        '## A word about decongestant sprays',
        'Decongestant drops and sprays give quick relief, but using them for more than five to seven days can cause rebound congestion, and the nose becomes dependent on them. If you find you cannot stop, speak to your doctor, as this can be treated.',
        'If symptoms continue all year, affect your sleep or come with wheezing, an ENT assessment and allergy testing can identify the triggers and guide longer-term treatment.',
      ],
      ar: [
        'بين شهري مارس ومايو تهب على مصر رياح حارة محملة بالأتربة تُعرف برياح الخماسين. وبالنسبة لمرضى حساسية الأنف تحمل هذه الأيام نوبات العطس والرشح وحكة الأنف ودموع العين وانسداد الأنف الذي يزعج النوم، كما تهيج الأتربة الأنف حتى لدى من لا يعانون من الحساسية.',
        '## قلل تعرضك للأتربة',
        '- تابع النشرة الجوية وأغلق النوافذ في الأيام المتربة.\n- ارتد كمامة محكمة إذا اضطررت للخروج أثناء العاصفة.\n- استحم وبدل ملابسك بعد العودة إلى المنزل.\n- نظف الأسطح بقطعة قماش مبللة بدلًا من المنفضة الجافة.',
        '## علاجات فعالة',
        'يغسل المحلول الملحي الأتربة ومسببات الحساسية من الأنف وهو آمن للاستخدام اليومي. وتساعد مضادات الهيستامين غير المسببة للنعاس على تخفيف العطس والحكة. أما بخاخات الكورتيزون الأنفية فهي أكثر العلاجات فاعلية لانسداد الأنف، وتعمل بشكل أفضل عند البدء بها قبل الموسم بأسبوع أو أسبوعين واستخدامها يوميًا.',
        '## كلمة عن بخاخات إزالة الاحتقان',
        'تمنح قطرات وبخاخات إزالة الاحتقان راحة سريعة، لكن استخدامها أكثر من خمسة إلى سبعة أيام قد يسبب احتقانًا ارتداديًا فيصبح الأنف معتمدًا عليها. وإذا وجدت أنك لا تستطيع التوقف عنها فتحدث مع طبيبك، فهذه الحالة قابلة للعلاج.',
        'إذا استمرت الأعراض طوال العام أو أثرت على نومك أو صاحبها أزيز في الصدر، فإن تقييم طبيب الأنف والأذن والحنجرة واختبارات الحساسية يساعدان على تحديد المسببات ووضع خطة علاج طويلة المدى.',
      ],
    },
    categoryKey: 'nose-sinus',
    authorKey: 'dr-omar-farouk',
    publishedDate: '2026-04-02',
    cover: {
      key: 'article-khamaseen-allergy-cover',
      alt: {
        en: 'Dusty sky over a city during khamaseen winds',
        ar: 'سماء مليئة بالأتربة فوق المدينة أثناء رياح الخماسين',
      },
      kind: 'scene',
      palette: ['#1b6f8a', '#e9c46a'],
    },
    seo: {
      metaTitle: {
        en: 'Khamaseen Season and Nasal Allergy: Practical Tips',
        ar: 'حساسية الأنف في موسم الخماسين: نصائح عملية',
      },
      metaDescription: {
        en: 'Practical tips for managing nasal allergy during Egypt’s dusty khamaseen season, from saline rinses and steroid sprays to knowing when to see an ENT.',
        ar: 'نصائح عملية للتعامل مع حساسية الأنف في موسم الخماسين المترب في مصر، من غسول الأنف وبخاخات الكورتيزون إلى معرفة متى تحتاج إلى زيارة الطبيب.',
      },
    },
  },
  {
    key: 'hoarseness-when-to-get-checked',
    title: {
      en: 'Hoarseness That Won’t Go Away: When to Get Checked',
      ar: 'بحة الصوت التي لا تزول: متى يجب الفحص',
    },
    slug: { en: 'hoarseness-when-to-get-checked', ar: 'بحة-الصوت-متى-يجب-الفحص' },
    excerpt: {
      en: 'A hoarse voice after a cold or a loud wedding is normal. Hoarseness that lasts more than three weeks deserves a look at the vocal cords.',
      ar: 'بحة الصوت بعد نزلة برد أو حفل زفاف صاخب أمر طبيعي، لكن البحة التي تستمر أكثر من ثلاثة أسابيع تستحق فحص الأحبال الصوتية.',
    },
    body: {
      en: [
        'Most hoarseness is short-lived. A viral laryngitis, shouting at a football match or singing all night at a wedding can all leave you with a rough voice for a few days. But when hoarseness lasts longer than three weeks, the vocal cords should be examined.',
        '## Common causes of persistent hoarseness',
        '- Vocal cord nodules, polyps and cysts, often related to voice overuse.\n- Reflux of stomach acid reaching the throat.\n- Muscle tension in and around the voice box.\n- Weakness or paralysis of a vocal cord.\n- Less commonly, growths of the larynx, especially in smokers.',
        '## Smoking, shisha and the voice',
        'Cigarette and shisha smoke both irritate the lining of the larynx and are the main risk factors for cancer of the voice box. A smoker with hoarseness for more than three weeks should be seen without delay; early laryngeal cancer is highly curable and often treatable while preserving the voice.',
        '## What the examination involves',
        'The examination is a quick laryngoscopy in the clinic, usually with a thin flexible camera through the nose. Videostroboscopy shows how the vocal cords vibrate and helps distinguish between different lesions. Many patients then need only voice therapy and reflux treatment rather than surgery.',
        'See a doctor sooner if hoarseness is accompanied by difficulty breathing or swallowing, coughing up blood, a lump in the neck or unexplained weight loss.',
      ],
      ar: [
        'معظم حالات بحة الصوت قصيرة المدة، فالتهاب الحنجرة الفيروسي أو الصراخ في مباراة كرة قدم أو الغناء طوال الليل في حفل زفاف قد يترك الصوت مبحوحًا لبضعة أيام. لكن إذا استمرت البحة أكثر من ثلاثة أسابيع فيجب فحص الأحبال الصوتية.',
        '## أسباب شائعة لبحة الصوت المستمرة',
        '- عقيدات وزوائد وأكياس الأحبال الصوتية، وغالبًا ما ترتبط بالإجهاد الصوتي.\n- ارتجاع حمض المعدة إلى الحلق.\n- شد العضلات داخل الحنجرة وحولها.\n- ضعف أو شلل أحد الأحبال الصوتية.\n- وبصورة أقل شيوعًا أورام الحنجرة، خاصة لدى المدخنين.',
        '## التدخين والشيشة والصوت',
        'يهيج دخان السجائر والشيشة بطانة الحنجرة، وهما عاملا الخطر الرئيسيان لسرطان الحنجرة. لذلك يجب على المدخن الذي يعاني من بحة تستمر أكثر من ثلاثة أسابيع أن يراجع الطبيب دون تأخير، فسرطان الحنجرة المبكر قابل للشفاء بنسبة عالية ويمكن علاجه غالبًا مع الحفاظ على الصوت.',
        '## ماذا يشمل الفحص',
        'الفحص عبارة عن منظار سريع للحنجرة في العيادة، غالبًا بكاميرا مرنة رفيعة عبر الأنف. ويوضح المنظار الاهتزازي طريقة اهتزاز الأحبال الصوتية ويساعد على التمييز بين أنواع الإصابات المختلفة. ويحتاج كثير من المرضى بعد ذلك إلى تأهيل الصوت وعلاج الارتجاع فقط دون جراحة.',
        'راجع الطبيب في وقت أقرب إذا صاحب البحة صعوبة في التنفس أو البلع أو سعال مصحوب بدم أو كتلة في الرقبة أو نقص غير مبرر في الوزن.',
      ],
    },
    categoryKey: 'throat-voice',
    authorKey: 'dr-karim-mansour',
    publishedDate: '2026-06-15',
    cover: {
      key: 'article-hoarseness-cover',
      alt: { en: 'Illustration of the larynx and vocal cords', ar: 'رسم توضيحي للحنجرة والأحبال الصوتية' },
      kind: 'scene',
      palette: ['#1b6f8a', '#e76f51'],
    },
    seo: {
      metaTitle: {
        en: 'Hoarseness That Won’t Go Away: When to Get Checked',
        ar: 'بحة الصوت التي لا تزول: متى يجب الفحص',
      },
      metaDescription: {
        en: 'Hoarseness lasting more than three weeks should be checked. Learn the common causes, the risk from smoking and shisha, and what laryngoscopy involves.',
        ar: 'بحة الصوت التي تستمر أكثر من ثلاثة أسابيع تحتاج إلى فحص. تعرّف على أسبابها الشائعة وخطورة التدخين والشيشة وما يشمله فحص منظار الحنجرة.',
      },
    },
  },
  {
    key: 'voice-care-for-teachers',
    title: {
      en: 'Voice Care for Teachers: Getting Through the School Year',
      ar: 'العناية بالصوت للمعلمين: كيف تعبر العام الدراسي بسلام',
    },
    slug: { en: 'voice-care-for-teachers', ar: 'العناية-بالصوت-للمعلمين' },
    excerpt: {
      en: 'Teachers are among the people most likely to develop voice problems. These everyday habits protect the voice from the first week of term to the last.',
      ar: 'المعلمون من أكثر الفئات عرضة لمشاكل الصوت، وهذه العادات اليومية تحمي الصوت من أول أسبوع في الدراسة حتى آخره.',
    },
    body: {
      en: [
        'With the new school year under way, our voice clinic starts to fill with teachers. Long days of speaking over classroom noise, dusty environments and little time to drink water put the vocal cords under constant strain. Many teachers lose their voice repeatedly and accept it as part of the job, but it does not have to be.',
        '## Warning signs',
        '- Your voice is tired or hoarse by the end of the school day.\n- You have to push to be heard, or your throat aches after speaking.\n- Your voice breaks on high notes or has become lower.\n- You frequently clear your throat.',
        '## Everyday habits that help',
        'Keep a bottle of water on your desk and sip regularly. Use non-verbal signals such as clapping or a raised hand to gain attention instead of raising your voice. Face the class when speaking, avoid talking over noise, and use a small voice amplifier in large classrooms. Rest your voice between lessons and avoid whispering, which also strains the vocal cords.',
        '## Look after your general health',
        'Treat reflux and nasal allergy, limit caffeine late in the day, and do not smoke. When you have a cold, reduce how much you speak rather than forcing your voice through it.',
        'If hoarseness lasts more than three weeks, or if you repeatedly lose your voice, book a voice assessment. Early voice therapy can often prevent nodules from forming or help them resolve without surgery.',
      ],
      ar: [
        'مع بداية العام الدراسي الجديد تبدأ عيادة الصوت في استقبال أعداد كبيرة من المعلمين. فأيام العمل الطويلة مع الكلام فوق ضوضاء الفصل والبيئة المتربة وقلة الوقت لشرب الماء تضع الأحبال الصوتية تحت ضغط مستمر. ويفقد كثير من المعلمين أصواتهم بشكل متكرر ويعتبرون ذلك جزءًا من المهنة، لكن لا ينبغي أن يكون الأمر كذلك.',
        '## علامات تحذيرية',
        '- صوتك متعب أو مبحوح في نهاية اليوم الدراسي.\n- تحتاج إلى بذل جهد ليسمعك الطلاب، أو تشعر بألم في الحلق بعد الكلام.\n- يتقطع صوتك في الطبقات العالية أو أصبح أكثر غلظة.\n- تكثر من تنظيف حلقك بالتنحنح.',
        '## عادات يومية مفيدة',
        'احتفظ بزجاجة ماء على مكتبك واشرب منها بانتظام. واستخدم إشارات غير صوتية مثل التصفيق أو رفع اليد للفت الانتباه بدلًا من رفع صوتك. واجه الفصل أثناء الكلام، وتجنب الحديث فوق الضوضاء، واستخدم مكبر صوت صغيرًا في الفصول الكبيرة. وأرح صوتك بين الحصص وتجنب الهمس فهو أيضًا يجهد الأحبال الصوتية.',
        '## اهتم بصحتك العامة',
        'عالج الارتجاع وحساسية الأنف، وقلل من الكافيين في آخر اليوم، وابتعد عن التدخين. وعند الإصابة بنزلة برد قلل من الكلام بدلًا من إجبار صوتك على العمل.',
        'إذا استمرت البحة أكثر من ثلاثة أسابيع أو تكرر فقدانك لصوتك فاحجز موعدًا لتقييم الصوت، فجلسات تأهيل الصوت المبكرة كثيرًا ما تمنع تكوّن العقيدات أو تساعد على زوالها دون جراحة.',
      ],
    },
    categoryKey: 'throat-voice',
    authorKey: 'dr-rania-el-gendy',
    publishedDate: '2026-09-20',
    cover: {
      key: 'article-teachers-voice-cover',
      alt: { en: 'Teacher speaking to a classroom', ar: 'معلمة تتحدث أمام الفصل' },
      kind: 'scene',
      palette: ['#0f4c75', '#e9c46a'],
    },
    seo: {
      metaTitle: {
        en: 'Voice Care for Teachers: Getting Through the Year',
        ar: 'العناية بالصوت للمعلمين طوال العام الدراسي',
      },
      metaDescription: {
        en: 'Practical voice care for teachers: warning signs of voice strain, everyday classroom habits that protect the voice, and when to book a voice assessment.',
        ar: 'نصائح عملية للعناية بالصوت للمعلمين: علامات إجهاد الصوت والعادات اليومية داخل الفصل التي تحمي الصوت ومتى يجب حجز موعد لتقييم الصوت.',
      },
    },
  },
  {
    key: 'child-snoring-adenoids-tonsils',
    title: {
      en: 'Does Your Child Snore? Adenoids, Tonsils and Sleep',
      ar: 'هل يشخر طفلك؟ اللحمية واللوزتان والنوم',
    },
    slug: { en: 'child-snoring-adenoids-tonsils', ar: 'شخير-الأطفال-اللحمية-واللوزتين' },
    excerpt: {
      en: 'Snoring in children is not always harmless. Learn the signs that suggest enlarged adenoids or tonsils are disturbing your child’s sleep.',
      ar: 'شخير الأطفال ليس دائمًا أمرًا بسيطًا. تعرّف على العلامات التي تشير إلى أن تضخم اللحمية أو اللوزتين يؤثر على نوم طفلك.',
    },
    body: {
      en: [
        'Occasional light snoring during a cold is common in children. Regular loud snoring, however, is a sign that the airway is partly blocked during sleep, and in young children the most common reason is enlarged adenoids and tonsils.',
        '## Signs to look out for at night',
        '- Loud snoring on most nights.\n- Pauses in breathing, gasping or snorting.\n- Restless sleep in unusual positions, with the neck stretched back.\n- Heavy sweating or bedwetting after having been dry.',
        '## Signs during the day',
        'Children with disturbed sleep rarely seem sleepy. Instead, they may be irritable, hyperactive or struggle to concentrate at school. Other clues are breathing through the mouth, a nasal voice, morning headaches and poor appetite or slow weight gain.',
        '## What we do',
        'The doctor examines the nose, throat and ears, and may use a thin endoscope or an X-ray to assess the adenoids. A sleep study may be recommended in some children. If the adenoids and tonsils are the cause, removing them usually resolves the snoring and improves sleep, behaviour and growth. Milder cases may first be treated with nasal sprays and follow-up.',
        'Please book an assessment if your child snores loudly most nights, and seek urgent care if they seem to struggle to breathe while awake.',
      ],
      ar: [
        'الشخير الخفيف العارض أثناء نزلات البرد شائع لدى الأطفال، لكن الشخير العالي المنتظم علامة على انسداد جزئي في مجرى التنفس أثناء النوم، والسبب الأكثر شيوعًا لدى الأطفال الصغار هو تضخم اللحمية واللوزتين.',
        '## علامات يجب ملاحظتها ليلًا',
        '- شخير عالٍ في معظم الليالي.\n- توقف التنفس أو الشهقات أو الاختناق أثناء النوم.\n- نوم مضطرب في أوضاع غير معتادة مع مد الرقبة إلى الخلف.\n- تعرق شديد أو عودة التبول اللاإرادي بعد التوقف عنه.',
        '## علامات أثناء النهار',
        'نادرًا ما يبدو الطفل المضطرب في نومه ناعسًا، بل قد يكون عصبيًا أو مفرط النشاط أو يجد صعوبة في التركيز في المدرسة. ومن العلامات الأخرى التنفس من الفم والصوت الأنفي والصداع الصباحي وضعف الشهية أو بطء زيادة الوزن.',
        '## ماذا نفعل',
        'يفحص الطبيب الأنف والحلق والأذنين، وقد يستخدم منظارًا رفيعًا أو أشعة عادية لتقييم حجم اللحمية، وقد يُنصح بعض الأطفال بإجراء دراسة نوم. وإذا كانت اللحمية واللوزتان هما السبب فإن استئصالهما يعالج الشخير عادة ويحسن النوم والسلوك والنمو، بينما يمكن علاج الحالات الأخف أولًا ببخاخات الأنف والمتابعة.',
        'احجز موعدًا للتقييم إذا كان طفلك يشخر بصوت عالٍ في معظم الليالي، واطلب الرعاية العاجلة إذا بدا أنه يجد صعوبة في التنفس وهو مستيقظ.',
      ],
    },
    categoryKey: 'childrens-ent',
    authorKey: 'dr-nadia-fouad',
    publishedDate: '2026-10-05',
    cover: {
      key: 'article-child-snoring-cover',
      alt: { en: 'Child sleeping peacefully with a teddy bear', ar: 'طفل ينام بهدوء بجوار دميته' },
      kind: 'scene',
      palette: ['#2a9d8f', '#f4a261'],
    },
    seo: {
      metaTitle: {
        en: 'Does Your Child Snore? Adenoids, Tonsils and Sleep',
        ar: 'هل يشخر طفلك؟ اللحمية واللوزتان والنوم',
      },
      metaDescription: {
        en: 'Loud snoring in children can signal enlarged adenoids or tonsils. Learn the night and daytime signs, how we assess them and when surgery helps.',
        ar: 'قد يشير الشخير العالي لدى الأطفال إلى تضخم اللحمية أو اللوزتين. تعرّف على العلامات الليلية والنهارية وطريقة التقييم ومتى تفيد الجراحة.',
      },
    },
  },
];
