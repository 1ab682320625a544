import type { ArticleSeed } from './types';

/** Articles about the ear, hearing and balance (including children's hearing). */
export const earArticles: ArticleSeed[] = [
  {
    key: 'ear-wax-and-cotton-buds',
    title: {
      en: 'Ear Wax and Cotton Buds: Why Less Is More',
      ar: 'شمع الأذن وأعواد القطن: لماذا يكون الأقل أفضل',
    },
    slug: { en: 'ear-wax-and-cotton-buds', ar: 'شمع-الأذن-وأعواد-القطن' },
    excerpt: {
      en: 'Ear wax protects your ears and usually clears itself. Here is why cotton buds cause more problems than they solve, and when wax really needs removing.',
      ar: 'شمع الأذن يحمي أذنيك ويخرج عادة من تلقاء نفسه. تعرّف على سبب تسبب أعواد القطن في مشاكل أكثر مما تحل، ومتى يحتاج الشمع فعلًا إلى إزالة.',
    },
    body: {
      en: [
        'Almost every week in our ear clinic we see patients who have blocked their own ears while trying to clean them. Ear wax is not dirt: it is a natural substance that moisturises the ear canal, traps dust and has mild antibacterial properties.',
        '## How the ear cleans itself',
        'The skin of the ear canal grows slowly outwards, like a conveyor belt, carrying wax and dust towards the opening. Jaw movements when talking and chewing help this process. For most people, washing the outer ear with a cloth during a shower is all the cleaning that is needed.',
        '## Why cotton buds are a problem',
        '- They push wax deeper, where it packs against the eardrum.\n- They can scratch the thin skin of the canal and cause painful infections.\n- Pushed too far, they can perforate the eardrum.\n- Regular use removes the protective wax and often leaves the ears itchy and dry.',
        '## When wax does need removing',
        'Wax becomes a problem when it blocks the canal, causing muffled hearing, fullness, ringing or difficulty using hearing aids. A few days of olive oil drops can soften it, but if symptoms persist the safest option is microsuction under the microscope in the clinic. We do not recommend ear candles, which are ineffective and can cause burns.',
        'See a doctor promptly if you have ear pain, discharge, sudden hearing loss or dizziness, as these are not caused by wax alone.',
      ],
      ar: [
        'نستقبل في عيادة الأذن كل أسبوع تقريبًا مرضى تسببوا في انسداد آذانهم أثناء محاولة تنظيفها. فشمع الأذن ليس أوساخًا، بل مادة طبيعية ترطب قناة الأذن وتحتجز الأتربة ولها خصائص خفيفة مضادة للبكتيريا.',
        '## كيف تنظف الأذن نفسها',
        'ينمو جلد قناة الأذن ببطء نحو الخارج مثل السير المتحرك، حاملًا معه الشمع والأتربة نحو فتحة الأذن، وتساعد حركة الفك أثناء الكلام والمضغ على ذلك. ولمعظم الناس يكفي مسح الأذن الخارجية بمنشفة أثناء الاستحمام.',
        '## لماذا تمثل أعواد القطن مشكلة',
        '- تدفع الشمع إلى الداخل حيث يتكدس أمام طبلة الأذن.\n- قد تخدش الجلد الرقيق للقناة وتسبب التهابات مؤلمة.\n- إذا دُفعت بعمق فقد تسبب ثقبًا في طبلة الأذن.\n- الاستخدام المنتظم يزيل الشمع الواقي ويترك الأذن جافة ومصابة بالحكة.',
        '## متى يحتاج الشمع إلى إزالة',
        'يصبح الشمع مشكلة عندما يسد القناة ويسبب ضعف السمع أو الإحساس بالامتلاء أو الطنين أو صعوبة استخدام السماعة الطبية. ويمكن لقطرات زيت الزيتون لبضعة أيام أن تلين الشمع، لكن إذا استمرت الأعراض فالخيار الأكثر أمانًا هو الشفط الدقيق تحت الميكروسكوب في العيادة. ولا ننصح بشموع الأذن فهي غير فعالة وقد تسبب حروقًا.',
        'راجع الطبيب سريعًا إذا شعرت بألم في الأذن أو لاحظت إفرازات أو ضعفًا مفاجئًا في السمع أو دوخة، فهذه الأعراض لا يسببها الشمع وحده.',
      ],
    },
    categoryKey: 'ear-health',
    authorKey: 'dr-heba-shawky',
    publishedDate: '2026-01-18',
    cover: {
      key: 'article-ear-wax-cover',
      alt: {
        en: 'Cotton buds crossed out next to an ear illustration',
        ar: 'أعواد قطن عليها علامة منع بجوار رسم للأذن',
      },
      kind: 'scene',
      palette: ['#022351', '#2a9d8f'],
    },
    seo: {
      metaTitle: {
        en: 'Ear Wax and Cotton Buds: Why Less Is More',
        ar: 'شمع الأذن وأعواد القطن: لماذا يكون الأقل أفضل',
      },
      metaDescription: {
        en: 'Why ear wax is healthy, why cotton buds often cause blocked ears and infections, and when wax really needs removing by microsuction in the clinic.',
        ar: 'لماذا يعد شمع الأذن مفيدًا، ولماذا تسبب أعواد القطن انسداد الأذن والالتهابات، ومتى يحتاج الشمع فعلًا إلى إزالة بالشفط الدقيق في العيادة.',
      },
    },
  },
  {
    key: 'sudden-hearing-loss',
    title: {
      en: 'Sudden Hearing Loss: Why the First Days Matter',
      ar: 'فقدان السمع المفاجئ: لماذا تهم الأيام الأولى',
    },
    slug: { en: 'sudden-hearing-loss', ar: 'فقدان-السمع-المفاجئ' },
    excerpt: {
      en: 'Waking up with one ear that suddenly hears less is not something to wait out. Early assessment and treatment give the best chance of recovery.',
      ar: 'الاستيقاظ مع ضعف مفاجئ في سمع إحدى الأذنين ليس أمرًا يُنتظر حتى يزول. فالتقييم والعلاج المبكران يمنحان أفضل فرصة للتعافي.',
    },
    body: {
      en: [
        'Sudden sensorineural hearing loss is a drop in hearing, usually in one ear, that develops over a few hours or up to three days. Many patients notice it on waking, or when they pick up the phone with the affected ear. It is often accompanied by ringing, a feeling of fullness and sometimes dizziness.',
        '## Why it is easy to dismiss',
        'Because the ear feels blocked, many people assume they have wax or water in the ear, or the tail end of a cold, and wait for it to clear. Unfortunately, the treatment that can help works best when it is started early, ideally within the first days and preferably within two weeks.',
        '## What we do',
        '- Examine the ear to exclude wax, infection or fluid behind the eardrum.\n- Perform an urgent hearing test to confirm the type and degree of hearing loss.\n- Start treatment, usually with steroids by mouth or as injections through the eardrum.\n- Arrange an MRI scan to rule out rare causes on the hearing nerve.',
        '## What about recovery?',
        'Many patients recover part or all of their hearing, and the chances are better when treatment starts early and the initial loss is milder. Those who are left with reduced hearing can be helped with hearing aids and, in severe cases, other hearing technologies.',
        'If you notice sudden hearing loss in one ear, contact an ENT clinic the same day or the next day. Do not wait for a week to see whether it improves.',
      ],
      ar: [
        'فقدان السمع الحسي العصبي المفاجئ هو انخفاض في السمع، غالبًا في أذن واحدة، يحدث خلال ساعات أو حتى ثلاثة أيام. ويلاحظه كثير من المرضى عند الاستيقاظ أو عند الرد على الهاتف بالأذن المصابة، وكثيرًا ما يصاحبه طنين وإحساس بامتلاء الأذن وأحيانًا دوخة.',
        '## لماذا يسهل تجاهله',
        'لأن الأذن تبدو مسدودة، يظن كثيرون أن السبب شمع أو ماء في الأذن أو بقايا نزلة برد، فينتظرون حتى يزول. لكن العلاج الذي يمكن أن يساعد يكون أكثر فاعلية عندما يبدأ مبكرًا، ويفضل خلال الأيام الأولى وفي غضون أسبوعين على الأكثر.',
        '## ماذا نفعل',
        '- نفحص الأذن لاستبعاد الشمع أو الالتهاب أو السوائل خلف الطبلة.\n- نجري اختبار سمع عاجلًا لتأكيد نوع ضعف السمع ودرجته.\n- نبدأ العلاج، وغالبًا ما يكون بالكورتيزون عن طريق الفم أو بالحقن عبر طبلة الأذن.\n- نطلب رنينًا مغناطيسيًا لاستبعاد الأسباب النادرة المتعلقة بالعصب السمعي.',
        '## ماذا عن التعافي؟',
        'يستعيد كثير من المرضى جزءًا من سمعهم أو سمعهم كاملًا، وتكون الفرص أفضل كلما بدأ العلاج مبكرًا وكان الضعف الأولي أخف. أما من يتبقى لديهم ضعف في السمع فيمكن مساعدتهم بالسماعات الطبية، وفي الحالات الشديدة بتقنيات سمعية أخرى.',
        'إذا لاحظت ضعفًا مفاجئًا في سمع إحدى أذنيك فتواصل مع عيادة أنف وأذن وحنجرة في اليوم نفسه أو اليوم التالي، ولا تنتظر أسبوعًا لترى إن كان سيتحسن.',
      ],
    },
    categoryKey: 'ear-health',
    authorKey: 'dr-ahmed-el-sayed',
    publishedDate: '2026-03-04',
    cover: {
      key: 'article-sudden-hearing-loss-cover',
      alt: { en: 'Man holding his hand to one ear', ar: 'رجل يضع يده على إحدى أذنيه' },
      kind: 'scene',
      palette: ['#0f4c75', '#e76f51'],
    },
    seo: {
      metaTitle: {
        en: 'Sudden Hearing Loss: Why the First Days Matter',
        ar: 'فقدان السمع المفاجئ: لماذا تهم الأيام الأولى',
      },
      metaDescription: {
        en: 'Sudden hearing loss in one ear needs prompt assessment. Learn the symptoms, why early treatment matters and what to expect at the ENT clinic.',
        ar: 'فقدان السمع المفاجئ في إحدى الأذنين يحتاج إلى تقييم عاجل. تعرّف على الأعراض وأهمية العلاج المبكر وما يمكن توقعه في عيادة الأنف والأذن والحنجرة.',
      },
    },
  },
  {
    key: 'understanding-bppv',
    title: {
      en: 'Dizzy When You Turn Over in Bed? Understanding BPPV',
      ar: 'هل تشعر بالدوار عند التقلب في السرير؟ تعرّف على الدوار الموضعي',
    },
    slug: { en: 'understanding-bppv-positional-vertigo', ar: 'الدوار-الموضعي-الانتيابي-الحميد' },
    excerpt: {
      en: 'Benign paroxysmal positional vertigo is the most common cause of spinning dizziness, and it can often be treated in a single clinic visit.',
      ar: 'الدوار الموضعي الانتيابي الحميد هو أشهر أسباب الدوار الدوراني، ويمكن علاجه في كثير من الأحيان خلال زيارة واحدة للعيادة.',
    },
    body: {
      en: [
        'Imagine turning over in bed or looking up to a high shelf and feeling the room spin for a few seconds. This is the typical story of benign paroxysmal positional vertigo, or BPPV. It is frightening, but as the name says, it is benign.',
        '## What causes it?',
        'The inner ear contains tiny calcium crystals that help us sense gravity. Sometimes these crystals come loose and drift into one of the balance canals. When the head moves in certain directions, the crystals move the fluid in the canal and send a false spinning signal to the brain. BPPV is more common after the age of 50, after a head injury and after long periods of bed rest.',
        '## Typical features',
        '- Brief spinning, usually lasting less than a minute.\n- Triggered by lying down, turning in bed, looking up or bending forward.\n- Nausea, but no hearing loss or weakness.\n- Episodes that come in clusters over days or weeks.',
        '## How it is treated',
        'The diagnosis is confirmed with positional tests such as the Dix-Hallpike manoeuvre. Treatment is not a tablet but a repositioning manoeuvre: the doctor moves your head through a series of positions to guide the crystals back to where they belong. One or two sessions are usually enough, and we may teach you exercises to do at home.',
        'Dizziness with severe headache, double vision, slurred speech, weakness or difficulty walking is not typical of BPPV and needs urgent emergency care.',
      ],
      ar: [
        'تخيل أنك تتقلب في السرير أو تنظر إلى رف عالٍ فتشعر بأن الغرفة تدور من حولك لبضع ثوان. هذه هي القصة المعتادة للدوار الموضعي الانتيابي الحميد، وهو أمر مخيف لكنه كما يدل اسمه حميد.',
        '## ما سببه؟',
        'تحتوي الأذن الداخلية على بلورات دقيقة من الكالسيوم تساعدنا على الإحساس بالجاذبية. وأحيانًا تنفصل هذه البلورات وتنتقل إلى إحدى قنوات الاتزان، فإذا تحرك الرأس في اتجاهات معينة حركت البلورات السائل داخل القناة وأرسلت إلى المخ إشارة دوران غير حقيقية. ويكثر هذا الدوار بعد سن الخمسين وبعد إصابات الرأس وفترات ملازمة الفراش الطويلة.',
        '## السمات المميزة',
        '- دوار دوراني قصير يستمر عادة أقل من دقيقة.\n- يحدث عند الاستلقاء أو التقلب في السرير أو النظر إلى أعلى أو الانحناء للأمام.\n- غثيان دون ضعف في السمع أو في الأطراف.\n- نوبات تتكرر على مدى أيام أو أسابيع.',
        '## كيف يُعالج',
        'يتم تأكيد التشخيص باختبارات الوضعية مثل مناورة ديكس-هولبايك. والعلاج ليس أقراصًا بل مناورة لإعادة التموضع، إذ يحرك الطبيب رأسك في سلسلة من الأوضاع لإعادة البلورات إلى مكانها الطبيعي. وتكفي غالبًا جلسة أو جلستان، وقد نعلمك تمارين تؤديها في المنزل.',
        'الدوخة المصحوبة بصداع شديد أو زغللة وازدواج في الرؤية أو تلعثم في الكلام أو ضعف في الأطراف أو صعوبة في المشي ليست من سمات هذا الدوار، وتحتاج إلى رعاية طوارئ عاجلة.',
      ],
    },
    categoryKey: 'ear-health',
    authorKey: 'dr-salma-youssef',
    publishedDate: '2026-05-12',
    cover: {
      key: 'article-bppv-cover',
      alt: { en: 'Abstract spiral representing vertigo', ar: 'شكل حلزوني يعبر عن الدوار' },
      kind: 'scene',
      palette: ['#022351', '#a8dadc'],
    },
    seo: {
      metaTitle: {
        en: 'Dizzy When Turning in Bed? Understanding BPPV',
        ar: 'الدوار عند التقلب في السرير: الدوار الموضعي الحميد',
      },
      metaDescription: {
        en: 'BPPV causes brief spinning when you lie down or turn in bed. Learn why it happens and how a simple repositioning manoeuvre in the clinic can treat it.',
        ar: 'يسبب الدوار الموضعي الانتيابي الحميد دوارًا قصيرًا عند الاستلقاء أو التقلب في السرير. تعرّف على سببه وكيف تعالجه مناورة بسيطة لإعادة التموضع.',
      },
    },
  },
  {
    key: 'newborn-hearing-screening',
    title: {
      en: 'Newborn Hearing Screening: A Simple Test With Lifelong Benefits',
      ar: 'المسح السمعي لحديثي الولادة: اختبار بسيط بفوائد تدوم مدى الحياة',
    },
    slug: { en: 'newborn-hearing-screening', ar: 'المسح-السمعي-لحديثي-الولادة' },
    excerpt: {
      en: 'Hearing loss in babies is invisible, but finding it in the first months of life makes a huge difference to speech and language.',
      ar: 'ضعف السمع عند الرضع لا يظهر للعين، لكن اكتشافه في الشهور الأولى من العمر يصنع فرقًا كبيرًا في تطور الكلام واللغة.',
    },
    body: {
      en: [
        'Every year a small number of babies are born with permanent hearing loss. Without testing, it is often not noticed until the child is late to speak, by which time valuable months for language development have passed. This is why newborn hearing screening is recommended for every baby, and Egypt has a national programme to screen newborns.',
        '## How the test works',
        'The most common screening test measures otoacoustic emissions: a soft probe placed in the baby’s ear plays gentle clicks and records the tiny echo produced by a healthy inner ear. Some babies are also tested with automated auditory brainstem response, using small sensors on the head. Both tests are painless and are best done while the baby sleeps.',
        '## The 1-3-6 goal',
        '- Screening by 1 month of age.\n- Full diagnostic assessment by 3 months if the baby does not pass.\n- Hearing aids and early intervention started by 6 months when hearing loss is confirmed.',
        '## Does not passing mean my baby is deaf?',
        'No. Many babies who do not pass the first screen simply have fluid or debris in the ear canal after birth, or were restless during the test. What matters is attending the repeat test and, if needed, the full assessment without delay.',
        'Even after a normal screen, see a specialist if your child does not react to loud sounds, does not babble by around nine months, or is behind in speech compared with other children.',
      ],
      ar: [
        'يولد كل عام عدد قليل من الأطفال بضعف سمع دائم، ودون فحص لا يُلاحظ ذلك غالبًا إلا عندما يتأخر الطفل في الكلام، وحينها تكون قد ضاعت شهور ثمينة لتطور اللغة. لهذا يوصى بإجراء المسح السمعي لكل مولود، ولدى مصر برنامج وطني للمسح السمعي لحديثي الولادة.',
        '## كيف يتم الاختبار',
        'يقيس أكثر اختبارات المسح شيوعًا الانبعاثات الصوتية للأذن، إذ يوضع طرف ناعم في أذن الطفل يصدر نقرات خفيفة ويسجل الصدى الدقيق الذي تصدره الأذن الداخلية السليمة. ويُختبر بعض الأطفال أيضًا باختبار جذع المخ السمعي الآلي باستخدام أقطاب صغيرة على الرأس. والاختباران غير مؤلمين ويفضل إجراؤهما أثناء نوم الطفل.',
        '## هدف 1-3-6',
        '- إجراء المسح السمعي قبل عمر شهر واحد.\n- إجراء التقييم التشخيصي الكامل قبل عمر 3 أشهر إذا لم يجتز الطفل المسح.\n- بدء استخدام السماعات والتدخل المبكر قبل عمر 6 أشهر عند تأكيد ضعف السمع.',
        '## هل عدم اجتياز المسح يعني أن طفلي لا يسمع؟',
        'لا. فكثير من الأطفال الذين لا يجتازون المسح الأول يكون لديهم ببساطة سوائل أو بقايا في قناة الأذن بعد الولادة، أو كانوا غير هادئين أثناء الاختبار. المهم هو الالتزام بإعادة الاختبار، وإجراء التقييم الكامل دون تأخير عند الحاجة.',
        'حتى بعد نتيجة مسح طبيعية، راجع الطبيب المختص إذا لم يستجب طفلك للأصوات العالية، أو لم يبدأ المناغاة في حدود الشهر التاسع، أو كان متأخرًا في الكلام مقارنة بأقرانه.',
      ],
    },
    categoryKey: 'childrens-ent',
    authorKey: 'dr-yasmine-abdel-aziz',
    publishedDate: '2026-11-03',
    cover: {
      key: 'article-newborn-hearing-cover',
      alt: { en: 'Sleeping newborn baby during a hearing screening', ar: 'رضيع نائم أثناء المسح السمعي' },
      kind: 'scene',
      palette: ['#2a9d8f', '#f2e8cf'],
    },
    seo: {
      metaTitle: {
        en: 'Newborn Hearing Screening: What Parents Should Know',
        ar: 'المسح السمعي لحديثي الولادة: ما يجب أن يعرفه الأهل',
      },
      metaDescription: {
        en: 'Why every newborn should have a hearing screen, how the painless test works, and what to do if your baby does not pass the first screening test.',
        ar: 'لماذا يحتاج كل مولود إلى المسح السمعي، وكيف يتم هذا الاختبار غير المؤلم، وماذا تفعل إذا لم يجتز طفلك اختبار المسح الأول بنجاح.',
      },
    },
  },
];
