'use client';

import dynamic from 'next/dynamic';
import { type ComponentProps, useEffect, useState } from 'react';
import { runWhenPageIdle } from '@/lib/notify';
import type { ContactForm as TContactForm } from './contact-form';

/** The form's room while its code loads: its height in one column (578 px) and in two, so nothing below it moves. */
const FORM_ROOM = 'mt-6 min-h-[36.125rem] sm:min-h-[25.875rem]';

const ContactForm = dynamic(() => import('./contact-form').then((module) => module.ContactForm), {
  ssr: false,
  loading: () => <div className={FORM_ROOM} aria-busy="true" />,
});

/**
 * The home page's contact form, its last section: its code (react-hook-form, some 15 kB gzip) comes
 * once the page is idle (runWhenPageIdle, as the booking's patient details do) rather than with the
 * page, which a visitor mostly reads first. Until then its room is kept. The contact page, whose form
 * is what it is for, renders ContactForm itself.
 */
export function ContactFormWhenIdle(props: ComponentProps<typeof TContactForm>) {
  const [isWanted, setIsWanted] = useState(false);
  useEffect(() => runWhenPageIdle(() => setIsWanted(true)), []);
  return isWanted ? <ContactForm {...props} /> : <div className={FORM_ROOM} aria-busy="true" />;
}
