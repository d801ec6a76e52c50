import type { MailMessage } from '../../../core/mail/mail-message';

/*
 * The identity mails, each in English and Arabic in one message (the recipient's language is not
 * known before they sign in). Codes stand on a line of their own so they are easy to copy.
 */

const SIGNATURE = '— Back Office\n— المكتب الخلفي';
const minutes = (ms: number) => Math.round(ms / 60_000);
const DAY_MS = 24 * 60 * 60_000;

/** A code's life in words: whole days from a day on (an invitation's), else minutes. */
function lifeEn(ms: number): string {
  if (ms >= DAY_MS) return `${Math.round(ms / DAY_MS)} days`;
  return `${minutes(ms)} minutes`;
}
function lifeAr(ms: number): string {
  if (ms >= DAY_MS) return `${Math.round(ms / DAY_MS)} أيام`;
  return `${minutes(ms)} دقائق`;
}

function bilingual(english: string[], arabic: string[]): string {
  return [...english, '', '----', '', ...arabic, '', SIGNATURE].join('\n');
}

function html(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const [english, arabic] = escaped.split('\n\n----\n\n');
  return `<div dir="ltr" lang="en" style="font-family:sans-serif;white-space:pre-line">${english}</div><hr><div dir="rtl" lang="ar" style="font-family:sans-serif;white-space:pre-line">${arabic ?? ''}</div>`;
}

function message(to: string, subject: string, tag: string, english: string[], arabic: string[]): MailMessage {
  const text = bilingual(english, arabic);
  return { to, subject, text, html: html(text), tag };
}

export function registrationCodeMail(to: string, code: string, organizationName: string, ttlMs: number): MailMessage {
  return message(
    to,
    'Your registration code / رمز التسجيل',
    'registration-code',
    [
      `Your code to finish registering ${organizationName}:`,
      '',
      code,
      '',
      `It works once and expires in ${minutes(ttlMs)} minutes. If you did not ask for it, ignore this mail.`,
    ],
    [`رمز إكمال تسجيل ${organizationName}:`, '', code, '', `يعمل مرة واحدة وتنتهي صلاحيته خلال ${minutes(ttlMs)} دقائق. إذا لم تطلبه فتجاهل هذه الرسالة.`],
  );
}

export function accountExistsMail(to: string): MailMessage {
  return message(
    to,
    'Someone tried to register with your e-mail address / محاولة تسجيل ببريدك',
    'registration-account-exists',
    [
      'Someone asked to register a new organisation with this address, which already has an account.',
      'If it was you, sign in instead, or use "forgot password". Otherwise ignore this mail.',
    ],
    ['طلب أحدهم تسجيل منظمة جديدة بهذا البريد، وله حساب قائم بالفعل.', 'إن كنت أنت فسجّل الدخول، أو استخدم "نسيت كلمة المرور". وإلا فتجاهل هذه الرسالة.'],
  );
}

/**
 * The console page where an invitee accepts: the address in the query, the code in the fragment
 * (a fragment never reaches a server's or proxy's log; the code is single use and short-lived).
 */
export function acceptInvitationUrl(publicBaseUrl: string, email: string, code: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/console/accept-invitation?email=${encodeURIComponent(email)}#code=${code}`;
}

/** Roles as the Arabic mail names them (the console's words). */
const ROLE_WORDS_AR: Readonly<Record<string, string>> = { Owner: 'المالك', Manager: 'المدير', Accountant: 'المحاسب', Hr: 'الموارد البشرية', Staff: 'موظف' };

export function invitationMail(
  to: string,
  code: string,
  organizationName: string,
  inviterName: string,
  role: string,
  ttlMs: number,
  acceptUrl: string,
): MailMessage {
  return message(
    to,
    `You are invited to ${organizationName} / دعوة للانضمام`,
    'activation-code',
    [
      `${inviterName} invited you to ${organizationName} as ${role}.`,
      'Accept the invitation here:',
      acceptUrl,
      '',
      'Or enter this activation code on that page:',
      '',
      code,
      '',
      `Use it to set your password (or confirm it, if you already have an account). It expires in ${lifeEn(ttlMs)}; ask for a new one from the same page if needed.`,
    ],
    [
      `دعاك ${inviterName} للانضمام إلى ${organizationName} بدور ${ROLE_WORDS_AR[role] ?? role}.`,
      'اقبل الدعوة من هنا:',
      acceptUrl,
      '',
      'أو أدخل رمز التفعيل هذا في تلك الصفحة:',
      '',
      code,
      '',
      `استخدمه لتعيين كلمة المرور (أو تأكيدها إن كان لديك حساب). تنتهي صلاحيته خلال ${lifeAr(ttlMs)}.`,
    ],
  );
}

export function activationCodeMail(to: string, code: string, ttlMs: number, acceptUrl: string): MailMessage {
  return message(
    to,
    'Your activation code / رمز التفعيل',
    'activation-code',
    ['Your new activation code:', '', code, '', 'Accept your invitation here:', acceptUrl, '', `It works once and expires in ${lifeEn(ttlMs)}.`],
    ['رمز التفعيل الجديد:', '', code, '', 'اقبل دعوتك من هنا:', acceptUrl, '', `يعمل مرة واحدة وتنتهي صلاحيته خلال ${lifeAr(ttlMs)}.`],
  );
}

export function passwordResetCodeMail(to: string, code: string, ttlMs: number): MailMessage {
  return message(
    to,
    'Your password reset code / رمز إعادة تعيين كلمة المرور',
    'password-reset-code',
    [
      'Your code to reset your password:',
      '',
      code,
      '',
      `It works once and expires in ${minutes(ttlMs)} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`,
    ],
    [
      'رمز إعادة تعيين كلمة المرور:',
      '',
      code,
      '',
      `يعمل مرة واحدة وتنتهي صلاحيته خلال ${minutes(ttlMs)} دقائق. إن لم تطلبه فتجاهل الرسالة، فكلمة مرورك لم تتغير.`,
    ],
  );
}

export function emailChangeCodeMail(to: string, code: string, side: 'old' | 'new', newEmail: string, ttlMs: number): MailMessage {
  const english =
    side === 'old'
      ? [
          `Someone signed in to your account asked to change its e-mail address to ${newEmail}.`,
          'Code for this (current) address:',
          '',
          code,
          '',
          'If it was not you, do not share the code; change your password.',
        ]
      : ['Confirm this address as your new sign-in e-mail. Code for this (new) address:', '', code, ''];
  const arabic =
    side === 'old'
      ? [`طُلب تغيير البريد الإلكتروني لحسابك إلى ${newEmail}.`, 'رمز العنوان الحالي:', '', code, '', 'إن لم تكن أنت فلا تشارك الرمز وغيّر كلمة المرور.']
      : ['أكّد هذا العنوان كبريد الدخول الجديد. رمز العنوان الجديد:', '', code, ''];
  return message(
    to,
    'Your e-mail change code / رمز تغيير البريد الإلكتروني',
    `email-change-${side}-code`,
    [...english, `The code expires in ${minutes(ttlMs)} minutes.`],
    [...arabic, `تنتهي صلاحية الرمز خلال ${minutes(ttlMs)} دقائق.`],
  );
}

export function emailTakenMail(to: string): MailMessage {
  return message(
    to,
    'Your e-mail address was offered for another account / محاولة ربط بريدك بحساب آخر',
    'email-change-address-taken',
    ['Someone asked to move another account to this address, which already has an account. Nothing was changed.'],
    ['طلب أحدهم نقل حساب آخر إلى هذا البريد، وله حساب قائم. لم يتغير شيء.'],
  );
}

export function emailChangedMail(to: string, newEmail: string): MailMessage {
  return message(
    to,
    'Your sign-in e-mail was changed / تم تغيير بريد الدخول',
    'email-changed',
    [
      `The sign-in e-mail of your account was changed to ${newEmail}. This address no longer signs in.`,
      'If you did not do this, contact your organisation owner at once.',
    ],
    [`تم تغيير بريد الدخول لحسابك إلى ${newEmail}. لم يعد هذا العنوان صالحاً لتسجيل الدخول.`, 'إن لم تقم بذلك فتواصل فوراً مع مالك المنظمة.'],
  );
}

export function passwordChangedMail(to: string, how: 'changed' | 'reset'): MailMessage {
  return message(
    to,
    'Your password was changed / تم تغيير كلمة المرور',
    `password-${how}`,
    [
      how === 'reset'
        ? 'Your password was reset with a mailed code; every session was signed out.'
        : 'Your password was changed; your other sessions were signed out.',
      'If you did not do this, reset your password at once.',
    ],
    [
      how === 'reset' ? 'تمت إعادة تعيين كلمة المرور برمز مرسل بالبريد، وتم إنهاء كل الجلسات.' : 'تم تغيير كلمة المرور وإنهاء جلساتك الأخرى.',
      'إن لم تقم بذلك فأعد تعيين كلمة المرور فوراً.',
    ],
  );
}
