import { defineMessages } from '../../core/i18n/define-messages';

/** Exports, presets, saved reports and report subscriptions (src/modules/exports). */
export const EXPORTS_MESSAGES = defineMessages('exports', [
  ['A preset named "{name}" already exists in {domain}.', 'يوجد إعداد محفوظ باسم "{name}" بالفعل في {domain}.'],
  ['Reading the report {report} needs the {permission} permission.', 'قراءة التقرير {report} تحتاج إلى الصلاحية {permission}.'],
  ['Subscription exports are made by report subscriptions; use Report', 'تُنشأ تصديرات الاشتراك عبر اشتراكات التقارير؛ استخدم Report'],
  ['belongs to the domain {domain}, not {other}', 'يتبع المجال {domain} وليس {other}'],
  ["differs from the saved report's ({report})", 'يختلف عمّا في التقرير المحفوظ ({report})'],
  ['is not a known domain (known: {list})', 'ليس مجالًا معروفًا (المعروفة: {list})'],
  ['is not a known report (known: {list})', 'ليس تقريرًا معروفًا (المعروفة: {list})'],
  ['is not a saved report of this organisation', 'ليس تقريرًا محفوظًا من تقارير هذه المنظمة'],
  ['must list at most {n} fields', 'يجب ألا يذكر أكثر من {n} حقلًا'],
  ['the period may cover at most {n} days', 'يجوز ألا تزيد الفترة على {n} يومًا'],
  ['{field} is not a field of {report}', '{field} ليس حقلًا من حقول {report}'],
  ['{fields} are not fields of {report}', '{fields} ليست من حقول {report}'],
  ['The export is {status}; download it once it has Succeeded.', 'التصدير في الحالة {status}؛ نزّله بعد أن يصل إلى الحالة Succeeded.'],
  ['The export Failed and has no file; create a new export.', 'فشل التصدير (Failed) ولا ملف له؛ أنشئ تصديرًا جديدًا.'],
]);
