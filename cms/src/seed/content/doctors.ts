import type { DoctorSeed } from './types';

export const doctors: DoctorSeed[] = [
  {
    key: 'dr-ahmed-el-sayed',
    name: { en: 'Prof. Ahmed El-Sayed', ar: 'أ.د. أحمد السيد' },
    slug: { en: 'ahmed-el-sayed', ar: 'أحمد-السيد' },
    title: {
      en: 'Professor of Otolaryngology, Cairo University',
      ar: 'أستاذ الأنف والأذن والحنجرة بكلية الطب جامعة القاهرة',
    },
    bio: {
      en: 'Prof. Ahmed El-Sayed is a Professor of Otolaryngology at Kasr Al Ainy, Faculty of Medicine, Cairo University, and the founder of Nile ENT Clinics. For more than three decades he has treated chronic ear disease, perforated eardrums and conductive hearing loss, and he has trained a generation of Egyptian ear surgeons.\n\nHis clinical work focuses on microscopic and endoscopic ear surgery, including tympanoplasty, mastoidectomy and stapes surgery for otosclerosis. He has published widely on the outcomes of ear surgery in Egyptian patients and lectures regularly at national and regional ENT conferences.\n\nPatients know him for taking the time to explain the findings of the examination and the options available, and for his belief that every operation should be preceded by an honest conversation about expected results.',
      ar: 'الأستاذ الدكتور أحمد السيد أستاذ الأنف والأذن والحنجرة بكلية طب قصر العيني، جامعة القاهرة، ومؤسس عيادات النيل. يعالج منذ أكثر من ثلاثة عقود أمراض الأذن المزمنة وثقب طبلة الأذن وضعف السمع التوصيلي، وقد تتلمذ على يديه جيل من جراحي الأذن في مصر.\n\nيتركز عمله الإكلينيكي على جراحات الأذن بالميكروسكوب والمنظار، ومنها ترقيع طبلة الأذن واستئصال الخشاء وجراحة عظمة الركاب لعلاج تصلب الأذن. وله أبحاث منشورة عديدة حول نتائج جراحات الأذن لدى المرضى المصريين، ويحاضر بانتظام في المؤتمرات المحلية والإقليمية.\n\nيعرفه مرضاه بحرصه على شرح نتيجة الفحص والخيارات المتاحة بوضوح، وإيمانه بأن كل عملية جراحية يجب أن يسبقها حديث صريح عن النتائج المتوقعة.',
    },
    yearsOfExperience: 35,
    gender: 'male',
    languages: ['arabic', 'english', 'german'],
    specialtyKeys: ['otology'],
    branchKeys: ['branch-heliopolis', 'branch-mohandessin'],
    medicalDegrees: [
      {
        title: { en: 'MBBCh', ar: 'بكالوريوس الطب والجراحة' },
        institution: { en: 'Faculty of Medicine, Cairo University', ar: 'كلية الطب، جامعة القاهرة' },
        year: 1990,
      },
      {
        title: { en: 'MSc in Otorhinolaryngology', ar: 'ماجستير الأنف والأذن والحنجرة' },
        institution: { en: 'Faculty of Medicine, Cairo University', ar: 'كلية الطب، جامعة القاهرة' },
        year: 1995,
      },
      {
        title: { en: 'MD in Otorhinolaryngology', ar: 'دكتوراه الأنف والأذن والحنجرة' },
        institution: { en: 'Faculty of Medicine, Cairo University', ar: 'كلية الطب، جامعة القاهرة' },
        year: 2000,
      },
    ],
    image: {
      key: 'doctor-ahmed-el-sayed-portrait',
      alt: { en: 'Portrait of Prof. Ahmed El-Sayed', ar: 'صورة الأستاذ الدكتور أحمد السيد' },
      kind: 'portrait',
      palette: ['#022351', '#a8dadc'],
    },
    seo: {
      metaTitle: {
        en: 'Prof. Ahmed El-Sayed, Ear Surgeon | Nile ENT Clinics',
        ar: 'أ.د. أحمد السيد، جراحة الأذن | عيادات النيل',
      },
      metaDescription: {
        en: 'Prof. Ahmed El-Sayed, Professor of Otolaryngology at Cairo University, treats chronic ear disease and hearing loss in Heliopolis and Mohandessin.',
        ar: 'الأستاذ الدكتور أحمد السيد، أستاذ الأنف والأذن والحنجرة بجامعة القاهرة، يعالج أمراض الأذن المزمنة وضعف السمع في فرعي مصر الجديدة والمهندسين.',
      },
    },
  },
  {
    key: 'dr-mona-abdel-rahman',
    name: { en: 'Dr. Mona Abdel Rahman', ar: 'د. منى عبد الرحمن' },
    slug: { en: 'mona-abdel-rahman', ar: 'منى-عبد-الرحمن' },
    title: {
      en: 'Consultant of Rhinology and Endoscopic Sinus Surgery',
      ar: 'استشاري أمراض الأنف وجراحة الجيوب الأنفية بالمنظار',
    },
    bio: {
      en: 'Dr. Mona Abdel Rahman is a consultant rhinologist who completed her training at Ain Shams University and a clinical fellowship in rhinology and anterior skull base surgery at the Medical University of Graz, Austria.\n\nShe manages chronic sinusitis, nasal polyps, nasal allergy and septal deviation, and performs functional endoscopic sinus surgery and septoplasty using image-guided navigation for complex and revision cases. She is particularly interested in the long-term control of nasal polyps with modern medical treatment.\n\nDr. Mona leads the rhinology clinic at the Mohandessin branch and believes that a well-explained treatment plan is the first step to breathing better.',
      ar: 'الدكتورة منى عبد الرحمن استشاري أمراض الأنف والجيوب الأنفية، تلقت تدريبها في جامعة عين شمس ثم حصلت على زمالة إكلينيكية في جراحة الأنف وقاع الجمجمة الأمامي من الجامعة الطبية في غراتس بالنمسا.\n\nتعالج التهاب الجيوب الأنفية المزمن واللحميات الأنفية وحساسية الأنف وانحراف الحاجز الأنفي، وتجري جراحات الجيوب الأنفية الوظيفية بالمنظار وتعديل الحاجز الأنفي مستعينة بجهاز الملاحة الجراحية في الحالات المعقدة وحالات إعادة الجراحة. وتهتم بشكل خاص بالسيطرة طويلة المدى على اللحميات الأنفية بأحدث العلاجات الدوائية.\n\nتقود الدكتورة منى عيادة الأنف والجيوب الأنفية في فرع المهندسين، وتؤمن بأن خطة العلاج المشروحة جيدًا هي الخطوة الأولى نحو تنفس أفضل.',
    },
    yearsOfExperience: 22,
    gender: 'female',
    languages: ['arabic', 'english', 'french'],
    specialtyKeys: ['rhinology'],
    branchKeys: ['branch-mohandessin'],
    medicalDegrees: [
      {
        title: { en: 'MBBCh', ar: 'بكالوريوس الطب والجراحة' },
        institution: { en: 'Faculty of Medicine, Ain Shams University', ar: 'كلية الطب، جامعة عين شمس' },
        year: 2003,
      },
      {
        title: { en: 'MD in Otorhinolaryngology', ar: 'دكتوراه الأنف والأذن والحنجرة' },
        institution: { en: 'Faculty of Medicine, Ain Shams University', ar: 'كلية الطب، جامعة عين شمس' },
        year: 2011,
      },
      {
        title: {
          en: 'Clinical Fellowship in Rhinology and Skull Base Surgery',
          ar: 'زمالة إكلينيكية في جراحة الأنف وقاع الجمجمة',
        },
        institution: { en: 'Medical University of Graz, Austria', ar: 'الجامعة الطبية في غراتس، النمسا' },
        year: 2014,
      },
    ],
    image: {
      key: 'doctor-mona-abdel-rahman-portrait',
      alt: { en: 'Portrait of Dr. Mona Abdel Rahman', ar: 'صورة الدكتورة منى عبد الرحمن' },
      kind: 'portrait',
      palette: ['#0f4c75', '#f4a261'],
    },
    seo: {
      metaTitle: {
        en: 'Dr. Mona Abdel Rahman, Sinus Surgeon | Nile ENT Clinics',
        ar: 'د. منى عبد الرحمن، جراحة الجيوب الأنفية | عيادات النيل',
      },
      metaDescription: {
        en: 'Dr. Mona Abdel Rahman treats chronic sinusitis, nasal polyps and blocked noses with medical care and endoscopic sinus surgery at our Mohandessin branch.',
        ar: 'الدكتورة منى عبد الرحمن تعالج التهاب الجيوب الأنفية المزمن واللحميات وانسداد الأنف بالعلاج الدوائي وجراحة المنظار في فرع المهندسين بعيادات النيل.',
      },
    },
  },
  {
    key: 'dr-karim-mansour',
    name: { en: 'Dr. Karim Mansour', ar: 'د. كريم منصور' },
    slug: { en: 'karim-mansour', ar: 'كريم-منصور' },
    title: {
      en: 'Consultant of Laryngology and Head & Neck Surgery, FRCS',
      ar: 'استشاري أمراض الحنجرة وجراحة الرأس والرقبة، زميل كلية الجراحين الملكية',
    },
    bio: {
      en: 'Dr. Karim Mansour graduated from Kasr Al Ainy, Cairo University, and spent several years in ENT training in the United Kingdom, where he obtained the FRCS in Otolaryngology – Head and Neck Surgery from the Royal College of Surgeons of Edinburgh.\n\nHe treats hoarseness, vocal cord lesions, laryngeal reflux and airway narrowing, and performs microlaryngeal surgery and office-based laryngeal procedures. He also assesses neck lumps and thyroid nodules and works closely with our head and neck team.\n\nDr. Karim sees patients at the Heliopolis branch, where he runs a combined voice clinic with our phoniatrics consultant so that patients receive surgical and voice-therapy advice in a single visit.',
      ar: 'تخرج الدكتور كريم منصور في كلية طب قصر العيني بجامعة القاهرة، وأمضى عدة سنوات في التدريب التخصصي في المملكة المتحدة حيث حصل على زمالة كلية الجراحين الملكية بإدنبرة في جراحة الأنف والأذن والحنجرة والرأس والرقبة.\n\nيعالج بحة الصوت وأورام الأحبال الصوتية الحميدة وارتجاع الحنجرة وضيق مجرى التنفس، ويجري جراحات الحنجرة الدقيقة بالميكروسكوب والإجراءات الحنجرية داخل العيادة. كما يقيّم كتل الرقبة وعقد الغدة الدرقية بالتعاون مع فريق جراحة الرأس والرقبة.\n\nيستقبل الدكتور كريم مرضاه في فرع مصر الجديدة، حيث يدير عيادة صوت مشتركة مع استشارية التخاطب لكي يحصل المريض على الرأي الجراحي وخطة تأهيل الصوت في زيارة واحدة.',
    },
    yearsOfExperience: 23,
    gender: 'male',
    languages: ['arabic', 'english'],
    specialtyKeys: ['laryngology', 'head-neck-surgery'],
    branchKeys: ['branch-heliopolis'],
    medicalDegrees: [
      {
        title: { en: 'MBBCh', ar: 'بكالوريوس الطب والجراحة' },
        institution: { en: 'Faculty of Medicine, Cairo University', ar: 'كلية الطب، جامعة القاهرة' },
        year: 2002,
      },
      {
        title: { en: 'MSc in Otorhinolaryngology', ar: 'ماجستير الأنف والأذن والحنجرة' },
        institution: { en: 'Faculty of Medicine, Cairo University', ar: 'كلية الطب، جامعة القاهرة' },
        year: 2007,
      },
      {
        title: {
          en: 'FRCS (ORL-HNS)',
          ar: 'زمالة كلية الجراحين الملكية في جراحة الأنف والأذن والحنجرة والرأس والرقبة',
        },
        institution: { en: 'Royal College of Surgeons of Edinburgh', ar: 'الكلية الملكية للجراحين بإدنبرة' },
        year: 2013,
      },
    ],
    image: {
      key: 'doctor-karim-mansour-portrait',
      alt: { en: 'Portrait of Dr. Karim Mansour', ar: 'صورة الدكتور كريم منصور' },
      kind: 'portrait',
      palette: ['#1b6f8a', '#e9c46a'],
    },
    seo: {
      metaTitle: {
        en: 'Dr. Karim Mansour, Voice & Larynx | Nile ENT Clinics',
        ar: 'د. كريم منصور، أمراض الحنجرة والصوت | عيادات النيل',
      },
      metaDescription: {
        en: 'Dr. Karim Mansour, FRCS, treats hoarseness, vocal cord lesions, reflux and neck lumps, with microlaryngeal surgery at the Heliopolis branch in Cairo.',
        ar: 'الدكتور كريم منصور، زميل كلية الجراحين الملكية، يعالج بحة الصوت وأمراض الأحبال الصوتية والارتجاع وكتل الرقبة في فرع مصر الجديدة بالقاهرة.',
      },
    },
  },
  {
    key: 'dr-nadia-fouad',
    name: { en: 'Dr. Nadia Fouad', ar: 'د. نادية فؤاد' },
    slug: { en: 'nadia-fouad', ar: 'نادية-فؤاد' },
    title: {
      en: 'Consultant of Paediatric Otolaryngology',
      ar: 'استشاري أنف وأذن وحنجرة الأطفال',
    },
    bio: {
      en: 'Dr. Nadia Fouad is a consultant in paediatric ENT. After her training at Ain Shams University and the Egyptian Fellowship in Otolaryngology, she completed a paediatric ENT fellowship at Great Ormond Street Hospital in London.\n\nShe cares for children with recurrent tonsillitis, enlarged adenoids, glue ear, snoring and noisy breathing, and performs tonsillectomy, adenoidectomy and ventilation tube insertion as day-case procedures. She works with our audiology team to follow up children with hearing concerns and speech delay.\n\nParents appreciate her calm approach with anxious children and her clear advice on when surgery is needed and when watchful waiting is the better choice.',
      ar: 'الدكتورة نادية فؤاد استشاري أنف وأذن وحنجرة الأطفال. بعد تدريبها في جامعة عين شمس وحصولها على الزمالة المصرية في الأنف والأذن والحنجرة، أتمت زمالة متخصصة في جراحة الأنف والأذن والحنجرة للأطفال في مستشفى جريت أورموند ستريت بلندن.\n\nتتابع الأطفال المصابين بالتهاب اللوزتين المتكرر وتضخم اللحمية وتجمع السوائل خلف طبلة الأذن والشخير وصعوبة التنفس، وتجري عمليات استئصال اللوزتين واللحمية وتركيب أنابيب تهوية الأذن كجراحات يوم واحد. كما تعمل مع فريق السمعيات لمتابعة الأطفال الذين يعانون من مشاكل السمع أو تأخر الكلام.\n\nيقدّر أولياء الأمور أسلوبها الهادئ مع الأطفال القلقين ونصيحتها الواضحة حول متى تكون الجراحة ضرورية ومتى تكون المتابعة هي الخيار الأفضل.',
    },
    yearsOfExperience: 20,
    gender: 'female',
    languages: ['arabic', 'english'],
    specialtyKeys: ['paediatric-ent'],
    branchKeys: ['branch-heliopolis', 'branch-mohandessin'],
    medicalDegrees: [
      {
        title: { en: 'MBBCh', ar: 'بكالوريوس الطب والجراحة' },
        institution: { en: 'Faculty of Medicine, Ain Shams University', ar: 'كلية الطب، جامعة عين شمس' },
        year: 2005,
      },
      {
        title: { en: 'Egyptian Fellowship in Otolaryngology', ar: 'الزمالة المصرية في الأنف والأذن والحنجرة' },
        institution: { en: 'Ministry of Health and Population, Egypt', ar: 'وزارة الصحة والسكان، مصر' },
        year: 2013,
      },
      {
        title: { en: 'Clinical Fellowship in Paediatric ENT', ar: 'زمالة إكلينيكية في أنف وأذن وحنجرة الأطفال' },
        institution: { en: 'Great Ormond Street Hospital, London', ar: 'مستشفى جريت أورموند ستريت، لندن' },
        year: 2016,
      },
    ],
    image: {
      key: 'doctor-nadia-fouad-portrait',
      alt: { en: 'Portrait of Dr. Nadia Fouad', ar: 'صورة الدكتورة نادية فؤاد' },
      kind: 'portrait',
      palette: ['#2a9d8f', '#f4a261'],
    },
    seo: {
      metaTitle: {
        en: 'Dr. Nadia Fouad, Paediatric ENT | Nile ENT Clinics',
        ar: 'د. نادية فؤاد، أنف وأذن وحنجرة الأطفال | عيادات النيل',
      },
      metaDescription: {
        en: 'Dr. Nadia Fouad cares for children with tonsillitis, adenoids, glue ear and snoring, with day-case surgery when needed, in Heliopolis and Mohandessin.',
        ar: 'الدكتورة نادية فؤاد تعالج الأطفال من التهاب اللوزتين وتضخم اللحمية وسوائل الأذن الوسطى والشخير، مع جراحات اليوم الواحد عند الحاجة في القاهرة والجيزة.',
      },
    },
  },
  {
    key: 'dr-tarek-hassan',
    name: { en: 'Prof. Tarek Hassan', ar: 'أ.د. طارق حسن' },
    slug: { en: 'tarek-hassan', ar: 'طارق-حسن' },
    title: {
      en: 'Professor of Head and Neck Surgery, Alexandria University',
      ar: 'أستاذ جراحة الرأس والرقبة بكلية الطب جامعة الإسكندرية',
    },
    bio: {
      en: 'Prof. Tarek Hassan is a Professor of Otolaryngology – Head and Neck Surgery at the Faculty of Medicine, Alexandria University, and co-founder of Nile ENT Clinics, having established the Smouha branch in 2009.\n\nHis practice covers thyroid and parathyroid surgery, salivary gland tumours, neck masses and cancers of the larynx and pharynx. He works within multidisciplinary tumour boards so that each patient’s plan is agreed with oncology, radiology and pathology colleagues.\n\nProf. Tarek is committed to training young surgeons in Alexandria and to making specialist head and neck care available outside Cairo.',
      ar: 'الأستاذ الدكتور طارق حسن أستاذ الأنف والأذن والحنجرة وجراحة الرأس والرقبة بكلية الطب جامعة الإسكندرية، وشريك مؤسس في عيادات النيل، وقد أسس فرع سموحة عام 2009.\n\nتشمل ممارسته جراحات الغدة الدرقية والجار درقية وأورام الغدد اللعابية وكتل الرقبة وأورام الحنجرة والبلعوم. ويعمل ضمن لجان الأورام متعددة التخصصات ليتم الاتفاق على خطة علاج كل مريض مع زملاء الأورام والأشعة والباثولوجي.\n\nيحرص الأستاذ الدكتور طارق على تدريب الجراحين الشباب في الإسكندرية وعلى إتاحة رعاية متخصصة في جراحة الرأس والرقبة خارج القاهرة.',
    },
    yearsOfExperience: 37,
    gender: 'male',
    languages: ['arabic', 'english'],
    specialtyKeys: ['head-neck-surgery'],
    branchKeys: ['branch-smouha'],
    medicalDegrees: [
      {
        title: { en: 'MBBCh', ar: 'بكالوريوس الطب والجراحة' },
        institution: { en: 'Faculty of Medicine, Alexandria University', ar: 'كلية الطب، جامعة الإسكندرية' },
        year: 1988,
      },
      {
        title: { en: 'MSc in Otorhinolaryngology', ar: 'ماجستير الأنف والأذن والحنجرة' },
        institution: { en: 'Faculty of Medicine, Alexandria University', ar: 'كلية الطب، جامعة الإسكندرية' },
        year: 1993,
      },
      {
        title: { en: 'MD in Otorhinolaryngology', ar: 'دكتوراه الأنف والأذن والحنجرة' },
        institution: { en: 'Faculty of Medicine, Alexandria University', ar: 'كلية الطب، جامعة الإسكندرية' },
        year: 1998,
      },
    ],
    image: {
      key: 'doctor-tarek-hassan-portrait',
      alt: { en: 'Portrait of Prof. Tarek Hassan', ar: 'صورة الأستاذ الدكتور طارق حسن' },
      kind: 'portrait',
      palette: ['#022351', '#e76f51'],
    },
    seo: {
      metaTitle: {
        en: 'Prof. Tarek Hassan, Head & Neck Surgery | Nile ENT',
        ar: 'أ.د. طارق حسن، جراحة الرأس والرقبة | عيادات النيل',
      },
      metaDescription: {
        en: 'Prof. Tarek Hassan of Alexandria University treats thyroid nodules, neck lumps, salivary gland and throat tumours at our Smouha branch in Alexandria.',
        ar: 'الأستاذ الدكتور طارق حسن من جامعة الإسكندرية يعالج عقد الغدة الدرقية وكتل الرقبة وأورام الغدد اللعابية والحنجرة في فرع سموحة بالإسكندرية.',
      },
    },
  },
  {
    key: 'dr-salma-youssef',
    name: { en: 'Dr. Salma Youssef', ar: 'د. سلمى يوسف' },
    slug: { en: 'salma-youssef', ar: 'سلمى-يوسف' },
    title: {
      en: 'Consultant of Audiology and Balance Disorders',
      ar: 'استشاري السمعيات واضطرابات الاتزان',
    },
    bio: {
      en: 'Dr. Salma Youssef is a consultant in audio-vestibular medicine trained at Ain Shams University. She leads the audiology units in Heliopolis and Mohandessin, covering hearing tests for adults and children, tympanometry and hearing aid fitting.\n\nShe has a special interest in dizziness and vertigo. Using videonystagmography and bedside tests she diagnoses conditions such as benign paroxysmal positional vertigo, vestibular migraine and Ménière’s disease, and designs vestibular rehabilitation programmes for each patient.\n\nDr. Salma also runs the tinnitus clinic, where patients receive counselling, sound therapy and practical strategies for living with ringing in the ears.',
      ar: 'الدكتورة سلمى يوسف استشاري طب السمعيات والاتزان، تلقت تدريبها في جامعة عين شمس. تشرف على وحدتي السمعيات في فرعي مصر الجديدة والمهندسين، وتشمل خدماتها اختبارات السمع للكبار والأطفال وقياس ضغط الأذن الوسطى وتركيب السماعات الطبية.\n\nتهتم بشكل خاص بحالات الدوخة والدوار، وتستخدم جهاز رسم رأرأة العين بالفيديو والاختبارات الإكلينيكية لتشخيص حالات مثل الدوار الموضعي الانتيابي الحميد والصداع النصفي الدهليزي ومرض منيير، ثم تضع برنامج تأهيل للاتزان يناسب كل مريض.\n\nكما تدير الدكتورة سلمى عيادة طنين الأذن، حيث يحصل المرضى على الإرشاد والعلاج بالأصوات وطرق عملية للتعايش مع الطنين.',
    },
    yearsOfExperience: 18,
    gender: 'female',
    languages: ['arabic', 'english'],
    specialtyKeys: ['audiology-vestibular'],
    branchKeys: ['branch-mohandessin', 'branch-heliopolis'],
    medicalDegrees: [
      {
        title: { en: 'MBBCh', ar: 'بكالوريوس الطب والجراحة' },
        institution: { en: 'Faculty of Medicine, Ain Shams University', ar: 'كلية الطب، جامعة عين شمس' },
        year: 2007,
      },
      {
        title: { en: 'MSc in Audiology', ar: 'ماجستير السمعيات' },
        institution: { en: 'Faculty of Medicine, Ain Shams University', ar: 'كلية الطب، جامعة عين شمس' },
        year: 2011,
      },
      {
        title: { en: 'MD in Audio-Vestibular Medicine', ar: 'دكتوراه طب السمعيات والاتزان' },
        institution: { en: 'Faculty of Medicine, Ain Shams University', ar: 'كلية الطب، جامعة عين شمس' },
        year: 2016,
      },
    ],
    image: {
      key: 'doctor-salma-youssef-portrait',
      alt: { en: 'Portrait of Dr. Salma Youssef', ar: 'صورة الدكتورة سلمى يوسف' },
      kind: 'portrait',
      palette: ['#0f4c75', '#a8dadc'],
    },
    seo: {
      metaTitle: {
        en: 'Dr. Salma Youssef, Hearing & Balance | Nile ENT Clinics',
        ar: 'د. سلمى يوسف، السمعيات والاتزان | عيادات النيل',
      },
      metaDescription: {
        en: 'Dr. Salma Youssef provides hearing tests, hearing aid fitting, tinnitus care and vertigo assessment for adults and children in Cairo and Giza.',
        ar: 'الدكتورة سلمى يوسف تقدم اختبارات السمع وتركيب السماعات وعلاج طنين الأذن وتقييم الدوار للكبار والأطفال في فرعي مصر الجديدة والمهندسين.',
      },
    },
  },
  {
    key: 'dr-omar-farouk',
    name: { en: 'Dr. Omar Farouk', ar: 'د. عمر فاروق' },
    slug: { en: 'omar-farouk', ar: 'عمر-فاروق' },
    title: {
      en: 'Consultant of Otolaryngology and Sleep Surgery',
      ar: 'استشاري الأنف والأذن والحنجرة وجراحات الشخير',
    },
    bio: {
      en: 'Dr. Omar Farouk is a consultant otolaryngologist at the Smouha branch with a focus on snoring, obstructive sleep apnoea and nasal obstruction. He trained at Alexandria University and holds the Diploma in Otolaryngology – Head and Neck Surgery from the Royal College of Surgeons of England.\n\nHe works with sleep physicians to interpret sleep studies and uses drug-induced sleep endoscopy to find the exact level of airway collapse before recommending treatment, whether that is weight management, CPAP, an oral appliance, nasal surgery or palatal surgery.\n\nDr. Omar also treats chronic rhinitis and septal deviation, since a clear nose is often the first step in better sleep.',
      ar: 'الدكتور عمر فاروق استشاري الأنف والأذن والحنجرة بفرع سموحة، ويركز على علاج الشخير وانقطاع التنفس الانسدادي أثناء النوم وانسداد الأنف. تلقى تدريبه في جامعة الإسكندرية وحصل على دبلوم جراحة الأنف والأذن والحنجرة والرأس والرقبة من الكلية الملكية للجراحين بإنجلترا.\n\nيتعاون مع أطباء النوم في قراءة دراسات النوم، ويستخدم المنظار أثناء النوم المُحدَث دوائيًا لتحديد مستوى انسداد مجرى الهواء بدقة قبل اقتراح العلاج، سواء كان إنقاص الوزن أو جهاز ضغط الهواء المستمر أو جهاز الفم أو جراحة الأنف أو جراحة سقف الحلق.\n\nيعالج الدكتور عمر أيضًا التهاب الأنف المزمن وانحراف الحاجز الأنفي، لأن الأنف المفتوح كثيرًا ما يكون الخطوة الأولى نحو نوم أفضل.',
    },
    yearsOfExperience: 21,
    gender: 'male',
    languages: ['arabic', 'english'],
    specialtyKeys: ['sleep-apnea-snoring', 'rhinology'],
    branchKeys: ['branch-smouha'],
    medicalDegrees: [
      {
        title: { en: 'MBBCh', ar: 'بكالوريوس الطب والجراحة' },
        institution: { en: 'Faculty of Medicine, Alexandria University', ar: 'كلية الطب، جامعة الإسكندرية' },
        year: 2004,
      },
      {
        title: { en: 'MSc in Otorhinolaryngology', ar: 'ماجستير الأنف والأذن والحنجرة' },
        institution: { en: 'Faculty of Medicine, Alexandria University', ar: 'كلية الطب، جامعة الإسكندرية' },
        year: 2009,
      },
      {
        title: { en: 'DOHNS', ar: 'دبلوم جراحة الأنف والأذن والحنجرة والرأس والرقبة' },
        institution: { en: 'Royal College of Surgeons of England', ar: 'الكلية الملكية للجراحين بإنجلترا' },
        year: 2013,
      },
    ],
    image: {
      key: 'doctor-omar-farouk-portrait',
      alt: { en: 'Portrait of Dr. Omar Farouk', ar: 'صورة الدكتور عمر فاروق' },
      kind: 'portrait',
      palette: ['#022351', '#8ecae6'],
    },
    seo: {
      metaTitle: {
        en: 'Dr. Omar Farouk, Snoring & Sleep Apnoea | Nile ENT',
        ar: 'د. عمر فاروق، الشخير وانقطاع التنفس | عيادات النيل',
      },
      metaDescription: {
        en: 'Dr. Omar Farouk assesses snoring and sleep apnoea with sleep endoscopy and treats nasal obstruction and septal deviation at our Smouha branch.',
        ar: 'الدكتور عمر فاروق يقيّم الشخير وانقطاع التنفس أثناء النوم بالمنظار ويعالج انسداد الأنف وانحراف الحاجز الأنفي في فرع سموحة بالإسكندرية.',
      },
    },
  },
  {
    key: 'dr-heba-shawky',
    name: { en: 'Dr. Heba Shawky', ar: 'د. هبة شوقي' },
    slug: { en: 'heba-shawky', ar: 'هبة-شوقي' },
    title: {
      en: 'Assistant Professor of Otolaryngology, Ain Shams University',
      ar: 'أستاذ مساعد الأنف والأذن والحنجرة بكلية الطب جامعة عين شمس',
    },
    bio: {
      en: 'Dr. Heba Shawky is an Assistant Professor of Otolaryngology at Ain Shams University. Her clinical interests are ear infections, eardrum perforations and ear problems in children.\n\nAt the Heliopolis branch she runs the general ear clinic, performs microsuction for wax and ear canal infections, and operates on children and adults who need ventilation tubes or eardrum repair. She has a particular interest in preventing complications of ear infections in swimmers and in children with recurrent colds.\n\nShe is an active author of our patient-education articles, believing that an informed patient makes better decisions about their own health.',
      ar: 'الدكتورة هبة شوقي أستاذ مساعد الأنف والأذن والحنجرة بكلية الطب جامعة عين شمس، وتهتم بالتهابات الأذن وثقب طبلة الأذن ومشاكل الأذن عند الأطفال.\n\nتدير في فرع مصر الجديدة عيادة الأذن العامة، وتجري تنظيف الأذن بالشفط الدقيق لإزالة الشمع وعلاج التهابات القناة السمعية، كما تجري عمليات تركيب أنابيب التهوية وترقيع طبلة الأذن للكبار والأطفال. وتهتم بشكل خاص بالوقاية من مضاعفات التهابات الأذن لدى السباحين والأطفال المعرضين لنزلات البرد المتكررة.\n\nتشارك بانتظام في كتابة مقالات التوعية الصحية على موقعنا، إيمانًا منها بأن المريض الواعي يتخذ قرارات أفضل بشأن صحته.',
    },
    yearsOfExperience: 19,
    gender: 'female',
    languages: ['arabic', 'english', 'french'],
    specialtyKeys: ['otology', 'paediatric-ent'],
    branchKeys: ['branch-heliopolis'],
    medicalDegrees: [
      {
        title: { en: 'MBBCh', ar: 'بكالوريوس الطب والجراحة' },
        institution: { en: 'Faculty of Medicine, Ain Shams University', ar: 'كلية الطب، جامعة عين شمس' },
        year: 2006,
      },
      {
        title: { en: 'MSc in Otorhinolaryngology', ar: 'ماجستير الأنف والأذن والحنجرة' },
        institution: { en: 'Faculty of Medicine, Ain Shams University', ar: 'كلية الطب، جامعة عين شمس' },
        year: 2011,
      },
      {
        title: { en: 'MD in Otorhinolaryngology', ar: 'دكتوراه الأنف والأذن والحنجرة' },
        institution: { en: 'Faculty of Medicine, Ain Shams University', ar: 'كلية الطب، جامعة عين شمس' },
        year: 2016,
      },
    ],
    image: {
      key: 'doctor-heba-shawky-portrait',
      alt: { en: 'Portrait of Dr. Heba Shawky', ar: 'صورة الدكتورة هبة شوقي' },
      kind: 'portrait',
      palette: ['#2a9d8f', '#f2e8cf'],
    },
    seo: {
      metaTitle: {
        en: 'Dr. Heba Shawky, Ear Specialist | Nile ENT Clinics',
        ar: 'د. هبة شوقي، أمراض الأذن | عيادات النيل',
      },
      metaDescription: {
        en: 'Dr. Heba Shawky of Ain Shams University treats ear infections, ear wax, eardrum perforations and ear problems in children at our Heliopolis branch.',
        ar: 'الدكتورة هبة شوقي من جامعة عين شمس تعالج التهابات الأذن وشمع الأذن وثقب الطبلة ومشاكل الأذن عند الأطفال في فرع مصر الجديدة بعيادات النيل.',
      },
    },
  },
  {
    key: 'dr-mahmoud-ragab',
    name: { en: 'Dr. Mahmoud Ragab', ar: 'د. محمود رجب' },
    slug: { en: 'mahmoud-ragab', ar: 'محمود-رجب' },
    title: {
      en: 'Consultant of Otology and Cochlear Implant Surgery',
      ar: 'استشاري جراحة الأذن وزراعة القوقعة',
    },
    bio: {
      en: 'Dr. Mahmoud Ragab is a consultant otologist at the Smouha branch. He trained at Alexandria University and completed a clinical fellowship in otology and cochlear implantation at Hannover Medical School in Germany.\n\nHe leads the cochlear implant programme in Alexandria, guiding children and adults with severe to profound hearing loss through assessment, surgery and the long months of programming and rehabilitation that follow. He also performs tympanoplasty, mastoid surgery and stapes surgery.\n\nDr. Mahmoud works hand in hand with audiologists and speech therapists, because a successful implant depends as much on rehabilitation as on the operation itself.',
      ar: 'الدكتور محمود رجب استشاري جراحة الأذن بفرع سموحة، تلقى تدريبه في جامعة الإسكندرية وأتم زمالة إكلينيكية في جراحة الأذن وزراعة القوقعة في كلية هانوفر الطبية بألمانيا.\n\nيقود برنامج زراعة القوقعة في الإسكندرية، ويرافق الأطفال والكبار المصابين بضعف السمع الشديد والعميق خلال مراحل التقييم والجراحة ثم شهور البرمجة والتأهيل التي تليها. كما يجري عمليات ترقيع الطبلة وجراحات الخشاء وجراحة عظمة الركاب.\n\nيعمل الدكتور محمود جنبًا إلى جنب مع أخصائيي السمعيات والتخاطب، لأن نجاح زراعة القوقعة يعتمد على التأهيل بقدر ما يعتمد على العملية نفسها.',
    },
    yearsOfExperience: 26,
    gender: 'male',
    languages: ['arabic', 'english'],
    specialtyKeys: ['otology'],
    branchKeys: ['branch-smouha'],
    medicalDegrees: [
      {
        title: { en: 'MBBCh', ar: 'بكالوريوس الطب والجراحة' },
        institution: { en: 'Faculty of Medicine, Alexandria University', ar: 'كلية الطب، جامعة الإسكندرية' },
        year: 1999,
      },
      {
        title: { en: 'MD in Otorhinolaryngology', ar: 'دكتوراه الأنف والأذن والحنجرة' },
        institution: { en: 'Faculty of Medicine, Alexandria University', ar: 'كلية الطب، جامعة الإسكندرية' },
        year: 2009,
      },
      {
        title: {
          en: 'Clinical Fellowship in Otology and Cochlear Implantation',
          ar: 'زمالة إكلينيكية في جراحة الأذن وزراعة القوقعة',
        },
        institution: { en: 'Hannover Medical School, Germany', ar: 'كلية هانوفر الطبية، ألمانيا' },
        year: 2012,
      },
    ],
    image: {
      key: 'doctor-mahmoud-ragab-portrait',
      alt: { en: 'Portrait of Dr. Mahmoud Ragab', ar: 'صورة الدكتور محمود رجب' },
      kind: 'portrait',
      palette: ['#1b6f8a', '#a8dadc'],
    },
    seo: {
      metaTitle: {
        en: 'Dr. Mahmoud Ragab, Cochlear Implants | Nile ENT Clinics',
        ar: 'د. محمود رجب، جراحة الأذن وزراعة القوقعة | عيادات النيل',
      },
      metaDescription: {
        en: 'Dr. Mahmoud Ragab leads cochlear implant assessment and surgery in Alexandria and performs eardrum, mastoid and stapes surgery at our Smouha branch.',
        ar: 'الدكتور محمود رجب يقود برنامج تقييم وجراحة زراعة القوقعة في الإسكندرية ويجري جراحات الطبلة والخشاء وعظمة الركاب في فرع سموحة بعيادات النيل.',
      },
    },
  },
  {
    key: 'dr-rania-el-gendy',
    name: { en: 'Dr. Rania El-Gendy', ar: 'د. رانيا الجندي' },
    slug: { en: 'rania-el-gendy', ar: 'رانيا-الجندي' },
    title: {
      en: 'Consultant of Phoniatrics (Voice and Swallowing)',
      ar: 'استشاري أمراض التخاطب والصوت والبلع',
    },
    bio: {
      en: 'Dr. Rania El-Gendy is a consultant phoniatrician who trained at Kasr Al Ainy, Cairo University. She assesses voice disorders, swallowing difficulties and speech and language delay in children and adults.\n\nUsing videostroboscopy she examines how the vocal folds vibrate, then builds voice-therapy programmes for teachers, imams, singers, call-centre staff and others who depend on their voice at work. She also provides rehabilitation before and after vocal cord surgery.\n\nDr. Rania sees patients in Mohandessin and joins the combined voice clinic in Heliopolis once a week.',
      ar: 'الدكتورة رانيا الجندي استشاري أمراض التخاطب، تلقت تدريبها في كلية طب قصر العيني بجامعة القاهرة. تقيّم اضطرابات الصوت وصعوبات البلع وتأخر الكلام واللغة لدى الأطفال والكبار.\n\nتفحص حركة الأحبال الصوتية باستخدام منظار الحنجرة الاهتزازي، ثم تضع برامج لتأهيل الصوت للمعلمين والأئمة والمطربين وموظفي مراكز الاتصال وغيرهم ممن يعتمدون على أصواتهم في العمل. كما تقدم جلسات التأهيل قبل جراحات الأحبال الصوتية وبعدها.\n\nتستقبل الدكتورة رانيا مرضاها في فرع المهندسين، وتشارك أسبوعيًا في عيادة الصوت المشتركة بفرع مصر الجديدة.',
    },
    yearsOfExperience: 21,
    gender: 'female',
    languages: ['arabic', 'english', 'german'],
    specialtyKeys: ['laryngology'],
    branchKeys: ['branch-mohandessin', 'branch-heliopolis'],
    medicalDegrees: [
      {
        title: { en: 'MBBCh', ar: 'بكالوريوس الطب والجراحة' },
        institution: { en: 'Faculty of Medicine, Cairo University', ar: 'كلية الطب، جامعة القاهرة' },
        year: 2004,
      },
      {
        title: { en: 'MSc in Phoniatrics', ar: 'ماجستير أمراض التخاطب' },
        institution: { en: 'Faculty of Medicine, Cairo University', ar: 'كلية الطب، جامعة القاهرة' },
        year: 2009,
      },
      {
        title: { en: 'MD in Phoniatrics', ar: 'دكتوراه أمراض التخاطب' },
        institution: { en: 'Faculty of Medicine, Cairo University', ar: 'كلية الطب، جامعة القاهرة' },
        year: 2014,
      },
    ],
    image: {
      key: 'doctor-rania-el-gendy-portrait',
      alt: { en: 'Portrait of Dr. Rania El-Gendy', ar: 'صورة الدكتورة رانيا الجندي' },
      kind: 'portrait',
      palette: ['#0f4c75', '#e9c46a'],
    },
    seo: {
      metaTitle: {
        en: 'Dr. Rania El-Gendy, Voice Therapy | Nile ENT Clinics',
        ar: 'د. رانيا الجندي، الصوت والبلع | عيادات النيل',
      },
      metaDescription: {
        en: 'Dr. Rania El-Gendy assesses voice and swallowing problems with videostroboscopy and leads voice therapy for teachers, singers and other voice users.',
        ar: 'الدكتورة رانيا الجندي تقيّم مشاكل الصوت والبلع بمنظار الحنجرة الاهتزازي وتقدم جلسات تأهيل الصوت للمعلمين والمطربين وكل من يعتمد على صوته في عمله.',
      },
    },
  },
  {
    key: 'dr-yasmine-abdel-aziz',
    name: { en: 'Dr. Yasmine Abdel Aziz', ar: 'د. ياسمين عبد العزيز' },
    slug: { en: 'yasmine-abdel-aziz', ar: 'ياسمين-عبد-العزيز' },
    title: {
      en: 'Consultant of Audio-Vestibular Medicine',
      ar: 'استشاري طب السمعيات والاتزان',
    },
    bio: {
      en: 'Dr. Yasmine Abdel Aziz is a consultant in audio-vestibular medicine at the Smouha branch, trained at Alexandria University. She performs hearing assessments from newborn screening to adult audiometry, and fits and programmes hearing aids.\n\nShe works closely with Dr. Mahmoud Ragab in the cochlear implant programme, carrying out candidacy testing and the switch-on and mapping sessions after surgery. She also assesses patients with dizziness and offers vestibular rehabilitation.\n\nDr. Yasmine has a special interest in early detection of hearing loss in babies and regularly gives talks to parents and nursery staff across Alexandria.',
      ar: 'الدكتورة ياسمين عبد العزيز استشاري طب السمعيات والاتزان بفرع سموحة، تلقت تدريبها في جامعة الإسكندرية. تجري تقييم السمع بدءًا من المسح السمعي لحديثي الولادة وحتى قياس السمع للكبار، وتتولى تركيب السماعات الطبية وبرمجتها.\n\nتعمل عن قرب مع الدكتور محمود رجب في برنامج زراعة القوقعة، فتجري اختبارات الترشيح قبل الجراحة وجلسات التشغيل والبرمجة بعدها. كما تقيّم مرضى الدوخة وتقدم جلسات تأهيل الاتزان.\n\nتهتم الدكتورة ياسمين بشكل خاص بالاكتشاف المبكر لضعف السمع عند الرضع، وتقدم بانتظام محاضرات توعوية لأولياء الأمور والعاملين في الحضانات في الإسكندرية.',
    },
    yearsOfExperience: 19,
    gender: 'female',
    languages: ['arabic', 'english'],
    specialtyKeys: ['audiology-vestibular', 'paediatric-ent'],
    branchKeys: ['branch-smouha'],
    medicalDegrees: [
      {
        title: { en: 'MBBCh', ar: 'بكالوريوس الطب والجراحة' },
        institution: { en: 'Faculty of Medicine, Alexandria University', ar: 'كلية الطب، جامعة الإسكندرية' },
        year: 2006,
      },
      {
        title: { en: 'MSc in Audiology', ar: 'ماجستير السمعيات' },
        institution: { en: 'Faculty of Medicine, Alexandria University', ar: 'كلية الطب، جامعة الإسكندرية' },
        year: 2011,
      },
      {
        title: { en: 'MD in Audio-Vestibular Medicine', ar: 'دكتوراه طب السمعيات والاتزان' },
        institution: { en: 'Faculty of Medicine, Alexandria University', ar: 'كلية الطب، جامعة الإسكندرية' },
        year: 2016,
      },
    ],
    image: {
      key: 'doctor-yasmine-abdel-aziz-portrait',
      alt: { en: 'Portrait of Dr. Yasmine Abdel Aziz', ar: 'صورة الدكتورة ياسمين عبد العزيز' },
      kind: 'portrait',
      palette: ['#2a9d8f', '#e9c46a'],
    },
    seo: {
      metaTitle: {
        en: 'Dr. Yasmine Abdel Aziz, Audiology | Nile ENT Clinics',
        ar: 'د. ياسمين عبد العزيز، السمعيات والاتزان | عيادات النيل',
      },
      metaDescription: {
        en: 'Dr. Yasmine Abdel Aziz offers hearing tests from newborns to adults, hearing aids, cochlear implant mapping and dizziness care at our Smouha branch.',
        ar: 'الدكتورة ياسمين عبد العزيز تقدم اختبارات السمع من حديثي الولادة حتى الكبار وتركيب السماعات وبرمجة القوقعة وعلاج الدوخة في فرع سموحة بالإسكندرية.',
      },
    },
  },
];
