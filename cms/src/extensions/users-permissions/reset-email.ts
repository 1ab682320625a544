import type { TLocale } from '@clinic/domain';
import { escapeHtml, fillHtml, fillText } from '../../messages/email-text';

export type ResetEmail = { subject: string; text: string; html: string };

type ResetEmailInput = {
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

const TEXTS: Record<TLocale, Texts> = {
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
};

/** The password-reset email in the visitor's language: a plain-text part, and HTML for mail apps that show it. */
export const buildResetEmail = ({ locale, username, clinicName, link }: ResetEmailInput): ResetEmail => {
  const texts = TEXTS[locale];
  const values = { name: username, clinic: clinicName };
  const subject = fillText(texts.subject, values);
  const text = [
    fillText(texts.greeting, values),
    '',
    fillText(texts.request, values),
    texts.openLink,
    link,
    '',
    texts.latestOnly,
    texts.ignore,
  ].join('\n');
  const direction = locale === 'ar' ? 'rtl' : 'ltr';
  const html = [
    '<!doctype html>',
    `<html lang="${locale}" dir="${direction}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; line-height: 1.6;">',
    `<p>${fillHtml(texts.greeting, values)}</p>`,
    `<p>${fillHtml(texts.request, values)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.button)}</a></p>`,
    `<p>${escapeHtml(texts.latestOnly)}<br>${escapeHtml(texts.ignore)}</p>`,
    '</body>',
    '</html>',
  ].join('\n');
  return { subject, text, html };
};
