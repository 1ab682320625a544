import type { ServiceSeed } from './types';

/** Ear, hearing and balance services. */
export const earServices: ServiceSeed[] = [
  {
    key: 'hearing-test-audiometry',
    name: { en: 'Hearing Test (Audiometry)', ar: 'اختبار السمع (رسم السمع)' },
    slug: { en: 'hearing-test-audiometry', ar: 'اختبار-السمع' },
    summary: {
      en: 'A painless test in a sound-treated booth that measures how well each ear hears different pitches and understands speech.',
      ar: 'اختبار غير مؤلم داخل غرفة عازلة للصوت يقيس قدرة كل أذن على سماع النغمات المختلفة وفهم الكلام.',
    },
    body: {
      en: [
        'Pure-tone audiometry is the standard way to measure hearing. It tells us whether there is hearing loss, how much, at which pitches, and whether the problem lies in the outer and middle ear or in the inner ear and hearing nerve. The result is drawn as a chart called an audiogram.',
        '## What to expect',
        'You sit in a sound-treated booth wearing headphones and press a button or raise your hand each time you hear a tone, however faint. We then test with a small vibrator placed behind the ear and ask you to repeat a list of words at different volumes. The whole test takes 20 to 30 minutes and the doctor explains the audiogram with you straight afterwards.',
        '## Before your test',
        '- Avoid loud noise such as concerts, weddings or power tools for the day before the test.\n- If you feel your ears are blocked, tell us when booking: ear wax may need to be removed first.\n- Bring any previous hearing tests so we can compare results.\n- If you use hearing aids, bring them with you.',
        'Hearing tests are available for adults and children at all three branches. Young children are tested with play-based methods adapted to their age.',
      ],
      ar: [
        'يعد رسم السمع بالنغمات النقية الطريقة الأساسية لقياس السمع، فهو يوضح ما إذا كان هناك ضعف في السمع ودرجته والترددات المتأثرة به، وهل المشكلة في الأذن الخارجية والوسطى أم في الأذن الداخلية والعصب السمعي. وتظهر النتيجة في رسم بياني يسمى مخطط السمع.',
        '## ماذا تتوقع',
        'تجلس داخل غرفة عازلة للصوت وتضع سماعات على أذنيك، وتضغط على زر أو ترفع يدك كلما سمعت نغمة مهما كانت خافتة. ثم نختبر السمع بجهاز اهتزاز صغير خلف الأذن، ونطلب منك ترديد مجموعة من الكلمات بمستويات صوت مختلفة. يستغرق الاختبار من 20 إلى 30 دقيقة، ويشرح لك الطبيب النتيجة بعده مباشرة.',
        '## قبل الاختبار',
        '- تجنب الأصوات العالية مثل الحفلات والأفراح والأدوات الكهربائية في اليوم السابق للاختبار.\n- إذا شعرت بانسداد في أذنيك فأخبرنا عند الحجز، فقد يلزم تنظيف شمع الأذن أولًا.\n- أحضر أي اختبارات سمع سابقة للمقارنة.\n- إذا كنت تستخدم سماعة طبية فأحضرها معك.',
        'تتوفر اختبارات السمع للكبار والأطفال في الفروع الثلاثة، ويتم اختبار الأطفال الصغار بأساليب تعتمد على اللعب وتناسب أعمارهم.',
      ],
    },
    specialtyKey: 'audiology-vestibular',
    image: {
      key: 'service-audiometry',
      alt: { en: 'Patient wearing headphones in a hearing test booth', ar: 'مريض يرتدي سماعات داخل غرفة اختبار السمع' },
      kind: 'scene',
      palette: ['#0f4c75', '#a8dadc'],
    },
    seo: {
      metaTitle: {
        en: 'Hearing Test (Audiometry) in Cairo & Alexandria',
        ar: 'اختبار السمع في القاهرة والإسكندرية | عيادات النيل',
      },
      metaDescription: {
        en: 'Book a hearing test at Nile ENT Clinics: pure-tone and speech audiometry for adults and children, with results explained by a specialist on the same day.',
        ar: 'احجز اختبار السمع في عيادات النيل: رسم السمع بالنغمات النقية واختبار تمييز الكلام للكبار والأطفال، مع شرح النتيجة من الطبيب المختص في نفس اليوم.',
      },
    },
  },
  {
    key: 'tympanometry',
    name: { en: 'Tympanometry', ar: 'قياس ضغط الأذن الوسطى' },
    slug: { en: 'tympanometry', ar: 'قياس-ضغط-الأذن-الوسطى' },
    summary: {
      en: 'A quick test of how the eardrum moves, used to detect fluid behind the eardrum, a blocked Eustachian tube or a perforation.',
      ar: 'اختبار سريع لحركة طبلة الأذن يساعد في اكتشاف السوائل خلف الطبلة أو انسداد قناة استاكيوس أو ثقب الطبلة.',
    },
    body: {
      en: [
        'Tympanometry measures how easily the eardrum moves when the air pressure in the ear canal is gently changed. A healthy middle ear gives a typical peak on the graph, while fluid, negative pressure or a hole in the eardrum each produce a different pattern.',
        '## What to expect',
        'A soft probe tip is placed at the entrance of the ear canal for a few seconds while the device changes the pressure and plays a low tone. You may feel slight pressure, similar to being in a lift. The test takes about five minutes for both ears and is often combined with acoustic reflex testing and a hearing test.',
        '## When is it useful?',
        '- Children with suspected glue ear, hearing difficulty or speech delay.\n- A blocked feeling in the ear after a cold or a flight.\n- Follow-up after ear infections or ventilation tubes.\n- As part of a full hearing and balance assessment.',
        'Because it needs no response from the patient, tympanometry works well in babies and young children. It is best done when the child is calm, so we recommend bringing a favourite toy or drink.',
      ],
      ar: [
        'يقيس اختبار ضغط الأذن الوسطى مدى سهولة حركة طبلة الأذن عند تغيير ضغط الهواء في قناة الأذن تغييرًا بسيطًا. تعطي الأذن الوسطى السليمة قمة مميزة في الرسم البياني، بينما يعطي وجود السوائل أو الضغط السلبي أو ثقب الطبلة أنماطًا مختلفة.',
        '## ماذا تتوقع',
        'يوضع طرف ناعم عند مدخل قناة الأذن لبضع ثوان بينما يغير الجهاز الضغط ويصدر نغمة منخفضة، وقد تشعر بضغط خفيف يشبه الشعور داخل المصعد. يستغرق الاختبار نحو خمس دقائق للأذنين، وغالبًا ما يُجرى مع اختبار المنعكس السمعي واختبار السمع.',
        '## متى يفيد هذا الاختبار؟',
        '- الأطفال المشتبه في إصابتهم بتجمع السوائل خلف الطبلة أو ضعف السمع أو تأخر الكلام.\n- الإحساس بانسداد الأذن بعد نزلة برد أو رحلة طيران.\n- المتابعة بعد التهابات الأذن أو تركيب أنابيب التهوية.\n- ضمن التقييم الشامل للسمع والاتزان.',
        'لأن الاختبار لا يحتاج إلى استجابة من المريض، فهو مناسب جدًا للرضع والأطفال الصغار. ويفضل إجراؤه والطفل هادئ، لذلك ننصح بإحضار لعبته أو مشروبه المفضل.',
      ],
    },
    specialtyKey: 'audiology-vestibular',
    image: {
      key: 'service-tympanometry',
      alt: { en: 'Tympanometry probe placed at a child’s ear', ar: 'جهاز قياس ضغط الأذن الوسطى عند أذن طفل' },
      kind: 'scene',
      palette: ['#2a9d8f', '#f2e8cf'],
    },
    seo: {
      metaTitle: {
        en: 'Tympanometry for Adults & Children | Nile ENT Clinics',
        ar: 'قياس ضغط الأذن الوسطى للكبار والأطفال | عيادات النيل',
      },
      metaDescription: {
        en: 'Tympanometry at Nile ENT Clinics checks the eardrum and middle ear for fluid, pressure problems or perforation. Quick, painless and suitable for babies.',
        ar: 'قياس ضغط الأذن الوسطى في عيادات النيل يكشف السوائل خلف الطبلة واضطراب الضغط وثقب الطبلة. اختبار سريع وغير مؤلم ومناسب للرضع والأطفال.',
      },
    },
  },
  {
    key: 'vertigo-assessment',
    name: { en: 'Vertigo & Balance Assessment', ar: 'تقييم الدوار والاتزان' },
    slug: { en: 'vertigo-balance-assessment', ar: 'تقييم-الدوار-والاتزان' },
    summary: {
      en: 'A structured assessment of dizziness and vertigo, including bedside tests and videonystagmography, to find the cause and plan treatment.',
      ar: 'تقييم منظم لحالات الدوخة والدوار يشمل الاختبارات الإكلينيكية ورسم رأرأة العين بالفيديو لتحديد السبب ووضع خطة العلاج.',
    },
    body: {
      en: [
        'Dizziness has many causes, and most of them are treatable. The inner ear is responsible for a large share of cases, including benign paroxysmal positional vertigo (BPPV), vestibular neuritis and Ménière’s disease. A careful assessment separates these from causes outside the ear.',
        '## What to expect',
        'The doctor first takes a detailed history of your symptoms, then performs bedside tests such as the Dix-Hallpike manoeuvre and the head impulse test. Videonystagmography (VNG) uses goggles with small cameras to record eye movements while you follow targets, change position and, if needed, during a caloric test with warm and cool air in the ears. A hearing test is usually included. Allow about 90 minutes.',
        '## Preparing for the test',
        '- Ask your doctor whether to stop anti-dizziness or sedative medicines for 48 hours beforehand; do not stop any medicine without advice.\n- Eat a light meal only and avoid eye make-up on the day.\n- Bring a companion, as you may feel briefly dizzy after the tests.',
        'If BPPV is found, a repositioning manoeuvre can often be done during the same visit. For other conditions we agree a plan that may include medicines, lifestyle changes and a vestibular rehabilitation programme.',
      ],
      ar: [
        'للدوخة أسباب كثيرة ومعظمها قابل للعلاج. والأذن الداخلية مسؤولة عن نسبة كبيرة من الحالات، ومنها الدوار الموضعي الانتيابي الحميد والتهاب العصب الدهليزي ومرض منيير. ويساعد التقييم الدقيق على التمييز بين هذه الحالات والأسباب الأخرى خارج الأذن.',
        '## ماذا تتوقع',
        'يبدأ الطبيب بأخذ تاريخ مفصل للأعراض، ثم يجري اختبارات إكلينيكية مثل مناورة ديكس-هولبايك واختبار دفع الرأس. ويستخدم رسم رأرأة العين بالفيديو نظارة بها كاميرات صغيرة لتسجيل حركة العين أثناء متابعة أهداف ضوئية وتغيير وضع الجسم، ومع الاختبار الحراري بالهواء الدافئ والبارد في الأذن عند الحاجة. وعادة ما يشمل التقييم اختبار سمع. خصص نحو 90 دقيقة للزيارة.',
        '## الاستعداد للاختبار',
        '- اسأل طبيبك عن إيقاف أدوية الدوخة أو المهدئات قبل الاختبار بـ 48 ساعة، ولا توقف أي دواء دون استشارة.\n- تناول وجبة خفيفة فقط وتجنب وضع مكياج العين يوم الاختبار.\n- اصطحب مرافقًا لأنك قد تشعر بدوخة بسيطة مؤقتة بعد الاختبارات.',
        'إذا تبين وجود دوار موضعي انتيابي حميد فيمكن غالبًا إجراء مناورة إعادة التموضع في الزيارة نفسها. وفي الحالات الأخرى نتفق معك على خطة قد تشمل الأدوية وتعديل نمط الحياة وبرنامج تأهيل الاتزان.',
      ],
    },
    specialtyKey: 'audiology-vestibular',
    image: {
      key: 'service-vertigo-assessment',
      alt: { en: 'Patient wearing videonystagmography goggles', ar: 'مريض يرتدي نظارة رسم رأرأة العين بالفيديو' },
      kind: 'scene',
      palette: ['#022351', '#a8dadc'],
    },
    seo: {
      metaTitle: {
        en: 'Vertigo & Dizziness Assessment (VNG) | Nile ENT',
        ar: 'تقييم الدوار والدوخة بجهاز VNG | عيادات النيل',
      },
      metaDescription: {
        en: 'Full assessment of dizziness and vertigo with bedside tests and videonystagmography, plus repositioning manoeuvres and vestibular rehabilitation.',
        ar: 'تقييم شامل للدوخة والدوار بالاختبارات الإكلينيكية ورسم رأرأة العين بالفيديو، مع مناورات إعادة التموضع وبرامج تأهيل الاتزان في عيادات النيل.',
      },
    },
  },
  {
    key: 'cochlear-implant-assessment',
    name: { en: 'Cochlear Implant Assessment', ar: 'تقييم زراعة القوقعة' },
    slug: { en: 'cochlear-implant-assessment', ar: 'تقييم-زراعة-القوقعة' },
    summary: {
      en: 'A complete candidacy assessment for children and adults with severe to profound hearing loss who gain little benefit from hearing aids.',
      ar: 'تقييم متكامل لمدى ملاءمة زراعة القوقعة للأطفال والكبار المصابين بضعف سمع شديد أو عميق لا يستفيدون بشكل كافٍ من السماعات.',
    },
    body: {
      en: [
        'A cochlear implant bypasses the damaged hair cells of the inner ear and stimulates the hearing nerve directly. It can transform communication for people with severe to profound sensorineural hearing loss, but careful selection is essential for a good result.',
        '## What the assessment includes',
        '- Detailed hearing tests with and without well-fitted hearing aids.\n- Objective tests in children, such as auditory brainstem response and otoacoustic emissions.\n- CT and MRI scans of the inner ear and hearing nerve.\n- Speech and language assessment and family counselling.\n- A medical review, including the vaccinations recommended before implantation.',
        '## Timing matters',
        'For children born deaf, the best language outcomes are seen when implantation happens early, ideally in the first years of life. Adults who lost their hearing later in life also do very well, especially when the period without useful hearing has been short.',
        'The assessment is led by our otology and audiology consultants at the Smouha branch, with clinics for Cairo patients in Heliopolis. At the end you receive a clear recommendation and a written plan for the next steps.',
      ],
      ar: [
        'تتجاوز القوقعة المزروعة الخلايا الشعرية التالفة في الأذن الداخلية وتنبه العصب السمعي مباشرة، ويمكن أن تحدث تحولًا كبيرًا في قدرة المصابين بضعف السمع الحسي العصبي الشديد أو العميق على التواصل، لكن الاختيار الدقيق للحالات ضروري للحصول على نتيجة جيدة.',
        '## ماذا يشمل التقييم',
        '- اختبارات سمع تفصيلية مع السماعات المضبوطة جيدًا وبدونها.\n- اختبارات موضوعية للأطفال مثل رسم جذع المخ السمعي والانبعاثات الصوتية للأذن.\n- أشعة مقطعية ورنين مغناطيسي على الأذن الداخلية والعصب السمعي.\n- تقييم الكلام واللغة وإرشاد الأسرة.\n- مراجعة طبية تشمل التطعيمات الموصى بها قبل الزراعة.',
        '## التوقيت مهم',
        'بالنسبة للأطفال المولودين بفقدان السمع، تتحقق أفضل النتائج اللغوية عندما تتم الزراعة مبكرًا، ويفضل أن يكون ذلك في السنوات الأولى من العمر. كما يحقق الكبار الذين فقدوا سمعهم في مرحلة لاحقة نتائج ممتازة، خاصة إذا كانت فترة غياب السمع المفيد قصيرة.',
        'يقود التقييم استشاريو جراحة الأذن والسمعيات في فرع سموحة، مع عيادات لمرضى القاهرة في فرع مصر الجديدة. وفي نهاية التقييم تحصل على توصية واضحة وخطة مكتوبة للخطوات التالية.',
      ],
    },
    specialtyKey: 'otology',
    image: {
      key: 'service-cochlear-implant',
      alt: { en: 'Child with a cochlear implant processor', ar: 'طفل يستخدم معالج القوقعة المزروعة' },
      kind: 'scene',
      palette: ['#1b6f8a', '#e9c46a'],
    },
    seo: {
      metaTitle: {
        en: 'Cochlear Implant Assessment | Nile ENT Clinics',
        ar: 'تقييم زراعة القوقعة للأطفال والكبار | عيادات النيل',
      },
      metaDescription: {
        en: 'Cochlear implant candidacy assessment for children and adults: hearing tests, scans, speech assessment and counselling, led by our otology team.',
        ar: 'تقييم مدى ملاءمة زراعة القوقعة للأطفال والكبار: اختبارات السمع والأشعة وتقييم الكلام وإرشاد الأسرة، بإشراف فريق جراحة الأذن في عيادات النيل.',
      },
    },
  },
  {
    key: 'ear-wax-removal',
    name: { en: 'Ear Wax Removal (Microsuction)', ar: 'تنظيف شمع الأذن بالشفط الدقيق' },
    slug: { en: 'ear-wax-removal', ar: 'تنظيف-شمع-الأذن' },
    summary: {
      en: 'Safe removal of blocking ear wax under the microscope, without water syringing, usually in a single short visit.',
      ar: 'إزالة آمنة لشمع الأذن المسبب للانسداد تحت الميكروسكوب ودون غسيل بالماء، وغالبًا في زيارة واحدة قصيرة.',
    },
    body: {
      en: [
        'Ear wax is normal and protects the ear canal. It usually moves out on its own, but narrow canals, hearing aids, earphones and cotton buds can push it deeper until it causes blockage, muffled hearing, itching or a feeling of fullness.',
        '## What to expect',
        'The doctor examines the ear under a microscope and uses a fine suction tube and small instruments to remove the wax gently. There is no water involved, so the method is suitable for people with a previous perforation or ear surgery. Most patients feel only a cool sensation and some noise, and the procedure takes around 10 to 15 minutes.',
        '## Before your visit',
        '- If the wax is known to be hard, use olive oil or softening drops for 3 to 5 days beforehand.\n- Do not use cotton buds or sharp objects to clean the ear.\n- Tell us if you have diabetes, ear pain or discharge.',
        'After the wax is removed the doctor checks the eardrum and, if needed, arranges a hearing test during the same visit.',
      ],
      ar: [
        'شمع الأذن أمر طبيعي ويحمي قناة الأذن، وعادة ما يخرج من تلقاء نفسه. لكن ضيق القناة واستخدام السماعات الطبية وسماعات الأذن وأعواد القطن قد يدفعه إلى الداخل حتى يسبب انسدادًا وضعفًا في السمع وحكة أو إحساسًا بامتلاء الأذن.',
        '## ماذا تتوقع',
        'يفحص الطبيب الأذن تحت الميكروسكوب ويستخدم أنبوب شفط رفيعًا وأدوات صغيرة لإزالة الشمع بلطف، ولا يُستخدم الماء، لذلك تناسب هذه الطريقة من لديهم ثقب سابق في الطبلة أو أجروا جراحة في الأذن. يشعر معظم المرضى ببرودة خفيفة وبعض الصوت فقط، ويستغرق الإجراء من 10 إلى 15 دقيقة.',
        '## قبل الزيارة',
        '- إذا كان الشمع صلبًا فاستخدم زيت الزيتون أو قطرة مذيبة للشمع لمدة 3 إلى 5 أيام قبل الزيارة.\n- لا تستخدم أعواد القطن أو أي أدوات حادة لتنظيف الأذن.\n- أخبرنا إذا كنت مريض سكر أو تعاني من ألم أو إفرازات في الأذن.',
        'بعد إزالة الشمع يفحص الطبيب طبلة الأذن، ويمكن إجراء اختبار سمع في الزيارة نفسها عند الحاجة.',
      ],
    },
    specialtyKey: 'otology',
    image: {
      key: 'service-ear-wax-removal',
      alt: { en: 'Doctor examining an ear under the microscope', ar: 'طبيب يفحص الأذن تحت الميكروسكوب' },
      kind: 'scene',
      palette: ['#022351', '#2a9d8f'],
    },
    seo: {
      metaTitle: {
        en: 'Ear Wax Removal by Microsuction | Nile ENT Clinics',
        ar: 'تنظيف شمع الأذن بالشفط الدقيق | عيادات النيل',
      },
      metaDescription: {
        en: 'Blocked ears? Nile ENT Clinics removes ear wax safely by microsuction under the microscope, without water, in a short visit at any of our branches.',
        ar: 'تعاني من انسداد الأذن؟ نزيل شمع الأذن بأمان بالشفط الدقيق تحت الميكروسكوب ودون استخدام الماء، في زيارة قصيرة بأي فرع من فروع عيادات النيل.',
      },
    },
  },
  {
    key: 'tympanoplasty',
    name: { en: 'Eardrum Repair (Tympanoplasty)', ar: 'ترقيع طبلة الأذن' },
    slug: { en: 'eardrum-repair-tympanoplasty', ar: 'ترقيع-طبلة-الأذن' },
    summary: {
      en: 'Surgical repair of a perforated eardrum to stop recurrent discharge, protect the middle ear and often improve hearing.',
      ar: 'إصلاح جراحي لثقب طبلة الأذن لوقف الإفرازات المتكررة وحماية الأذن الوسطى، وكثيرًا ما يحسّن السمع.',
    },
    body: {
      en: [
        'A hole in the eardrum may follow an infection or an injury. Small perforations often heal by themselves, but a perforation that persists for more than three months usually needs repair, especially if the ear keeps discharging whenever water gets in.',
        '## What to expect',
        'Tympanoplasty is performed under general anaesthesia, through the ear canal with an endoscope or microscope, or through a small cut behind the ear. The surgeon places a graft, usually from the patient’s own tissue such as temporalis fascia or cartilage, under the hole. Most patients go home the same day or the next morning.',
        '## After the operation',
        '- Keep the ear completely dry until your doctor confirms healing.\n- Avoid blowing your nose forcefully and sneeze with your mouth open.\n- Avoid flying and swimming until you are cleared.\n- Attend follow-up visits for dressing removal and a hearing test.',
        'The final hearing result is usually assessed about three months after surgery, once the graft has healed completely.',
      ],
      ar: [
        'قد ينتج ثقب طبلة الأذن عن التهاب أو إصابة. وكثيرًا ما تلتئم الثقوب الصغيرة تلقائيًا، لكن الثقب الذي يستمر أكثر من ثلاثة أشهر يحتاج عادة إلى إصلاح، خاصة إذا كانت الأذن تُفرز كلما دخلها الماء.',
        '## ماذا تتوقع',
        'تُجرى عملية ترقيع الطبلة تحت التخدير الكلي، إما عبر قناة الأذن باستخدام المنظار أو الميكروسكوب، أو من خلال جرح صغير خلف الأذن. يضع الجراح رقعة من أنسجة المريض نفسه، مثل غشاء العضلة الصدغية أو الغضروف، أسفل الثقب. ويعود معظم المرضى إلى منازلهم في اليوم نفسه أو صباح اليوم التالي.',
        '## بعد العملية',
        '- حافظ على جفاف الأذن تمامًا حتى يؤكد الطبيب التئامها.\n- تجنب النفخ بقوة من الأنف، واعطس وفمك مفتوح.\n- تجنب السفر بالطائرة والسباحة حتى يسمح لك الطبيب.\n- التزم بمواعيد المتابعة لإزالة الغيار وإجراء اختبار السمع.',
        'يتم تقييم نتيجة السمع النهائية عادة بعد نحو ثلاثة أشهر من الجراحة، بعد التئام الرقعة بالكامل.',
      ],
    },
    specialtyKey: 'otology',
    image: {
      key: 'service-tympanoplasty',
      alt: { en: 'Ear surgeon operating with a microscope', ar: 'جراح أذن يجري عملية باستخدام الميكروسكوب' },
      kind: 'scene',
      palette: ['#0f4c75', '#f2e8cf'],
    },
    seo: {
      metaTitle: {
        en: 'Eardrum Repair (Tympanoplasty) | Nile ENT Clinics',
        ar: 'عملية ترقيع طبلة الأذن | عيادات النيل',
      },
      metaDescription: {
        en: 'Tympanoplasty at Nile ENT Clinics repairs perforated eardrums with endoscopic or microscopic surgery to stop discharge and help restore hearing.',
        ar: 'عملية ترقيع طبلة الأذن في عيادات النيل بالمنظار أو الميكروسكوب لعلاج ثقب الطبلة ووقف الإفرازات المتكررة والمساعدة على تحسين السمع.',
      },
    },
  },
];
