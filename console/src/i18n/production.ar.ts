import type { productionEn } from './production.en';

export const productionAr: typeof productionEn = {
  batchEdit: {
    extraN: 'مدخل إضافي {{n}}', extraItem: 'مدخل إضافي (زيت، بهارات…)', unit: 'الوحدة', addExtra: 'إضافة مدخل إضافي', removeExtra: 'إزالة',
    everyInputHelp: 'تسجّل كل دفعة الدجاج واللحم والرز. الفرع الذي لا يطبخ أحدها يختار مادته ويُدخل 0.', new: 'دفعة جديدة', created: 'أُنشئت الدفعة.', chickenItem: 'مادة الدجاج', chickenCount: 'الدجاج (قطعة)', meatItem: 'مادة اللحم', meatKg: 'اللحم (كغ)',
    riceItem: 'مادة الرز', rawRiceKg: 'الرز الخام (كغ)', multiplier: 'كغ مطبوخ لكل كغ خام', reserved: 'رز محجوز للبيع المباشر (كغ)', rounding: 'تقريب الرز',
    notes: 'ملاحظات', editRice: 'تعديل إعدادات الرز', overflow: 'السماح ببيع الرز المباشر فوق المحجوز', delete: 'حذف الدفعة', deleteTitle: 'حذف دفعة {{date}}',
    moveTo: 'نقل إلى: {{status}}', cancelBatch: 'إلغاء الدفعة', cancelTitle: 'إلغاء دفعة {{date}}', moved: 'تغيّرت الحالة.', saved: 'حُفظ.',
    cookedRice: 'الرز المطبوخ (كغ)', unallocated: 'كلفة غير موزعة', shares: 'حصص المخرجات', wasteTotal: 'الهدر (وحدات)',
    outputs: 'المخرجات', addOutput: 'إضافة مخرج', item: 'المادة', quantity: 'الكمية', share: 'حصة الكلفة (د.ع)', weight: 'وزن التوزيع',
    removeOutput: 'إزالة', removeTitle: 'إزالة المخرج: {{name}}', outputAdded: 'أُضيف المخرج.',
    waste: 'الهدر', recordWaste: 'تسجيل هدر', capacityType: 'نوع السعة', units: 'الوحدات', kind: 'النوع', wasteRecorded: 'سُجّل الهدر.', at: 'الوقت',
    outputsAfterStart: 'تُسجَّل المخرجات والهدر بعد بدء الإنتاج.',
  },
  productionEnum: {
    Overproduction: 'فائض إنتاج', Spoiled: 'تالف', Burnt: 'محروق', Dropped: 'سقط', Returned: 'مُرجع', Other: 'أخرى',
    None: 'بدون (إلى الغرام)', Nearest: 'الأقرب 0.1 كغ', Up: 'للأعلى 0.1 كغ', Down: 'للأسفل 0.1 كغ',
  },
};
