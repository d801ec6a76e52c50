import { registerEnumType } from 'type-graphql';

/** What changed stock; the sign of the quantity says in or out. */
export enum InventoryMovementKind {
  Receipt = 'Receipt',
  ProductionInput = 'ProductionInput',
  ProductionOutput = 'ProductionOutput',
  SaleUsage = 'SaleUsage',
  Waste = 'Waste',
  TransferOut = 'TransferOut',
  TransferIn = 'TransferIn',
  CountAdjustment = 'CountAdjustment',
  OpeningBalance = 'OpeningBalance',
  ManualAdjustment = 'ManualAdjustment',
}
registerEnumType(InventoryMovementKind, {
  name: 'InventoryMovementKind',
  description: 'Receipt, ProductionInput, ProductionOutput, SaleUsage, Waste, TransferOut, TransferIn, CountAdjustment, OpeningBalance or ManualAdjustment.',
  valuesConfig: {
    Receipt: { description: 'Goods received on a purchase order (in, at the line price).' },
    ProductionInput: { description: 'Consumed by a production batch when it closed (out).' },
    ProductionOutput: { description: 'Produced by a production batch when it closed (in, at the output share).' },
    SaleUsage: { description: "Consumed by a completed sales order through the products' bills of materials (out)." },
    Waste: { description: 'Thrown away: a waste record or a transfer shortfall (out).' },
    TransferOut: { description: 'Sent to another branch (out of the sender).' },
    TransferIn: { description: 'Received from another branch (into the receiver).' },
    CountAdjustment: { description: 'The difference a stock count found, posted when the count was approved.' },
    OpeningBalance: { description: 'Stock a branch had when it started using inventory.' },
    ManualAdjustment: { description: 'A correction entered by a manager, with a reason.' },
  },
});

/** The record a movement came from; the console opens it from the movement. */
export enum InventorySourceKind {
  PurchaseOrder = 'PurchaseOrder',
  ProductionBatch = 'ProductionBatch',
  SalesOrder = 'SalesOrder',
  WasteRecord = 'WasteRecord',
  Transfer = 'Transfer',
  StockCount = 'StockCount',
  Adjustment = 'Adjustment',
}
registerEnumType(InventorySourceKind, {
  name: 'InventorySourceKind',
  description: 'PurchaseOrder, ProductionBatch, SalesOrder, WasteRecord, Transfer, StockCount or Adjustment (opening balances and manual adjustments).',
  valuesConfig: {
    PurchaseOrder: { description: 'A purchase order (sourceLine: the line number, from 0).' },
    ProductionBatch: { description: 'A production batch (sourceLine: the output id for outputs).' },
    SalesOrder: { description: 'A sales order.' },
    WasteRecord: { description: 'A standalone waste record (also the shortfall of a transfer).' },
    Transfer: { description: 'A transfer between branches.' },
    StockCount: { description: 'A stock count sheet.' },
    Adjustment: { description: 'An opening balance or a manual adjustment (sourceId: an id given to that one entry).' },
  },
});

/** Movement kinds and sources as Arabic files write them (the console's words). */
export const MOVEMENT_KIND_WORDS_AR: Readonly<Record<InventoryMovementKind, string>> = {
  Receipt: 'استلام',
  ProductionInput: 'مدخلات إنتاج',
  ProductionOutput: 'مخرجات إنتاج',
  SaleUsage: 'استهلاك مبيعات',
  Waste: 'هدر',
  TransferOut: 'تحويل صادر',
  TransferIn: 'تحويل وارد',
  CountAdjustment: 'تسوية جرد',
  OpeningBalance: 'رصيد افتتاحي',
  ManualAdjustment: 'تسوية يدوية',
};
export const SOURCE_KIND_WORDS_AR: Readonly<Record<InventorySourceKind, string>> = {
  PurchaseOrder: 'أمر شراء',
  ProductionBatch: 'دفعة إنتاج',
  SalesOrder: 'طلب مبيعات',
  WasteRecord: 'سجل هدر',
  Transfer: 'تحويل',
  StockCount: 'جرد',
  Adjustment: 'تسوية',
};

/** Why stock was thrown away. */
export enum InventoryWasteReason {
  Spoiled = 'Spoiled',
  Expired = 'Expired',
  Damaged = 'Damaged',
  Burnt = 'Burnt',
  Overproduction = 'Overproduction',
  TransferShortfall = 'TransferShortfall',
  Other = 'Other',
}
registerEnumType(InventoryWasteReason, {
  name: 'InventoryWasteReason',
  description: 'Spoiled, Expired, Damaged, Burnt, Overproduction, TransferShortfall (set by transfers only) or Other (a note is required).',
  valuesConfig: {
    Spoiled: { description: 'Went bad before its date.' },
    Expired: { description: 'Past its use-by date.' },
    Damaged: { description: 'Broken or contaminated.' },
    Burnt: { description: 'Spoiled in cooking.' },
    Overproduction: { description: 'Made and not sold.' },
    TransferShortfall: { description: 'Sent by a branch and not received (recorded by a transfer).' },
    Other: { description: 'Anything else; the note says what.' },
  },
});

/** Largest quantity of one movement input, in the item's unit (keeps every value inside int64). */
export const MAX_QUANTITY = 1_000_000;
export const QUANTITY_DECIMALS = 3;
