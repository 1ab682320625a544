import { linesIn } from './email-text';
import { type LinkEmailVisit, buildVisitLinkEmail } from './link-email';

type Line = 'subject' | 'greeting' | 'lead' | 'ask' | 'link' | 'signature';

/** Each line of the email, in English and in Arabic. */
const LINES: Record<Line, readonly [en: string, ar: string]> = {
  subject: ['How was your visit with {doctor}?', 'كيف كانت زيارتك مع {doctor}؟'],
  greeting: ['Hello {name},', 'مرحبًا {name}،'],
  lead: [
    'Thank you for visiting {doctor} at {branch}. Patients choosing a doctor read what other patients say: would you tell them about your visit?',
    'شكرًا لزيارتك {doctor} في {branch}. يقرأ المرضى آراء غيرهم عند اختيار الطبيب: هل تخبرهم عن زيارتك؟',
  ],
  ask: [
    'It takes a minute: a rating from 1 to 5 stars and, if you like, a few words.',
    'لن يستغرق الأمر أكثر من دقيقة: تقييم من نجمة إلى خمس نجوم، وبضع كلمات إن أردت.',
  ],
  link: ['Review my visit', 'قيّم زيارتي'],
  signature: [
    'The clinic reads every review before it is published. It is signed with your first name and the initial of your last, or as anonymous if you choose. This link works for 30 days.',
    'تقرأ العيادة كل رأي قبل نشره. ويظهر باسمك الأول والحرف الأول من اسم العائلة، أو دون اسم إن اخترت ذلك. يعمل هذا الرابط 30 يومًا.',
  ],
};

/**
 * The invitation to review a visit: who it was with and where, and the review link (as MANAGE_LINK_MARK,
 * made when it is sent); plain text, and right-to-left HTML in Arabic. Its caller gives it its Message-ID.
 */
export const buildReviewInvitationEmail = (visit: LinkEmailVisit) => {
  const texts = linesIn(visit.locale, LINES);
  return buildVisitLinkEmail(visit, { ...texts, body: [texts.lead, texts.ask], closing: [texts.signature] });
};
