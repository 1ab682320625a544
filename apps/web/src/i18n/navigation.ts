export { Link, usePathname } from './link';
export { getPathname } from './locale-path';
