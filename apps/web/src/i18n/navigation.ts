import { localeNavigation } from './locale-navigation';

export const { redirect, usePathname, useRouter, getPathname } = localeNavigation;
export { Link } from './link';
