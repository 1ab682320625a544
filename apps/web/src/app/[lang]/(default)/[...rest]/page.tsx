import { NotFoundPage } from '@/components/not-found-page';

/**
 * Any path no page matches lands here, inside the site's layout and language: src/proxy.ts answers it
 * 404, and the screen is in the HTML.
 */
export default function UnknownPage() {
  return <NotFoundPage />;
}
