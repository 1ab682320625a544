import { useTranslations } from 'next-intl';
import { toValidationName } from '@/lib/validation-messages';

/**
 * Turns a field's error (a message key from the shared schema or the CMS) into the page's
 * language. A key this app does not know, from a newer CMS, reads as the fallback.
 */
export function useValidationText() {
  const tValidation = useTranslations('Validation');
  return (messageKey: string | undefined, fallback?: string): string | null => {
    if (!messageKey) return null;
    const name = toValidationName(messageKey);
    return name ? tValidation(name) : (fallback ?? tValidation('invalidType'));
  };
}
