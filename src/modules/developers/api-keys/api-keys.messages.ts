import { defineMessages } from '../../../core/i18n/define-messages';

/** API keys: credentials, limits, allow-lists and their management (src/modules/developers/api-keys). */
export const API_KEYS_MESSAGES = defineMessages('developers', [
  ['The API key has been revoked.', 'أُلغي مفتاح API.'],
  ['The API key has expired.', 'انتهت صلاحية مفتاح API.'],
  ['The X-Branch-Id header must be a branch id (UUID).', 'يجب أن تكون ترويسة X-Branch-Id معرّف فرع (UUID).'],
  ['The branch in X-Branch-Id does not belong to the organisation of this API key.', 'الفرع المذكور في X-Branch-Id لا يتبع منظمة مفتاح API هذا.'],
  ['The branch in X-Branch-Id is deactivated.', 'الفرع المذكور في X-Branch-Id معطّل.'],
  ['The user who created this API key has no access to this branch.', 'المستخدم الذي أنشأ مفتاح API هذا لا يملك صلاحية الوصول إلى هذا الفرع.'],
  ['The user who created this API key no longer has access to the organisation.', 'المستخدم الذي أنشأ مفتاح API هذا لم يعد يملك صلاحية الوصول إلى المنظمة.'],
  [
    'This API key allows {n} requests per minute; retry after {seconds} seconds.',
    'يسمح مفتاح API هذا بـ{n} طلبًا في الدقيقة؛ أعد المحاولة بعد {seconds} ثانية.',
  ],
  [
    'This API key has used its daily quota of {n} requests; it resets at 00:00 UTC.',
    'استنفد مفتاح API هذا حصته اليومية البالغة {n} طلبًا؛ تتجدد الحصة عند الساعة 00:00 بتوقيت UTC.',
  ],
  ['This API key may not be used from this origin.', 'لا يجوز استخدام مفتاح API هذا من هذا المصدر (origin).'],
  ['This API key may not be used from your IP address.', 'لا يجوز استخدام مفتاح API هذا من عنوان IP الخاص بك.'],
  ['This API key secret was replaced by a rotation and its grace period has ended.', 'استُبدل سرّ مفتاح API هذا بالتدوير وانتهت مهلة السماح الخاصة به.'],
  ['You cannot give a key scopes your role does not hold: {scopes}.', 'لا يمكنك منح مفتاح نطاقات لا يملكها دورك: {scopes}.'],
  ['must be a short code of letters, digits, -, _ or .', 'يجب أن يكون رمزًا قصيرًا من أحرف لاتينية وأرقام و«-» و«_» و«.»'],
  ['must have at most {n} entries', 'يجب ألا يحتوي على أكثر من {n} مُدخلًا'],
  ['The API key is revoked; it cannot be changed.', 'مفتاح API ملغى؛ لا يمكن تعديله.'],
  ['The API key is revoked; it cannot be rotated.', 'مفتاح API ملغى؛ لا يمكن تدويره.'],
  ['The API key is revoked; it cannot be revoked again.', 'مفتاح API ملغى؛ لا يمكن إلغاؤه مرة أخرى.'],
  ['The API key has expired; extend expiresAt first or create a new key.', 'انتهت صلاحية مفتاح API؛ مدّد expiresAt أولًا أو أنشئ مفتاحًا جديدًا.'],
  ['The API key is not valid.', 'مفتاح API غير صالح.'],
]);
