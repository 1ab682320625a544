import { COMPONENT_FIELDS, EDITOR_FIELDS } from '../bootstrap/editor-fields';
import { BookedVisitsPanel } from './booked-visits-panel';
import { BooleanField } from './confirmation-checkbox';
import { DoctorHoursPanel } from './doctor-hours-panel';
import { nameChoicesInLists } from './enumeration-cells';
import { UnpricedWorkplacesNotice } from './unpriced-workplaces-notice';
import arabicStrapiStrings from './translations/ar.json';
import clinicLogo from './extensions/clinic-logo.svg';

type Language = 'en' | 'ar';

/** Each type's schema name, the key the panel looks its menu and list title up by. */
const schemaNames = Object.fromEntries(
  Object.entries(
    import.meta.glob<{ info: { displayName: string } }>('../api/*/content-types/*/schema.json', {
      eager: true,
      import: 'default',
    }),
  ).map(([file, schema]) => {
    const [, api, type] = /\.\.\/api\/([^/]+)\/content-types\/([^/]+)\/schema\.json$/.exec(file) ?? [];
    return [`api::${api}.${type}`, schema.info.displayName];
  }),
);

/** Our types' titles, field labels and choices in `language`, under the ids the Content Manager reads. */
const clinicWords = (language: Language) => {
  const words: Record<string, string> = {};
  for (const [uid, presentation] of Object.entries(EDITOR_FIELDS)) {
    const schemaName = schemaNames[uid];
    if (schemaName) words[schemaName] = presentation.title[language];
    for (const [name, field] of Object.entries(presentation.fields)) {
      words[`content-manager.content-types.${uid}.${name}`] = field.label[language];
      for (const [value, option] of Object.entries(field.options ?? {})) words[value] = option[language];
    }
  }
  for (const [component, fields] of Object.entries(COMPONENT_FIELDS)) {
    for (const [name, field] of Object.entries(fields)) {
      words[`content-manager.components.${component}.${name}`] = field.label[language];
      for (const [value, option] of Object.entries(field.options ?? {})) words[value] = option[language];
    }
  }
  return words;
};

/** The parts of Strapi's admin app this file uses. */
type ClinicPanelApp = {
  addFields(field: { type: 'boolean'; Component: typeof BooleanField }): void;
  registerHook(name: 'Admin/CM/pages/ListView/inject-column-in-table', hook: typeof nameChoicesInLists): void;
  getPlugin(name: 'content-manager'): {
    apis: { addEditViewSidePanel(panels: (typeof DoctorHoursPanel | typeof BookedVisitsPanel)[]): void };
    injectComponent(
      view: 'listView',
      zone: 'actions',
      component: { name: string; Component: typeof UnpricedWorkplacesNotice },
    ): void;
  };
};

/** The clinic's name in place of Strapi's, and the menu entries Strapi names without an Arabic string. */
const CLINIC_PANEL: Record<Language, Record<string, string>> = {
  en: {
    'Auth.form.welcome.title': 'Nile ENT Clinics',
    'Auth.form.welcome.subtitle': 'Sign in to edit the clinics’ website',
    'app.components.LeftMenu.navbrand.title': 'Nile ENT Clinics',
    'app.components.LeftMenu.navbrand.workplace': 'Website content',
    'HomePage.header.subtitle': 'The clinics’ website: pages, doctors, hours and articles',
    'clinic.doctor-hours.title': 'Weekly hours',
    'clinic.doctor-hours.none': 'No weekly hours yet: patients cannot book this doctor.',
    'clinic.doctor-hours.add': 'Add weekly hours',
    'clinic.booked-visits.title': 'Booked visits',
    'clinic.booked-visits.none': 'Saving these hours leaves no booked visit outside them.',
    'clinic.booked-visits.some':
      'Saving leaves {count, plural, one {this booked visit} other {these # booked visits}} outside the doctor’s hours:',
    'clinic.unpriced.workplace': '{doctor} at {branch}',
    'clinic.unpriced.notice': 'No fee for {list}: the site says “Fee: ask the branch” there.',
    'clinic.booked-visits.confirm':
      'To save, tick “Booked visits: the front desk will call these patients” in the form: the front desk then calls them.',
  },
  ar: {
    'Auth.form.welcome.title': 'عيادات النيل للأنف والأذن والحنجرة',
    'Auth.form.welcome.subtitle': 'سجّل الدخول لتحرير موقع العيادات',
    'app.components.LeftMenu.navbrand.title': 'عيادات النيل',
    'app.components.LeftMenu.navbrand.workplace': 'محتوى الموقع',
    'HomePage.header.subtitle': 'موقع العيادات: الصفحات والأطباء والمواعيد والمقالات',
    'content-manager.plugin.name': 'مدير المحتوى',
    'clinic.doctor-hours.title': 'المواعيد الأسبوعية',
    'clinic.doctor-hours.none': 'لا مواعيد أسبوعية بعد: لا يستطيع المرضى الحجز مع هذا الطبيب.',
    'clinic.doctor-hours.add': 'إضافة مواعيد أسبوعية',
    'clinic.booked-visits.title': 'الزيارات المحجوزة',
    'clinic.booked-visits.none': 'حفظ هذه المواعيد لا يترك أي زيارة محجوزة خارجها.',
    'clinic.booked-visits.some':
      'الحفظ يترك {count, plural, one {هذه الزيارة المحجوزة} two {هاتين الزيارتين المحجوزتين} few {هذه الزيارات المحجوزة الـ#} many {هذه الزيارات المحجوزة الـ#} other {هذه الزيارات المحجوزة الـ#}} خارج مواعيد الطبيب:',
    'clinic.unpriced.workplace': '{doctor} في {branch}',
    'clinic.unpriced.notice': 'لا يوجد سعر كشف لـ{list}: ويعرض الموقع هناك «سعر الكشف: اسأل الفرع».',
    'clinic.booked-visits.confirm':
      'للحفظ، ضع علامة على «الزيارات المحجوزة: سيتصل الاستقبال بهؤلاء المرضى» في النموذج، فيتصل الاستقبال بهم.',
  },
};

const TEXT_FIELDS = 'input[type="text"]:not([inputmode]), input:not([type]), textarea, [contenteditable="true"]';

/**
 * The panel's layout stays left to right, but what an editor types takes the content's direction:
 * right to left throughout while editing the Arabic version (empty fields too, so the caret starts
 * on the right), and by its first strong letter elsewhere (an Arabic name inside English content).
 */
const keepTextFieldsInTheirDirection = () => {
  let pending = false;
  const apply = () => {
    pending = false;
    const contentLocale = new URLSearchParams(window.location.search).get('plugins[i18n][locale]');
    const direction = contentLocale === 'ar' ? 'rtl' : 'auto';
    for (const field of document.querySelectorAll(TEXT_FIELDS)) {
      if (field.getAttribute('dir') !== direction) field.setAttribute('dir', direction);
    }
  };
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(apply);
  }).observe(document.body, { childList: true, subtree: true });
};

/** What Strapi writes in the browser tab: its pages' titles end with it, and the page before them is it. */
const STRAPI_TAB_SUFFIX = ' | Strapi';
const STRAPI_TAB_TITLE = 'Strapi Admin';

/**
 * The browser tab names the clinic in the panel's language ('Doctors | عيادات النيل'), where Strapi's
 * pages add ' | Strapi' (a fixed suffix in its Page.Title, with no string to translate).
 */
const nameTheClinicInTheTab = () => {
  const rename = () => {
    const clinic =
      CLINIC_PANEL[document.documentElement.lang === 'ar' ? 'ar' : 'en']['app.components.LeftMenu.navbrand.title'];
    if (document.title === STRAPI_TAB_TITLE) document.title = clinic;
    else if (document.title.endsWith(STRAPI_TAB_SUFFIX))
      document.title = `${document.title.slice(0, -STRAPI_TAB_SUFFIX.length)} | ${clinic}`;
  };
  new MutationObserver(rename).observe(document.head, { childList: true, subtree: true, characterData: true });
  rename();
};

/**
 * Strapi's banner about its new media library, shown on every page until dismissed, is news for
 * developers, not editors: it is dismissed in advance. Strapi keeps the dismissal in localStorage
 * under the flag it announces and the instance's uuid (none here: the CMS has no telemetry id, so
 * `false`, and `undefined` until the panel has read it).
 */
const dismissMediaLibraryNews = () => {
  for (const legacy of [true, false]) {
    for (const uuid of [false, undefined]) {
      window.localStorage.setItem(`STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_${legacy}:${uuid}`, 'true');
    }
  }
};

/** The doctors' hours' times: chosen from 5-minute steps (see time-of-day-input.tsx and the server's twin). */
const TIME_OF_DAY_FIELD = {
  name: 'time-of-day',
  type: 'string',
  intlLabel: { id: 'clinic.time-of-day.label', defaultMessage: 'Time of day' },
  intlDescription: { id: 'clinic.time-of-day.description', defaultMessage: 'A Cairo time, in 5-minute steps' },
  components: { Input: () => import('./time-of-day-input') },
};

/** A doctor's languages: ticked from a list (see spoken-languages-input.tsx and the server's check). */
const SPOKEN_LANGUAGES_FIELD = {
  name: 'spoken-languages',
  type: 'json',
  intlLabel: { id: 'clinic.spoken-languages.label', defaultMessage: 'Languages' },
  intlDescription: { id: 'clinic.spoken-languages.description', defaultMessage: 'Languages ticked from a list' },
  components: { Input: () => import('./spoken-languages-input') },
};

export default {
  config: {
    locales: ['ar'],
    auth: { logo: clinicLogo },
    menu: { logo: clinicLogo },
    head: { favicon: clinicLogo },
    tutorials: false,
    notifications: { releases: false },
    translations: {
      en: { ...clinicWords('en'), ...CLINIC_PANEL.en },
      // Strapi's own Arabic leaves hundreds of the panel's strings in English; ours completes them.
      ar: { ...arabicStrapiStrings, ...clinicWords('ar'), ...CLINIC_PANEL.ar },
    },
  },
  register(app: {
    customFields: { register: (field: typeof TIME_OF_DAY_FIELD | typeof SPOKEN_LANGUAGES_FIELD) => void };
  }) {
    app.customFields.register(TIME_OF_DAY_FIELD);
    app.customFields.register(SPOKEN_LANGUAGES_FIELD);
  },
  bootstrap(app: ClinicPanelApp) {
    const contentManager = app.getPlugin('content-manager');
    contentManager.apis.addEditViewSidePanel([DoctorHoursPanel, BookedVisitsPanel]);
    contentManager.injectComponent('listView', 'actions', {
      name: 'clinic-unpriced-workplaces',
      Component: UnpricedWorkplacesNotice,
    });
    app.addFields({ type: 'boolean', Component: BooleanField });
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', nameChoicesInLists);
    keepTextFieldsInTheirDirection();
    nameTheClinicInTheTab();
    dismissMediaLibraryNews();
  },
};
