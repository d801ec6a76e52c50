import { defineMessages } from '../../../core/i18n/define-messages';

/** Webhook subscriptions and deliveries (src/modules/developers/webhooks). */
export const WEBHOOKS_MESSAGES = defineMessages('developers', [
  ['An organisation can have at most {n} webhook subscriptions; delete one first.', 'لا يمكن أن يكون للمنظمة أكثر من {n} اشتراك Webhook؛ احذف واحدًا أولًا.'],
  ['The subscription is inactive; activate it before retrying.', 'الاشتراك غير نشط؛ فعّله قبل إعادة المحاولة.'],
  ['The subscription of this delivery was deleted.', 'حُذف اشتراك هذا الإرسال.'],
  ['An attempt of this delivery is in progress; retry after it is recorded.', 'هناك محاولة جارية لهذا الإرسال؛ أعد المحاولة بعد تسجيلها.'],
  ['does not name a webhook subscription of this organisation', 'لا يشير إلى اشتراك Webhook من اشتراكات هذه المنظمة'],
  ['must be a list of event types', 'يجب أن يكون قائمة بأنواع الأحداث'],
  ['must name at least one event type', 'يجب أن يذكر نوع حدث واحدًا على الأقل'],
  ['must name at most {n} event types', 'يجب ألا يذكر أكثر من {n} نوع حدث'],
  ['{address} is not an IP address', '{address} ليس عنوان IP'],
  ['{address} is a {range} address', '{address} عنوان من النوع {range}'],
  ['The webhook subscription is already active.', 'اشتراك Webhook نشط بالفعل.'],
  ['The webhook subscription is already inactive.', 'اشتراك Webhook غير نشط بالفعل.'],
]);
