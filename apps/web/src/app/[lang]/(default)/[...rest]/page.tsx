import { notFound } from 'next/navigation';

/** Any path no page matches lands here, inside the site's layout and language, as a 404. */
export default function UnknownPage() {
  notFound();
}
