import { defineMessages } from '../../core/i18n/define-messages';

/** Delivery platform connections, mappings, platform orders and the call log (src/modules/delivery). */
export const DELIVERY_MESSAGES = defineMessages('delivery', [
  ['Delivery connection', 'ربط منصة التوصيل'],
  ['Delivery order', 'طلب منصة التوصيل'],
  ['Delivery call', 'اتصال منصة التوصيل'],
  ['Delivery item mapping', 'ربط صنف منصة التوصيل'],
  ['This platform store is already connected.', 'متجر المنصة هذا مربوط بالفعل.'],
  ['The connection has orders; deactivate it instead.', 'لهذا الربط طلبات؛ أوقفه بدلًا من حذفه.'],
  ['Only Generic connections have a signing secret made by the service.', 'لا يملك سرّ توقيع من إنشاء الخدمة إلا الربط من نوع Generic.'],
  ['does not refer to a branch of this organisation', 'لا يشير إلى فرع من فروع هذه المنظمة'],
  ['does not refer to a sales channel of this organisation', 'لا يشير إلى قناة بيع من قنوات هذه المنظمة'],
  ['must be an http or https URL', 'يجب أن يكون عنوان URL يبدأ بـ http أو https'],
  ['The webhook-id, webhook-timestamp and webhook-signature headers are required.', 'الترويسات webhook-id وwebhook-timestamp وwebhook-signature مطلوبة.'],
  ['The connection has no signing secret.', 'لا يملك هذا الربط سرّ توقيع.'],
  [
    'The webhook-timestamp is missing or more than 5 minutes away from the service clock.',
    'الترويسة webhook-timestamp مفقودة أو تبتعد عن ساعة الخدمة أكثر من 5 دقائق.',
  ],
  ['The webhook signature does not match.', 'توقيع الطلب غير مطابق.'],
  ['must be a JSON object with type and data', 'يجب أن يكون كائن JSON فيه type وdata'],
  ['is required (1-200 characters)', 'مطلوب (من 1 إلى 200 حرف)'],
  ['The request body could not be read.', 'تعذّرت قراءة متن الطلب.'],
  ['could not be read', 'تعذّرت قراءته'],
  ['The order is already {state}.', 'الطلب في الحالة {state} بالفعل.'],
  ['Not accepted before the platform deadline.', 'لم يُقبل قبل المهلة التي حددتها المنصة.'],
  ['Cancelled by the platform.', 'ألغته المنصة.'],
  ['is required', 'مطلوب'],
]);
