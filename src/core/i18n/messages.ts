/*
 * The message catalogue of API answers, as data: one key per message, each in English (the
 * default, and the text the code produces) and Arabic. `{n}`, `{list}`, ... are placeholders: an
 * English message is matched against the template and its values carried into the Arabic one.
 * test/unit/i18n-messages.test.ts checks that every key has both languages and the same placeholders.
 * Messages not listed here are answered in English whatever the language asked for. The kernel's
 * messages and the shared terms live in catalogue/; each module declares its own
 * (`src/modules/<area>/<area>.messages.ts`, the FeatureModule's `messages`), registered at start-up
 * by the application. test/platform/message-catalogue-coverage.test.ts fails for a message the code
 * writes that no entry translates.
 */
import { CORE_MESSAGES } from './catalogue/core';
import { TERMS } from './catalogue/terms';

export interface CatalogueEntry {
  en: string;
  ar: string;
}

/** Each error name's default sentence (src/core/errors/error-codes.ts DEFAULT_MESSAGES). */
export const ERROR_MESSAGES: Record<string, CatalogueEntry> = {
  'error.IDEMPOTENCY_KEY_REQUIRED': { en: 'The Idempotency-Key header is required for this operation.', ar: 'ترويسة Idempotency-Key مطلوبة لهذه العملية.' },
  'error.UNAUTHORIZED': { en: 'Authentication is required.', ar: 'يلزم تسجيل الدخول.' },
  'error.REAUTH_REQUIRED': { en: 'Your session has ended. Please sign in again.', ar: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.' },
  'error.FORBIDDEN': { en: 'You are not allowed to perform this action.', ar: 'غير مسموح لك بتنفيذ هذا الإجراء.' },
  'error.TENANT_MISMATCH': { en: 'This resource belongs to another organisation.', ar: 'هذا المورد يخص منظمة أخرى.' },
  'error.NOT_FOUND': { en: 'The requested resource was not found.', ar: 'المورد المطلوب غير موجود.' },
  'error.CONFLICT': { en: 'The request conflicts with the current state of the resource.', ar: 'يتعارض الطلب مع الحالة الحالية للمورد.' },
  'error.PERIOD_LOCKED': { en: 'The business day is locked for changes.', ar: 'يوم العمل مقفل أمام التعديلات.' },
  'error.VALIDATION': { en: 'The request is not valid.', ar: 'الطلب غير صالح.' },
  'error.RATE_LIMITED': { en: 'Too many requests.', ar: 'طلبات كثيرة جدًا.' },
  'error.INTERNAL': { en: 'An unexpected error occurred.', ar: 'حدث خطأ غير متوقع.' },
  'error.SERVICE_UNAVAILABLE': {
    en: 'The request took too long and was stopped. Narrow it (a date range, a branch, a filter) or try again later.',
    ar: 'استغرق الطلب وقتًا طويلًا فأُوقف. ضيّق نطاقه (مدة أو فرع أو مرشّح) أو أعد المحاولة لاحقًا.',
  },
  'error.resourceNotFound': { en: '{resource} was not found.', ar: 'لم يُعثر على {resource}.' },
  'error.noRoute': { en: 'No route for {method} {path}.', ar: 'لا يوجد مسار لـ {method} {path}.' },
  'error.branchNeeded': {
    en: 'This operation needs a branch: sign in to a branch or send the X-Branch-Id header.',
    ar: 'تحتاج هذه العملية إلى فرع: سجّل الدخول إلى فرع أو أرسل ترويسة X-Branch-Id.',
  },
};

/**
 * Field messages: the validation vocabulary of the bridge, the GraphQL variable checks and the
 * class-validator constraints the inputs use (their default English texts).
 */
export const FIELD_MESSAGES: Record<string, CatalogueEntry> = {
  'field.required': { en: 'is required', ar: 'مطلوب' },
  'field.unknown': { en: 'is not a known field', ar: 'ليس حقلًا معروفًا' },
  'field.notNull': { en: 'must not be null', ar: 'يجب ألا يكون فارغًا (null)' },
  'field.type': { en: 'must be of type {type}', ar: 'يجب أن يكون من النوع {type}' },
  'field.oneOf': { en: 'must be one of: {list}', ar: 'يجب أن يكون واحدًا من: {list}' },
  'field.notAllowed': { en: 'is not one of the allowed values', ar: 'ليس من القيم المسموح بها' },
  'field.object': { en: 'must be an object', ar: 'يجب أن يكون كائنًا' },
  'field.jsonObject': { en: 'must be a JSON object', ar: 'يجب أن يكون كائن JSON' },
  'field.integer': { en: 'must be an integer', ar: 'يجب أن يكون عددًا صحيحًا' },
  'field.number': { en: 'must be a number', ar: 'يجب أن يكون رقمًا' },
  'field.boolean': { en: 'must be true or false', ar: 'يجب أن يكون true أو false' },
  'field.between': { en: 'must be between {min} and {max}', ar: 'يجب أن يكون بين {min} و{max}' },
  'field.atLeastOne': { en: 'must be 1 or more', ar: 'يجب أن يكون 1 أو أكثر' },
  'field.atLeastZero': { en: 'must be 0 or more', ar: 'يجب أن يكون 0 أو أكثر' },
  'field.percentEncoding': { en: 'is not validly percent-encoded', ar: 'ترميز النسبة المئوية فيه غير صالح' },
  'field.nul': { en: 'must not contain the character U+0000 (NUL)', ar: 'يجب ألا يحتوي على المحرف U+0000 (NUL)' },
  'field.tooManyInvalid': { en: 'has too many invalid values', ar: 'فيه قيم غير صالحة كثيرة جدًا' },
  'field.email': { en: 'must be a valid e-mail address', ar: 'يجب أن يكون عنوان بريد إلكتروني صالحًا' },
  'field.queryString': { en: 'cannot be given in the query string', ar: 'لا يمكن تمريره في سلسلة الاستعلام' },
  'field.atMostChars': { en: 'must be at most {n} characters', ar: 'يجب ألا يزيد على {n} حرفًا' },
  'field.nOrMore': { en: 'must be {n} or more', ar: 'يجب أن يكون {n} أو أكثر' },
  'field.wholeNumber': { en: 'must be a whole number', ar: 'يجب أن يكون عددًا صحيحًا' },
  'field.notEmpty': { en: 'must not be empty', ar: 'يجب ألا يكون فارغًا' },
  'field.moreThan': { en: 'must be more than {n}', ar: 'يجب أن يكون أكبر من {n}' },
  'field.atMost': { en: 'must be at most {n}', ar: 'يجب ألا يزيد على {n}' },
  'field.atLeast': { en: 'must be at least {n}', ar: 'يجب ألا يقل عن {n}' },
  'field.decimals': { en: 'must have at most {n} decimal places', ar: 'يجب ألا يزيد عدد منازله العشرية على {n}' },
  'field.numberDecimals': { en: 'must be a number with at most {n} decimals', ar: 'يجب أن يكون رقمًا بمنازل عشرية لا تزيد على {n}' },
  'field.unicode': {
    en: 'must be valid Unicode text (no unpaired surrogate code units such as \\ud800)',
    ar: 'يجب أن يكون نص Unicode صالحًا (بلا وحدات ترميز بديلة منفردة مثل \\ud800)',
  },
  // Domain field messages a form can meet (issue #38: every field message a sentence in the caller's language).
  'field.localDate': { en: 'must be a date in the form YYYY-MM-DD', ar: 'يجب أن يكون تاريخًا بالصيغة سنة-شهر-يوم' },
  'field.emailAddress': { en: 'must be an e-mail address', ar: 'يجب أن يكون عنوان بريد إلكتروني' },
  'field.bankReference': { en: 'must contain only letters, digits, spaces and dashes', ar: 'يجب أن يحتوي على أحرف لاتينية وأرقام ومسافات وشرطات فقط' },
  'field.taxCode': { en: 'must contain only letters, digits, ".", "-" or "_"', ar: 'يجب أن يحتوي على أحرف لاتينية وأرقام و«.» و«-» و«_» فقط' },
  'field.branchCode': {
    en: 'must be 1-20 letters, digits, "-" or "_", starting with a letter or digit',
    ar: 'يجب أن يكون من 1 إلى 20 حرفًا لاتينيًا أو رقمًا أو «-» أو «_»، يبدأ بحرف أو رقم',
  },
  'field.phone': {
    en: 'must be a phone number (digits, spaces, + ( ) -; 5 to 20 characters)',
    ar: 'يجب أن يكون رقم هاتف (أرقام ومسافات و+ ( ) -؛ من 5 إلى 20 محرفًا)',
  },
  'field.reportOrSaved': { en: 'is required unless savedReportId is given', ar: 'مطلوب ما لم يُعطَ savedReportId' },
  'field.importColumn': { en: 'has an unknown column "{name}" (columns: {list})', ar: 'فيه عمود غير معروف «{name}» (الأعمدة: {list})' },
  // class-validator's default texts (the property name is stripped before this table is read).
  'cv.isNotEmpty': { en: 'should not be empty', ar: 'يجب ألا يكون فارغًا' },
  'cv.maxLength': { en: 'must be shorter than or equal to {n} characters', ar: 'يجب ألا يزيد طوله على {n} حرفًا' },
  'cv.minLength': { en: 'must be longer than or equal to {n} characters', ar: 'يجب ألا يقل طوله عن {n} حرفًا' },
  'cv.max': { en: 'must not be greater than {n}', ar: 'يجب ألا يكون أكبر من {n}' },
  'cv.min': { en: 'must not be less than {n}', ar: 'يجب ألا يكون أقل من {n}' },
  'cv.isInt': { en: 'must be an integer number', ar: 'يجب أن يكون عددًا صحيحًا' },
  'cv.arrayMaxSize': { en: 'must contain no more than {n} elements', ar: 'يجب ألا يحتوي على أكثر من {n} عنصرًا' },
  'cv.arrayMinSize': { en: 'must contain at least {n} elements', ar: 'يجب أن يحتوي على {n} عنصرًا على الأقل' },
  'cv.isEmail': { en: 'must be an email', ar: 'يجب أن يكون عنوان بريد إلكتروني' },
  'cv.isUrl': { en: 'must be a URL address', ar: 'يجب أن يكون عنوان URL' },
  'cv.isUuid': { en: 'must be a UUID', ar: 'يجب أن يكون معرّف UUID' },
  'cv.isEnum': { en: 'must be one of the following values: {list}', ar: 'يجب أن يكون إحدى القيم التالية: {list}' },
  'cv.isBoolean': { en: 'must be a boolean value', ar: 'يجب أن يكون قيمة منطقية' },
  'cv.arrayUnique': { en: "All {property}'s elements must be unique", ar: 'يجب أن تكون عناصر {property} فريدة' },
};

/** Messages of the modules' own rules (field messages and error sentences the services produce). */
export const SERVICE_MESSAGES: Record<string, CatalogueEntry> = {
  'service.beforeFrom': { en: 'must not be before from', ar: 'يجب ألا يسبق تاريخ البداية (from)' },
  'service.beforeBusinessDateFrom': { en: 'must not be before businessDateFrom', ar: 'يجب ألا يسبق businessDateFrom' },
  'service.onOrAfterFrom': { en: 'must be on or after from', ar: 'يجب أن يكون في تاريخ from أو بعده' },
  'service.onOrAfterStartDate': { en: 'must be on or after startDate', ar: 'يجب أن يكون في تاريخ startDate أو بعده' },
  'service.inFuture': { en: 'must be in the future', ar: 'يجب أن يكون في المستقبل' },
  'service.notOwnBranch': { en: 'is not a branch of this organisation', ar: 'ليس فرعًا من فروع هذه المنظمة' },
  'service.notOwnInventoryItem': { en: 'does not refer to an inventory item of this organisation', ar: 'لا يشير إلى صنف مخزون من أصناف هذه المنظمة' },
  'service.inactiveInventoryItem': { en: 'refers to an inactive inventory item', ar: 'يشير إلى صنف مخزون غير نشط' },
  'service.notOwnCapacityType': { en: 'does not refer to a capacity type of this organisation', ar: 'لا يشير إلى نوع سعة من أنواع هذه المنظمة' },
  'service.notOwnSalesChannel': { en: 'is not a sales channel of this organisation', ar: 'ليست قناة بيع من قنوات هذه المنظمة' },
  'service.notOwnPaymentMethod': { en: 'is not a payment method of this organisation', ar: 'ليست طريقة دفع من طرق هذه المنظمة' },
  'service.notOwnExportPreset': { en: 'is not an export preset of this organisation', ar: 'ليس إعداد تصدير محفوظًا لهذه المنظمة' },
  'service.notGroupOption': { en: 'is not an option of this group', ar: 'ليس خيارًا من خيارات هذه المجموعة' },
  'service.notOnCountSheet': { en: 'is not on this count sheet', ar: 'ليس في ورقة الجرد هذه' },
  'service.unacceptedCurrency': { en: 'is not a currency the organisation accepts', ar: 'ليست عملة تقبلها المنظمة' },
  'service.minorUnitAmount': { en: 'must be a positive whole amount in the minor unit', ar: 'يجب أن يكون مبلغًا صحيحًا موجبًا بالوحدة الصغرى للعملة' },
  'service.listedTwice': { en: 'is listed twice', ar: 'مذكور مرتين' },
  'service.namedTwice': { en: 'is named twice', ar: 'مذكور مرتين' },
  'service.fieldTwice': { en: 'must not list a field twice', ar: 'يجب ألا يذكر الحقل نفسه مرتين' },
  'service.atLeastOneLine': { en: 'must have at least one line', ar: 'يجب أن يحتوي على سطر واحد على الأقل' },
  'service.atLeastOneBranch': { en: 'must name at least one branch (or set allBranches)', ar: 'يجب أن يذكر فرعًا واحدًا على الأقل (أو يضبط allBranches)' },
  'service.addressTaken': { en: 'The new address already belongs to another account.', ar: 'العنوان الجديد يخص حسابًا آخر.' },
  'service.branchAlreadyInGroup': { en: 'The branch is already in this group.', ar: 'الفرع موجود في هذه المجموعة بالفعل.' },
};

const moduleMessages: Record<string, CatalogueEntry> = {};
let version = 0;

/** Adds a module's messages (FeatureModule.messages). A key may come twice only with the same texts. */
export function registerMessages(entries: Record<string, CatalogueEntry>): void {
  for (const [key, entry] of Object.entries(entries)) {
    const known = moduleMessages[key];
    if (known && (known.en !== entry.en || known.ar !== entry.ar)) throw new Error(`message catalogue: ${key} is declared twice with different texts`);
    moduleMessages[key] = entry;
  }
  version++;
}

/** Changes whenever messages are registered (translate.ts rebuilds its templates then). */
export function catalogueVersion(): number {
  return version;
}

/** The whole catalogue: the kernel's messages, the shared terms and every registered module's. */
export function catalogueEntries(): Record<string, CatalogueEntry> {
  return { ...ERROR_MESSAGES, ...FIELD_MESSAGES, ...SERVICE_MESSAGES, ...CORE_MESSAGES, ...TERMS, ...moduleMessages };
}
