import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** next-intl's locale-aware navigation; the app imports it through ./navigation. */
export const localeNavigation = createNavigation(routing);
