import path from 'node:path';
import { readCmsEnvironment } from '../environment';

/** Patients' card images live outside `public/`, which the CMS serves to anyone. */
export const resolvePrivateUploadsDir = () =>
  path.resolve(__dirname, '..', '..', '..', readCmsEnvironment().PRIVATE_UPLOADS_DIR);

/**
 * Where the body parser writes uploads while a request is read: inside the private folder, not the
 * system's temp folder, so a crash mid-request leaves no patient's card where the sweep cannot see it.
 */
export const resolveIncomingUploadsDir = () => path.join(resolvePrivateUploadsDir(), '.incoming');
