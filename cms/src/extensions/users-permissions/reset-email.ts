import type { TLocale } from '@clinic/domain';
import { escapeHtml, fillHtml, fillText } from '../../messages/email-text';

export type ResetEmail = { subject: string; text: string; html: string };

/** Why the link is sent: the account holder asked for a new password, or a manager made the account. */
export const PASSWORD_LINK_KINDS = ['reset', 'invitation'] as const;
export type PasswordLinkKind = (typeof PASSWORD_LINK_KINDS)[number];

type ResetEmailInput = {
  kind: PasswordLinkKind;
  locale: TLocale;
  /** The account's username: whoever created the account typed it, so it is never trusted as HTML. */
  username: string;
  /** From the main-info content, which editors write. */
  clinicName: string;
  link: string;
};

/** `{name}` and `{clinic}` are filled in; every other character is text, escaped in the HTML part. */
type Texts = {
  subject: string;
  greeting: string;
  request: string;
  openLink: string;
  button: string;
  latestOnly: string;
  ignore: string;
};

const TEXTS: Record<PasswordLinkKind, Record<TLocale, Texts>> = {
  reset: {
    en: {
      subject: 'Reset your {clinic} password',
      greeting: 'Hello {name},',
      request: 'We received a request to reset the password of your {clinic} account.',
      openLink: 'To choose a new password, open this link:',
      button: 'Choose a new password',
      latestOnly: 'If you asked more than once, only the link in the latest email works.',
      ignore: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
    },
    ar: {
      subject: 'إعادة تعيين كلمة المرور لحسابك في {clinic}',
      greeting: 'مرحبًا {name}،',
      request: 'وصلنا طلب لإعادة تعيين كلمة المرور الخاصة بحسابك في {clinic}.',
      openLink: 'لاختيار كلمة مرور جديدة، افتح هذا الرابط:',
      button: 'اختيار كلمة مرور جديدة',
      latestOnly: 'إذا طلبت الرابط أكثر من مرة، فاستخدم الرابط الوارد في أحدث رسالة فقط، فالروابط السابقة لم تعد تعمل.',
      ignore: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.',
    },
  },
  invitation: {
    en: {
      subject: 'Your {clinic} staff account',
      greeting: 'Hello {name},',
      request: 'A manager of {clinic} has made you an account for the staff area.',
      openLink: 'To choose your password and sign in, open this link:',
      button: 'Choose your password',
      latestOnly: 'The link works once, and only the one in the latest email works.',
      ignore: 'If you do not work at {clinic}, you can ignore this email: nobody can sign in without the link.',
    },
    ar: {
      subject: 'حسابك في منطقة فريق العمل في {clinic}',
      greeting: 'مرحبًا {name}،',
      request: 'أنشأ لك أحد مديري {clinic} حسابًا في منطقة فريق العمل.',
      openLink: 'لاختيار كلمة المرور وتسجيل الدخول، افتح هذا الرابط:',
      button: 'اختيار كلمة المرور',
      latestOnly: 'يعمل الرابط مرة واحدة، ويعمل فقط الرابط الوارد في أحدث رسالة.',
      ignore: 'إذا كنت لا تعمل في {clinic}، يمكنك تجاهل هذه الرسالة، فلا يمكن لأحد تسجيل الدخول دون الرابط.',
    },
  },
};

/**
 * The email with a set-password link, in the reader's language: a plain-text part, and HTML for mail
 * apps that show it. A reset when the account holder asked; an invitation when a manager made the account.
 */
export const buildResetEmail = ({ kind, locale, username, clinicName, link }: ResetEmailInput): ResetEmail => {
  const texts = TEXTS[kind][locale];
  const values = { name: username, clinic: clinicName };
  const fill = (template: string) => fillText(template, values);
  const fillAsHtml = (template: string) => fillHtml(template, values);
  const subject = fill(texts.subject);
  const text = [
    fill(texts.greeting),
    '',
    fill(texts.request),
    fill(texts.openLink),
    link,
    '',
    fill(texts.latestOnly),
    fill(texts.ignore),
  ].join('\n');
  const direction = locale === 'ar' ? 'rtl' : 'ltr';
  const html = [
    '<!doctype html>',
    `<html lang="${locale}" dir="${direction}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; line-height: 1.6;">',
    `<p>${fillAsHtml(texts.greeting)}</p>`,
    `<p>${fillAsHtml(texts.request)}</p>`,
    `<p><a href="${escapeHtml(link)}">${fillAsHtml(texts.button)}</a></p>`,
    `<p>${fillAsHtml(texts.latestOnly)}<br>${fillAsHtml(texts.ignore)}</p>`,
    '</body>',
    '</html>',
  ].join('\n');
  return { subject, text, html };
};
