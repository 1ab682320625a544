'use client';

import { useTranslations } from 'next-intl';

/** Where the booking's emails go, on the confirmation; nothing when the patient gave no email. */
export function EmailOnItsWay({ emailedTo }: { emailedTo: string | null }) {
  const t = useTranslations('Booking');
  if (!emailedTo) return null;
  return (
    <p>
      {t.rich('emailOnItsWay', {
        email: emailedTo,
        address: (chunks) => (
          <bdi dir="ltr" className="font-semibold">
            {chunks}
          </bdi>
        ),
      })}
    </p>
  );
}
