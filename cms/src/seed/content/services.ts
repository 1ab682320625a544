import { earServices } from './services-ear';
import { noseThroatServices } from './services-nose-throat';
import type { ServiceSeed } from './types';

export const services: ServiceSeed[] = [...earServices, ...noseThroatServices];
