import type { CategorySeed } from './types';

export const categories: CategorySeed[] = [
  {
    key: 'ear-health',
    name: { en: 'Ear Health', ar: 'صحة الأذن' },
    slug: { en: 'ear-health', ar: 'صحة-الأذن' },
  },
  {
    key: 'nose-sinus',
    name: { en: 'Nose & Sinus', ar: 'الأنف والجيوب الأنفية' },
    slug: { en: 'nose-sinus', ar: 'الأنف-والجيوب-الأنفية' },
  },
  {
    key: 'throat-voice',
    name: { en: 'Throat & Voice', ar: 'الحلق والصوت' },
    slug: { en: 'throat-voice', ar: 'الحلق-والصوت' },
  },
  {
    key: 'childrens-ent',
    name: { en: 'Children’s ENT', ar: 'أنف وأذن وحنجرة الأطفال' },
    slug: { en: 'childrens-ent', ar: 'أنف-وأذن-وحنجرة-الأطفال' },
  },
];
