import { formatPhoneForDisplay } from '@clinic/domain';

/** A WhatsApp chat with the number as the CMS holds it (`+20 155 …`): wa.me wants its digits only. */
export const whatsAppChatUrl = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;

type PhoneLinksProps = {
  phone: string | null | undefined;
  whatsapp?: string | null;
  callLabel: string;
  whatsappLabel: string;
};

/**
 * Click-to-call and WhatsApp, the two ways Egyptian patients reach a clinic. Numbers are shown
 * left-to-right inside an isolate, so "+20 2 …" reads correctly within Arabic text.
 */
export function PhoneLinks({ phone, whatsapp, callLabel, whatsappLabel }: PhoneLinksProps) {
  if (!phone && !whatsapp) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-4 gap-y-1">
      {phone ? (
        <a href={`tel:${phone}`} className="underline decoration-accent underline-offset-4" title={callLabel}>
          <bdi dir="ltr">{formatPhoneForDisplay(phone)}</bdi>
        </a>
      ) : null}
      {whatsapp ? (
        <a
          href={whatsAppChatUrl(whatsapp)}
          className="rounded-full bg-emerald-700 px-3 py-1 text-sm text-white"
          rel="noopener"
        >
          {whatsappLabel}
        </a>
      ) : null}
    </span>
  );
}
