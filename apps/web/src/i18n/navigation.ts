import { localeNavigation } from './locale-navigation';

export const { usePathname, useRouter, getPathname } = localeNavigation;
export { Link } from './link';
