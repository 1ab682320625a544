import type { BranchSeed } from './types';

export const branches: BranchSeed[] = [
  {
    key: 'branch-heliopolis',
    name: { en: 'Heliopolis Branch', ar: 'فرع مصر الجديدة' },
    slug: { en: 'heliopolis', ar: 'مصر-الجديدة' },
    city: { en: 'Cairo', ar: 'القاهرة' },
    address: {
      en: '32 El-Merghany Street, 2nd floor, Heliopolis, Cairo',
      ar: '32 شارع الميرغني، الدور الثاني، مصر الجديدة، القاهرة',
    },
    phone: '+20224183570',
    whatsapp: '+201028475163',
    email: 'heliopolis@nileent.example',
    locationLink: 'https://maps.google.com/?q=30.0889,31.3212',
    latitude: 30.0889,
    longitude: 31.3212,
    openingHours: [
      { day: 'monday', isClosed: false, opensAt: '12:00', closesAt: '22:00' },
      { day: 'tuesday', isClosed: false, opensAt: '12:00', closesAt: '22:00' },
      { day: 'wednesday', isClosed: false, opensAt: '12:00', closesAt: '22:00' },
      { day: 'thursday', isClosed: false, opensAt: '12:00', closesAt: '22:00' },
      { day: 'friday', isClosed: true },
      { day: 'saturday', isClosed: false, opensAt: '12:00', closesAt: '22:00' },
      { day: 'sunday', isClosed: false, opensAt: '12:00', closesAt: '22:00' },
    ],
    image: {
      key: 'branch-heliopolis-building',
      alt: {
        en: 'Entrance of the Nile ENT Clinics branch on El-Merghany Street in Heliopolis',
        ar: 'مدخل فرع عيادات النيل في شارع الميرغني بمصر الجديدة',
      },
      kind: 'building',
      palette: ['#022351', '#e9c46a'],
    },
    seo: {
      metaTitle: {
        en: 'ENT Clinic in Heliopolis, Cairo | Nile ENT Clinics',
        ar: 'عيادة أنف وأذن وحنجرة في مصر الجديدة | عيادات النيل',
      },
      metaDescription: {
        en: 'Visit Nile ENT Clinics on El-Merghany Street, Heliopolis: ear, nose, throat and hearing care, open Saturday to Thursday from 12:00 to 22:00.',
        ar: 'زوروا فرع عيادات النيل في شارع الميرغني بمصر الجديدة لرعاية الأنف والأذن والحنجرة والسمع، مفتوح من السبت إلى الخميس من 12:00 ظهرًا حتى 22:00 مساءً.',
      },
    },
  },
  {
    key: 'branch-mohandessin',
    name: { en: 'Mohandessin Branch', ar: 'فرع المهندسين' },
    slug: { en: 'mohandessin', ar: 'المهندسين' },
    city: { en: 'Giza', ar: 'الجيزة' },
    address: {
      en: '45 Shehab Street, 1st floor, Mohandessin, Giza',
      ar: '45 شارع شهاب، الدور الأول، المهندسين، الجيزة',
    },
    phone: '+20237612480',
    whatsapp: '+201146620934',
    email: 'mohandessin@nileent.example',
    locationLink: 'https://maps.google.com/?q=30.0590,31.2035',
    latitude: 30.059,
    longitude: 31.2035,
    openingHours: [
      { day: 'monday', isClosed: false, opensAt: '11:00', closesAt: '21:00' },
      { day: 'tuesday', isClosed: false, opensAt: '11:00', closesAt: '21:00' },
      { day: 'wednesday', isClosed: false, opensAt: '11:00', closesAt: '21:00' },
      { day: 'thursday', isClosed: false, opensAt: '11:00', closesAt: '21:00' },
      { day: 'friday', isClosed: false, opensAt: '16:00', closesAt: '21:00' },
      { day: 'saturday', isClosed: false, opensAt: '11:00', closesAt: '21:00' },
      { day: 'sunday', isClosed: false, opensAt: '11:00', closesAt: '21:00' },
    ],
    image: {
      key: 'branch-mohandessin-building',
      alt: {
        en: 'Nile ENT Clinics building on Shehab Street in Mohandessin',
        ar: 'مبنى عيادات النيل في شارع شهاب بالمهندسين',
      },
      kind: 'building',
      palette: ['#0f4c75', '#f4a261'],
    },
    seo: {
      metaTitle: {
        en: 'ENT Clinic in Mohandessin, Giza | Nile ENT Clinics',
        ar: 'عيادة أنف وأذن وحنجرة في المهندسين | عيادات النيل',
      },
      metaDescription: {
        en: 'Nile ENT Clinics in Mohandessin, Giza: specialist ENT, audiology and voice clinics on Shehab Street, open daily with a short Friday evening session.',
        ar: 'فرع عيادات النيل بالمهندسين في شارع شهاب: عيادات متخصصة للأنف والأذن والحنجرة والسمعيات والصوت، مفتوح يوميًا مع فترة مسائية قصيرة يوم الجمعة.',
      },
    },
  },
  {
    key: 'branch-smouha',
    name: { en: 'Smouha Branch', ar: 'فرع سموحة' },
    slug: { en: 'smouha', ar: 'سموحة' },
    city: { en: 'Alexandria', ar: 'الإسكندرية' },
    address: {
      en: '18 Victor Emmanuel Street, 3rd floor, Smouha, Alexandria',
      ar: '18 شارع فيكتور عمانويل، الدور الثالث، سموحة، الإسكندرية',
    },
    phone: '+2034282715',
    whatsapp: '+201227381946',
    email: 'smouha@nileent.example',
    locationLink: 'https://maps.google.com/?q=31.2158,29.9431',
    latitude: 31.2158,
    longitude: 29.9431,
    openingHours: [
      { day: 'monday', isClosed: false, opensAt: '12:00', closesAt: '22:00' },
      { day: 'tuesday', isClosed: false, opensAt: '12:00', closesAt: '22:00' },
      { day: 'wednesday', isClosed: false, opensAt: '12:00', closesAt: '22:00' },
      { day: 'thursday', isClosed: false, opensAt: '12:00', closesAt: '20:00' },
      { day: 'friday', isClosed: true },
      { day: 'saturday', isClosed: false, opensAt: '12:00', closesAt: '22:00' },
      { day: 'sunday', isClosed: false, opensAt: '12:00', closesAt: '22:00' },
    ],
    image: {
      key: 'branch-smouha-building',
      alt: {
        en: 'Nile ENT Clinics branch near Victor Emmanuel Square in Smouha, Alexandria',
        ar: 'فرع عيادات النيل بالقرب من ميدان فيكتور عمانويل في سموحة بالإسكندرية',
      },
      kind: 'building',
      palette: ['#1b6f8a', '#f2e8cf'],
    },
    seo: {
      metaTitle: {
        en: 'ENT Clinic in Smouha, Alexandria | Nile ENT Clinics',
        ar: 'عيادة أنف وأذن وحنجرة في سموحة بالإسكندرية | عيادات النيل',
      },
      metaDescription: {
        en: 'Nile ENT Clinics in Smouha, Alexandria: ear, sinus, voice, head and neck and sleep clinics near Victor Emmanuel Square, open Saturday to Thursday.',
        ar: 'فرع عيادات النيل في سموحة بالإسكندرية قرب ميدان فيكتور عمانويل: عيادات الأذن والجيوب الأنفية والصوت والرأس والرقبة والشخير، من السبت إلى الخميس.',
      },
    },
  },
];
