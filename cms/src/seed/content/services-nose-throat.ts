import type { ServiceSeed } from './types';

/** Nose, sinus, throat, voice, sleep and head and neck services. */
export const noseThroatServices: ServiceSeed[] = [
  {
    key: 'endoscopic-sinus-surgery',
    name: { en: 'Endoscopic Sinus Surgery', ar: 'جراحة الجيوب الأنفية بالمنظار' },
    slug: { en: 'endoscopic-sinus-surgery', ar: 'جراحة-الجيوب-الأنفية-بالمنظار' },
    summary: {
      en: 'Minimally invasive surgery through the nostrils to open blocked sinuses and remove polyps when medical treatment has not worked.',
      ar: 'جراحة محدودة التدخل عبر فتحتي الأنف لفتح الجيوب الأنفية المسدودة وإزالة اللحميات عندما لا ينجح العلاج الدوائي.',
    },
    body: {
      en: [
        'Functional endoscopic sinus surgery (FESS) widens the natural drainage pathways of the sinuses so that they can clear mucus and respond better to nasal sprays and rinses. It is considered for chronic sinusitis or nasal polyps that continue despite a full course of medical treatment.',
        '## Before surgery',
        'Every patient has a nasal endoscopy in the clinic and a CT scan of the sinuses, which acts as a road map for the operation. We review your medicines, and blood thinners such as aspirin may need to be stopped for a few days under your doctor’s guidance.',
        '## What to expect',
        '- The operation is done under general anaesthesia, entirely through the nostrils, with no external cuts.\n- Most patients go home the same day or the following morning.\n- Mild congestion and blood-stained mucus are normal for the first week.\n- Saline rinses start the day after surgery and are key to good healing.',
        'Follow-up visits allow the surgeon to clean the sinuses under the endoscope. Most people return to office work within a week, and breathing and sense of smell continue to improve over the following weeks.',
      ],
      ar: [
        'توسع جراحة الجيوب الأنفية الوظيفية بالمنظار ممرات التصريف الطبيعية للجيوب، فتتمكن من التخلص من الإفرازات وتستجيب بشكل أفضل لبخاخات الأنف والغسول. ويتم اللجوء إليها في حالات التهاب الجيوب المزمن أو اللحميات الأنفية التي تستمر رغم استكمال العلاج الدوائي.',
        '## قبل الجراحة',
        'يخضع كل مريض لمنظار أنف في العيادة وأشعة مقطعية على الجيوب الأنفية تكون بمثابة خريطة للعملية. ونراجع الأدوية التي تتناولها، فقد يلزم إيقاف مسيلات الدم مثل الأسبرين لبضعة أيام بتوجيه من طبيبك.',
        '## ماذا تتوقع',
        '- تُجرى العملية تحت التخدير الكلي بالكامل عبر فتحتي الأنف ودون أي جروح خارجية.\n- يعود معظم المرضى إلى منازلهم في اليوم نفسه أو صباح اليوم التالي.\n- الاحتقان البسيط والإفرازات المختلطة بالدم أمر طبيعي خلال الأسبوع الأول.\n- يبدأ غسول الأنف بالمحلول الملحي في اليوم التالي للجراحة وهو أساس الالتئام الجيد.',
        'تتيح زيارات المتابعة للجراح تنظيف الجيوب تحت المنظار. ويعود معظم المرضى إلى الأعمال المكتبية خلال أسبوع، ويستمر تحسن التنفس وحاسة الشم خلال الأسابيع التالية.',
      ],
    },
    specialtyKey: 'rhinology',
    image: {
      key: 'service-endoscopic-sinus-surgery',
      alt: { en: 'Surgeon performing endoscopic sinus surgery', ar: 'جراح يجري جراحة الجيوب الأنفية بالمنظار' },
      kind: 'scene',
      palette: ['#0f4c75', '#f4a261'],
    },
    seo: {
      metaTitle: {
        en: 'Endoscopic Sinus Surgery (FESS) | Nile ENT Clinics',
        ar: 'جراحة الجيوب الأنفية بالمنظار | عيادات النيل',
      },
      metaDescription: {
        en: 'Endoscopic sinus surgery for chronic sinusitis and nasal polyps, done through the nostrils with no external cuts and a fast return to daily life.',
        ar: 'جراحة الجيوب الأنفية بالمنظار لعلاج الالتهاب المزمن واللحميات الأنفية عبر فتحتي الأنف دون جروح خارجية، مع عودة سريعة إلى الحياة اليومية.',
      },
    },
  },
  {
    key: 'septoplasty',
    name: { en: 'Septoplasty', ar: 'تعديل الحاجز الأنفي' },
    slug: { en: 'septoplasty', ar: 'تعديل-الحاجز-الأنفي' },
    summary: {
      en: 'An operation to straighten a deviated nasal septum and improve breathing through one or both sides of the nose.',
      ar: 'عملية لتعديل انحراف الحاجز الأنفي وتحسين التنفس من أحد جانبي الأنف أو كليهما.',
    },
    body: {
      en: [
        'The septum is the wall of cartilage and bone that divides the nose into two sides. Many people have a slightly bent septum without symptoms, but a marked deviation can cause a constantly blocked nose, mouth breathing, snoring and repeated sinus problems.',
        '## What to expect',
        'Septoplasty is performed through the nostrils under general anaesthesia, so there are no visible scars and the shape of the nose does not change. The surgeon reshapes or removes the bent parts of cartilage and bone. It is often combined with reduction of the turbinates, the swellings on the side walls of the nose.',
        '## Recovery',
        '- Soft splints may be placed inside the nose and removed after about a week.\n- Expect a blocked nose for one to two weeks while swelling settles.\n- Avoid heavy lifting, strenuous exercise and blowing your nose for a week.\n- Use saline spray as advised to keep the nose moist.',
        'Breathing usually improves noticeably within a few weeks. If you also want to change the outside shape of your nose, the surgeon will discuss whether a septorhinoplasty is more suitable.',
      ],
      ar: [
        'الحاجز الأنفي هو الجدار الغضروفي والعظمي الذي يقسم الأنف إلى جانبين. لدى كثير من الناس انحراف بسيط في الحاجز دون أعراض، لكن الانحراف الواضح قد يسبب انسدادًا مستمرًا في الأنف والتنفس من الفم والشخير ومشاكل متكررة في الجيوب الأنفية.',
        '## ماذا تتوقع',
        'تُجرى عملية تعديل الحاجز الأنفي عبر فتحتي الأنف تحت التخدير الكلي، فلا توجد ندبات ظاهرة ولا يتغير شكل الأنف. يعيد الجراح تشكيل الأجزاء المنحرفة من الغضروف والعظم أو يزيلها، وكثيرًا ما يتم الجمع بينها وبين تصغير القرينات، وهي الانتفاخات الموجودة على الجدران الجانبية للأنف.',
        '## فترة التعافي',
        '- قد توضع دعامات لينة داخل الأنف وتُزال بعد نحو أسبوع.\n- من المتوقع الشعور بانسداد الأنف لمدة أسبوع إلى أسبوعين حتى يزول التورم.\n- تجنب حمل الأشياء الثقيلة والتمارين المجهدة والنفخ من الأنف لمدة أسبوع.\n- استخدم بخاخ المحلول الملحي حسب التعليمات للحفاظ على رطوبة الأنف.',
        'يتحسن التنفس عادة بشكل ملحوظ خلال أسابيع قليلة. وإذا كنت ترغب أيضًا في تغيير الشكل الخارجي للأنف، فسيناقش معك الجراح مدى ملاءمة عملية تجميل الأنف مع تعديل الحاجز.',
      ],
    },
    specialtyKey: 'rhinology',
    image: {
      key: 'service-septoplasty',
      alt: { en: 'Illustration of the nasal septum', ar: 'رسم توضيحي للحاجز الأنفي' },
      kind: 'scene',
      palette: ['#022351', '#f4a261'],
    },
    seo: {
      metaTitle: {
        en: 'Septoplasty for a Deviated Septum | Nile ENT Clinics',
        ar: 'عملية تعديل الحاجز الأنفي | عيادات النيل',
      },
      metaDescription: {
        en: 'Septoplasty at Nile ENT Clinics straightens a deviated nasal septum through the nostrils, with no visible scars, to relieve a constantly blocked nose.',
        ar: 'عملية تعديل الحاجز الأنفي في عيادات النيل تعالج الانحراف عبر فتحتي الأنف دون ندبات ظاهرة، لتخفيف انسداد الأنف المستمر وتحسين التنفس.',
      },
    },
  },
  {
    key: 'tonsillectomy',
    name: { en: 'Tonsillectomy', ar: 'استئصال اللوزتين' },
    slug: { en: 'tonsillectomy', ar: 'استئصال-اللوزتين' },
    summary: {
      en: 'Removal of the tonsils for children and adults with frequent tonsillitis or enlarged tonsils that disturb breathing during sleep.',
      ar: 'استئصال اللوزتين للأطفال والكبار الذين يعانون من التهاب اللوزتين المتكرر أو تضخمها بما يعيق التنفس أثناء النوم.',
    },
    body: {
      en: [
        'Tonsillectomy is one of the most common ENT operations. The main reasons are repeated episodes of tonsillitis that affect school or work, and enlarged tonsils that cause snoring or pauses in breathing during sleep. Not every sore throat needs surgery, and the doctor will review how often and how severely infections occur.',
        '## What to expect',
        'The operation is done under general anaesthesia and takes about 30 minutes. Children usually go home the same day or after one night. Surgery is planned when the child is free of any active infection, so please tell us if your child has a fever or cough in the days before.',
        '## Recovery at home',
        '- Throat pain is expected for 10 to 14 days and may reach the ears; give pain relief regularly as prescribed.\n- Encourage plenty of fluids and soft, cool foods; eating normally helps healing.\n- Keep children home from school for about two weeks.\n- Seek urgent medical care immediately if there is any bleeding from the mouth.',
        'After recovery, most children have far fewer throat infections and sleep better, and parents often notice improvements in appetite and concentration.',
      ],
      ar: [
        'تعد عملية استئصال اللوزتين من أكثر عمليات الأنف والأذن والحنجرة شيوعًا. وأهم أسبابها نوبات التهاب اللوزتين المتكررة التي تؤثر على الدراسة أو العمل، وتضخم اللوزتين الذي يسبب الشخير أو توقف التنفس أثناء النوم. وليس كل التهاب في الحلق يحتاج إلى جراحة، إذ يراجع الطبيب عدد مرات الالتهاب وشدتها.',
        '## ماذا تتوقع',
        'تُجرى العملية تحت التخدير الكلي وتستغرق نحو 30 دقيقة، ويعود الأطفال عادة إلى المنزل في اليوم نفسه أو بعد ليلة واحدة. ويتم تحديد موعد الجراحة عندما يكون الطفل خاليًا من أي التهاب نشط، لذا يرجى إبلاغنا إذا أصيب طفلك بارتفاع في الحرارة أو سعال في الأيام السابقة للعملية.',
        '## التعافي في المنزل',
        '- من المتوقع الشعور بألم في الحلق لمدة 10 إلى 14 يومًا وقد يمتد إلى الأذنين، لذا يجب إعطاء المسكن بانتظام حسب الوصفة.\n- شجع الطفل على شرب الكثير من السوائل وتناول الأطعمة اللينة الباردة، فالأكل الطبيعي يساعد على الالتئام.\n- يبقى الطفل في المنزل ولا يذهب إلى المدرسة لمدة أسبوعين تقريبًا.\n- توجه فورًا لطلب الرعاية الطبية العاجلة عند حدوث أي نزيف من الفم.',
        'بعد التعافي تقل التهابات الحلق بشكل كبير لدى معظم الأطفال ويتحسن نومهم، وكثيرًا ما يلاحظ الأهل تحسنًا في الشهية والتركيز.',
      ],
    },
    specialtyKey: 'paediatric-ent',
    image: {
      key: 'service-tonsillectomy',
      alt: { en: 'Child recovering comfortably after tonsil surgery', ar: 'طفل يتعافى براحة بعد عملية اللوزتين' },
      kind: 'scene',
      palette: ['#2a9d8f', '#f4a261'],
    },
    seo: {
      metaTitle: {
        en: 'Tonsillectomy for Children & Adults | Nile ENT Clinics',
        ar: 'عملية استئصال اللوزتين للأطفال والكبار | عيادات النيل',
      },
      metaDescription: {
        en: 'Tonsillectomy at Nile ENT Clinics for recurrent tonsillitis and enlarged tonsils, with clear advice on preparation and recovery at home for families.',
        ar: 'عملية استئصال اللوزتين في عيادات النيل لعلاج الالتهاب المتكرر وتضخم اللوزتين، مع إرشادات واضحة للأسرة حول الاستعداد للعملية والتعافي في المنزل.',
      },
    },
  },
  {
    key: 'adenoidectomy',
    name: { en: 'Adenoidectomy', ar: 'استئصال اللحمية' },
    slug: { en: 'adenoidectomy', ar: 'استئصال-اللحمية' },
    summary: {
      en: 'Removal of enlarged adenoids in children who breathe through the mouth, snore, or have repeated ear infections and glue ear.',
      ar: 'استئصال اللحمية المتضخمة لدى الأطفال الذين يتنفسون من الفم أو يعانون من الشخير أو التهابات الأذن المتكررة وتجمع السوائل خلف الطبلة.',
    },
    body: {
      en: [
        'The adenoids are a pad of lymphoid tissue at the back of the nose. They are largest between the ages of three and seven and usually shrink afterwards, but in some children they block the back of the nose and the openings of the Eustachian tubes.',
        '## Signs of enlarged adenoids',
        '- Breathing through the mouth, especially at night.\n- Snoring and restless sleep.\n- A constantly runny or blocked nose and a nasal voice.\n- Repeated ear infections or fluid behind the eardrum with reduced hearing.',
        '## What to expect',
        'Adenoidectomy is a short operation under general anaesthesia, performed through the mouth with no external cuts. It is often combined with tonsillectomy or ventilation tube insertion. Most children go home the same day and return to nursery or school within a few days.',
        'Before recommending surgery, the doctor assesses the size of the adenoids, checks the ears with tympanometry and a hearing test, and discusses whether a trial of nasal sprays is appropriate first.',
      ],
      ar: [
        'اللحمية نسيج ليمفاوي يقع في الجزء الخلفي من الأنف، ويكون حجمها في أقصاه بين سن الثالثة والسابعة ثم تنكمش عادة بعد ذلك. لكنها لدى بعض الأطفال تسد مؤخرة الأنف وفتحات قناتي استاكيوس.',
        '## علامات تضخم اللحمية',
        '- التنفس من الفم خاصة أثناء الليل.\n- الشخير والنوم المضطرب.\n- رشح أو انسداد مستمر في الأنف مع صوت أنفي.\n- التهابات متكررة في الأذن أو تجمع سوائل خلف الطبلة مع ضعف السمع.',
        '## ماذا تتوقع',
        'استئصال اللحمية عملية قصيرة تحت التخدير الكلي تُجرى عبر الفم دون جروح خارجية، وكثيرًا ما يتم الجمع بينها وبين استئصال اللوزتين أو تركيب أنابيب تهوية الأذن. يعود معظم الأطفال إلى المنزل في اليوم نفسه، ويرجعون إلى الحضانة أو المدرسة خلال أيام قليلة.',
        'قبل التوصية بالجراحة يقيّم الطبيب حجم اللحمية، ويفحص الأذنين بقياس ضغط الأذن الوسطى واختبار السمع، ويناقش معكم ما إذا كان من المناسب تجربة بخاخات الأنف أولًا.',
      ],
    },
    specialtyKey: 'paediatric-ent',
    image: {
      key: 'service-adenoidectomy',
      alt: {
        en: 'Paediatric ENT doctor talking with a child and parent',
        ar: 'طبيبة أنف وأذن وحنجرة أطفال تتحدث مع طفل ووالدته',
      },
      kind: 'scene',
      palette: ['#2a9d8f', '#e9c46a'],
    },
    seo: {
      metaTitle: {
        en: 'Adenoidectomy for Children | Nile ENT Clinics',
        ar: 'عملية استئصال اللحمية للأطفال | عيادات النيل',
      },
      metaDescription: {
        en: 'Adenoid removal for children with mouth breathing, snoring and repeated ear infections, as a short day-case operation at Nile ENT Clinics.',
        ar: 'استئصال اللحمية للأطفال الذين يعانون من التنفس من الفم والشخير والتهابات الأذن المتكررة، كعملية قصيرة دون مبيت في عيادات النيل للأنف والأذن والحنجرة.',
      },
    },
  },
  {
    key: 'laryngoscopy',
    name: { en: 'Laryngoscopy & Videostroboscopy', ar: 'منظار الحنجرة والمنظار الاهتزازي' },
    slug: { en: 'laryngoscopy-videostroboscopy', ar: 'منظار-الحنجرة' },
    summary: {
      en: 'A clinic examination of the throat and vocal cords with a thin camera, including slow-motion views of vocal cord vibration.',
      ar: 'فحص للحلق والأحبال الصوتية في العيادة بكاميرا رفيعة، يشمل تصوير اهتزاز الأحبال الصوتية بالحركة البطيئة.',
    },
    body: {
      en: [
        'Laryngoscopy lets the doctor see the voice box, vocal cords and the back of the throat directly. It is the key examination for hoarseness, a feeling of a lump in the throat, difficulty swallowing and suspected reflux affecting the larynx.',
        '## What to expect',
        'A thin flexible endoscope is passed gently through the nose after a numbing spray, or a rigid scope is placed at the back of the mouth. You will be asked to breathe, speak and make different sounds. Videostroboscopy uses a flashing light to show vocal cord vibration in slow motion. The examination takes only a few minutes and is recorded so the doctor can review it with you.',
        '## Good to know',
        '- You can drive and return to work straight afterwards.\n- If the throat was numbed, wait about an hour before eating or drinking hot drinks.\n- Tell us about any blood thinners or previous nasal surgery.',
        'Laryngoscopy is available in the voice clinics in Heliopolis and Mohandessin and in the head and neck clinic in Smouha.',
      ],
      ar: [
        'يتيح منظار الحنجرة للطبيب رؤية صندوق الصوت والأحبال الصوتية ومؤخرة الحلق مباشرة، وهو الفحص الأساسي في حالات بحة الصوت والإحساس بكتلة في الحلق وصعوبة البلع والاشتباه في ارتجاع يؤثر على الحنجرة.',
        '## ماذا تتوقع',
        'يتم إدخال منظار مرن رفيع بلطف عبر الأنف بعد استخدام بخاخ مخدر موضعي، أو يوضع منظار ثابت في مؤخرة الفم. وسيُطلب منك التنفس والكلام وإصدار أصوات مختلفة. ويستخدم المنظار الاهتزازي ضوءًا متقطعًا لإظهار اهتزاز الأحبال الصوتية بالحركة البطيئة. يستغرق الفحص دقائق قليلة ويتم تسجيله ليراجعه الطبيب معك.',
        '## معلومات مفيدة',
        '- يمكنك القيادة والعودة إلى عملك مباشرة بعد الفحص.\n- إذا تم تخدير الحلق فانتظر نحو ساعة قبل تناول الطعام أو المشروبات الساخنة.\n- أخبرنا إذا كنت تتناول أدوية مسيلة للدم أو أجريت جراحة سابقة في الأنف.',
        'يتوفر منظار الحنجرة في عيادات الصوت بفرعي مصر الجديدة والمهندسين وفي عيادة الرأس والرقبة بفرع سموحة.',
      ],
    },
    specialtyKey: 'laryngology',
    image: {
      key: 'service-laryngoscopy',
      alt: {
        en: 'Videostroboscopy image of the vocal cords on a monitor',
        ar: 'صورة الأحبال الصوتية بالمنظار الاهتزازي على الشاشة',
      },
      kind: 'scene',
      palette: ['#1b6f8a', '#e9c46a'],
    },
    seo: {
      metaTitle: {
        en: 'Laryngoscopy & Videostroboscopy | Nile ENT Clinics',
        ar: 'منظار الحنجرة والأحبال الصوتية | عيادات النيل',
      },
      metaDescription: {
        en: 'Laryngoscopy and videostroboscopy at Nile ENT Clinics: a quick clinic exam of the throat and vocal cords for hoarseness, reflux and swallowing problems.',
        ar: 'منظار الحنجرة والمنظار الاهتزازي في عيادات النيل: فحص سريع في العيادة للحلق والأحبال الصوتية في حالات بحة الصوت والارتجاع وصعوبة البلع.',
      },
    },
  },
  {
    key: 'voice-therapy',
    name: { en: 'Voice Therapy', ar: 'تأهيل الصوت' },
    slug: { en: 'voice-therapy', ar: 'تأهيل-الصوت' },
    summary: {
      en: 'Structured sessions with a phoniatrics specialist to treat hoarseness, vocal fatigue and vocal cord nodules, and to support recovery after voice surgery.',
      ar: 'جلسات منظمة مع استشاري التخاطب لعلاج بحة الصوت وإجهاده وعقيدات الأحبال الصوتية، ولدعم التعافي بعد جراحات الصوت.',
    },
    body: {
      en: [
        'Many voice problems come from the way the voice is used rather than from disease. Teachers, imams, lawyers, singers, sales and call-centre staff are especially at risk. Voice therapy retrains breathing, posture and voice production so that the vocal cords can heal and stay healthy.',
        '## What to expect',
        'Therapy begins with an assessment that includes videostroboscopy, voice recordings and questions about your daily voice use. You then attend weekly sessions, usually for six to ten weeks, and practise short exercises at home every day.',
        '## Conditions we treat',
        '- Vocal cord nodules and some polyps and cysts.\n- Muscle tension dysphonia and vocal fatigue.\n- Voice changes related to reflux.\n- Recovery before and after vocal cord surgery.',
        'Simple habits make a real difference: drink water regularly, avoid shouting over noise, rest your voice during colds and use a microphone in large classrooms or halls.',
      ],
      ar: [
        'كثير من مشاكل الصوت لا تنتج عن مرض بل عن طريقة استخدام الصوت، ويتعرض لها بشكل خاص المعلمون والأئمة والمحامون والمطربون وموظفو المبيعات ومراكز الاتصال. ويعيد تأهيل الصوت تدريب التنفس ووضعية الجسم وطريقة إصدار الصوت، حتى تلتئم الأحبال الصوتية وتبقى سليمة.',
        '## ماذا تتوقع',
        'يبدأ العلاج بتقييم يشمل المنظار الاهتزازي وتسجيلات للصوت وأسئلة عن استخدامك اليومي لصوتك. ثم تحضر جلسات أسبوعية لمدة ستة إلى عشرة أسابيع في المعتاد، وتمارس تمارين قصيرة في المنزل كل يوم.',
        '## الحالات التي نعالجها',
        '- عقيدات الأحبال الصوتية وبعض الزوائد والأكياس.\n- بحة الصوت الناتجة عن شد العضلات وإجهاد الصوت.\n- تغيرات الصوت المرتبطة بالارتجاع.\n- التأهيل قبل جراحات الأحبال الصوتية وبعدها.',
        'العادات البسيطة تصنع فرقًا حقيقيًا: اشرب الماء بانتظام، وتجنب رفع صوتك فوق الضوضاء، وأرح صوتك أثناء نزلات البرد، واستخدم الميكروفون في الفصول والقاعات الكبيرة.',
      ],
    },
    specialtyKey: 'laryngology',
    image: {
      key: 'service-voice-therapy',
      alt: { en: 'Voice therapy session with a phoniatrics specialist', ar: 'جلسة تأهيل صوت مع استشارية التخاطب' },
      kind: 'scene',
      palette: ['#0f4c75', '#e9c46a'],
    },
    seo: {
      metaTitle: {
        en: 'Voice Therapy for Hoarseness | Nile ENT Clinics',
        ar: 'جلسات تأهيل الصوت وعلاج البحة | عيادات النيل',
      },
      metaDescription: {
        en: 'Voice therapy at Nile ENT Clinics treats hoarseness, vocal fatigue and vocal cord nodules for teachers, singers and everyone who relies on their voice.',
        ar: 'جلسات تأهيل الصوت في عيادات النيل لعلاج بحة الصوت وإجهاده وعقيدات الأحبال الصوتية للمعلمين والمطربين وكل من يعتمد على صوته في عمله اليومي.',
      },
    },
  },
  {
    key: 'snoring-treatment',
    name: { en: 'Snoring & Sleep Apnoea Treatment', ar: 'علاج الشخير وانقطاع التنفس أثناء النوم' },
    slug: { en: 'snoring-sleep-apnoea-treatment', ar: 'علاج-الشخير' },
    summary: {
      en: 'Assessment of snoring and obstructive sleep apnoea, followed by a treatment plan matched to the cause, from lifestyle changes to surgery.',
      ar: 'تقييم الشخير وانقطاع التنفس الانسدادي أثناء النوم، ثم خطة علاج تناسب السبب تبدأ من تعديل نمط الحياة وحتى الجراحة.',
    },
    body: {
      en: [
        'Snoring is common, but loud snoring with pauses in breathing, gasping at night and daytime sleepiness may be a sign of obstructive sleep apnoea. Untreated sleep apnoea is linked to high blood pressure, heart disease and road accidents, so it deserves proper assessment.',
        '## How we assess snoring',
        '- A detailed history, ideally with the person who shares your room.\n- Examination of the nose, throat and jaw, and measurement of weight and neck size.\n- A sleep study at home or in a sleep laboratory to measure breathing and oxygen levels overnight.\n- Drug-induced sleep endoscopy in selected patients to see where the airway collapses.',
        '## Treatment options',
        'Treatment depends on the cause and severity. It may include weight loss, sleeping on the side, avoiding sedatives at night and treating a blocked nose. Moderate and severe sleep apnoea is usually treated with CPAP, a small machine that keeps the airway open with gentle air pressure. Oral appliances and surgery of the nose, palate or tonsils help selected patients.',
        'Our sleep team in Smouha works with sleep physicians and dentists so that each patient receives the option most likely to work for them.',
      ],
      ar: [
        'الشخير شائع، لكن الشخير العالي المصحوب بتوقف التنفس والاختناق ليلًا والنعاس أثناء النهار قد يكون علامة على انقطاع التنفس الانسدادي أثناء النوم. ويرتبط انقطاع التنفس غير المعالج بارتفاع ضغط الدم وأمراض القلب وحوادث الطرق، لذلك يستحق تقييمًا دقيقًا.',
        '## كيف نقيّم الشخير',
        '- أخذ تاريخ مفصل للحالة، ويفضل حضور من يشاركك الغرفة.\n- فحص الأنف والحلق والفك، وقياس الوزن ومحيط الرقبة.\n- دراسة نوم في المنزل أو في معمل النوم لقياس التنفس ومستوى الأكسجين طوال الليل.\n- منظار أثناء النوم المُحدَث دوائيًا لبعض المرضى لتحديد موضع انسداد مجرى الهواء.',
        '## خيارات العلاج',
        'يعتمد العلاج على السبب ودرجة الشدة، وقد يشمل إنقاص الوزن والنوم على الجانب وتجنب المهدئات ليلًا وعلاج انسداد الأنف. ويُعالج انقطاع التنفس المتوسط والشديد عادة بجهاز ضغط الهواء المستمر، وهو جهاز صغير يبقي مجرى الهواء مفتوحًا بضغط هواء لطيف. كما تفيد أجهزة الفم وجراحات الأنف أو سقف الحلق أو اللوزتين بعض المرضى.',
        'يعمل فريق علاج الشخير في فرع سموحة مع أطباء النوم وأطباء الأسنان ليحصل كل مريض على الخيار الأنسب والأكثر فاعلية لحالته.',
      ],
    },
    specialtyKey: 'sleep-apnea-snoring',
    image: {
      key: 'service-snoring-treatment',
      alt: { en: 'Quiet bedroom at night representing restful sleep', ar: 'غرفة نوم هادئة ليلًا تعبر عن النوم المريح' },
      kind: 'scene',
      palette: ['#022351', '#8ecae6'],
    },
    seo: {
      metaTitle: {
        en: 'Snoring & Sleep Apnoea Treatment | Nile ENT Clinics',
        ar: 'علاج الشخير وانقطاع التنفس أثناء النوم | عيادات النيل',
      },
      metaDescription: {
        en: 'Snoring and sleep apnoea care at Nile ENT Clinics: sleep studies, sleep endoscopy and treatment from CPAP and oral appliances to nose and palate surgery.',
        ar: 'علاج الشخير وانقطاع التنفس أثناء النوم في عيادات النيل: دراسات النوم ومنظار النوم وخيارات علاج تبدأ من جهاز ضغط الهواء وحتى جراحات الأنف والحلق.',
      },
    },
  },
  {
    key: 'thyroid-nodule-assessment',
    name: { en: 'Thyroid Nodule Assessment', ar: 'تقييم عقد الغدة الدرقية' },
    slug: { en: 'thyroid-nodule-assessment', ar: 'تقييم-عقد-الغدة-الدرقية' },
    summary: {
      en: 'A one-stop assessment of thyroid nodules and neck lumps with ultrasound, blood tests and, when needed, fine-needle aspiration.',
      ar: 'تقييم متكامل لعقد الغدة الدرقية وكتل الرقبة بالموجات فوق الصوتية والتحاليل، مع سحب عينة بالإبرة الدقيقة عند الحاجة.',
    },
    body: {
      en: [
        'Thyroid nodules are very common and are often found by chance on a scan. The great majority are benign, but every nodule deserves a proper assessment to identify the small number that need treatment.',
        '## What the assessment includes',
        '- Examination of the neck and the voice, including laryngoscopy before any planned surgery.\n- Thyroid function blood tests.\n- Neck ultrasound, with each nodule scored using a standard risk system.\n- Ultrasound-guided fine-needle aspiration for nodules that meet the criteria, reported using the Bethesda system.',
        '## What happens next',
        'Most benign nodules only need periodic ultrasound follow-up. Surgery, either removal of one lobe or the whole gland, is advised for suspicious or malignant results, for large nodules that press on the windpipe or food pipe, and for some overactive nodules. The surgeon discusses the benefits and risks, including the small risk to the voice and to calcium levels.',
        'The thyroid clinic is led by our head and neck surgeons, and patients with a confirmed cancer are discussed in a multidisciplinary meeting before treatment starts.',
      ],
      ar: [
        'عقد الغدة الدرقية شائعة جدًا، وكثيرًا ما تُكتشف بالصدفة أثناء إجراء أشعة لسبب آخر. والغالبية العظمى منها حميدة، لكن كل عقدة تستحق تقييمًا سليمًا لتحديد العدد القليل الذي يحتاج إلى علاج.',
        '## ماذا يشمل التقييم',
        '- فحص الرقبة والصوت، ويشمل منظار الحنجرة قبل أي جراحة مخطط لها.\n- تحاليل دم لوظائف الغدة الدرقية.\n- موجات فوق صوتية على الرقبة مع تصنيف كل عقدة وفق نظام قياسي لتقدير الخطورة.\n- سحب عينة بالإبرة الدقيقة بتوجيه الموجات فوق الصوتية للعقد التي تستوفي المعايير، ويصدر تقريرها وفق نظام بيثيسدا.',
        '## الخطوات التالية',
        'تحتاج معظم العقد الحميدة إلى متابعة دورية بالموجات فوق الصوتية فقط. ويُنصح بالجراحة، سواء باستئصال فص واحد أو الغدة كاملة، في حالات النتائج المشتبه بها أو الخبيثة، والعقد الكبيرة التي تضغط على القصبة الهوائية أو المريء، وبعض العقد مفرطة النشاط. ويناقش الجراح معك الفوائد والمخاطر، ومنها الاحتمال الضئيل لتأثر الصوت أو مستوى الكالسيوم.',
        'يقود عيادة الغدة الدرقية جراحو الرأس والرقبة لدينا، وتُعرض حالات الأورام المؤكدة على لجنة متعددة التخصصات قبل بدء العلاج.',
      ],
    },
    specialtyKey: 'head-neck-surgery',
    image: {
      key: 'service-thyroid-nodule',
      alt: { en: 'Ultrasound examination of the neck', ar: 'فحص الرقبة بالموجات فوق الصوتية' },
      kind: 'scene',
      palette: ['#022351', '#e76f51'],
    },
    seo: {
      metaTitle: {
        en: 'Thyroid Nodule Assessment & Surgery | Nile ENT Clinics',
        ar: 'تقييم وجراحة عقد الغدة الدرقية | عيادات النيل',
      },
      metaDescription: {
        en: 'Thyroid nodule clinic: ultrasound, thyroid blood tests and fine-needle aspiration, with thyroid surgery by head and neck surgeons when it is needed.',
        ar: 'عيادة عقد الغدة الدرقية: موجات فوق صوتية وتحاليل وظائف الغدة وسحب عينة بالإبرة الدقيقة، مع جراحة الغدة على يد جراحي الرأس والرقبة عند الحاجة.',
      },
    },
  },
];
