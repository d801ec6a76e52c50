/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Who acted: User (signed-in staff), ApiKey (a partner or integration key), Guest (a QR self-order), System (the service itself: jobs, deliveries), Device (a time-clock kiosk) or Anonymous (before sign-in). */
export type ActorKind =
  /** A caller not yet signed in (registration, sign-in, password reset). */
  | 'Anonymous'
  /** A partner or integration API key. */
  | 'ApiKey'
  /** A registered time-clock kiosk of a branch, signed in with its device credential. */
  | 'Device'
  /** A guest ordering through a table's QR code. */
  | 'Guest'
  /** The service itself: scheduled jobs, webhook deliveries and other background work. */
  | 'System'
  /** A signed-in member of the organisation (console or API with a user token). */
  | 'User';

/** A bill-of-materials line of a product. */
export type AddConsumableInput = {
  /** Defaults to All. */
  channelScope?: ConsumableChannelScope | null | undefined;
  /** A live inventory item of the organisation. */
  inventoryItemId: string;
  /** Defaults to Ingredient. */
  kind?: ConsumableKind | null | undefined;
  /** Quantity per product unit, greater than 0, at most 3 decimals. */
  qtyPerParentUnit: number;
  /** Defaults to true. */
  required?: boolean | null | undefined;
  /** Defaults to 0. */
  sortOrder?: number | null | undefined;
  /** Compatible with the item's unit: Kg and G convert, L and Ml convert, Piece only to Piece. */
  unit: InventoryUnit;
};

/** A bill-of-materials line of a modifier option. */
export type AddModifierConsumableInput = {
  /** A live inventory item of the organisation. */
  inventoryItemId: string;
  /** Defaults to Ingredient. */
  kind?: ConsumableKind | null | undefined;
  /** Quantity per unit of the order line that chose the option, greater than 0, at most 100000, at most 3 decimals. */
  qtyPerParentUnit: number;
  /** Position among the option's lines, 0 to 1000000; defaults to 0. */
  sortOrder?: number | null | undefined;
  /** Compatible with the item's unit: Kg and G convert, L and Ml convert, Piece only to Piece. */
  unit: InventoryUnit;
};

/** A punch the employee missed, added by a manager with a reason. */
export type AddPunchInput = {
  /** The branch the punch belongs to. */
  branchId: string;
  /** The employee. */
  employeeId: string;
  /** ClockIn, BreakStart, BreakEnd or ClockOut. */
  kind: PunchKind;
  /** When it happened; not in the future. */
  occurredAt: string;
  /** Why, 1 to 500 characters. */
  reason: string;
};

/** Conditions on the advance list. */
export type AdvanceFilter = {
  /** Only advances of employees who work at this branch (an id that is not a branch of this organisation matches nothing). */
  branchId?: string | null | undefined;
  /** Only advances of this employee. */
  employeeId?: string | null | undefined;
  /** Only advances in this status. */
  status?: AdvanceStatus | null | undefined;
};

/** Pending → Approved → Paid → Settled; Pending → Rejected; Pending or Approved → Cancelled. */
export type AdvanceStatus =
  /** Approved, not yet paid out. */
  | 'Approved'
  /** Withdrawn while Pending or Approved; final. */
  | 'Cancelled'
  /** Paid out to the employee; waiting to be settled. */
  | 'Paid'
  /** Requested, waiting for an HR decision. */
  | 'Pending'
  /** Refused by HR; final. */
  | 'Rejected'
  /** Recovered (e.g. from salary); final. */
  | 'Settled';

/** Live or Test: a label, carried in the key prefix (bo_live_…, bo_test_…). */
export type ApiKeyEnvironment =
  /** For production integrations; the key starts bo_live_. */
  | 'Live'
  /** For trials and development; the key starts bo_test_. A label only: it sees the same data. */
  | 'Test';

/** Conditions on the API key list. Revoked keys are left out unless includeRevoked is true. */
export type ApiKeyFilter = {
  /** Only keys of this environment. */
  environment?: ApiKeyEnvironment | null | undefined;
  /** Include revoked keys (hidden by default). */
  includeRevoked?: boolean | null | undefined;
};

/** Active; Expired (expiresAt has passed; a later expiresAt makes it Active again); Revoked (final). */
export type ApiKeyStatus =
  /** The key authenticates requests. */
  | 'Active'
  /** expiresAt has passed; requests are refused until a later expiresAt is set. */
  | 'Expired'
  /** Revoked; final, the key never works again. */
  | 'Revoked';

/** The week to fill from a template. */
export type ApplyRosterTemplateInput = {
  /** The Saturday that starts the week to fill. */
  weekStart: string;
};

/** A step in the decision history of an approval request. */
export type ApprovalAction =
  /** The approval was given and applied to the document. */
  | 'Applied'
  /** The approval was refused. */
  | 'Rejected'
  /** The approval was requested (the document was submitted). */
  | 'Requested'
  /** An applied approval was undone. */
  | 'Reverted'
  /** The request was withdrawn because the document was reopened or cancelled. */
  | 'Withdrawn';

/** An optional note kept in the decision history and audit trail. */
export type ApprovalNoteInput = {
  /** Note kept with the decision, at most 500 characters. */
  note?: string | null | undefined;
};

/** Conditions on the approval request list. */
export type ApprovalRequestFilter = {
  /** Only requests in this status. */
  status?: ApprovalStatus | null | undefined;
  /** Requests of one purchase order or invoice. */
  targetId?: string | null | undefined;
  /** Only requests for this kind of document. */
  targetKind?: ApprovalTargetKind | null | undefined;
};

/** Pending → Applied → Reverted; Pending → Rejected; Pending → Withdrawn (document reopened or cancelled). */
export type ApprovalStatus =
  /** Approved: the document moved on. */
  | 'Applied'
  /** Waiting for a decision. */
  | 'Pending'
  /** Refused, with a note. */
  | 'Rejected'
  /** An applied approval undone (revert-approval); final, a new Pending request follows. */
  | 'Reverted'
  /** The document was reopened or cancelled before a decision. */
  | 'Withdrawn';

/** What an approval request approves. */
export type ApprovalTargetKind =
  /** The request approves a purchase invoice. */
  | 'PurchaseInvoice'
  /** The request approves a purchase order. */
  | 'PurchaseOrder';

/** Approve a branch's timesheets for a period of ended business days; the branch is then locked through `to`. */
export type ApproveTimesheetsInput = {
  /** The branch. */
  branchId: string;
  /** First business date. */
  from: string;
  /** A note, at most 500 characters. */
  note?: string | null | undefined;
  /** Last business date (inclusive); a day that has ended. */
  to: string;
};

/** Conditions on the bank account list. */
export type BankAccountFilter = {
  /** true: only active accounts; false: only inactive ones. */
  active?: boolean | null | undefined;
};

/** Standard (the items’ current standard costs) or ClosedSnapshot (the costs frozen when the batch closed). */
export type BatchCostBasis =
  /** Costed at the costs frozen when the batch closed. */
  | 'ClosedSnapshot'
  /** Costed at the inventory items' current standard costs (open batches). */
  | 'Standard';

/** An extra input: item, quantity and unit (compatible with the item unit). */
export type BatchExtraInput = {
  /** Id of an active inventory item of the organisation. */
  inventoryItemId: string;
  /** Quantity used in the item's unit, 0-100000, up to 3 decimals. */
  quantity: number;
  /** Compatible with the item unit (Kg↔G, L↔Ml, Piece). */
  unit: InventoryUnit;
};

/** Conditions on the batch list (of the active branch). */
export type BatchFilter = {
  /** Business days from this date (inclusive). */
  from?: string | null | undefined;
  /** Include soft-deleted batches. */
  includeDeleted?: boolean | null | undefined;
  /** Only batches in this status. */
  status?: BatchStatus | null | undefined;
  /** Business days up to this date (inclusive). */
  to?: string | null | undefined;
};

/** Which input of the batch a proposal line sizes: Chicken, Meat, Rice or RiceSoldByWeight. */
export type BatchInputRole =
  /** Chickens (pieces). */
  | 'Chicken'
  /** Meat (kg). */
  | 'Meat'
  /** Raw rice (kg). */
  | 'Rice'
  /** Cooked rice sold by weight (kg), reserved for direct sale. */
  | 'RiceSoldByWeight';

/** An output of a batch. */
export type BatchOutputInput = {
  /** Weight for splitting the batch cost; 1 when omitted. */
  allocationWeight?: number | null | undefined;
  /** When the output must be sold or discarded. */
  expiresAt?: string | null | undefined;
  /** An active inventory item of the organisation. */
  inventoryItemId: string;
  /** Quantity produced in the item unit; more than 0. */
  outputQty: number;
  /** Share of the batch input cost in IQD; 0 when omitted. */
  shareIqd?: number | null | undefined;
};

/** Whether a batch allows direct rice sales beyond its reserve. */
export type BatchOverflowInput = {
  /** Allow direct rice sales beyond the reserved amount. */
  allowDirectRiceOverflow: boolean;
};

/** Draft → InProduction → Completed (and back to InProduction) → Closed; Cancelled from any open status. Closed and Cancelled are final. */
export type BatchStatus =
  /** Final: abandoned before closing. */
  | 'Cancelled'
  /** Final: costs are frozen (ClosedSnapshot) and the batch no longer changes. */
  | 'Closed'
  /** Production finished; can go back to InProduction or be Closed. */
  | 'Completed'
  /** Being planned; inputs can change freely. */
  | 'Draft'
  /** Being cooked; outputs and waste are recorded. */
  | 'InProduction';

/** A status move of a batch. */
export type BatchStatusInput = {
  /** Why (kept in the audit trail; useful when cancelling). */
  reason?: string | null | undefined;
  /** The status to move to. */
  status: BatchStatus;
};

/** Waste of a batch in units of a capacity type. */
export type BatchWasteInput = {
  /** Id of a capacity type of the organisation the units are counted in. */
  capacityTypeId: string;
  /** Why the food was wasted (Other needs a reason). */
  kind: WasteKind;
  /** Required when kind is Other. */
  reason?: string | null | undefined;
  /** Units wasted, 1-100000. */
  units: number;
};

/** Conditions on the branch group list. */
export type BranchGroupFilter = {
  /** Include soft-deleted groups. */
  includeDeleted?: boolean | null | undefined;
  /** Only groups of this kind. */
  kind?: BranchGroupKind | null | undefined;
};

/** A branch group (create, or PUT: every field is replaced). */
export type BranchGroupInput = {
  /** PriceTier or Region. */
  kind: BranchGroupKind;
  /** Unique among live groups (case-insensitive); at most 120 characters. */
  name: string;
  /** Arabic name. */
  nameAr?: string | null | undefined;
  /** PriceTier groups: whole signed percent, -50..100 (default 0); must be omitted for Region groups. */
  priceTierPct?: number | null | undefined;
};

/** PriceTier (adjusts base prices of its branches) or Region (grouping only). */
export type BranchGroupKind =
  /** Adjusts the base prices of its branches by priceTierPct. */
  | 'PriceTier'
  /** Grouping only (reports, promotions); no price effect. */
  | 'Region';

/** GraphQL, Rest (the REST bridge and the guest and partner paths), Job (background work) or Cli (scripts and other in-process calls). */
export type CallTransport =
  /** A command-line script or another in-process call. */
  | 'Cli'
  /** A request to /graphql. */
  | 'GraphQL'
  /** Background work (Agenda jobs, outbox delivery). */
  | 'Job'
  /** A REST request: the console REST bridge, the guest page or the partner API. */
  | 'Rest';

/** A capacity type (plate, box, tray…). */
export type CapacityTypeInput = {
  /** Name of the capacity type, 1-120 characters. */
  name: string;
  /** Arabic name; omitted on update keeps the current one. */
  nameAr?: string | null | undefined;
};

/** One line of a cart: a product, how many, and the chosen modifier options. Clients never send prices. */
export type CartItemInput = {
  /** Ids of the chosen modifier options of the product's groups. */
  modifierOptionIds?: Array<string> | null | undefined;
  /** Id of a product of the organisation. */
  productId: string;
  /** Whole number, 1..999. */
  quantity: number;
};

/** A currency accepted at the till and its denominations. */
export type CashCurrencyInput = {
  /** ISO 4217 code: IQD, USD, EUR, GBP, TRY, AED, SAR, JOD, KWD or IRR. */
  code: string;
  /** Denominations in the minor unit (USD in cents: 100 is a one-dollar note). */
  denominations: Array<number>;
};

/** A status move (docs/orders.md, state machine). */
export type ChangeOrderStatusInput = {
  /** Required when cancelling; at most 500 characters. */
  reason?: string | null | undefined;
  /** The status to move to; must be an allowed move from the current one (409 otherwise). */
  status: OrderStatus;
};

/** Approve applies the request; Reject needs a note. */
export type ChangeRequestDecision =
  /** Approve: the requested change is applied. */
  | 'Approve'
  /** Reject: nothing changes; a note is required. */
  | 'Reject';

/** Approve (applies the request) or Reject (a note is required). */
export type ChangeRequestDecisionInput = {
  /** Approve or Reject. */
  decision: ChangeRequestDecision;
  /** Required to reject; at most 500 characters. */
  note?: string | null | undefined;
};

/** Pending until decided; Approved (applied) or Rejected (with a note). */
export type ChangeRequestStatus =
  /** Approved and applied to the promotion. */
  | 'Approved'
  /** Waiting for a decision. */
  | 'Pending'
  /** Refused, with a note. */
  | 'Rejected';

/** Which kiosk devices to list. */
export type ClockDeviceFilter = {
  /** Only this branch’s devices. */
  branchId?: string | null | undefined;
  /** Include revoked devices (default false). */
  includeRevoked?: boolean | null | undefined;
};

/** Out (not clocked in), Working (clocked in) or OnBreak. */
export type ClockState =
  /** On a break: the next punch ends it. */
  | 'OnBreak'
  /** Not clocked in: the next punch is a clock-in. */
  | 'Out'
  /** Clocked in: a break may start, or the employee clocks out. */
  | 'Working';

/** Finish a registration (or an activation) with the mailed code and sign in. */
export type CodeSignInInput = {
  /** The 6-digit code from the mail. */
  code: string;
  /** A stable id of the client device or browser; one session per device. */
  deviceId: string;
  /** The e-mail address the code was mailed to (at most 254 characters). */
  email: string;
  /** The password to set: 10-128 characters, not a common password, not the e-mail address. */
  password: string;
};

/** All, or one SalesChannelKind. */
export type ConsumableChannelScope =
  /** Consumed on every sales channel. */
  | 'All'
  /** Consumed only on Delivery sales. */
  | 'Delivery'
  /** Consumed only on DineIn sales. */
  | 'DineIn'
  /** Consumed only on Partner sales. */
  | 'Partner'
  /** Consumed only on SelfOrder (QR) sales. */
  | 'SelfOrder'
  /** Consumed only on Takeaway sales (e.g. a takeaway box). */
  | 'Takeaway';

/** Ingredient, Packaging, Garnish, Sauce or Other. */
export type ConsumableKind =
  /** Decoration or side served with the product. */
  | 'Garnish'
  /** Part of the food itself. */
  | 'Ingredient'
  /** Anything else the product uses up. */
  | 'Other'
  /** Packaging the product is served or sent in. */
  | 'Packaging'
  /** Sauce or dressing served with the product. */
  | 'Sauce';

/** Copy the shifts of one week of a branch into another week of it. */
export type CopyRosterWeekInput = {
  /** A branch of this organisation your membership covers. */
  branchId: string;
  /** The Saturday of the week to copy from (another week). */
  fromWeekStart: string;
  /** The Saturday that starts the week. */
  weekStart: string;
};

/** A correction of a punch: its new time and/or kind, and why (the original is kept). */
export type CorrectPunchInput = {
  /** The corrected kind. */
  kind?: PunchKind | null | undefined;
  /** The corrected time; not in the future. */
  occurredAt?: string | null | undefined;
  /** Why, 1 to 500 characters. */
  reason: string;
};

/** A counted quantity. */
export type CountEntryInput = {
  /** 0 or more, at most 3 decimals, in the item's unit. */
  countedQuantity: number;
  /** An item of the sheet. */
  inventoryItemId: string;
};

/** An order entered by hand at the counter (docs/orders.md, "Counter orders"): priced by the catalogue like every order, paid afterwards at a till. */
export type CounterOrderInput = {
  /** Branch the order is for; a branch of the organisation (422 otherwise). */
  branchId: string;
  /** Sales channel to price for; omitted: the organisation’s oldest active channel of channelKind. */
  channelId?: string | null | undefined;
  /** With no channelId: DineIn (default), Takeaway or Delivery. The channel decides which products are sold and the promotions that apply. */
  channelKind?: SalesChannelKind | null | undefined;
  /** Products with quantities, chosen modifier options and line notes (1 to 100 lines). */
  items: Array<OrderItemInput>;
  /** A note on the whole order for the kitchen; at most 500 characters. */
  note?: string | null | undefined;
  /** A table of the branch the order is served at (optional). */
  tableId?: string | null | undefined;
};

/** A new API key. */
export type CreateApiKeyInput = {
  /** IP addresses or CIDR ranges (at most 50); empty: any. */
  allowedIps?: Array<string> | null | undefined;
  /** Origins such as https://app.example.com or https://*.example.com (at most 50); empty: any. */
  allowedOrigins?: Array<string> | null | undefined;
  /** What the key is for, at most 500 characters. */
  description?: string | null | undefined;
  /** Live when omitted. */
  environment?: ApiKeyEnvironment | null | undefined;
  /** Must be in the future; null: no expiry. */
  expiresAt?: string | null | undefined;
  /** Name of the key, 1-120 characters. */
  name: string;
  /** 1-1000000000; null: the default. */
  quotaPerDay?: number | null | undefined;
  /** 1-10000; null: the default. */
  rateLimitPerMinute?: number | null | undefined;
  /** At least one scope from GET .../api-keys/scopes, each held by you. */
  scopes: Array<string>;
};

/** A new bank account. */
export type CreateBankAccountInput = {
  /** Account number or IBAN; unique in the organisation. */
  accountNumber: string;
  /** Branch whose period lock applies; default: the caller's active branch. */
  branchId?: string | null | undefined;
  /** ISO 4217 code, e.g. IQD or USD. */
  currencyCode: string;
  /** Name of the account, 1-120 characters. */
  name: string;
};

/** A new production batch for the active branch's business day. */
export type CreateBatchInput = {
  /** Business day of the batch (YYYY-MM-DD); 409 when the branch already has a live batch that day. */
  businessDate: string;
  /** Whole chickens cooked, 0-100000. */
  chickenCount: number;
  /** An active item of kind Chicken counted in pieces. */
  chickenItemId: string;
  /** Cooked kg per raw kg, 1 to 4 (3 decimals). */
  cookedRiceMultiplier: number;
  /** Other inventory items used, at most 30 lines. */
  extras?: Array<BatchExtraInput> | null | undefined;
  /** An active item of kind Meat counted in kg or g. */
  meatItemId: string;
  /** Raw meat in kilograms, 0-100000, up to 3 decimals. */
  meatKg: number;
  /** Free notes, at most 2000 characters. */
  notes?: string | null | undefined;
  /** Raw rice in kilograms, 0-100000, up to 3 decimals. */
  rawRiceKg: number;
  /** Cooked rice kept for direct sale; 0 when omitted; at most the cooked rice. */
  reservedRiceDirectSaleKg?: number | null | undefined;
  /** An active item of kind Rice counted in kg or g. */
  riceItemId: string;
  /** None when omitted. */
  riceRoundingMethod?: RiceRoundingMethod | null | undefined;
};

/** A new branch. timeZone defaults to Asia/Baghdad. */
export type CreateBranchInput = {
  /** Street address, at most 300 characters. */
  address?: string | null | undefined;
  /** Unique in the organisation, case-insensitive (e.g. KRB). */
  code: string;
  /** Name of the branch, 1-120 characters. */
  name: string;
  /** Arabic name. */
  nameAr?: string | null | undefined;
  /** Phone number, at most 40 characters. */
  phone?: string | null | undefined;
  /** IANA time zone name, e.g. Asia/Baghdad (the default), Europe/Berlin, UTC. */
  timeZone?: string | null | undefined;
};

/** A new connection of a branch to a delivery platform. */
export type CreateDeliveryConnectionInput = {
  /** Seconds to accept an order before it is rejected automatically, 60-3600; defaults to 300. */
  acceptDeadlineSeconds?: number | null | undefined;
  /** Accept orders as they arrive; defaults to false. */
  autoAccept?: boolean | null | undefined;
  /** The branch whose store it is. */
  branchId: string;
  /** The sales channel (and price tier) of its orders. */
  channelId: string;
  /** The platform's credentials as named strings (docs/delivery.md per platform); stored encrypted, never returned. Generic: none (the service makes the signing secret). */
  credentials?: Record<string, unknown> | null | undefined;
  /** Name shown in the console, 1-120 characters. */
  name: string;
  /** https URL the service calls with statuses, availability, store state and menus; null: none. */
  outboundUrl?: string | null | undefined;
  /** The platform (and so the adapter). */
  platform: DeliveryPlatform;
  /** The platform's id of the store, 1-200 characters; unique per platform in the organisation. */
  platformStoreId: string | number;
  /** Preparation time in minutes, 1-240; defaults to 20. */
  preparationMinutes?: number | null | undefined;
};

/** A new department. */
export type CreateDepartmentInput = {
  /** Name of the department, 1-120 characters, unique in the organisation. */
  name: string;
  /** Arabic name. */
  nameAr?: string | null | undefined;
};

/** A new employee. */
export type CreateEmployeeInput = {
  /** Home address, at most 500 characters. */
  address?: string | null | undefined;
  /** Monthly IQD; 0 when omitted on create. */
  allowances?: number | null | undefined;
  /** Days; 0 when omitted on create. */
  annualLeaveBalance?: number | null | undefined;
  /** Monthly IQD; on create defaults to the position's salary, else 0. */
  baseSalary?: number | null | undefined;
  /** Branches the person works at (replaces the list; empty: the organisation as a whole). On create, a member limited to some branches gets their active branch when this is omitted. */
  branchIds?: Array<string> | null | undefined;
  /** FullTime when omitted on create. */
  contractType?: EmployeeContractType | null | undefined;
  /** Date of birth. */
  dateOfBirth?: string | null | undefined;
  /** Defaults to the position's department. */
  departmentId?: string | null | undefined;
  /** E-mail address, at most 254 characters. */
  email?: string | null | undefined;
  /** Name of the emergency contact, at most 200 characters. */
  emergencyName?: string | null | undefined;
  /** Phone number of the emergency contact, at most 40 characters. */
  emergencyPhone?: string | null | undefined;
  /** Full name, 1-200 characters. */
  fullName: string;
  /** Gender as on the identity card. */
  gender?: Gender | null | undefined;
  /** First working day (YYYY-MM-DD). */
  hireDate: string;
  /** Marital status. */
  maritalStatus?: MaritalStatus | null | undefined;
  /** Unique within the organisation (ignoring case, spaces and dashes). */
  nationalId?: string | null | undefined;
  /** Phone number, at most 40 characters. */
  phone?: string | null | undefined;
  /** http(s) URL of a photo, at most 2000 characters. */
  photoUrl?: string | null | undefined;
  /** Id of the employee's position (of this organisation). */
  positionId?: string | null | undefined;
  /** Active when omitted on create. On update a different value must be an allowed move (see employment-status). */
  status?: EmploymentStatus | null | undefined;
  /** A console user of this organisation (for self-service). */
  userId?: string | null | undefined;
};

/** A branch's end-of-day report for one business day (IQD). Payment fields omitted are 0. */
export type CreateEodReportInput = {
  /** Not after the branch's current business day; not in a locked period. */
  businessDate: string;
  /** Card sales in IQD, 0-1000000000000. */
  cardSalesIqd?: number | null | undefined;
  /** Cash sales in IQD, 0-1000000000000. */
  cashSalesIqd?: number | null | undefined;
  /** Delivery sales in IQD, 0-1000000000000. */
  deliverySalesIqd?: number | null | undefined;
  /** Gross sales of the day in IQD, 0-1000000000000. */
  grossSalesIqd: number;
  /** At most grossSalesIqd. */
  netSalesIqd: number;
  /** Qi Card sales in IQD, 0-1000000000000. */
  qiSalesIqd?: number | null | undefined;
  /** Omitted: Api for API-key callers, Manual otherwise. */
  source?: EodReportSource | null | undefined;
};

/** An export: a report (reportKey, or a saved report), its columns (preset or fields), format, language and period. */
export type CreateExportJobInput = {
  /** Extension: the columns, in order (overrides the preset). */
  fields?: Array<string> | null | undefined;
  /** Extension: the report's filters, e.g. {"status": "Paid"}. */
  filters?: Record<string, unknown> | null | undefined;
  /** File format of the export. */
  format: ExportFormat;
  /** First business date of the period. */
  from: string;
  /** Report (default). Subscription is set by the service for subscription runs. */
  kind?: ExportJobKind | null | undefined;
  /** En (default) or Ar. */
  lang?: ExportLang | null | undefined;
  /** An export preset of the report's domain: its id or its name. */
  preset?: string | null | undefined;
  /** A report of the catalogue (required unless savedReportId is given). */
  reportKey?: string | null | undefined;
  /** A saved report: its report, filters and preset (the body's own values override). */
  savedReportId?: string | null | undefined;
  /** Last business date of the period (inclusive). */
  to: string;
};

/** A day to add to the forecast calendar (409 when the date already has that kind). */
export type CreateForecastCalendarDayInput = {
  /** The date. */
  date: string;
  /** The kind of day. */
  kind: ForecastCalendarKind;
  /** Name in Arabic (1–100 characters). */
  nameAr: string;
  /** Name in English (1–100 characters). */
  nameEn: string;
};

/** A new payment method. */
export type CreatePaymentMethodInput = {
  /** Defaults to true. */
  active?: boolean | null | undefined;
  /** Offered to QR self-order guests; defaults to false. */
  allowedForSelfOrder?: boolean | null | undefined;
  /** What kind of payment the method is. */
  kind: PaymentKind;
  /** Unique in the organisation (case-insensitive); at most 120 characters. */
  name: string;
  /** Arabic name. */
  nameAr?: string | null | undefined;
};

/** A new loss-control pilot (status Planned, final report NotStarted). */
export type CreatePilotInput = {
  /** On or after startDate. */
  endDate: string;
  /** Free note, at most 2000 characters. */
  note?: string | null | undefined;
  /** The restaurant the pilot runs in. */
  restaurantName: string;
  /** First day of the pilot (YYYY-MM-DD). */
  startDate: string;
};

/** A new product category. */
export type CreateProductCategoryInput = {
  /** Defaults to true. */
  active?: boolean | null | undefined;
  /** At most 40 characters, each a letter, a digit or one of . - _; unique (case-insensitive). */
  code: string;
  /** JSON text, at most 4000 characters. */
  metadata?: string | null | undefined;
  /** Name of the category, 1-120 characters. */
  name: string;
  /** Arabic name. */
  nameAr?: string | null | undefined;
  /** Defaults to 0; lists sort by it, then by name. */
  sortOrder?: number | null | undefined;
};

/** A new product. */
export type CreateProductInput = {
  /** Defaults to true. */
  active?: boolean | null | undefined;
  /** Base price in IQD, 0 to 100000000. */
  basePriceIqd: number;
  /** A live category of the organisation. */
  categoryId?: string | null | undefined;
  /** Channel kinds the product is sold on; defaults to all of them. */
  channels?: Array<SalesChannelKind> | null | undefined;
  /** At most 40 characters, each a letter, a digit or one of . - _; unique (case-insensitive). */
  code: string;
  /** Menu description, at most 2000 characters. */
  description?: string | null | undefined;
  /** Arabic description. */
  descriptionAr?: string | null | undefined;
  /** Kilograms of cooked rice one unit sells directly from the day's batch (0.001 to 100, at most 3 decimals); null: not a direct rice sale. */
  directRiceKg?: number | null | undefined;
  /** Branches that hide the product (it is sold everywhere else). */
  hiddenBranchIds?: Array<string> | null | undefined;
  /** URL of the picture (http:// or https://). */
  imageUrl?: string | null | undefined;
  /** Modifier groups offered with the product, in order. */
  modifierGroupIds?: Array<string> | null | undefined;
  /** Name on the menu, 1-120 characters. */
  name: string;
  /** Arabic name. */
  nameAr?: string | null | undefined;
  /** Defaults to 0. */
  sortOrder?: number | null | undefined;
  /** A tax code of the organisation. */
  taxCodeId?: string | null | undefined;
};

/** A supplier's invoice, recorded as Draft for the active branch. */
export type CreatePurchaseInvoiceInput = {
  /** Not after the branch's business date today. */
  invoiceDate: string;
  /** The supplier's number; unique per supplier (case-insensitive) among invoices not cancelled. */
  invoiceNumber: string;
  /** 1 to 200 lines, each item once. */
  lines: Array<PurchaseLineInput>;
  /** Free notes, at most 2000 characters. */
  notes?: string | null | undefined;
  /** The purchase order it bills: same supplier and branch, Approved or Received. */
  purchaseOrderId?: string | null | undefined;
  /** An active supplier of the organisation. */
  supplierId: string;
};

/** A new Draft purchase order for the active branch. */
export type CreatePurchaseOrderInput = {
  /** Expected delivery; not before the branch's business date today. */
  expectedDate?: string | null | undefined;
  /** 1 to 200 lines, each item once. */
  lines: Array<PurchaseLineInput>;
  /** Free notes, at most 2000 characters. */
  notes?: string | null | undefined;
  /** An active supplier of the organisation. */
  supplierId: string;
};

/** A report mailed to one address after each period. */
export type CreateReportSubscriptionInput = {
  /** How often, and for which period. */
  cadence: ReportCadence;
  /** File format of the attachment. */
  format: ExportFormat;
  /** Extension: En (default) or Ar. */
  lang?: ExportLang | null | undefined;
  /** Address to mail the report to, at most 254 characters. */
  recipientEmail: string;
  /** Key of the report to mail (from exportDomains.reports.key), at most 100 characters. */
  reportKey: string;
  /** Extension: mail empty reports too (default false). */
  sendEmpty?: boolean | null | undefined;
};

/** A new sales channel. */
export type CreateSalesChannelInput = {
  /** Defaults to true. */
  active?: boolean | null | undefined;
  /** What kind of channel it is. */
  kind: SalesChannelKind;
  /** Unique in the organisation (case-insensitive); at most 120 characters. */
  name: string;
  /** Arabic name. */
  nameAr?: string | null | undefined;
};

/** A named report: its key, filters, optional preset, private or shared. */
export type CreateSavedReportInput = {
  /** Report filters to store, as a JSON object of filter name to value; null: none. */
  filters?: Record<string, unknown> | null | undefined;
  /** Name of the saved report, 1-200 characters. */
  name: string;
  /** An export preset of the report's domain. */
  presetId?: string | null | undefined;
  /** Key of the report (from exportDomains.reports.key), at most 100 characters. */
  reportKey: string;
  /** Shared with the organisation (default false: private). */
  shared?: boolean | null | undefined;
};

/** A new self-order table; a QR token is issued at once. */
export type CreateSelfOrderTableInput = {
  /** Defaults to true. */
  active?: boolean | null | undefined;
  /** Area of the restaurant (e.g. Terrace), at most 60 characters. */
  area?: string | null | undefined;
  /** The table's branch; defaults to the caller's active branch. */
  branchId?: string | null | undefined;
  /** Unique in the branch (case-insensitive); at most 60 characters. */
  name: string;
  /** 1 to 100. */
  seats?: number | null | undefined;
};

/** A new shift at a branch. */
export type CreateShiftInput = {
  /** A branch of this organisation your membership covers. */
  branchId: string;
  /** Unpaid break in minutes, 0 to 240 (default 0); shorter than the shift. */
  breakMinutes?: number | null | undefined;
  /** An Active employee assigned to the branch. */
  employeeId: string;
  /** Local date the shift ends; default startDate (give the next day for a shift past midnight). */
  endDate?: string | null | undefined;
  /** Local end time, HH:MM; after the start. */
  endTime: string;
  /** A note for the employee, at most 500 characters. */
  note?: string | null | undefined;
  /** A position of this organisation; null for none. */
  positionId?: string | null | undefined;
  /** Local date the shift starts. */
  startDate: string;
  /** Local start time, HH:MM. */
  startTime: string;
};

/** A new count sheet: every active item of the organisation, or the items named. */
export type CreateStockCountInput = {
  /** A branch of the organisation; the active branch when left out. */
  branchId?: string | null | undefined;
  /** Business date counted; the branch's today when left out (refused in a locked period). */
  businessDate?: string | null | undefined;
  /** Items to count (at most 2000); every active item when left out. */
  inventoryItemIds?: Array<string> | null | undefined;
  /** At most 500 characters. */
  note?: string | null | undefined;
};

/** A new supplier. */
export type CreateSupplierInput = {
  /** Days from ordering to delivery, 0–60 (default 1). */
  leadTimeDays?: number | null | undefined;
  /** Supplier name, 1-160 characters. */
  name: string;
  /** Arabic name. */
  nameAr?: string | null | undefined;
  /** Phone number: 5-20 characters of digits, spaces, ( ) and -, optionally starting with +. */
  phone?: string | null | undefined;
  /** Tax registration number. */
  taxNumber?: string | null | undefined;
};

/** A new tax code. */
export type CreateTaxCodeInput = {
  /** Which documents it may be put on. */
  appliesTo: TaxAppliesTo;
  /** Letters, digits, "-", "_" or "."; 1–20 characters; unique per organisation whatever the case. */
  code: string;
  /** What kind of tax it is. */
  kind: TaxKind;
  /** Name of the tax code, 1-120 characters. */
  name: string;
  /** Arabic name. */
  nameAr?: string | null | undefined;
  /** Per mille, 0–1000 (150 = 15 %). */
  ratePermille: number;
};

/** A new till (cash drawer). */
export type CreateTillInput = {
  /** The till's branch; defaults to the caller's branch. */
  branchId?: string | null | undefined;
  /** Unique in the branch (case-insensitive); at most 120 characters. */
  name: string;
};

/** A new Draft transfer between two branches of the organisation (the caller must belong to both). */
export type CreateTransferInput = {
  /** The sending branch. */
  fromBranchId: string;
  /** 1 to 200 lines. */
  lines: Array<TransferLineInput>;
  /** At most 500 characters. */
  note?: string | null | undefined;
  /** The receiving branch (not the sender). */
  toBranchId: string;
};

/** A new webhook subscription. */
export type CreateWebhookSubscriptionInput = {
  /** Payload version; defaults to the current one. */
  apiVersion?: string | null | undefined;
  /** Event types from the event catalog, or ["*"] for all. */
  events: Array<string>;
  /** https URL (http is accepted outside production). */
  url: string;
};

/** Closed: the stored summary matches the day. Stale: a late change touched the day; the next close run recomputes it as a new version. */
export type DayCloseStatus =
  /** The stored figures match the day's sources. */
  | 'Closed'
  /** A late change touched the day; the next run recomputes it. */
  | 'Stale';

/** A manager's decision on a pending swap request. */
export type DecideShiftSwapInput = {
  /** For an open cover request: the employee who takes the shift (required to approve one). */
  coverEmployeeId?: string | null | undefined;
  /** Approve or Reject. */
  decision: HrDecision;
  /** Note kept with the decision, at most 500 characters; required when rejecting. */
  note?: string | null | undefined;
};

/** In (the platform called the service) or Out (the service called the platform). */
export type DeliveryCallDirection =
  /** The platform called the service. */
  | 'In'
  /** The service called the platform. */
  | 'Out';

/** Conditions on the call log. */
export type DeliveryCallFilter = {
  /** Only calls of this connection. */
  connectionId?: string | null | undefined;
  /** Only calls about this platform order. */
  deliveryOrderId?: string | null | undefined;
  /** In or Out. */
  direction?: DeliveryCallDirection | null | undefined;
  /** Calls started at or after this time. */
  from?: string | null | undefined;
  /** Succeeded (2xx), Refused (4xx) or Failed (5xx, timeout, no answer). */
  outcome?: DeliveryCallOutcome | null | undefined;
  /** Calls started before this time. */
  to?: string | null | undefined;
};

/** Succeeded (a 2xx answer), Refused (a 4xx answer) or Failed (a 5xx answer, a timeout or no answer). */
export type DeliveryCallOutcome =
  /** Answered with a 5xx status, or no answer came (timeout, network error). */
  | 'Failed'
  /** Answered with a 4xx status (bad signature, bad body, unknown store…). */
  | 'Refused'
  /** Answered with a 2xx status. */
  | 'Succeeded';

/** Which months, platforms and branches the commission report covers. */
export type DeliveryCommissionFilter = {
  /** Only this branch. */
  branchId?: string | null | undefined;
  /** First order date (inclusive). */
  from: string;
  /** Only this platform. */
  platform?: string | null | undefined;
  /** Last order date (inclusive). */
  to: string;
};

/** Delivery (a rider brings it to the customer) or Pickup (the customer collects). */
export type DeliveryFulfilment =
  /** A rider brings it to the customer. */
  | 'Delivery'
  /** The customer collects it. */
  | 'Pickup';

/** Conditions on the item mappings. */
export type DeliveryItemMappingFilter = {
  /** Only items of this connection. */
  connectionId?: string | null | undefined;
  /** Only platform items (Product) or only their options (ModifierOption). */
  kind?: DeliveryMappingKind | null | undefined;
  /** True: only items not mapped yet; false: only mapped ones. */
  unmapped?: boolean | null | undefined;
};

/** What a platform item id maps to: a Product or a ModifierOption. */
export type DeliveryMappingKind =
  /** A platform option mapped to a modifier option. */
  | 'ModifierOption'
  /** A platform item mapped to a product. */
  | 'Product';

/** Conditions on the platform order list. */
export type DeliveryOrderFilter = {
  /** Only orders of this branch. */
  branchId?: string | null | undefined;
  /** Only orders of this connection. */
  connectionId?: string | null | undefined;
  /** true: only orders with a flag; false: only orders without. */
  flagged?: boolean | null | undefined;
  /** Only the order with this platform order id. */
  platformOrderId?: string | number | null | undefined;
  /** Only orders in this state. */
  state?: DeliveryOrderState | null | undefined;
};

/** UnmappedItem (a line names no mapped product), TotalMismatch (the platform states another total than the tier computes) or AcceptDeadlinePassed. */
export type DeliveryOrderFlag =
  /** Nobody decided before the accept deadline; the order was rejected. */
  | 'AcceptDeadlinePassed'
  /** The platform states another total than the price tier computes. */
  | 'TotalMismatch'
  /** A line names a platform item mapped to no product or option. */
  | 'UnmappedItem';

/** Received (waiting for a decision), Accepted, Rejected (by the branch, with a reason, or at the deadline) or Cancelled (by the platform). */
export type DeliveryOrderState =
  /** Accepted, automatically or by a person. */
  | 'Accepted'
  /** Cancelled by the platform. */
  | 'Cancelled'
  /** Waiting for a decision (accept or reject). */
  | 'Received'
  /** Rejected with a reason, by a person or at the deadline. */
  | 'Rejected';

/** Header names of the file’s columns, for a platform whose export does not use the default names (docs/delivery.md, "Payouts"). A column left out keeps its default names. */
export type DeliveryPayoutColumnMap = {
  /** Header of the commission column (default "Commission"). */
  commissionHeader?: string | null | undefined;
  /** Header of the fees column (default "Fees"). */
  feesHeader?: string | null | undefined;
  /** Header of the gross column (default "Gross"). */
  grossHeader?: string | null | undefined;
  /** Header of the net column (default "Net"). */
  netHeader?: string | null | undefined;
  /** Header of the order date column (default "Order Date"). */
  orderDateHeader?: string | null | undefined;
  /** Header of the platform order id column (default "Order ID"). */
  orderIdHeader?: string | null | undefined;
  /** Header of the payout date column (default "Payout Date"). */
  payoutDateHeader?: string | null | undefined;
  /** Header of the payout id column (default "Payout ID"). */
  payoutIdHeader?: string | null | undefined;
  /** Header of the payout total column (default "Payout Total"). */
  payoutTotalHeader?: string | null | undefined;
  /** Header of the platform-funded promotion column (default "Platform Promotion"). */
  platformPromotionHeader?: string | null | undefined;
  /** Header of the restaurant-funded promotion column (default "Restaurant Promotion"). */
  restaurantPromotionHeader?: string | null | undefined;
};

/** Filters of the payout list. */
export type DeliveryPayoutFilter = {
  /** Only this branch. */
  branchId?: string | null | undefined;
  /** Only this connection. */
  connectionId?: string | null | undefined;
};

/** Filters of a payout’s lines. */
export type DeliveryPayoutLineFilter = {
  /** Only lines of this kind. */
  kind?: DeliveryPayoutLineKind | null | undefined;
};

/** How a payout row, or a ledger order of the period, reconciles. */
export type DeliveryPayoutLineKind =
  /** A row matched to a ledger order with a difference (see problems). */
  | 'Different'
  /** A row matched to a ledger order with no difference. */
  | 'Matched'
  /** A row naming a platform order the ledger does not have. */
  | 'MissingInLedger'
  /** A ledger order of the period, not cancelled, that the payout does not name. */
  | 'MissingInPayout';

/** A difference between a payout row and its ledger order. */
export type DeliveryPayoutProblem =
  /** The commission is above the connection’s agreed rate of the gross (over-charged). */
  | 'CommissionAboveRate'
  /** The row’s gross is not the order’s total in the ledger. */
  | 'GrossDiffers'
  /** The net is not gross − commission − restaurant-funded promotion − fees. */
  | 'NetDiffers';

/** Imported (no bank line yet) or Received (matched to the bank statement line it arrived in). */
export type DeliveryPayoutStatus =
  /** Waiting for the bank statement line. */
  | 'Imported'
  /** A bank statement line was matched to the payout. */
  | 'Received';

/** Generic (signed JSON webhooks, docs/delivery.md) or DeliveryHero (the Delivery Hero POS plugin: Talabat). */
export type DeliveryPlatform =
  /** Delivery Hero (Talabat) through its POS plugin protocol. */
  | 'DeliveryHero'
  /** Any platform or middleware posting the documented JSON order format, signed per Standard Webhooks. */
  | 'Generic';

/** Open, Busy (orders still come, with a longer preparation time) or Paused (the platform stops sending orders). */
export type DeliveryStoreState =
  /** Taking orders with a longer preparation time. */
  | 'Busy'
  /** Taking orders at the usual preparation time. */
  | 'Open'
  /** Not taking orders for now. */
  | 'Paused';

/** Conditions on the department list (search and sort come with the list argument). */
export type DepartmentFilter = {
  /** Include soft-deleted departments. */
  includeDeleted?: boolean | null | undefined;
};

/** FullTime, PartTime, Temporary (fixed term), Seasonal, DailyWage (paid per day worked), Intern, Contractor. */
export type EmployeeContractType =
  /** Independent contractor, not on the payroll. */
  | 'Contractor'
  /** Paid per day worked. */
  | 'DailyWage'
  /** Permanent, full working week. */
  | 'FullTime'
  /** Trainee or intern. */
  | 'Intern'
  /** Permanent, reduced hours. */
  | 'PartTime'
  /** Hired for a season (e.g. Ramadan or summer). */
  | 'Seasonal'
  /** Fixed-term contract. */
  | 'Temporary';

/** Conditions on the employee list. Retired employees are left out unless includeRetired is true. */
export type EmployeeFilter = {
  /** Only employees who work at this branch. */
  branchId?: string | null | undefined;
  /** Only employees of this department. */
  departmentId?: string | null | undefined;
  /** Only employees with this employment status. */
  employmentStatus?: EmploymentStatus | null | undefined;
  /** Include Retired employees (hidden by default unless EmploymentStatus=Retired). */
  includeRetired?: boolean | null | undefined;
  /** Only employees in this position. */
  positionId?: string | null | undefined;
};

/** Active, OnLeave (extended absence), Suspended (disciplinary), Resigned, Terminated (dismissed), Retired. Moves follow the state machine in docs/hr.md; Retired is final and hidden from lists unless IncludeRetired=true. */
export type EmploymentStatus =
  /** Working normally. */
  | 'Active'
  /** On an extended absence; returns to Active. */
  | 'OnLeave'
  /** Left by their own decision. */
  | 'Resigned'
  /** Retired; final, and hidden from lists unless IncludeRetired=true. */
  | 'Retired'
  /** Suspended for disciplinary reasons; returns to Active or leaves. */
  | 'Suspended'
  /** Dismissed by the employer. */
  | 'Terminated';

/** A move of the employment status state machine. */
export type EmploymentStatusInput = {
  /** Why (kept in the status history and the audit trail). */
  reason: string;
  /** The status to move to; must be an allowed move from the current one (409 otherwise). */
  status: EmploymentStatus;
};

/** Counted quantities entered on an Open sheet (later entries replace earlier ones). */
export type EnterCountsInput = {
  /** Counted quantities of items on the count sheet, at most 2000 entries; entering an item again replaces its earlier count. */
  entries: Array<CountEntryInput>;
};

/** Conditions on the end-of-day report list. */
export type EodReportFilter = {
  /** First business date (inclusive). */
  from?: string | null | undefined;
  /** Last business date (inclusive). */
  to?: string | null | undefined;
};

/** Manual (typed in), Parsed (from pasted report text), Pos (sent by a point of sale), Api (an integration). */
export type EodReportSource =
  /** Sent by another integration. */
  | 'Api'
  /** Typed in by a member. */
  | 'Manual'
  /** Parsed from pasted end-of-day report text. */
  | 'Parsed'
  /** Sent by a point-of-sale system. */
  | 'Pos';

/** Xlsx (Excel workbook) or Csv (UTF-8 with BOM). */
export type ExportFormat =
  /** Comma-separated text, UTF-8 with a byte-order mark so Excel opens Arabic correctly. */
  | 'Csv'
  /** Excel workbook (one sheet, typed cells). */
  | 'Xlsx';

/** Conditions on the export job list. */
export type ExportJobFilter = {
  /** Only jobs in this status. */
  status?: ExportJobStatus | null | undefined;
};

/** Report: requested by a caller; Subscription: produced by a report subscription. */
export type ExportJobKind =
  /** Asked for by a caller (createExportJob). */
  | 'Report'
  /** Produced by a report subscription's schedule. */
  | 'Subscription';

/** Queued → Running → Succeeded | Failed; Queued or Running → Cancelled (DELETE); Succeeded → Expired when the file expires. */
export type ExportJobStatus =
  /** Cancelled while Queued or Running. */
  | 'Cancelled'
  /** The file was deleted after its retention period. */
  | 'Expired'
  /** Production failed; error says why. */
  | 'Failed'
  /** Waiting for a worker. */
  | 'Queued'
  /** Being produced. */
  | 'Running'
  /** The file is ready to download until it expires. */
  | 'Succeeded';

/** En: English headers, left-to-right; Ar: Arabic headers, right-to-left sheet. */
export type ExportLang =
  /** Arabic column headers, right-to-left sheet. */
  | 'Ar'
  /** English column headers, left-to-right sheet. */
  | 'En';

/** NotStarted → Draft → Submitted → Accepted; Submitted → Draft. Submitted/Accepted only for a Completed pilot. */
export type FinalReportStatus =
  /** Accepted by the restaurant; final. */
  | 'Accepted'
  /** Being written. */
  | 'Draft'
  /** No final report yet. */
  | 'NotStarted'
  /** Sent to the restaurant (Completed pilots only); can go back to Draft. */
  | 'Submitted';

/** Narrows the forecast calendar; every condition given must hold. */
export type ForecastCalendarFilter = {
  /** First date (inclusive). */
  from?: string | null | undefined;
  /** Only days of this kind. */
  kind?: ForecastCalendarKind | null | undefined;
  /** Last date (inclusive). */
  to?: string | null | undefined;
};

/** What kind of day a forecast calendar day is: Friday, Ramadan, EidAlFitr, EidAlAdha, NationalHoliday or ReligiousHoliday. */
export type ForecastCalendarKind =
  /** A day of Eid al-Adha. */
  | 'EidAlAdha'
  /** A day of Eid al-Fitr. */
  | 'EidAlFitr'
  /** A Friday marked by hand (every Friday is already known by its weekday). */
  | 'Friday'
  /** A national holiday. */
  | 'NationalHoliday'
  /** A day of Ramadan. */
  | 'Ramadan'
  /** Another religious holiday (Islamic New Year, Ashura, the Prophet’s Birthday). */
  | 'ReligiousHoliday';

/** What a forecast series measures: Usage (the item drawn through the bills of materials, in the item's unit) or RiceSoldByWeight. */
export type ForecastMeasure =
  /** Cooked rice kg sold by weight (products with directRiceKg) from the batches of this rice item. */
  | 'RiceSoldByWeight'
  /** The item drawn by the day's sales through the bills of materials (modifiers included), in the item's unit. */
  | 'Usage';

/** The address to send a reset code to. */
export type ForgotPasswordInput = {
  /** The account's e-mail address (at most 254 characters). */
  email: string;
};

/** Male or Female, as on the national identity card. */
export type Gender =
  /** Female, as on the national identity card. */
  | 'Female'
  /** Male, as on the national identity card. */
  | 'Male';

/** Approve or Reject a pending HR request. */
export type HrDecision =
  /** Approve the pending request. */
  | 'Approve'
  /** Reject the pending request. */
  | 'Reject';

/** A decision on a pending request; a note is required when rejecting. */
export type HrDecisionInput = {
  /** Approve or Reject. */
  decision: HrDecision;
  /** Note kept with the decision, at most 500 characters; required when rejecting. */
  note?: string | null | undefined;
};

/** An optional note for a follow-up action (payment, settlement, repayment, cancellation). */
export type HrNoteInput = {
  /** Optional note, at most 500 characters. */
  note?: string | null | undefined;
};

/** Previewed (may be committed until expiresAt), Committed, or Expired. */
export type ImportBatchStatus =
  /** Committed: its rows were written; cannot be committed again. */
  | 'Committed'
  /** Not committed before expiresAt; a new preview is needed. */
  | 'Expired'
  /** Checked and stored; may be committed until expiresAt. */
  | 'Previewed';

/** A platform’s payout statement file for one connection. */
export type ImportDeliveryPayoutInput = {
  /** Header names differing from the defaults. */
  columnMap?: DeliveryPayoutColumnMap | null | undefined;
  /** The commission % agreed with the platform (0-100, two decimals): a row whose commission is above it is over-charged. Left out: the rate of the connection’s previous payout; none: commission is not checked. */
  commissionRatePercent?: number | null | undefined;
  /** Id of the delivery connection; 404 when no such connection is visible to the caller. */
  connectionId: string;
  /** The file: CSV text, or an xlsx workbook in base64 (at most 900000 characters). */
  content: string;
  /** Csv (content is the text) or Xlsx (content is the workbook in base64). */
  format: PayoutFileFormat;
  /** The payout date, when the file has no payout date column. */
  payoutDate?: string | null | undefined;
  /** The payout id, when the file has no payout id column. */
  payoutReference?: string | null | undefined;
};

/** Csv (header row of column names) or Json (array of objects). */
export type ImportFormat =
  /** Comma-separated text, UTF-8, with a header row of column names. */
  | 'Csv'
  /** A JSON array of objects, one per product. */
  | 'Json';

/** What committing the batch does with the row. */
export type ImportRowAction =
  /** The row creates a new product. */
  | 'Create'
  /** The row is invalid (errors says why); committing skips it. */
  | 'Error'
  /** The row matches an existing product exactly; nothing is written. */
  | 'Unchanged'
  /** The row changes an existing product with the same code (changes lists the fields). */
  | 'Update';

/** A fingerprint terminal’s attendance export to import into a branch’s punches. */
export type ImportTerminalPunchesInput = {
  /** The branch the terminal stands in (times are read in its time zone). */
  branchId: string;
  /** The file’s text (UTF-8), at most 900,000 characters. */
  content: string;
  /** The file name as uploaded, for the record. */
  fileName?: string | null | undefined;
  /** The file’s format; default Auto. */
  format?: TerminalFormat | null | undefined;
};

/** Conditions on the inventory item list. */
export type InventoryItemFilter = {
  /** Only active (true) or inactive (false) items. */
  active?: boolean | null | undefined;
  /** Include soft-deleted items. */
  includeDeleted?: boolean | null | undefined;
  /** Only items of this kind. */
  kind?: InventoryKind | null | undefined;
};

/** An inventory item: names, unit, kind and standard cost per unit (IQD). */
export type InventoryItemInput = {
  /** Defaults to true on creation; omitted on update keeps the current value. */
  active?: boolean | null | undefined;
  /** What the item is. */
  kind: InventoryKind;
  /** Name of the item, 1-120 characters, unique in the organisation. */
  name: string;
  /** Arabic name. */
  nameAr?: string | null | undefined;
  /** Standard cost of one unit in IQD, 0 to 10,000,000. */
  standardCostIqd: number;
  /** Unit quantities and costs of the item are counted in. */
  unit: InventoryUnit;
};

/** Chicken, Meat, Rice, Ingredient, Packaging, Product or Other. */
export type InventoryKind =
  /** Raw chicken, a fixed input of production batches. */
  | 'Chicken'
  /** Any other ingredient (oil, spices, vegetables). */
  | 'Ingredient'
  /** Raw meat, a fixed input of production batches. */
  | 'Meat'
  /** Anything else kept in stock. */
  | 'Other'
  /** Boxes, bags, cups and other packaging. */
  | 'Packaging'
  /** A finished or bought-in product kept in stock (e.g. canned drinks). */
  | 'Product'
  /** Rice, a fixed input of production batches. */
  | 'Rice';

/** Receipt, ProductionInput, ProductionOutput, SaleUsage, Waste, TransferOut, TransferIn, CountAdjustment, OpeningBalance or ManualAdjustment. */
export type InventoryMovementKind =
  /** The difference a stock count found, posted when the count was approved. */
  | 'CountAdjustment'
  /** A correction entered by a manager, with a reason. */
  | 'ManualAdjustment'
  /** Stock a branch had when it started using inventory. */
  | 'OpeningBalance'
  /** Consumed by a production batch when it closed (out). */
  | 'ProductionInput'
  /** Produced by a production batch when it closed (in, at the output share). */
  | 'ProductionOutput'
  /** Goods received on a purchase order (in, at the line price). */
  | 'Receipt'
  /** Consumed by a completed sales order through the products' bills of materials (out). */
  | 'SaleUsage'
  /** Received from another branch (into the receiver). */
  | 'TransferIn'
  /** Sent to another branch (out of the sender). */
  | 'TransferOut'
  /** Thrown away: a waste record or a transfer shortfall (out). */
  | 'Waste';

/** PurchaseOrder, ProductionBatch, SalesOrder, WasteRecord, Transfer, StockCount or Adjustment (opening balances and manual adjustments). */
export type InventorySourceKind =
  /** An opening balance or a manual adjustment (sourceId: an id given to that one entry). */
  | 'Adjustment'
  /** A production batch (sourceLine: the output id for outputs). */
  | 'ProductionBatch'
  /** A purchase order (sourceLine: the line number, from 0). */
  | 'PurchaseOrder'
  /** A sales order. */
  | 'SalesOrder'
  /** A stock count sheet. */
  | 'StockCount'
  /** A transfer between branches. */
  | 'Transfer'
  /** A standalone waste record (also the shortfall of a transfer). */
  | 'WasteRecord';

/** Kg (kilogram), G (gram), L (litre), Ml (millilitre) or Piece. */
export type InventoryUnit =
  /** Gram. */
  | 'G'
  /** Kilogram; quantities in this unit are kilograms (decimals allowed). */
  | 'Kg'
  /** Litre. */
  | 'L'
  /** Millilitre. */
  | 'Ml'
  /** Counted pieces (cans, boxes, loaves). */
  | 'Piece';

/** Invite a person to the organisation with a role and branches. */
export type InviteMemberInput = {
  /** Every branch, present and future (always true for owners). */
  allBranches?: boolean | null | undefined;
  /** Branches the member may work in (required unless allBranches). */
  branchIds?: Array<string> | null | undefined;
  /** The invitee's e-mail address (at most 254 characters); the activation code is mailed there. */
  email: string;
  /** The invitee's full name, 1-120 characters. */
  fullName: string;
  /** The role the member will have. */
  role: Role;
};

/** A punch made on the kiosk: who (employee and PIN), what, when, its device key and photo. */
export type KioskPunchInput = {
  /** A key the device made for this punch (a UUID); the same key again answers the first punch, stored once. */
  deviceKey: string;
  /** The employee punching (an Active employee assigned to the kiosk’s branch). */
  employeeId: string;
  /** ClockIn, BreakStart, BreakEnd or ClockOut; must follow the employee’s last punch. */
  kind: PunchKind;
  /** When the punch was made, for a punch kept offline (at most 72 hours ago, at most 5 minutes ahead); default now. */
  occurredAt?: string | null | undefined;
  /** The camera photo as base64 (or a data: URL) of a JPEG, PNG or WebP image, at most 500,000 characters. */
  photo?: string | null | undefined;
  /** The employee’s PIN (4–8 digits, Western or Arabic-Indic). */
  pin: string;
};

/** Queued → Preparing → Ready → Served (one bump each); Voided from any state before Served. */
export type KitchenStatus =
  /** The station started it. */
  | 'Preparing'
  /** Waiting for the station. */
  | 'Queued'
  /** Done, waiting to be served or collected. */
  | 'Ready'
  /** Handed over (final). */
  | 'Served'
  /** Will not be made (final): the line or its order was cancelled. */
  | 'Voided';

/** Filters of the kitchen display: a station and the statuses to show (default Queued, Preparing, Ready). */
export type KitchenTicketFilter = {
  /** Station code (e.g. grill); omitted: every station. */
  station?: string | null | undefined;
  /** Statuses to show; default Queued, Preparing and Ready. */
  statuses?: Array<KitchenStatus> | null | undefined;
};

/** A period of business dates for the labour report (at most 92 days); every branch the caller covers unless narrowed. */
export type LabourReportInput = {
  /** Branches to report; all the caller covers when left out. */
  branchIds?: Array<string> | null | undefined;
  /** First business date. */
  from: string;
  /** Last business date (inclusive). */
  to: string;
};

/** En: English; Ar: Arabic (right to left). */
export type Language =
  /** Arabic (right to left). */
  | 'Ar'
  /** English (left to right); the default. */
  | 'En';

/** Conditions on the leave request list. */
export type LeaveRequestFilter = {
  /** Only requests of employees who work at this branch (an id that is not a branch of this organisation matches nothing). */
  branchId?: string | null | undefined;
  /** Only requests of this employee. */
  employeeId?: string | null | undefined;
  /** Requests that end on or after this date. */
  from?: string | null | undefined;
  /** Only requests in this status. */
  status?: LeaveStatus | null | undefined;
  /** Requests that start on or before this date. */
  to?: string | null | undefined;
  /** Only requests of this leave type. */
  typeId?: string | null | undefined;
};

/** Pending → Approved or Rejected; Pending, or Approved before its start date → Cancelled. */
export type LeaveStatus =
  /** Approved; can still be cancelled before its start date. */
  | 'Approved'
  /** Withdrawn; final. */
  | 'Cancelled'
  /** Requested, waiting for an HR decision. */
  | 'Pending'
  /** Refused by HR; final. */
  | 'Rejected';

/** Conditions on the leave type list. */
export type LeaveTypeFilter = {
  /** Include soft-deleted leave types. */
  includeDeleted?: boolean | null | undefined;
};

/** A leave type. */
export type LeaveTypeInput = {
  /** Name of the leave type, 1-120 characters. */
  name: string;
  /** Arabic name; omitted on update keeps the current one. */
  nameAr?: string | null | undefined;
  /** Paid leave (default true). */
  paid?: boolean | null | undefined;
  /** Deduct approved days from annualLeaveBalance. */
  usesBalance: boolean;
};

/** Paging, search and sort of a list. perPage defaults to 20, at most 100. */
export type ListArgs = {
  /** Direction of the sort; null uses the list's default direction (named with each list). */
  dir?: SortDirection | null | undefined;
  /** Page number, from 1. */
  page?: number | null | undefined;
  /** Items per page (1-100, default 20). */
  perPage?: number | null | undefined;
  /** Case-insensitive text search. */
  search?: string | null | undefined;
  /** Items to skip; overrides page. */
  skip?: number | null | undefined;
  /** A sort field named by the list. */
  sort?: string | null | undefined;
};

/** OrderPlaced, OrderStatusChanged, KitchenTicketChanged, AvailabilityChanged, or Refetch (the client missed more than can be replayed: reload the list, then keep listening). */
export type LiveOrderEventKind =
  /** A product or inventory item was marked sold out or available again at the branch. */
  | 'AvailabilityChanged'
  /** A kitchen ticket (order line) was bumped or voided. */
  | 'KitchenTicketChanged'
  /** An order was placed (guest QR, partner API or console). */
  | 'OrderPlaced'
  /** An order moved to another status (accepted, preparing, ready, completed, cancelled). */
  | 'OrderStatusChanged'
  /** Events were missed beyond the replay window: reload the current state; `sequence` is where live events continue from. */
  | 'Refetch';

/** Conditions on the loan list. */
export type LoanFilter = {
  /** Only loans of employees who work at this branch (an id that is not a branch of this organisation matches nothing). */
  branchId?: string | null | undefined;
  /** Only loans of this employee. */
  employeeId?: string | null | undefined;
  /** Only loans in this status. */
  status?: LoanStatus | null | undefined;
};

/** Pending → Approved (repaying) → Repaid; Pending → Rejected or Cancelled. */
export type LoanStatus =
  /** Approved and being repaid by its installments. */
  | 'Approved'
  /** Withdrawn while Pending; final. */
  | 'Cancelled'
  /** Requested, waiting for an HR decision. */
  | 'Pending'
  /** Refused by HR; final. */
  | 'Rejected'
  /** Every installment repaid; final. */
  | 'Repaid';

/** Credentials for signing in. */
export type LoginInput = {
  /** The branch to work in. Optional: without it the session opens in the user's default branch (the first active branch the membership covers, oldest first); a user who belongs to several organisations must name one (422 on branchId). */
  branchId?: string | null | undefined;
  /** A stable id of the browser or app (1-200 characters), chosen by the client; sessions are kept per device. */
  deviceId: string;
  /** The account's e-mail address (at most 254 characters, any case). */
  email: string;
  /** The password (at most 1024 characters are read). */
  password: string;
};

/** What a platform item maps to: a product for a platform item, a modifier option for a platform option; null unmaps it. */
export type MapDeliveryItemInput = {
  /** A modifier option of the organisation (a ModifierOption mapping only); null or left out unmaps. */
  modifierOptionId?: string | null | undefined;
  /** A product of the organisation (a Product mapping only); null or left out unmaps. */
  productId?: string | null | undefined;
};

/** Single, Married, Divorced or Widowed. */
export type MaritalStatus =
  /** Divorced. */
  | 'Divorced'
  /** Married. */
  | 'Married'
  /** Never married. */
  | 'Single'
  /** Widowed. */
  | 'Widowed';

/** Match a line to a record of a registered match target. */
export type MatchStatementLineInput = {
  /** Kind of record the line is matched with. */
  matchType: MatchType;
  /** The matched record's id (for Other: a free reference). */
  matchedRef: string;
  /** Required for Other. */
  note?: string | null | undefined;
};

/** What a bank statement line is matched to; one value per registered match target. */
export type MatchType =
  /** A delivery platform’s imported payout (matchedRef: the payout id); the line is the money the platform sent. */
  | 'DeliveryPayout'
  /** Card, Qi Card or card + Qi settlement, or cash deposit, of an end-of-day report (matchedRef "<eodReportId>:<card|qi|cardqi|cash>"). */
  | 'EodSettlement'
  /** A salary advance paid out (money out), by advance id. */
  | 'HrAdvance'
  /** An approved employee loan paid out (money out), by loan id. */
  | 'HrLoanDisbursement'
  /** A loan installment paid back into the bank (money in), by installment id. */
  | 'HrLoanInstallment'
  /** Something without a target of its own: matchedRef is a free reference and a note is required. */
  | 'Other'
  /** The expected card, Qi or wallet settlement of one payment method on one business day (matchedRef: the settlement id); the difference is the fee. */
  | 'SalesSettlement'
  /** A payment to a supplier: an approved, unpaid purchase invoice (matchedRef is the invoice id) paid in full by the line. */
  | 'SupplierPayment'
  /** A line of another own bank account (a transfer between accounts); both lines become Matched. */
  | 'Transfer';

/** Conditions on the member list. */
export type MemberFilter = {
  /** Only members with this role; null: all. */
  role?: Role | null | undefined;
  /** Only members with this status; null: all. */
  status?: MembershipStatus | null | undefined;
};

/** Invited (until the invitee activates), Active, or Disabled (signed out of the organisation; can be made Active again). */
export type MembershipStatus =
  /** May sign in to the organisation and act with the membership's role. */
  | 'Active'
  /** Signed out of the organisation and may not sign in to it; can be made Active again. */
  | 'Disabled'
  /** Invited by email; becomes Active when the invitee activates with the emailed code. */
  | 'Invited';

/** Conditions on the modifier group list. */
export type ModifierGroupFilter = {
  /** Include soft-deleted groups. */
  includeDeleted?: boolean | null | undefined;
  /** Only the group holding this option (the console names a mapped option this way); another organisation's option finds none. */
  optionId?: string | null | undefined;
};

/** A modifier group with its full list of options (options left out are removed). */
export type ModifierGroupInput = {
  /** Most options a guest may choose, 1-100, not below minChoices. */
  maxChoices: number;
  /** Fewest options a guest must choose, 0-100. */
  minChoices: number;
  /** Name of the group, 1-120 characters. */
  name: string;
  /** Arabic name. */
  nameAr?: string | null | undefined;
  /** The group's options, at most 100; replaces the current list (options left out are removed). */
  options: Array<ModifierOptionInput>;
  /** Whether a choice from the group is required on every order line. */
  required: boolean;
};

/** An option of a modifier group; with an id it keeps that option, without one it is new. */
export type ModifierOptionInput = {
  /** Defaults to true. */
  active?: boolean | null | undefined;
  /** Id of an existing option to keep and change; null adds a new option. */
  id?: string | null | undefined;
  /** Name of the option, 1-120 characters. */
  name: string;
  /** Arabic name. */
  nameAr?: string | null | undefined;
  /** IQD added when chosen; defaults to 0; may be negative. */
  priceDeltaIqd?: number | null | undefined;
  /** Position in the group, 0-1000000; null puts it in list order. */
  sortOrder?: number | null | undefined;
};

/** Filters of the movement list. */
export type MovementFilter = {
  /** A branch of the organisation; the active branch when left out. */
  branchId?: string | null | undefined;
  /** From this business date (inclusive). */
  from?: string | null | undefined;
  /** Only movements of this item. */
  inventoryItemId?: string | null | undefined;
  /** Only movements of this kind. */
  kind?: InventoryMovementKind | null | undefined;
  /** Only movements of this source record. */
  sourceId?: string | null | undefined;
  /** Up to this business date (inclusive). */
  to?: string | null | undefined;
};

/** Conditions on the caller's own shifts. */
export type MyShiftFilter = {
  /** Shifts starting on or after this local date. */
  from?: string | null | undefined;
  /** Shifts starting on or before this local date. */
  to?: string | null | undefined;
};

/** The opening float of a session. */
export type OpenTillSessionInput = {
  /** One amount per accepted currency (omitted currencies start at 0). */
  floats: Array<TillMoneyInput>;
};

/** Stock an item had at a branch when the branch started keeping inventory (once per branch and item, before any other movement). */
export type OpeningBalanceInput = {
  /** A branch of the organisation; the active branch when left out. */
  branchId?: string | null | undefined;
  /** Business date; the branch's today when left out. */
  businessDate?: string | null | undefined;
  /** An active inventory item of the organisation. */
  inventoryItemId: string;
  /** More than 0, at most 1000000, at most 3 decimals, in the item's unit. */
  quantity: number;
  /** IQD per unit, 0 to 1000000000. */
  unitCostIqd: number;
};

/** Applies or reverts an approval request of this purchase order. */
export type OrderApprovalInput = {
  /** A request raised for this purchase order. */
  approvalRequestId: string;
  /** Note kept with the decision, at most 500 characters. */
  note?: string | null | undefined;
};

/** A cart line: a product, a quantity and the chosen modifier options. Prices come from the catalogue, never from the caller. */
export type OrderItemInput = {
  /** Ids of the chosen options of the product's modifier groups, within each group's min and max. */
  modifierOptionIds?: Array<string> | null | undefined;
  /** A note for the kitchen on this line ("no onions"); at most 200 characters, kept on the order and its kitchen ticket. */
  note?: string | null | undefined;
  /** Id of a product on the menu of the branch and channel (422 otherwise). */
  productId: string;
  /** A positive whole number. */
  quantity: number;
};

/** Units of one order line to give back. */
export type OrderRefundLineInput = {
  /** Index of the order line (OrderLine.index). */
  index: number;
  /** Units to refund: at least 1, at most what the line has not yet refunded. */
  quantity: number;
};

/** Guest (QR self-order), Partner (partner API), Console or Delivery (a delivery platform, docs/delivery.md). */
export type OrderSource =
  /** Entered in the console. */
  | 'Console'
  /** Received from a delivery platform's connection. */
  | 'Delivery'
  /** Placed by a guest from a table's QR code. */
  | 'Guest'
  /** Placed by a partner over the partner API. */
  | 'Partner';

/** Placed → Accepted → Preparing → Ready → Completed; Cancelled (with a reason) from any state before Completed. */
export type OrderStatus =
  /** Accepted by the branch. */
  | 'Accepted'
  /** Cancelled with a reason before Completed; final. */
  | 'Cancelled'
  /** Served or handed over; final. */
  | 'Completed'
  /** Received, not yet accepted by the branch. */
  | 'Placed'
  /** Being prepared in the kitchen. */
  | 'Preparing'
  /** Ready to serve or collect. */
  | 'Ready';

/** Pasted end-of-day report text (English or Arabic) to read; nothing is saved. */
export type ParseEodReportInput = {
  /** At most 20000 characters and 400 lines. */
  text: string;
};

/** Cash, Card, Qi (Qi Card), Wallet (e.g. ZainCash) or Other. */
export type PaymentKind =
  /** Bank card. */
  | 'Card'
  /** Cash in IQD. */
  | 'Cash'
  /** Any other means of payment. */
  | 'Other'
  /** Qi Card. */
  | 'Qi'
  /** Mobile wallet (e.g. ZainCash). */
  | 'Wallet';

/** Conditions on the payment method list. */
export type PaymentMethodFilter = {
  /** true: only active methods; false: only inactive ones; null: both. */
  active?: boolean | null | undefined;
  /** true: only methods guests may choose when ordering by QR; false: only the others. */
  allowedForSelfOrder?: boolean | null | undefined;
  /** Only methods of this kind. */
  kind?: PaymentKind | null | undefined;
};

/** How a payout statement file is sent: CSV text, or an xlsx workbook in base64. */
export type PayoutFileFormat =
  /** CSV text (comma, semicolon or tab). */
  | 'Csv'
  /** An xlsx workbook, base64; its first worksheet is read. */
  | 'Xlsx';

/** The whole checklist (replaces the current one; at most 50 items). */
export type PilotChecklistInput = {
  /** The tasks, in order. */
  items: Array<PilotChecklistItemInput>;
};

/** One checklist item. Its checks (key format, unique keys, lengths) name the item path, e.g. checklist.items[2].key. */
export type PilotChecklistItemInput = {
  /** Ticked; omitted is false. */
  done?: boolean | null | undefined;
  /** Ignored: the server records when an item is ticked (lets a client send back what it read). */
  doneAt?: string | null | undefined;
  /** Ignored: the server records who ticked an item. */
  doneBy?: string | number | null | undefined;
  /** Stable key: 1-40 of a-z, 0-9, "-", "_"; unique within the checklist. */
  key: string;
  /** At most 120 characters. */
  label: string;
  /** Arabic label, at most 120 characters. */
  labelAr?: string | null | undefined;
  /** At most 500 characters. */
  note?: string | null | undefined;
};

/** Conditions on the pilot list. */
export type PilotFilter = {
  /** Include soft-deleted pilots. */
  includeDeleted?: boolean | null | undefined;
  /** Only pilots in this status. */
  status?: PilotStatus | null | undefined;
};

/** Planned → Active → Completed; Planned or Active → Cancelled. Completed and Cancelled are final. */
export type PilotStatus =
  /** Running at the restaurant. */
  | 'Active'
  /** Stopped before completion; final. */
  | 'Cancelled'
  /** Finished; final. */
  | 'Completed'
  /** Agreed, not yet started. */
  | 'Planned';

/** A pilot status move. */
export type PilotStatusInput = {
  /** Why (kept in the audit trail), at most 500 characters. */
  reason?: string | null | undefined;
  /** The status to move to; must be an allowed move (409 otherwise). */
  status: PilotStatus;
};

/** Conditions on the position list. */
export type PositionFilter = {
  /** Only positions of this department. */
  departmentId?: string | null | undefined;
  /** Include soft-deleted positions. */
  includeDeleted?: boolean | null | undefined;
};

/** A position: title, department and standard monthly salary (IQD). */
export type PositionInput = {
  /** Monthly salary in IQD, 0 or more. */
  baseSalary: number;
  /** Id of the department the position belongs to (of this organisation). */
  departmentId: string;
  /** Job title, 1-120 characters. */
  title: string;
  /** Arabic title. */
  titleAr?: string | null | undefined;
};

/** Conditions on the product category list. */
export type ProductCategoryFilter = {
  /** Only active (true) or inactive (false) categories. */
  active?: boolean | null | undefined;
  /** Include soft-deleted categories. */
  includeDeleted?: boolean | null | undefined;
};

/** Conditions on the product list. */
export type ProductFilter = {
  /** true: only active products; false: only inactive ones; null: both. */
  active?: boolean | null | undefined;
  /** Only products not hidden at this branch. */
  branchId?: string | null | undefined;
  /** Only products of this category. */
  categoryId?: string | null | undefined;
  /** Only products offered on this channel kind. */
  channel?: SalesChannelKind | null | undefined;
  /** Include soft-deleted products. */
  includeDeleted?: boolean | null | undefined;
};

/** A product file: format and its text. */
export type ProductImportInput = {
  /** CSV text with a header row of column names, or a JSON array of objects. */
  content: string;
  /** Csv or Json. */
  format: ImportFormat;
};

/** Conditions on the promotion change request list. */
export type PromotionChangeRequestFilter = {
  /** Requests to change this promotion. */
  promotionId?: string | null | undefined;
  /** Only requests in this status. */
  status?: ChangeRequestStatus | null | undefined;
};

/** A proposed promotion (maker-checker): the fields of a promotion, plus the promotion to change, if any. */
export type PromotionChangeRequestInput = {
  /** Defaults to true. */
  active?: boolean | null | undefined;
  /** A sales channel of the organisation; null or omitted for every channel. */
  channelId?: string | null | undefined;
  /** More than 0, at most 100, at most two decimals. */
  discountPercent: number;
  /** Last business date (inclusive), on or after startDate. */
  endDate: string;
  /** Largest discount in IQD (1 or more); null or omitted for no cap. */
  maxDiscountCap?: number | null | undefined;
  /** Smallest subtotal in IQD it applies to; default 0. */
  minOrderValue?: number | null | undefined;
  /** At most 120 characters. */
  name: string;
  /** The live promotion to change; omitted to propose a new one. */
  promotionId?: string | null | undefined;
  /** First business date (inclusive). */
  startDate: string;
};

/** Conditions on the promotion list. */
export type PromotionFilter = {
  /** Only switched-on (true) or switched-off (false) promotions. */
  active?: boolean | null | undefined;
  /** Promotions of this channel. */
  channelId?: string | null | undefined;
  /** With channelId: also the promotions for every channel (channelId null). */
  includeAllChannel?: boolean | null | undefined;
  /** Include soft-deleted promotions. */
  includeDeleted?: boolean | null | undefined;
  /** Derived status on today’s business date in the caller’s branch zone. */
  status?: PromotionStatus | null | undefined;
};

/** A promotion: percent off the whole cart between two business dates (inclusive), for one channel or all. */
export type PromotionInput = {
  /** Defaults to true. */
  active?: boolean | null | undefined;
  /** A sales channel of the organisation; null or omitted for every channel. */
  channelId?: string | null | undefined;
  /** More than 0, at most 100, at most two decimals. */
  discountPercent: number;
  /** Last business date (inclusive), on or after startDate. */
  endDate: string;
  /** Largest discount in IQD (1 or more); null or omitted for no cap. */
  maxDiscountCap?: number | null | undefined;
  /** Smallest subtotal in IQD it applies to; default 0. */
  minOrderValue?: number | null | undefined;
  /** At most 120 characters. */
  name: string;
  /** First business date (inclusive). */
  startDate: string;
};

/** Why a promotion did not apply: Inactive (switched off), NotStarted, Ended, OtherChannel, BelowMinimumOrder, NotTheBest (another one gives the guest more). */
export type PromotionRejection =
  /** The order is below its minimum order amount. */
  | 'BelowMinimumOrder'
  /** It ended before the business date. */
  | 'Ended'
  /** The promotion is switched off. */
  | 'Inactive'
  /** It starts after the business date. */
  | 'NotStarted'
  /** Another promotion gives the guest more; only the best one applies. */
  | 'NotTheBest'
  /** It does not apply to the order's sales channel. */
  | 'OtherChannel';

/** Derived from the active flag and the dates against the business date in the branch zone: Inactive (switched off), Scheduled (starts later), Running, Ended. */
export type PromotionStatus =
  /** Its end date has passed. */
  | 'Ended'
  /** Switched off. */
  | 'Inactive'
  /** Active and within its dates today. */
  | 'Running'
  /** Active but starts after the branch's business date. */
  | 'Scheduled';

/** Which punches to list. */
export type PunchFilter = {
  /** Only this branch. */
  branchId?: string | null | undefined;
  /** Only this employee. */
  employeeId?: string | null | undefined;
  /** From this business date (inclusive). */
  from?: string | null | undefined;
  /** Only this source. */
  source?: PunchSource | null | undefined;
  /** To this business date (inclusive). */
  to?: string | null | undefined;
};

/** ClockIn, BreakStart, BreakEnd or ClockOut. */
export type PunchKind =
  /** Ends the break (only while on a break). */
  | 'BreakEnd'
  /** Starts an unpaid break (only while clocked in). */
  | 'BreakStart'
  /** Starts work. */
  | 'ClockIn'
  /** Ends work (while clocked in or on a break; a break in progress ends with it). */
  | 'ClockOut';

/** Kiosk (the branch tablet), Terminal (a fingerprint terminal export) or Manual (entered by a manager). */
export type PunchSource =
  /** Made on a registered kiosk device with the employee’s PIN. */
  | 'Kiosk'
  /** Entered by a manager (a missed punch). */
  | 'Manual'
  /** Imported from a fingerprint terminal’s attendance export. */
  | 'Terminal';

/** Conditions on the purchase invoice list. */
export type PurchaseInvoiceFilter = {
  /** Invoice dates from this date (inclusive). */
  from?: string | null | undefined;
  /** Only invoices that bill this purchase order. */
  purchaseOrderId?: string | null | undefined;
  /** Only invoices in this status. */
  status?: PurchaseInvoiceStatus | null | undefined;
  /** Only invoices of this supplier. */
  supplierId?: string | null | undefined;
  /** Invoice dates up to this date (inclusive). */
  to?: string | null | undefined;
};

/** An optional note for a status change (kept in the audit trail). */
export type PurchaseInvoiceNoteInput = {
  /** Note, at most 500 characters. */
  note?: string | null | undefined;
};

/** Records the payment of an approved invoice. */
export type PurchaseInvoicePaymentInput = {
  /** Note about the payment (e.g. the transfer reference), at most 500 characters. */
  note?: string | null | undefined;
  /** Reference of the payment (transfer id, cheque number, statement line). */
  paymentRef?: string | null | undefined;
};

/** Draft → PendingApproval → Approved → Paid; PendingApproval → Rejected; Draft or Rejected → Cancelled. */
export type PurchaseInvoiceStatus =
  /** Approved for payment. */
  | 'Approved'
  /** Cancelled; final. */
  | 'Cancelled'
  /** Being entered; can be changed. */
  | 'Draft'
  /** Paid; final. */
  | 'Paid'
  /** Submitted; waiting for an approval request to be decided. */
  | 'PendingApproval'
  /** Refused at approval (the approval request holds the note); may be cancelled. */
  | 'Rejected';

/** A line: an active inventory item of the organisation, a quantity in its unit and a unit price in IQD. */
export type PurchaseLineInput = {
  /** Id of an active inventory item of the organisation. */
  inventoryItemId: string;
  /** More than 0, at most 1000000, at most 3 decimals, in the item's unit. */
  quantity: number;
  /** IQD per unit, 0 to 1000000000. */
  unitPriceIqd: number;
};

/** Conditions on the purchase order list. */
export type PurchaseOrderFilter = {
  /** Expected on or after this date. */
  from?: string | null | undefined;
  /** Only orders in this status. */
  status?: PurchaseOrderStatus | null | undefined;
  /** Only orders from this supplier. */
  supplierId?: string | null | undefined;
  /** Expected on or before this date. */
  to?: string | null | undefined;
};

/** An optional note for a status change (kept in the audit trail). */
export type PurchaseOrderNoteInput = {
  /** Note, at most 500 characters. */
  note?: string | null | undefined;
};

/** Draft → PendingApproval → Approved → Received; Cancelled. See docs/purchasing.md. */
export type PurchaseOrderStatus =
  /** Approved; waiting for the goods to be received. */
  | 'Approved'
  /** Cancelled; final. */
  | 'Cancelled'
  /** Being prepared; can be changed. */
  | 'Draft'
  /** Submitted; waiting for an approval request to be decided. */
  | 'PendingApproval'
  /** Goods received into stock; final. */
  | 'Received';

/** Purchasing approval rules; omitted fields keep their value. */
export type PurchasingSettingsInput = {
  /** New threshold in IQD (0-1000000000000): a document whose total is above it needs an approval request. Null turns approval off; left out keeps it. */
  approvalThresholdIqd?: number | null | undefined;
  /** New tolerance in IQD (0-1000000000000): an invoice needs approval when the order's billed total exceeds the order's total by more than this. Left out keeps it. */
  invoiceToleranceIqd?: number | null | undefined;
};

/** A quantity received on one line of a purchase order. */
export type ReceiveLineInput = {
  /** The line, counted from 0 in the order of the lines. */
  lineIndex: number;
  /** More than 0, at most the line's outstanding quantity, at most 3 decimals, in the item's unit. */
  quantity: number;
};

/** A receipt of a purchase order: the lines received now (all outstanding quantities when left out) and a note. */
export type ReceivePurchaseOrderInput = {
  /** Lines and quantities received; left out or empty: everything still outstanding. */
  lines?: Array<ReceiveLineInput> | null | undefined;
  /** Note, at most 500 characters. */
  note?: string | null | undefined;
};

/** Receiving a transfer: lines not named arrived in full. */
export type ReceiveTransferInput = {
  /** Receiver's business date; its today when left out. */
  businessDate?: string | null | undefined;
  /** Lines that arrived short. */
  lines?: Array<ReceiveTransferLineInput> | null | undefined;
};

/** What arrived on one line. */
export type ReceiveTransferLineInput = {
  /** The line, counted from 0. */
  lineIndex: number;
  /** Quantity that arrived: 0 up to the quantity sent, at most 3 decimals. */
  receivedQuantity: number;
};

/** A session's refresh token. */
export type RefreshTokenInput = {
  /** The refresh token returned by sign-in or the last refresh (at most 200 characters). */
  refreshToken: string;
};

/** A refund (docs/orders.md, "Refunds"): no lines and no amount refund the whole order; lines refund those units (the amount is their share of the total unless given); an amount alone pays money back without returning stock. */
export type RefundOrderInput = {
  /** IQD to pay back; at most what was paid and not yet refunded. */
  amountIqd?: number | null | undefined;
  /** Lines and units given back; their stock is put back. */
  lines?: Array<OrderRefundLineInput> | null | undefined;
  /** Or: the active card, Qi, wallet or other payment method the money goes back by. */
  methodId?: string | null | undefined;
  /** Why; required, at most 500 characters. */
  reason: string;
  /** An open till session of the order's branch the cash is paid out of. */
  tillSessionId?: string | null | undefined;
};

/** A kiosk device to register at a branch. */
export type RegisterClockDeviceInput = {
  /** A branch of this organisation that the caller covers. */
  branchId: string;
  /** A name to tell the device apart, 1–100 characters. */
  name: string;
};

/** Start registering a new organisation: mails a code to the owner. */
export type RegisterStartInput = {
  /** ISO 4217 code, e.g. IQD. */
  baseCurrencyCode: string;
  /** The first branch. */
  branchName: string;
  /** The owner's e-mail address (at most 254 characters); the code is mailed there. */
  email: string;
  /** Name of the new organisation, 1-120 characters. */
  organizationName: string;
  /** Full name of the owner, 1-120 characters. */
  ownerName: string;
};

/** Rejects a pending approval request; the note (why) is required. */
export type RejectApprovalInput = {
  /** Why the request is rejected, 1-500 characters. */
  note: string;
};

/** Daily: the business day just ended; Weekly: Saturday to Friday (the Iraqi working week); Monthly: the calendar month. */
export type ReportCadence =
  /** Every day, for the business day just ended. */
  | 'Daily'
  /** Every month, for the calendar month just ended. */
  | 'Monthly'
  /** Every week, for Saturday to Friday (the Iraqi working week). */
  | 'Weekly';

/** Type of a report column. */
export type ReportFieldType =
  /** Yes or no. */
  | 'Boolean'
  /** A business or calendar date, YYYY-MM-DD. */
  | 'Date'
  /** An instant, written in the branch's time zone. */
  | 'DateTime'
  /** A decimal number (quantities, percentages). */
  | 'Decimal'
  /** A whole number. */
  | 'Integer'
  /** Whole IQD (int64), written with a thousands format in xlsx. */
  | 'Money'
  /** Free text. */
  | 'Text';

/** Conditions on the report subscription list. */
export type ReportSubscriptionFilter = {
  /** true: only active subscriptions; false: only inactive ones. */
  active?: boolean | null | undefined;
  /** Only subscriptions of this report. */
  reportKey?: string | null | undefined;
};

/** A salary advance request. */
export type RequestAdvanceInput = {
  /** IQD, more than 0 and at most half of monthly pay (baseSalary + allowances). */
  amount: number;
  /** Id of the employee (must be Active); self-service callers may only name themselves. */
  employeeId: string;
  /** Why the advance is needed, at most 500 characters. */
  reason?: string | null | undefined;
};

/** A leave request; both dates are included. */
export type RequestLeaveInput = {
  /** Id of the employee; self-service callers may only name themselves. */
  employeeId: string;
  /** On or after startDate. */
  endDate: string;
  /** Why leave is asked for, at most 500 characters. */
  reason?: string | null | undefined;
  /** First day of leave (YYYY-MM-DD), included. */
  startDate: string;
  /** A leave type of this organisation. */
  typeId: string;
};

/** A loan request: principal repaid in monthly installments. */
export type RequestLoanInput = {
  /** Id of the employee (must be Active); self-service callers may only name themselves. */
  employeeId: string;
  /** IQD per month, more than 0 and not more than principal; at most 60 installments. */
  installment: number;
  /** IQD, more than 0. */
  principal: number;
  /** Why the loan is needed, at most 500 characters. */
  reason?: string | null | undefined;
};

/** Ask to hand one of your published shifts to a colleague, or for open cover (no colleague named). */
export type RequestShiftSwapInput = {
  /** Why, at most 500 characters. */
  note?: string | null | undefined;
  /** A published shift of yours that has not started. */
  shiftId: string;
  /** The colleague to take the shift; null or left out for open cover (the manager picks). */
  targetEmployeeId?: string | null | undefined;
};

/** Which code to mail again, to which address. */
export type ResendCodeInput = {
  /** The e-mail address (at most 254 characters). */
  email: string;
  /** Which code: Registration, Activation or PasswordReset. */
  purpose: ResendCodePurpose;
};

/** Registration, Activation (an invitation) or PasswordReset. */
export type ResendCodePurpose =
  /** The code in an invitation that activates a membership. */
  | 'Activation'
  /** The code that resets a forgotten password. */
  | 'PasswordReset'
  /** The code that completes a new organisation's registration. */
  | 'Registration';

/** A mailed reset code and the new password. */
export type ResetPasswordInput = {
  /** The 6-digit code from the reset mail. */
  code: string;
  /** The account's e-mail address. */
  email: string;
  /** The new password. */
  password: string;
};

/** Why a key is revoked. */
export type RevokeApiKeyInput = {
  /** Free note, at most 500 characters. */
  note?: string | null | undefined;
  /** e.g. compromised, no-longer-needed, replaced, owner-left, other. */
  reasonCode?: string | null | undefined;
};

/** None (to the gram), Nearest, Up or Down (to a step of 0.1 kg). */
export type RiceRoundingMethod =
  /** Round down to the previous 0.1 kg. */
  | 'Down'
  /** Round to the nearest 0.1 kg. */
  | 'Nearest'
  /** No rounding: rice quantities to the gram. */
  | 'None'
  /** Round up to the next 0.1 kg. */
  | 'Up';

/** A member's role in an organisation: Owner, Manager, Accountant, Hr or Staff (permissions: docs/roles.md). */
export type Role =
  /** Accounting, loss control, purchasing approvals and period locks; reads most other areas (docs/roles.md). */
  | 'Accountant'
  /** HR: departments, positions, employees, advances, loans and leave, with their decisions (docs/roles.md). */
  | 'Hr'
  /** Runs the restaurant: catalog, production, commercial, purchasing, inventory, HR and loss control; no period unlock or promotion approval (docs/roles.md). */
  | 'Manager'
  /** Every permission, including the only ones no other role has: unlocking a period and approving promotion change requests (docs/roles.md). */
  | 'Owner'
  /** Branch work: production, blind stock counts, reading the catalog and loss control, and one's own HR requests (docs/roles.md). */
  | 'Staff';

/** Draft (seen by managers only) or Published (the employees were told and see their shifts). */
export type RosterStatus =
  /** Being prepared; employees do not see it. */
  | 'Draft'
  /** Published: employees were e-mailed and see their shifts; later changes notify them. */
  | 'Published';

/** A branch and a roster week. */
export type RosterWeekInput = {
  /** A branch of this organisation your membership covers. */
  branchId: string;
  /** The Saturday that starts the week. */
  weekStart: string;
};

/** Conditions on the sales channel list. */
export type SalesChannelFilter = {
  /** Only active (true) or inactive (false) channels. */
  active?: boolean | null | undefined;
  /** Only channels of this kind. */
  kind?: SalesChannelKind | null | undefined;
};

/** DineIn, Takeaway, Delivery, SelfOrder (guest QR) or Partner. */
export type SalesChannelKind =
  /** Delivered by the restaurant's own riders. */
  | 'Delivery'
  /** Eaten at the restaurant, ordered at the counter or by a waiter. */
  | 'DineIn'
  /** Ordered through a partner (delivery app) over the partner API. */
  | 'Partner'
  /** Ordered by the guest from a table's QR code. */
  | 'SelfOrder'
  /** Collected by the guest. */
  | 'Takeaway';

/** Conditions on the sales order list. */
export type SalesOrderFilter = {
  /** Only orders of this branch. */
  branchId?: string | null | undefined;
  /** First business date (inclusive). */
  businessDateFrom?: string | null | undefined;
  /** Last business date (inclusive). */
  businessDateTo?: string | null | undefined;
  /** Only orders of this sales channel. */
  channelId?: string | null | undefined;
  /** Only orders from this source. */
  source?: OrderSource | null | undefined;
  /** Only orders in this status. */
  status?: OrderStatus | null | undefined;
};

/** Filters of the settlement list. */
export type SalesSettlementFilter = {
  /** Only this branch. */
  branchId?: string | null | undefined;
  /** First business date (inclusive). */
  businessDateFrom?: string | null | undefined;
  /** Last business date (inclusive). */
  businessDateTo?: string | null | undefined;
  /** Only Card, Qi or Wallet. */
  kind?: PaymentKind | null | undefined;
  /** Only flagged overdue (true) or not (false). */
  overdue?: boolean | null | undefined;
  /** Only Expected or only Matched. */
  status?: SettlementStatus | null | undefined;
};

/** Save a week's shifts as a named template of the branch. */
export type SaveRosterTemplateInput = {
  /** A branch of this organisation your membership covers. */
  branchId: string;
  /** Name, unique within the branch, 1-100 characters. */
  name: string;
  /** The Saturday that starts the week. */
  weekStart: string;
};

/** Conditions on the self-order table list. */
export type SelfOrderTableFilter = {
  /** true: only active tables; false: only inactive ones; null: both. */
  active?: boolean | null | undefined;
  /** Only tables of this branch. */
  branchId?: string | null | undefined;
};

/** Activate or deactivate a bank account (inactive accounts take no imports). */
export type SetBankAccountActiveInput = {
  /** true activates, false deactivates. */
  active: boolean;
  /** Why, at most 500 characters. */
  reason?: string | null | undefined;
};

/** The whole list of accepted currencies (IQD must be in it); replaces the current list. */
export type SetCashCurrenciesInput = {
  /** In display order, 1 to 10 currencies. */
  currencies: Array<CashCurrencyInput>;
};

/** The store's state and preparation time, pushed to the platform. */
export type SetDeliveryStoreStateInput = {
  /** Preparation time in minutes, 1-240; left out keeps it. */
  preparationMinutes?: number | null | undefined;
  /** Open, Busy or Paused. */
  state: DeliveryStoreState;
};

/** An employee's kiosk PIN. */
export type SetEmployeePinInput = {
  /** 4 to 8 digits (Arabic-Indic digits are read as their Western values). */
  pin: string;
};

/** An employee's own weekly rest day. */
export type SetEmployeeRestDayInput = {
  /** 0 = Sunday … 6 = Saturday; null removes it (the organisation's restWeekday applies). */
  restWeekday?: number | null | undefined;
};

/** A new rate to IQD, in force from now on (earlier rates stay in the history). */
export type SetExchangeRateInput = {
  /** An accepted currency other than IQD. */
  currencyCode: string;
  /** Whole IQD for 100 units of the currency (131500 = 1,315 IQD per dollar). */
  iqdPer100: number;
  /** Where the rate comes from; at most 500 characters. */
  note?: string | null | undefined;
};

/** Changes to the organisation's forecast settings. */
export type SetForecastSettingsInput = {
  /** Service level, 0.5 ≤ level < 1, at most 3 decimals. */
  serviceLevel: number;
};

/** An employee's hourly rate for labour cost. */
export type SetHourlyRateInput = {
  /** IQD per hour, a whole number from 0 to 10,000,000; null removes it (the monthly salary and allowances are used). */
  hourlyRateIqd?: number | null | undefined;
};

/** The par level and reorder quantity of an item at a branch. */
export type SetParLevelInput = {
  /** A branch of the organisation; the active branch when left out. */
  branchId?: string | null | undefined;
  /** An active inventory item of the organisation. */
  inventoryItemId: string;
  /** Below it the item is low; null clears it. More than 0, at most 1000000, at most 3 decimals. */
  parLevel?: number | null | undefined;
  /** Quantity to order when low; null: enough to reach par. */
  reorderQuantity?: number | null | undefined;
};

/** A new locked-through date for the active branch; null removes the lock (owner only). */
export type SetPeriodLockInput = {
  /** Lock business days up to and including this date; null unlocks. */
  lockedThrough?: string | null | undefined;
  /** Why (kept in the audit trail). */
  reason?: string | null | undefined;
};

/** Switches a promotion on or off. */
export type SetPromotionActiveInput = {
  /** true: on; false: off. */
  active: boolean;
};

/** Activate or deactivate a tax code. */
export type SetTaxCodeActiveInput = {
  /** true activates, false deactivates. */
  active: boolean;
  /** Why, at most 500 characters. */
  reason?: string | null | undefined;
};

/** Expected (no bank line yet) or Matched (a bank statement line was matched to it). */
export type SettlementStatus =
  /** Waiting for the bank. */
  | 'Expected'
  /** A statement line was matched; the fee is known. */
  | 'Matched';

/** Conditions on the swap request list. */
export type ShiftSwapFilter = {
  /** Only requests for shifts at this branch. */
  branchId?: string | null | undefined;
  /** Only requests in this status. */
  status?: ShiftSwapStatus | null | undefined;
};

/** Pending (waiting for a manager), Approved (the shift moved to the other employee), Rejected, Withdrawn (by the requester). */
export type ShiftSwapStatus =
  /** Approved: the shift now belongs to the covering employee. */
  | 'Approved'
  /** Waiting for a manager’s decision. */
  | 'Pending'
  /** Rejected by a manager; the shift stays with the requester. */
  | 'Rejected'
  /** Withdrawn by the requester before a decision. */
  | 'Withdrawn';

/** A shift's employee, times (local to the branch's time zone), break and note. */
export type ShiftTimesInput = {
  /** Unpaid break in minutes, 0 to 240 (default 0); shorter than the shift. */
  breakMinutes?: number | null | undefined;
  /** An Active employee assigned to the branch. */
  employeeId: string;
  /** Local date the shift ends; default startDate (give the next day for a shift past midnight). */
  endDate?: string | null | undefined;
  /** Local end time, HH:MM; after the start. */
  endTime: string;
  /** A note for the employee, at most 500 characters. */
  note?: string | null | undefined;
  /** A position of this organisation; null for none. */
  positionId?: string | null | undefined;
  /** Local date the shift starts. */
  startDate: string;
  /** Local start time, HH:MM. */
  startTime: string;
};

/** Order of a sorted list. REST `Dir` takes the same names, case-insensitively (`asc` works too). */
export type SortDirection =
  /** Ascending: smallest, earliest or alphabetically first value first. */
  | 'Asc'
  /** Descending: largest, latest or alphabetically last value first. */
  | 'Desc';

/** Conditions on the bank statement line list. */
export type StatementLineFilter = {
  /** Only lines of this bank account. */
  bankAccountId?: string | null | undefined;
  /** Lines dated on or after. */
  from?: string | null | undefined;
  /** Only lines in this status. */
  status?: StatementLineStatus | null | undefined;
  /** Lines dated on or before. */
  to?: string | null | undefined;
};

/** Exclude a line from reconciliation, or reopen it. */
export type StatementLineReasonInput = {
  /** Why, 1-500 characters. */
  reason: string;
};

/** Unmatched → Matched | Excluded; reopen returns either to Unmatched. */
export type StatementLineStatus =
  /** Deliberately left unmatched (bank fees, transfers between own accounts). */
  | 'Excluded'
  /** Reconciled with a record (matchType, matchedRef). */
  | 'Matched'
  /** Not yet reconciled with a record. */
  | 'Unmatched';

/** Filters of the count list. */
export type StockCountFilter = {
  /** Only counts of this branch. */
  branchId?: string | null | undefined;
  /** Only counts in this status. */
  status?: StockCountStatus | null | undefined;
};

/** Open → Submitted → Approved; Cancelled before approval. */
export type StockCountStatus =
  /** Differences posted as CountAdjustment movements. */
  | 'Approved'
  /** Dropped before approval; nothing moved. */
  | 'Cancelled'
  /** Being counted. */
  | 'Open'
  /** Every line counted; waits for approval. */
  | 'Submitted';

/** Filters of the stock on hand list. */
export type StockFilter = {
  /** Only items below their par level. */
  belowPar?: boolean | null | undefined;
  /** A branch of the organisation; the active branch when left out. */
  branchId?: string | null | undefined;
  /** Only items of this kind. */
  kind?: InventoryKind | null | undefined;
  /** Only items with negative stock. */
  negative?: boolean | null | undefined;
};

/** Why a candidate scored points. */
export type SuggestionReasonKind =
  /** The amounts differ by at most 1 % (25 points) or 5 % (10 points). */
  | 'AmountWithinTolerance'
  /** The line's counterparty names the candidate's (15 points). */
  | 'Counterparty'
  /** The dates are close: 20 points on the same day, 3 fewer per day apart, none from 7 days. */
  | 'DateDistance'
  /** The amounts are equal (50 points). */
  | 'ExactAmount'
  /** A name word (3+ letters) of the candidate appears in the line (8 points each, at most 24). */
  | 'NameFound'
  /** A reference text of the candidate appears in the line (30 points). */
  | 'ReferenceFound';

/** Conditions on the supplier list. */
export type SupplierFilter = {
  /** Only active (true) or inactive (false) suppliers. */
  active?: boolean | null | undefined;
};

/** An optional reason for activating or deactivating. */
export type SupplierReasonInput = {
  /** Why, at most 500 characters. */
  reason?: string | null | undefined;
};

/** The branch to switch to. */
export type SwitchBranchInput = {
  /** Id of a branch of the organisation the member may work in. */
  branchId: string;
};

/** Sales, Purchases or Both. */
export type TaxAppliesTo =
  /** On sales and purchases. */
  | 'Both'
  /** Only on purchases (purchase invoices). */
  | 'Purchases'
  /** Only on sales (products, orders). */
  | 'Sales';

/** Conditions on the tax code list. */
export type TaxCodeFilter = {
  /** true: only active codes; false: only inactive ones. */
  active?: boolean | null | undefined;
  /** Codes usable for this: Sales also lists Both. */
  appliesTo?: TaxAppliesTo | null | undefined;
  /** Include soft-deleted tax codes. */
  includeDeleted?: boolean | null | undefined;
  /** Only tax codes of this kind. */
  kind?: TaxKind | null | undefined;
};

/** Vat, SalesTax, ServiceCharge, Withholding or Exempt. */
export type TaxKind =
  /** Exemption: rate 0. */
  | 'Exempt'
  /** A sales tax. */
  | 'SalesTax'
  /** A service charge added to the bill. */
  | 'ServiceCharge'
  /** Value-added tax. */
  | 'Vat'
  /** A tax withheld from a payment. */
  | 'Withholding';

/** Auto (told by the first data line), ZktecoAttlog (tab-separated attlog) or Csv (code,time[,kind]). */
export type TerminalFormat =
  /** A line with tabs is ZKTeco attlog; otherwise CSV. */
  | 'Auto'
  /** Comma- or semicolon-separated: attendance code, local date and time, and optionally a kind (in, out, break-start, break-end). */
  | 'Csv'
  /** ZKTeco attlog (USB download 1_attlog.dat): user id, date time, verify, status, work code, reserved; tab-separated. */
  | 'ZktecoAttlog';

/** Cash taken at the counter for an order's amount due. */
export type TillCashPaymentInput = {
  /** The Cash payment method the cash tenders book under; defaults to the organisation's first active Cash method. */
  methodId?: string | null | undefined;
  /** An order of the session’s branch with an amount due at the counter. */
  orderId: string;
  /** What the customer handed over (1 to 5 tenders): cash per currency, and card, Qi or wallet amounts in IQD; together worth at least the amount due, the change given in IQD from the cash. */
  tenders: Array<TillTenderInput>;
};

/** The blind count of the drawer. */
export type TillCountInput = {
  /** Notes per currency and denomination; denominations not listed count 0. */
  counts: Array<TillCountLineInput>;
};

/** Notes of one denomination counted. */
export type TillCountLineInput = {
  /** ISO 4217 code of an accepted currency. */
  currency: string;
  /** One of the currency’s denominations, in the minor unit. */
  denomination: number;
  /** Number of notes, 0 or more. */
  quantity: number;
};

/** Filters of the till list. */
export type TillFilter = {
  /** Only active (true) or inactive (false) tills. */
  active?: boolean | null | undefined;
  /** Only this branch. */
  branchId?: string | null | undefined;
};

/** An amount of one currency, in its minor unit. */
export type TillMoneyInput = {
  /** In the minor unit (USD cents); zero or more. */
  amount: number;
  /** ISO 4217 code of an accepted currency. */
  currency: string;
};

/** Cash in or out of the drawer other than a sale, or a no-sale open. */
export type TillMovementInput = {
  /** Positive, in the minor unit; omitted (0) for NoSale. */
  amount?: number | null | undefined;
  /** ISO 4217 code of an accepted currency; omitted for NoSale. */
  currency?: string | null | undefined;
  /** What the movement is. */
  kind: TillMovementKind;
  /** SupplierPayout only: the purchase invoice paid. */
  purchaseInvoiceId?: string | null | undefined;
  /** Why; required, at most 500 characters. */
  reason: string;
};

/** Cash put in or taken out of a drawer other than by a sale. */
export type TillMovementKind =
  /** Cash put into the drawer (change from the safe). */
  | 'CashIn'
  /** Cash taken out for an expense. */
  | 'CashOut'
  /** The drawer was opened without a sale (no amount). */
  | 'NoSale'
  /** Cash paid back to a guest for an order's refund (recorded by the refund, never by hand). */
  | 'Refund'
  /** Cash moved from the drawer to the safe. */
  | 'SafeDrop'
  /** Cash paid to a supplier, optionally against a purchase invoice. */
  | 'SupplierPayout';

/** Open (taking cash), Counted (blind count done, awaiting a manager), Closed (approved; final). */
export type TillSessionStatus =
  /** Approved by a manager; never changes again. */
  | 'Closed'
  /** The cashier counted the drawer; expected and variance are shown; a manager approves or reopens the count. */
  | 'Counted'
  /** Taking payments and movements. */
  | 'Open';

/** One tender of a payment at the till: cash in an accepted currency, or a card, Qi or wallet amount in IQD. */
export type TillTenderInput = {
  /** Positive, in the minor unit (USD cents). */
  amount: number;
  /** ISO 4217 code of an accepted currency (IQD for a method that is not Cash). */
  currency: string;
  /** An active payment method of the organisation; omitted: cash under the payment's Cash method. */
  methodId?: string | null | undefined;
};

/** A branch and a period of business dates (at most 92 days). */
export type TimesheetPeriodInput = {
  /** The branch. */
  branchId: string;
  /** First business date. */
  from: string;
  /** Last business date (inclusive). */
  to: string;
};

/** Filters of the transfer list. */
export type TransferFilter = {
  /** Transfers from or to this branch. */
  branchId?: string | null | undefined;
  /** Only transfers in this status. */
  status?: TransferStatus | null | undefined;
};

/** An item and quantity to send. */
export type TransferLineInput = {
  /** An active inventory item of the organisation, once per transfer. */
  inventoryItemId: string;
  /** More than 0, at most 1000000, at most 3 decimals, in the item's unit. */
  quantity: number;
};

/** Draft → Sent → Received; Cancelled (only from Draft). */
export type TransferStatus =
  /** Cancelled before it was sent. */
  | 'Cancelled'
  /** Being prepared; nothing has moved. */
  | 'Draft'
  /** Arrived at the receiver (shortfalls charged to the sender). */
  | 'Received'
  /** Left the sender; in transit. */
  | 'Sent';

/** Rice parameters of an open batch; omitted fields keep their value. */
export type UpdateBatchInput = {
  /** Cooked rice per kilogram of raw rice, 1-4 (up to 3 decimals); left out keeps it. */
  cookedRiceMultiplier?: number | null | undefined;
  /** Cooked rice in kilograms kept for selling directly, 0-400000; left out keeps it. */
  reservedRiceDirectSaleKg?: number | null | undefined;
  /** New rounding method; left out keeps it. */
  riceRoundingMethod?: RiceRoundingMethod | null | undefined;
};

/** Changes to a branch: omitted fields keep their value; null clears nameAr, address and phone. */
export type UpdateBranchInput = {
  /** New address, at most 300 characters; null clears it. */
  address?: string | null | undefined;
  /** New branch code: 1-20 letters, digits, "-" or "_", starting with a letter or digit; unique in the organisation. */
  code?: string | null | undefined;
  /** New name, 1-120 characters; left out keeps it. */
  name?: string | null | undefined;
  /** Arabic name. */
  nameAr?: string | null | undefined;
  /** New phone number, at most 40 characters; null clears it. */
  phone?: string | null | undefined;
  /** IANA time zone name. */
  timeZone?: string | null | undefined;
};

/** Changes to a connection; omitted fields keep their value. */
export type UpdateDeliveryConnectionInput = {
  /** Seconds to accept an order, 60-3600. */
  acceptDeadlineSeconds?: number | null | undefined;
  /** Whether the connection takes and sends calls. */
  active?: boolean | null | undefined;
  /** Accept orders as they arrive. */
  autoAccept?: boolean | null | undefined;
  /** Another sales channel for its next orders. */
  channelId?: string | null | undefined;
  /** Replaces the stored credentials (named strings); never returned. */
  credentials?: Record<string, unknown> | null | undefined;
  /** New name, 1-120 characters. */
  name?: string | null | undefined;
  /** New outbound URL; null removes it. */
  outboundUrl?: string | null | undefined;
};

/** Changes to a department. */
export type UpdateDepartmentInput = {
  /** New name of the department, 1-120 characters, unique in the organisation. */
  name: string;
  /** Arabic name; omitted keeps the current one. */
  nameAr?: string | null | undefined;
};

/** Changes to an employee: omitted fields keep their value, null clears an optional one. */
export type UpdateEmployeeInput = {
  /** Home address, at most 500 characters. */
  address?: string | null | undefined;
  /** Monthly IQD; 0 when omitted on create. */
  allowances?: number | null | undefined;
  /** Days; 0 when omitted on create. */
  annualLeaveBalance?: number | null | undefined;
  /** Monthly IQD; on create defaults to the position's salary, else 0. */
  baseSalary?: number | null | undefined;
  /** Branches the person works at (replaces the list; empty: the organisation as a whole). On create, a member limited to some branches gets their active branch when this is omitted. */
  branchIds?: Array<string> | null | undefined;
  /** FullTime when omitted on create. */
  contractType?: EmployeeContractType | null | undefined;
  /** Date of birth. */
  dateOfBirth?: string | null | undefined;
  /** Defaults to the position's department. */
  departmentId?: string | null | undefined;
  /** E-mail address, at most 254 characters. */
  email?: string | null | undefined;
  /** Name of the emergency contact, at most 200 characters. */
  emergencyName?: string | null | undefined;
  /** Phone number of the emergency contact, at most 40 characters. */
  emergencyPhone?: string | null | undefined;
  /** New full name, 1-200 characters; left out keeps it. */
  fullName?: string | null | undefined;
  /** Gender as on the identity card. */
  gender?: Gender | null | undefined;
  /** New hire date (YYYY-MM-DD); left out keeps it. */
  hireDate?: string | null | undefined;
  /** Marital status. */
  maritalStatus?: MaritalStatus | null | undefined;
  /** Unique within the organisation (ignoring case, spaces and dashes). */
  nationalId?: string | null | undefined;
  /** Phone number, at most 40 characters. */
  phone?: string | null | undefined;
  /** http(s) URL of a photo, at most 2000 characters. */
  photoUrl?: string | null | undefined;
  /** Id of the employee's position (of this organisation). */
  positionId?: string | null | undefined;
  /** Active when omitted on create. On update a different value must be an allowed move (see employment-status). */
  status?: EmploymentStatus | null | undefined;
  /** A console user of this organisation (for self-service). */
  userId?: string | null | undefined;
};

/** New amounts or source of a report; omitted fields keep their value. The business date never changes. */
export type UpdateEodReportInput = {
  /** New card sales in IQD, 0-1000000000000. */
  cardSalesIqd?: number | null | undefined;
  /** New cash sales in IQD, 0-1000000000000. */
  cashSalesIqd?: number | null | undefined;
  /** New delivery sales in IQD, 0-1000000000000. */
  deliverySalesIqd?: number | null | undefined;
  /** New gross sales in IQD, 0-1000000000000; left out keeps it. */
  grossSalesIqd?: number | null | undefined;
  /** New net sales in IQD, 0-1000000000000; left out keeps it. */
  netSalesIqd?: number | null | undefined;
  /** New Qi Card sales in IQD, 0-1000000000000. */
  qiSalesIqd?: number | null | undefined;
  /** New source; left out keeps it. */
  source?: EodReportSource | null | undefined;
};

/** Changes to a forecast calendar day (move it with `date`); a field left out keeps its value. */
export type UpdateForecastCalendarDayInput = {
  /** The new date. */
  date?: string | null | undefined;
  /** The new kind. */
  kind?: ForecastCalendarKind | null | undefined;
  /** Name in Arabic (1–100 characters). */
  nameAr?: string | null | undefined;
  /** Name in English (1–100 characters). */
  nameEn?: string | null | undefined;
};

/** Changes to a member; omitted fields stay as they are. */
export type UpdateMemberInput = {
  /** true: every branch, present and future; false: only branchIds (at least one). An Owner always has every branch. Left out keeps it. */
  allBranches?: boolean | null | undefined;
  /** Ids of the branches the member may work in (replaces the list); null or left out keeps it. */
  branchIds?: Array<string> | null | undefined;
  /** The new role; null or left out keeps it. */
  role?: Role | null | undefined;
  /** Active or Disabled (disabling signs the member out of this organisation); Invited cannot be set (409). */
  status?: MembershipStatus | null | undefined;
};

/** Organisation settings. The base currency is fixed at registration and not part of this input. */
export type UpdateOrganizationSettingsInput = {
  /** Local hour (0-23) at which a business day starts. */
  businessDayStartHour?: number | null | undefined;
  /** Language of mails and messages for members who chose none; left out keeps it. */
  defaultLanguage?: Language | null | undefined;
  /** New organisation name, 1-120 characters; left out keeps it. */
  name?: string | null | undefined;
  /** Whole IQD, 1 to 1,000,000; shelf prices derived from a tier round to it. */
  priceStep?: number | null | undefined;
  /** Whether shelf prices include tax; applies to every quote and order priced after the change. */
  pricesIncludeTax?: boolean | null | undefined;
};

/** Changes to a payment method; omitted fields keep their value. */
export type UpdatePaymentMethodInput = {
  /** true or false; left out keeps it. */
  active?: boolean | null | undefined;
  /** Whether guests may choose the method when ordering by QR; left out keeps it. */
  allowedForSelfOrder?: boolean | null | undefined;
  /** New kind; left out keeps it. */
  kind?: PaymentKind | null | undefined;
  /** New name, 1-120 characters; left out keeps it. */
  name?: string | null | undefined;
  /** Arabic name; null clears it. */
  nameAr?: string | null | undefined;
};

/** Changes to a pilot; omitted fields keep their value. Restaurant, dates and checklist change only while Planned or Active. */
export type UpdatePilotInput = {
  /** The whole checklist, replacing the current one; left out keeps it. */
  checklist?: PilotChecklistInput | null | undefined;
  /** New last day (YYYY-MM-DD); left out keeps it. */
  endDate?: string | null | undefined;
  /** New final report status (an allowed move); left out keeps it. */
  finalReportStatus?: FinalReportStatus | null | undefined;
  /** null or "" clears the note. */
  note?: string | null | undefined;
  /** New restaurant name, 1-120 characters; left out keeps it. */
  restaurantName?: string | null | undefined;
  /** New first day (YYYY-MM-DD); left out keeps it. */
  startDate?: string | null | undefined;
};

/** Changes to a product; omitted fields keep their value, null clears an optional one. */
export type UpdateProductInput = {
  /** true or false; left out keeps it. */
  active?: boolean | null | undefined;
  /** New base price in whole IQD, 0-100000000; left out keeps it. */
  basePriceIqd?: number | null | undefined;
  /** null takes the product out of its category. */
  categoryId?: string | null | undefined;
  /** Sales channel kinds the product is offered on, without repeats ([] for none); left out keeps them. */
  channels?: Array<SalesChannelKind> | null | undefined;
  /** New description, at most 2000 characters; null clears it. */
  description?: string | null | undefined;
  /** New Arabic description, at most 2000 characters; null clears it. */
  descriptionAr?: string | null | undefined;
  /** Kilograms of cooked rice one unit sells directly from the day's batch ; null clears it. */
  directRiceKg?: number | null | undefined;
  /** Replaces the list of branches that hide the product; null or [] clears it. */
  hiddenBranchIds?: Array<string> | null | undefined;
  /** http(s) URL of the product picture; null clears it. */
  imageUrl?: string | null | undefined;
  /** Replaces the ordered list of modifier groups; null or [] detaches all. */
  modifierGroupIds?: Array<string> | null | undefined;
  /** New name, 1-120 characters; left out keeps it. */
  name?: string | null | undefined;
  /** New Arabic name, at most 120 characters; null clears it. */
  nameAr?: string | null | undefined;
  /** New menu position, 0-1000000; left out keeps it. */
  sortOrder?: number | null | undefined;
  /** Id of a tax code that applies to sales; null clears it. */
  taxCodeId?: string | null | undefined;
};

/** Changes to a Draft invoice; omitted fields keep their value, lines replace all lines, purchaseOrderId null unlinks. */
export type UpdatePurchaseInvoiceInput = {
  /** New invoice date (YYYY-MM-DD); left out keeps it. */
  invoiceDate?: string | null | undefined;
  /** New supplier invoice number, at most 60 characters; left out keeps it. */
  invoiceNumber?: string | null | undefined;
  /** New lines, 1-200, replacing the current ones; left out keeps them. */
  lines?: Array<PurchaseLineInput> | null | undefined;
  /** New notes, at most 2000 characters; null clears them. */
  notes?: string | null | undefined;
  /** Purchase order the invoice bills; null unlinks it. */
  purchaseOrderId?: string | null | undefined;
};

/** Changes to a Draft purchase order; omitted fields keep their value, lines replace all lines. */
export type UpdatePurchaseOrderInput = {
  /** null clears it. */
  expectedDate?: string | null | undefined;
  /** New lines, 1-200, replacing the current ones; left out keeps them. */
  lines?: Array<PurchaseLineInput> | null | undefined;
  /** New notes, at most 2000 characters; null clears them. */
  notes?: string | null | undefined;
  /** New supplier (an active one of the organisation); left out keeps it. */
  supplierId?: string | null | undefined;
};

/** Changes to a supplier; omitted fields keep their value, null clears an optional one. */
export type UpdateSupplierInput = {
  /** Days from ordering to delivery, 0–60; left out keeps it. */
  leadTimeDays?: number | null | undefined;
  /** New name, 1-160 characters; left out keeps it. */
  name?: string | null | undefined;
  /** Arabic name. */
  nameAr?: string | null | undefined;
  /** New phone number; null clears it. */
  phone?: string | null | undefined;
  /** New tax registration number, at most 40 characters; null clears it. */
  taxNumber?: string | null | undefined;
};

/** Changes to a tax code (the code and kind never change). Omitted fields keep their value. */
export type UpdateTaxCodeInput = {
  /** New scope; left out keeps it. */
  appliesTo?: TaxAppliesTo | null | undefined;
  /** New name, 1-120 characters; left out keeps it. */
  name?: string | null | undefined;
  /** Arabic name; null clears it. */
  nameAr?: string | null | undefined;
  /** New rate in permille (thousandths), 0-1000: 150 = 15 %; left out keeps it. */
  ratePermille?: number | null | undefined;
};

/** Changes to a webhook subscription; omitted fields stay as they are. */
export type UpdateWebhookSubscriptionInput = {
  /** Same effect as activate / deactivate (without a reason). */
  active?: boolean | null | undefined;
  /** New API version for payloads (one of webhookEventCatalog.supportedApiVersions); left out keeps it. */
  apiVersion?: string | null | undefined;
  /** New list of event types (1-200, from webhookEventCatalog); left out keeps it. */
  events?: Array<string> | null | undefined;
  /** New https URL, at most 2048 characters; left out keeps it. */
  url?: string | null | undefined;
};

/** Branches and a range of business dates (inclusive, at most 92 days) for the usage variance. */
export type UsageVarianceInput = {
  /** Branches of the organisation; left out: every branch the caller's membership covers. */
  branchIds?: Array<string> | null | undefined;
  /** Only the flagged items (default false). */
  flaggedOnly?: boolean | null | undefined;
  /** First business date (inclusive). */
  from: string;
  /** Last business date (inclusive). */
  to: string;
};

/** A figure of the usage variance and the ledger movements behind it: Receipts (Receipt, OpeningBalance), ProductionOutputs, TransfersIn, TransfersOut, SalesUsage (SaleUsage), ProductionInputs, Waste, Unexplained (CountAdjustment, ManualAdjustment). */
export type VarianceComponent =
  /** ProductionInput movements (what closed batches consumed). */
  | 'ProductionInputs'
  /** ProductionOutput movements (what closed batches made). */
  | 'ProductionOutputs'
  /** Receipt and OpeningBalance movements (purchase orders, opening stock). */
  | 'Receipts'
  /** SaleUsage movements (completed orders by their bills of materials). */
  | 'SalesUsage'
  /** TransferIn movements (received from other branches). */
  | 'TransfersIn'
  /** TransferOut movements (sent to other branches). */
  | 'TransfersOut'
  /** CountAdjustment and ManualAdjustment movements (the unexplained variance). */
  | 'Unexplained'
  /** Waste movements (recorded waste). */
  | 'Waste';

/** Overproduction (left unsold at the end of the day), Spoiled, Burnt, Dropped, Returned (sent back by a guest), Other (reason required). */
export type WasteKind =
  /** Burnt while cooking. */
  | 'Burnt'
  /** Dropped or otherwise lost while handling. */
  | 'Dropped'
  /** Any other cause; a reason is required. */
  | 'Other'
  /** Left unsold at the end of the day. */
  | 'Overproduction'
  /** Sent back by a guest. */
  | 'Returned'
  /** Went bad before it was sold. */
  | 'Spoiled';

/** Succeeded (a 2xx answer), Retrying (refused; another attempt is scheduled) or Failed (refused; no attempt is left). */
export type WebhookAttemptOutcome =
  /** Refused or unreachable and no attempt is left. */
  | 'Failed'
  /** Refused or unreachable; another attempt is scheduled. */
  | 'Retrying'
  /** The endpoint answered 2xx. */
  | 'Succeeded';

/** Automatic (the retry schedule), Manual (a retry asked for in the console or API) or Test (the test operation). */
export type WebhookAttemptTrigger =
  /** Made by the retry schedule. */
  | 'Automatic'
  /** Asked for with retryWebhookDelivery (console or API). */
  | 'Manual'
  /** Made by testWebhookSubscription. */
  | 'Test';

/** Conditions on the webhook delivery list. */
export type WebhookDeliveryFilter = {
  /** Only deliveries of this event type (exact, e.g. hr.department.deleted). */
  eventType?: string | null | undefined;
  /** Deliveries created at or after this instant. */
  from?: string | null | undefined;
  /** Only deliveries about this kind of record (exact, e.g. department). */
  resourceType?: string | null | undefined;
  /** Only deliveries in this status. */
  status?: WebhookDeliveryStatus | null | undefined;
  /** Only deliveries of this subscription. */
  subscriptionId?: string | null | undefined;
  /** Deliveries created at or before this instant. */
  to?: string | null | undefined;
};

/** Pending: waiting for an attempt; Succeeded: a 2xx answer; Failed: refused or retries exhausted; Cancelled: the subscription was deactivated or deleted. */
export type WebhookDeliveryStatus =
  /** Not delivered because the subscription was deactivated or deleted. */
  | 'Cancelled'
  /** Refused and no retry is left (a manual retry is still possible). */
  | 'Failed'
  /** Waiting for its next attempt (nextAttemptAt). */
  | 'Pending'
  /** The endpoint answered 2xx. */
  | 'Succeeded';

export type SessionFieldsFragment = { accessToken: string, refreshToken: string, expiresIn: number, branch: { id: string } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { accessToken: string, refreshToken: string, expiresIn: number, branch: { id: string } } };

export type RefreshSessionMutationVariables = Exact<{
  input: RefreshTokenInput;
}>;


export type RefreshSessionMutation = { refreshSession: { accessToken: string, refreshToken: string, expiresIn: number, branch: { id: string } } };

export type LogoutMutationVariables = Exact<{
  input: RefreshTokenInput;
}>;


export type LogoutMutation = { logout: { ok: boolean } };

export type SwitchBranchMutationVariables = Exact<{
  input: SwitchBranchInput;
}>;


export type SwitchBranchMutation = { switchBranch: { accessToken: string, refreshToken: string, expiresIn: number, branch: { id: string } } };

export type RegisterStartMutationVariables = Exact<{
  input: RegisterStartInput;
}>;


export type RegisterStartMutation = { registerStart: { email: string, expiresInSeconds: number, resendAfterSeconds: number } };

export type RegisterVerifyMutationVariables = Exact<{
  input: CodeSignInInput;
}>;


export type RegisterVerifyMutation = { registerVerify: { accessToken: string, refreshToken: string, expiresIn: number, branch: { id: string } } };

export type ForgotPasswordMutationVariables = Exact<{
  input: ForgotPasswordInput;
}>;


export type ForgotPasswordMutation = { forgotPassword: { email: string, expiresInSeconds: number } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { ok: boolean, message: string } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { sessionId: string, role: Role, permissions: Array<string>, user: { id: string, email: string, fullName: string }, organization: { id: string, name: string, baseCurrencyCode: string, businessDayStartHour: number }, branch: { id: string, name: string, nameAr: string | null, code: string, timeZone: string }, branches: Array<{ id: string, name: string, nameAr: string | null, code: string }> } };

export type ActivateAccountMutationVariables = Exact<{
  input: CodeSignInInput;
}>;


export type ActivateAccountMutation = { activateAccount: { accessToken: string, refreshToken: string, expiresIn: number, branch: { id: string } } };

export type ResendCodeMutationVariables = Exact<{
  input: ResendCodeInput;
}>;


export type ResendCodeMutation = { resendVerificationCode: { email: string, expiresInSeconds: number } };

export type TodaysBatchesQueryVariables = Exact<{
  filter?: BatchFilter | null | undefined;
}>;


export type TodaysBatchesQuery = { batches: { total: number, items: Array<{ id: string, status: BatchStatus, businessDate: string, chickenCount: number }> } };

export type PendingHrQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingHrQuery = { advances: { total: number }, loans: { total: number }, leaveRequests: { total: number } };

export type WebhookHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookHealthQuery = { webhookSubscriptions: { items: Array<{ id: string, url: string, failingSince: string | null, consecutiveFailures: number }> } };

export type BankAccountRowFragment = { id: string, name: string, accountNumber: string, currencyCode: string, branchId: string, active: boolean, activeReason: string | null, lastStatementDate: string | null, lastImportedAt: string | null, lineCounts: { unmatched: number, matched: number, excluded: number, total: number } };

export type BankAccountsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: BankAccountFilter | null | undefined;
}>;


export type BankAccountsQuery = { bankAccounts: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, name: string, accountNumber: string, currencyCode: string, branchId: string, active: boolean, activeReason: string | null, lastStatementDate: string | null, lastImportedAt: string | null, lineCounts: { unmatched: number, matched: number, excluded: number, total: number } }> } };

export type CreateBankAccountMutationVariables = Exact<{
  input: CreateBankAccountInput;
}>;


export type CreateBankAccountMutation = { createBankAccount: { id: string, name: string, accountNumber: string, currencyCode: string, branchId: string, active: boolean, activeReason: string | null, lastStatementDate: string | null, lastImportedAt: string | null, lineCounts: { unmatched: number, matched: number, excluded: number, total: number } } };

export type SetBankAccountActiveMutationVariables = Exact<{
  id: string;
  input: SetBankAccountActiveInput;
}>;


export type SetBankAccountActiveMutation = { setBankAccountActive: { id: string, name: string, accountNumber: string, currencyCode: string, branchId: string, active: boolean, activeReason: string | null, lastStatementDate: string | null, lastImportedAt: string | null, lineCounts: { unmatched: number, matched: number, excluded: number, total: number } } };

export type StatementLineSuggestionsQueryVariables = Exact<{
  id: string;
}>;


export type StatementLineSuggestionsQuery = { bankStatementLineSuggestions: Array<{ matchType: MatchType, matchedRef: string, label: string, amount: number, date: string | null, score: number, reasons: Array<{ kind: SuggestionReasonKind, points: number, detail: string }> }> };

export type MatchStatementLineMutationVariables = Exact<{
  id: string;
  input: MatchStatementLineInput;
}>;


export type MatchStatementLineMutation = { matchBankStatementLine: { id: string, bankAccountId: string, date: string, amount: number, balance: number | null, description: string | null, reference: string | null, counterparty: string | null, status: StatementLineStatus, matchType: MatchType | null, matchedRef: string | null, matchLabel: string | null, statusNote: string | null } };

export type ImportBankStatementMutationVariables = Exact<{
  bankAccountId: string;
  csv: string;
}>;


export type ImportBankStatementMutation = { importBankStatement: { id: string, linesRead: number, linesCreated: number, duplicatesSkipped: number, dateFrom: string, dateTo: string } };

export type StatementLineRowFragment = { id: string, bankAccountId: string, date: string, amount: number, balance: number | null, description: string | null, reference: string | null, counterparty: string | null, status: StatementLineStatus, matchType: MatchType | null, matchedRef: string | null, matchLabel: string | null, statusNote: string | null };

export type StatementLinesQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: StatementLineFilter | null | undefined;
}>;


export type StatementLinesQuery = { bankStatementLines: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, bankAccountId: string, date: string, amount: number, balance: number | null, description: string | null, reference: string | null, counterparty: string | null, status: StatementLineStatus, matchType: MatchType | null, matchedRef: string | null, matchLabel: string | null, statusNote: string | null }> } };

export type BankAccountChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type BankAccountChoicesQuery = { bankAccounts: { items: Array<{ id: string, name: string, currencyCode: string }> } };

export type ExcludeStatementLineMutationVariables = Exact<{
  id: string;
  input: StatementLineReasonInput;
}>;


export type ExcludeStatementLineMutation = { excludeBankStatementLine: { id: string, bankAccountId: string, date: string, amount: number, balance: number | null, description: string | null, reference: string | null, counterparty: string | null, status: StatementLineStatus, matchType: MatchType | null, matchedRef: string | null, matchLabel: string | null, statusNote: string | null } };

export type ReopenStatementLineMutationVariables = Exact<{
  id: string;
  input: StatementLineReasonInput;
}>;


export type ReopenStatementLineMutation = { reopenBankStatementLine: { id: string, bankAccountId: string, date: string, amount: number, balance: number | null, description: string | null, reference: string | null, counterparty: string | null, status: StatementLineStatus, matchType: MatchType | null, matchedRef: string | null, matchLabel: string | null, statusNote: string | null } };

export type TaxCodeRowFragment = { id: string, code: string, name: string, nameAr: string | null, kind: TaxKind, ratePermille: number, appliesTo: TaxAppliesTo, active: boolean, activeReason: string | null, deletedAt: string | null, deleteReason: string | null };

export type TaxCodesQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: TaxCodeFilter | null | undefined;
}>;


export type TaxCodesQuery = { taxCodes: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, code: string, name: string, nameAr: string | null, kind: TaxKind, ratePermille: number, appliesTo: TaxAppliesTo, active: boolean, activeReason: string | null, deletedAt: string | null, deleteReason: string | null }> } };

export type CreateTaxCodeMutationVariables = Exact<{
  input: CreateTaxCodeInput;
}>;


export type CreateTaxCodeMutation = { createTaxCode: { id: string, code: string, name: string, nameAr: string | null, kind: TaxKind, ratePermille: number, appliesTo: TaxAppliesTo, active: boolean, activeReason: string | null, deletedAt: string | null, deleteReason: string | null } };

export type UpdateTaxCodeMutationVariables = Exact<{
  id: string;
  input: UpdateTaxCodeInput;
}>;


export type UpdateTaxCodeMutation = { updateTaxCode: { id: string, code: string, name: string, nameAr: string | null, kind: TaxKind, ratePermille: number, appliesTo: TaxAppliesTo, active: boolean, activeReason: string | null, deletedAt: string | null, deleteReason: string | null } };

export type SetTaxCodeActiveMutationVariables = Exact<{
  id: string;
  input: SetTaxCodeActiveInput;
}>;


export type SetTaxCodeActiveMutation = { setTaxCodeActive: { id: string, code: string, name: string, nameAr: string | null, kind: TaxKind, ratePermille: number, appliesTo: TaxAppliesTo, active: boolean, activeReason: string | null, deletedAt: string | null, deleteReason: string | null } };

export type DeleteTaxCodeMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type DeleteTaxCodeMutation = { deleteTaxCode: { id: string, code: string, name: string, nameAr: string | null, kind: TaxKind, ratePermille: number, appliesTo: TaxAppliesTo, active: boolean, activeReason: string | null, deletedAt: string | null, deleteReason: string | null } };

export type OwnerDashboardQueryVariables = Exact<{
  today: string;
  closedFrom: string;
  compareFrom: string;
  compareTo: string;
}>;


export type OwnerDashboardQuery = { today: { branches: Array<{ branchId: string, orderCount: number, netSalesIqd: number, refundsIqd: number, wasteIqd: number, unexplainedIqd: number, theoreticalFoodCostPercent: number | null, actualFoodCostPercent: number | null, flaggedItems: number }> }, comparison: { branches: Array<{ branchId: string, branchName: string, orderCount: number, netSalesIqd: number, refundsIqd: number, wasteIqd: number, unexplainedIqd: number, theoreticalFoodCostPercent: number | null, actualFoodCostPercent: number | null, flaggedItems: number }> }, dayCloses: { items: Array<{ id: string, branchId: string, businessDate: string, status: DayCloseStatus, orderCount: number, netSalesIqd: number, refundsIqd: number, averageTicketIqd: number, cashVarianceIqd: number | null, theoreticalFoodCostPercent: number | null, actualFoodCostPercent: number | null, wasteIqd: number, unexplainedIqd: number, flaggedItems: number, labourPercent: number | null, primeCostPercent: number | null, labourAboveTarget: boolean, primeCostAboveTarget: boolean }> } };

export type DashboardTrendQueryVariables = Exact<{
  branchId: string;
  from: string;
}>;


export type DashboardTrendQuery = { dayCloses: { items: Array<{ id: string, businessDate: string, theoreticalFoodCostPercent: number | null, actualFoodCostPercent: number | null, unexplainedIqd: number, labourPercent: number | null, primeCostPercent: number | null }> } };

export type UsageVarianceQueryVariables = Exact<{
  input: UsageVarianceInput;
}>;


export type UsageVarianceQuery = { usageVariance: { from: string, to: string, thresholdPercent: number, branches: Array<{ branchId: string, orderCount: number, netSalesIqd: number, theoreticalCostIqd: number, actualCostIqd: number, wasteIqd: number, unexplainedIqd: number, theoreticalFoodCostPercent: number | null, actualFoodCostPercent: number | null, unmappedSalesIqd: number, unmappedSalesPercent: number | null, flaggedItems: number }>, lines: Array<{ branchId: string, inventoryItemId: string, name: string, nameAr: string | null, unit: string, opening: number, receipts: number, productionOutputs: number, transfersIn: number, transfersOut: number, closing: number, actual: number, theoretical: number, salesUsage: number, productionInputs: number, waste: number, unexplained: number, wasteIqd: number, unexplainedIqd: number, unexplainedPercentOfTheoretical: number | null, flagged: boolean, lastCountedOn: string | null }>, unmappedSales: Array<{ branchId: string, productId: string, productName: string, units: number, netSalesIqd: number, percentOfNetSales: number | null }> } };

export type VarianceSourcesQueryVariables = Exact<{
  branchId: string;
  itemId: string;
  from?: string | null | undefined;
  to?: string | null | undefined;
  component?: VarianceComponent | null | undefined;
  list?: ListArgs | null | undefined;
}>;


export type VarianceSourcesQuery = { inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit }, usageVarianceSources: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, businessDate: string, kind: InventoryMovementKind, quantity: number, valueIqd: number, sourceKind: InventorySourceKind, sourceId: string, sourceLine: string | null, reason: string | null, createdAt: string }> } };

export type CapacityTypeRowFragment = { id: string, name: string, nameAr: string | null };

export type CapacityTypesQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
}>;


export type CapacityTypesQuery = { capacityTypes: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, name: string, nameAr: string | null }> } };

export type CreateCapacityTypeMutationVariables = Exact<{
  input: CapacityTypeInput;
}>;


export type CreateCapacityTypeMutation = { createCapacityType: { id: string, name: string, nameAr: string | null } };

export type UpdateCapacityTypeMutationVariables = Exact<{
  id: string;
  input: CapacityTypeInput;
}>;


export type UpdateCapacityTypeMutation = { updateCapacityType: { id: string, name: string, nameAr: string | null } };

export type DeleteCapacityTypeMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type DeleteCapacityTypeMutation = { deleteCapacityType: { id: string } };

export type InventoryItemRowFragment = { id: string, name: string, nameAr: string | null, unit: InventoryUnit, kind: InventoryKind, active: boolean, standardCostIqd: number };

export type InventoryItemsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: InventoryItemFilter | null | undefined;
}>;


export type InventoryItemsQuery = { inventoryItems: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, name: string, nameAr: string | null, unit: InventoryUnit, kind: InventoryKind, active: boolean, standardCostIqd: number }> } };

export type CreateInventoryItemMutationVariables = Exact<{
  input: InventoryItemInput;
}>;


export type CreateInventoryItemMutation = { createInventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit, kind: InventoryKind, active: boolean, standardCostIqd: number } };

export type UpdateInventoryItemMutationVariables = Exact<{
  id: string;
  input: InventoryItemInput;
}>;


export type UpdateInventoryItemMutation = { updateInventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit, kind: InventoryKind, active: boolean, standardCostIqd: number } };

export type DeleteInventoryItemMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type DeleteInventoryItemMutation = { deleteInventoryItem: { id: string } };

export type BranchGroupsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: BranchGroupFilter | null | undefined;
}>;


export type BranchGroupsQuery = { branchGroups: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, name: string, nameAr: string | null, kind: BranchGroupKind, priceTierPct: number | null, branchIds: Array<string> }> } };

export type CreateBranchGroupMutationVariables = Exact<{
  input: BranchGroupInput;
}>;


export type CreateBranchGroupMutation = { createBranchGroup: { id: string } };

export type AddBranchToGroupMutationVariables = Exact<{
  id: string;
  branchId: string;
}>;


export type AddBranchToGroupMutation = { addBranchToGroup: { id: string, branchIds: Array<string> } };

export type RemoveBranchFromGroupMutationVariables = Exact<{
  id: string;
  branchId: string;
}>;


export type RemoveBranchFromGroupMutation = { removeBranchFromGroup: { id: string, branchIds: Array<string> } };

export type PromotionChangeRequestsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: PromotionChangeRequestFilter | null | undefined;
}>;


export type PromotionChangeRequestsQuery = { promotionChangeRequests: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, createdAt: string, promotionId: string | null, createsPromotion: boolean, name: string, discountPercent: number, maxDiscountCap: number | null, minOrderValue: number, startDate: string, endDate: string, channelId: string | null, active: boolean, status: ChangeRequestStatus, proposedBy: string | null, decidedAt: string | null, decisionNote: string | null }> } };

export type PromotionChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type PromotionChoicesQuery = { promotions: { items: Array<{ id: string, name: string }> } };

export type ProposePromotionChangeMutationVariables = Exact<{
  input: PromotionChangeRequestInput;
}>;


export type ProposePromotionChangeMutation = { proposePromotionChange: { id: string, status: ChangeRequestStatus } };

export type DecidePromotionChangeMutationVariables = Exact<{
  id: string;
  input: ChangeRequestDecisionInput;
}>;


export type DecidePromotionChangeMutation = { decidePromotionChangeRequest: { id: string, status: ChangeRequestStatus, decidedAt: string | null, decisionNote: string | null, promotionId: string | null } };

export type QuoteProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type QuoteProductsQuery = { products: { items: Array<{ id: string, name: string, nameAr: string | null, active: boolean, modifierGroups: Array<{ id: string, name: string, nameAr: string | null, options: Array<{ id: string, name: string, nameAr: string | null, priceDeltaIqd: number, active: boolean }> }> }> } };

export type PriceQuoteQueryVariables = Exact<{
  branchId: string;
  channelId?: string | null | undefined;
  items: Array<CartItemInput> | CartItemInput;
}>;


export type PriceQuoteQuery = { priceQuote: { businessDate: string, pricesIncludeTax: boolean, subtotal: number, discount: number, taxTotal: number, total: number, totalExcludingTax: number, tier: { groupName: string | null, basisPoints: number, reason: string }, lines: Array<{ index: number, name: string, nameAr: string | null, quantity: number, basePrice: number, shelfPrice: number, unitPrice: number, lineTotal: number, discount: number, netAmount: number, ratePermille: number | null, modifiers: Array<{ optionId: string, name: string, nameAr: string | null, priceDelta: number }> }>, promotion: { promotionId: string, name: string, discount: number } | null, promotionsConsidered: Array<{ promotionId: string, name: string, discount: number, applied: boolean, rejection: PromotionRejection | null, reason: string }>, taxes: Array<{ taxCodeId: string, ratePermille: number, taxableAmount: number, tax: number }> } };

export type PromotionsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: PromotionFilter | null | undefined;
}>;


export type PromotionsQuery = { promotions: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, name: string, discountPercent: number, maxDiscountCap: number | null, minOrderValue: number, startDate: string, endDate: string, channelId: string | null, active: boolean, status: PromotionStatus, deletedAt: string | null, deleteReason: string | null }> } };

export type CreatePromotionMutationVariables = Exact<{
  input: PromotionInput;
}>;


export type CreatePromotionMutation = { createPromotion: { id: string } };

export type SetPromotionActiveMutationVariables = Exact<{
  id: string;
  input: SetPromotionActiveInput;
}>;


export type SetPromotionActiveMutation = { setPromotionActive: { id: string, active: boolean, status: PromotionStatus } };

export type DeletePromotionMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type DeletePromotionMutation = { deletePromotion: { id: string, deletedAt: string | null } };

export type SalesChannelsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: SalesChannelFilter | null | undefined;
}>;


export type SalesChannelsQuery = { salesChannels: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, name: string, nameAr: string | null, kind: SalesChannelKind, active: boolean }> } };

export type CreateSalesChannelMutationVariables = Exact<{
  input: CreateSalesChannelInput;
}>;


export type CreateSalesChannelMutation = { createSalesChannel: { id: string } };

export type ActivateSalesChannelMutationVariables = Exact<{
  id: string;
}>;


export type ActivateSalesChannelMutation = { activateSalesChannel: { id: string, active: boolean } };

export type DeactivateSalesChannelMutationVariables = Exact<{
  id: string;
}>;


export type DeactivateSalesChannelMutation = { deactivateSalesChannel: { id: string, active: boolean } };

export type DeliveryCallsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: DeliveryCallFilter | null | undefined;
}>;


export type DeliveryCallsQuery = { deliveryCalls: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, connectionId: string, direction: DeliveryCallDirection, operation: string, method: string, responseStatus: number | null, error: string | null, startedAt: string, durationMs: number }> } };

export type DeliveryCallQueryVariables = Exact<{
  id: string;
}>;


export type DeliveryCallQuery = { deliveryCall: { id: string, direction: DeliveryCallDirection, operation: string, method: string, url: string, requestHeaders: Record<string, unknown>, requestBody: string | null, responseStatus: number | null, responseBody: string | null, error: string | null, startedAt: string, durationMs: number } };

export type DeliveryConnectionsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
}>;


export type DeliveryConnectionsQuery = { deliveryConnections: { total: number, items: Array<{ id: string, name: string, platform: DeliveryPlatform, branchId: string, platformStoreId: string, channelId: string, autoAccept: boolean, preparationMinutes: number, storeState: DeliveryStoreState, active: boolean, credentialsHint: string | null }> } };

export type CreateDeliveryConnectionMutationVariables = Exact<{
  input: CreateDeliveryConnectionInput;
}>;


export type CreateDeliveryConnectionMutation = { createDeliveryConnection: { signingSecret: string | null, connection: { id: string } } };

export type UpdateDeliveryConnectionMutationVariables = Exact<{
  id: string;
  input: UpdateDeliveryConnectionInput;
}>;


export type UpdateDeliveryConnectionMutation = { updateDeliveryConnection: { id: string, name: string, channelId: string, autoAccept: boolean, active: boolean, credentialsHint: string | null } };

export type DeliveryItemMappingsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: DeliveryItemMappingFilter | null | undefined;
  connectionId?: string | null | undefined;
}>;


export type DeliveryItemMappingsQuery = { deliveryItemMappings: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, connectionId: string, kind: DeliveryMappingKind, platformItemId: string, platformName: string, productId: string | null, modifierOptionId: string | null }> }, unmapped: { total: number } };

export type MapDeliveryItemMutationVariables = Exact<{
  id: string;
  input: MapDeliveryItemInput;
}>;


export type MapDeliveryItemMutation = { mapDeliveryItem: { id: string, productId: string | null, modifierOptionId: string | null } };

export type DeliveryPayoutsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: DeliveryPayoutFilter | null | undefined;
}>;


export type DeliveryPayoutsQuery = { deliveryPayouts: { total: number, items: Array<{ id: string, connectionId: string, platform: string, payoutReference: string, payoutDate: string, totalIqd: number, commissionPercent: number, matchedCount: number, differentCount: number, missingInLedgerCount: number, missingInPayoutCount: number, overChargeIqd: number, status: DeliveryPayoutStatus }> } };

export type DeliveryPayoutLinesQueryVariables = Exact<{
  payoutId: string;
  list?: ListArgs | null | undefined;
  filter?: DeliveryPayoutLineFilter | null | undefined;
}>;


export type DeliveryPayoutLinesQuery = { deliveryPayoutLines: { total: number, items: Array<{ id: string, kind: DeliveryPayoutLineKind, problems: Array<DeliveryPayoutProblem>, rowNumber: number | null, platformOrderId: string, orderDate: string, ledgerTotalIqd: number | null, grossIqd: number | null, commissionIqd: number | null, allowedCommissionIqd: number | null, overChargeIqd: number, netIqd: number | null }> } };

export type DeliveryCommissionQueryVariables = Exact<{
  filter: DeliveryCommissionFilter;
}>;


export type DeliveryCommissionQuery = { deliveryCommission: Array<{ month: string, platform: string, branchId: string, orders: number, grossIqd: number, commissionIqd: number, overChargeIqd: number, commissionPercent: number }> };

export type ImportDeliveryPayoutMutationVariables = Exact<{
  input: ImportDeliveryPayoutInput;
}>;


export type ImportDeliveryPayoutMutation = { importDeliveryPayout: { id: string, payoutReference: string, rowsRead: number, matchedCount: number, differentCount: number, missingInLedgerCount: number, missingInPayoutCount: number } };

export type DeliveryOrderRowFragment = { id: string, connectionId: string, platformOrderId: string, displayId: string | null, salesOrderId: string | null, state: DeliveryOrderState, fulfilment: DeliveryFulfilment, customerName: string | null, customerPhone: string | null, statedTotal: number | null, computedTotal: number, flags: Array<DeliveryOrderFlag>, receivedAt: string, acceptDeadlineAt: string | null, decidedAt: string | null, reason: string | null, unmappedLines: Array<{ platformItemId: string, name: string, quantity: number, note: string | null }> };

export type DeliveryOrdersQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: DeliveryOrderFilter | null | undefined;
}>;


export type DeliveryOrdersQuery = { deliveryOrders: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, connectionId: string, platformOrderId: string, displayId: string | null, salesOrderId: string | null, state: DeliveryOrderState, fulfilment: DeliveryFulfilment, customerName: string | null, customerPhone: string | null, statedTotal: number | null, computedTotal: number, flags: Array<DeliveryOrderFlag>, receivedAt: string, acceptDeadlineAt: string | null, decidedAt: string | null, reason: string | null, unmappedLines: Array<{ platformItemId: string, name: string, quantity: number, note: string | null }> }> } };

export type DeliveryOrderLinesQueryVariables = Exact<{
  id: string;
}>;


export type DeliveryOrderLinesQuery = { salesOrder: { id: string, number: string, status: OrderStatus, note: string | null, lines: Array<{ index: number, name: string, nameAr: string | null, quantity: number, lineTotal: number, note: string | null, modifiers: Array<{ optionId: string, name: string, nameAr: string | null }> }> } };

export type AcceptDeliveryOrderMutationVariables = Exact<{
  id: string;
}>;


export type AcceptDeliveryOrderMutation = { acceptDeliveryOrder: { id: string, connectionId: string, platformOrderId: string, displayId: string | null, salesOrderId: string | null, state: DeliveryOrderState, fulfilment: DeliveryFulfilment, customerName: string | null, customerPhone: string | null, statedTotal: number | null, computedTotal: number, flags: Array<DeliveryOrderFlag>, receivedAt: string, acceptDeadlineAt: string | null, decidedAt: string | null, reason: string | null, unmappedLines: Array<{ platformItemId: string, name: string, quantity: number, note: string | null }> } };

export type RejectDeliveryOrderMutationVariables = Exact<{
  id: string;
  reason: string;
}>;


export type RejectDeliveryOrderMutation = { rejectDeliveryOrder: { id: string, connectionId: string, platformOrderId: string, displayId: string | null, salesOrderId: string | null, state: DeliveryOrderState, fulfilment: DeliveryFulfilment, customerName: string | null, customerPhone: string | null, statedTotal: number | null, computedTotal: number, flags: Array<DeliveryOrderFlag>, receivedAt: string, acceptDeadlineAt: string | null, decidedAt: string | null, reason: string | null, unmappedLines: Array<{ platformItemId: string, name: string, quantity: number, note: string | null }> } };

export type SetDeliveryStoreStateMutationVariables = Exact<{
  id: string;
  input: SetDeliveryStoreStateInput;
}>;


export type SetDeliveryStoreStateMutation = { setDeliveryStoreState: { id: string, storeState: DeliveryStoreState, preparationMinutes: number } };

export type DeliveryConnectionChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type DeliveryConnectionChoicesQuery = { deliveryConnections: { items: Array<{ id: string, name: string, platform: DeliveryPlatform, branchId: string }> } };

export type DeliveryProductChoicesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type DeliveryProductChoicesQuery = { products: { items: Array<{ id: string, name: string, nameAr: string | null }> } };

export type DeliveryOptionGroupFieldsFragment = { id: string, name: string, nameAr: string | null, options: Array<{ id: string, name: string, nameAr: string | null, active: boolean }> };

export type DeliveryOptionChoicesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type DeliveryOptionChoicesQuery = { modifierGroups: { items: Array<{ id: string, name: string, nameAr: string | null, options: Array<{ id: string, name: string, nameAr: string | null, active: boolean }> }> } };

export type DeliveryProductNameQueryVariables = Exact<{
  id: string;
}>;


export type DeliveryProductNameQuery = { product: { id: string, name: string, nameAr: string | null } };

export type DeliveryOptionNameQueryVariables = Exact<{
  optionId: string;
}>;


export type DeliveryOptionNameQuery = { modifierGroups: { items: Array<{ id: string, name: string, nameAr: string | null, options: Array<{ id: string, name: string, nameAr: string | null, active: boolean }> }> } };

export type ApiKeyRowFragment = { id: string, name: string, environment: ApiKeyEnvironment, scopes: Array<string>, prefix: string, lastFour: string, status: ApiKeyStatus, createdAt: string, lastUsedAt: string | null, revokedAt: string | null };

export type ApiKeysQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: ApiKeyFilter | null | undefined;
}>;


export type ApiKeysQuery = { apiKeys: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, name: string, environment: ApiKeyEnvironment, scopes: Array<string>, prefix: string, lastFour: string, status: ApiKeyStatus, createdAt: string, lastUsedAt: string | null, revokedAt: string | null }> } };

export type ApiKeyScopesQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeyScopesQuery = { apiKeyScopes: Array<{ scope: string, description: string, grantable: boolean }> };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { createApiKey: { id: string, key: string | null } };

export type RotateApiKeyMutationVariables = Exact<{
  id: string;
}>;


export type RotateApiKeyMutation = { rotateApiKey: { id: string, key: string | null } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string;
  input?: RevokeApiKeyInput | null | undefined;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { id: string, name: string, environment: ApiKeyEnvironment, scopes: Array<string>, prefix: string, lastFour: string, status: ApiKeyStatus, createdAt: string, lastUsedAt: string | null, revokedAt: string | null } };

export type WebhookDeliveriesQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: WebhookDeliveryFilter | null | undefined;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, eventType: string, status: WebhookDeliveryStatus, attemptCount: number, lastHttpStatus: number | null, lastError: string | null, createdAt: string, attempts: Array<{ id: string, attemptNumber: number, trigger: WebhookAttemptTrigger, outcome: WebhookAttemptOutcome, httpStatus: number | null, durationMs: number, error: string | null, startedAt: string }> }> } };

export type RetryDeliveryMutationVariables = Exact<{
  id: string;
}>;


export type RetryDeliveryMutation = { retryWebhookDelivery: { id: string, status: WebhookDeliveryStatus, attemptCount: number } };

export type WebhookSubscriptionsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
}>;


export type WebhookSubscriptionsQuery = { webhookSubscriptions: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, url: string, events: Array<string>, apiVersion: string, active: boolean, consecutiveFailures: number, failingSince: string | null, lastSuccessAt: string | null, createdAt: string }> } };

export type WebhookCatalogQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookCatalogQuery = { webhookEventCatalog: { currentApiVersion: string, events: Array<{ type: string, description: string, resourceType: string }> } };

export type CreateWebhookMutationVariables = Exact<{
  input: CreateWebhookSubscriptionInput;
}>;


export type CreateWebhookMutation = { createWebhookSubscription: { id: string, secret: string | null } };

export type RotateWebhookSecretMutationVariables = Exact<{
  id: string;
}>;


export type RotateWebhookSecretMutation = { rotateWebhookSubscriptionSecret: { id: string, secret: string | null } };

export type UpdateWebhookMutationVariables = Exact<{
  id: string;
  input: UpdateWebhookSubscriptionInput;
}>;


export type UpdateWebhookMutation = { updateWebhookSubscription: { id: string, url: string, events: Array<string>, active: boolean } };

export type DeleteWebhookMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type DeleteWebhookMutation = { deleteWebhookSubscription: { id: string } };

export type ActivateWebhookMutationVariables = Exact<{
  id: string;
}>;


export type ActivateWebhookMutation = { activateWebhookSubscription: { id: string, active: boolean } };

export type DeactivateWebhookMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type DeactivateWebhookMutation = { deactivateWebhookSubscription: { id: string, active: boolean } };

export type TestWebhookMutationVariables = Exact<{
  id: string;
}>;


export type TestWebhookMutation = { testWebhookSubscription: { id: string, status: WebhookDeliveryStatus, lastHttpStatus: number | null, lastError: string | null } };

export type ExportJobsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: ExportJobFilter | null | undefined;
}>;


export type ExportJobsQuery = { exportJobs: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, kind: ExportJobKind, reportKey: string, format: ExportFormat, lang: ExportLang, from: string, to: string, fields: Array<string>, status: ExportJobStatus, rowsWritten: number, error: string | null, fileName: string | null, fileSize: number | null, createdAt: string, expiresAt: string | null }> } };

export type CreateExportJobMutationVariables = Exact<{
  input: CreateExportJobInput;
}>;


export type CreateExportJobMutation = { createExportJob: { id: string, status: ExportJobStatus } };

export type CancelExportJobMutationVariables = Exact<{
  id: string;
}>;


export type CancelExportJobMutation = { cancelExportJob: { id: string, status: ExportJobStatus } };

export type ReportSubscriptionsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: ReportSubscriptionFilter | null | undefined;
}>;


export type ReportSubscriptionsQuery = { reportSubscriptions: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, reportKey: string, recipientEmail: string, externalRecipient: boolean, cadence: ReportCadence, format: ExportFormat, lang: ExportLang, sendEmpty: boolean, active: boolean, nextRunAt: string, lastRunAt: string | null, lastSuccessAt: string | null, lastError: string | null }> } };

export type CreateReportSubscriptionMutationVariables = Exact<{
  input: CreateReportSubscriptionInput;
}>;


export type CreateReportSubscriptionMutation = { createReportSubscription: { id: string } };

export type ActivateReportSubscriptionMutationVariables = Exact<{
  id: string;
}>;


export type ActivateReportSubscriptionMutation = { activateReportSubscription: { id: string, active: boolean } };

export type DeactivateReportSubscriptionMutationVariables = Exact<{
  id: string;
}>;


export type DeactivateReportSubscriptionMutation = { deactivateReportSubscription: { id: string, active: boolean } };

export type DeleteReportSubscriptionMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type DeleteReportSubscriptionMutation = { deleteReportSubscription: { id: string, deletedAt: string | null } };

export type SavedReportsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
}>;


export type SavedReportsQuery = { savedReports: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, name: string, reportKey: string, shared: boolean, createdAt: string }> } };

export type CreateSavedReportMutationVariables = Exact<{
  input: CreateSavedReportInput;
}>;


export type CreateSavedReportMutation = { createSavedReport: { id: string, name: string } };

export type DeleteSavedReportMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type DeleteSavedReportMutation = { deleteSavedReport: { id: string, deletedAt: string | null } };

export type ExportDomainsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExportDomainsQuery = { exportDomains: Array<{ key: string, label: string, labelAr: string, fields: Array<{ key: string, label: string, labelAr: string, type: ReportFieldType }>, reports: Array<{ key: string, title: string, titleAr: string, filters: Array<string> }> }> };

export type ForecastBatchProposalQueryVariables = Exact<{
  branchId: string;
  businessDate?: string | null | undefined;
  chickenItemId?: string | null | undefined;
  meatItemId?: string | null | undefined;
  riceItemId?: string | null | undefined;
  cookedRiceMultiplier?: number | null | undefined;
  riceRoundingMethod?: RiceRoundingMethod | null | undefined;
}>;


export type ForecastBatchProposalQuery = { forecastBatchProposal: { businessDate: string, available: boolean, serviceLevel: number, chickenCount: number | null, meatKg: number | null, rawRiceKg: number | null, cookedRiceKg: number | null, reservedRiceDirectSaleKg: number | null, lines: Array<{ role: BatchInputRole, inventoryItemId: string | null, itemName: string | null, itemNameAr: string | null, model: string | null, quantity: number | null, explanation: { calendarKinds: Array<ForecastCalendarKind>, calendarEffect: number, promotionEffect: number, soldOutAdjustment: number, sameWeekdays: Array<{ date: string, usage: number, soldOut: boolean }> } | null }> } };

export type ForecastAccuracyQueryVariables = Exact<{
  branchId: string;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type ForecastAccuracyQuery = { forecastBacktests: { items: Array<{ id: string, inventoryItemId: string, measure: ForecastMeasure, itemName: string, itemNameAr: string | null, chosenModel: string, from: string, to: string, chosenOneDayWape: number | null, chosenOneDayBias: number | null, chosenSevenDayWape: number | null, chosenSevenDayBias: number | null, baselineOneDayWape: number | null, baselineOneDayBias: number | null, baselineSevenDayWape: number | null, baselineSevenDayBias: number | null, computedAt: string }> }, forecastOutcomes: Array<{ businessDate: string, batchId: string | null, proposedChickenCount: number | null, proposedMeatKg: number | null, proposedRawRiceKg: number | null, decidedChickenCount: number | null, decidedMeatKg: number | null, decidedRawRiceKg: number | null, usedChicken: number | null, usedMeatKg: number | null, usedRawRiceKg: number | null, overproductionWasteUnits: number, soldOutMinutes: number }> };

export type ForecastCalendarDayRowFragment = { id: string, date: string, kind: ForecastCalendarKind, nameEn: string, nameAr: string };

export type ForecastCalendarQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: ForecastCalendarFilter | null | undefined;
}>;


export type ForecastCalendarQuery = { forecastCalendarDays: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, date: string, kind: ForecastCalendarKind, nameEn: string, nameAr: string }> }, forecastSettings: { serviceLevel: number } };

export type CreateForecastCalendarDayMutationVariables = Exact<{
  input: CreateForecastCalendarDayInput;
}>;


export type CreateForecastCalendarDayMutation = { createForecastCalendarDay: { id: string, date: string, kind: ForecastCalendarKind, nameEn: string, nameAr: string } };

export type UpdateForecastCalendarDayMutationVariables = Exact<{
  id: string;
  input: UpdateForecastCalendarDayInput;
}>;


export type UpdateForecastCalendarDayMutation = { updateForecastCalendarDay: { id: string, date: string, kind: ForecastCalendarKind, nameEn: string, nameAr: string } };

export type DeleteForecastCalendarDayMutationVariables = Exact<{
  id: string;
}>;


export type DeleteForecastCalendarDayMutation = { deleteForecastCalendarDay: { id: string } };

export type SetForecastSettingsMutationVariables = Exact<{
  input: SetForecastSettingsInput;
}>;


export type SetForecastSettingsMutation = { setForecastSettings: { serviceLevel: number } };

export type BranchForecastQueryVariables = Exact<{
  branchId: string;
}>;


export type BranchForecastQuery = { branchForecast: { branchId: string, computedAt: string | null, lastKnownDate: string | null, calendar: Array<{ date: string, kind: ForecastCalendarKind, nameEn: string, nameAr: string }>, series: Array<{ inventoryItemId: string, measure: ForecastMeasure, itemName: string, itemNameAr: string | null, unit: string, model: string, serviceLevel: number, trainingFrom: string | null, trainingTo: string | null, trainingDays: number, borrowed: boolean, computedAt: string, history: Array<{ date: string, usage: number | null, soldOut: boolean, closed: boolean, promotion: boolean }>, days: Array<{ date: string, horizon: number, point: number, median: number, upper: number, explanation: { calendarKinds: Array<ForecastCalendarKind>, calendarEffect: number, promotionEffect: number, soldOutAdjustment: number, sameWeekdays: Array<{ date: string, usage: number, soldOut: boolean }> } }>, backtest: { from: string, to: string, models: Array<{ model: string, chosen: boolean, oneDayWape: number | null, oneDayBias: number | null, sevenDayWape: number | null, sevenDayBias: number | null, scoredDays: number }> } }> } };

export type RecomputeForecastMutationVariables = Exact<{
  branchId: string;
}>;


export type RecomputeForecastMutation = { recomputeForecast: { branchId: string, queued: boolean } };

export type AdvancesQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: AdvanceFilter | null | undefined;
}>;


export type AdvancesQuery = { advances: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, amount: number, status: AdvanceStatus, reason: string | null, requestedAt: string, employee: { id: string, fullName: string } | null }> } };

export type RequestAdvanceMutationVariables = Exact<{
  input: RequestAdvanceInput;
}>;


export type RequestAdvanceMutation = { requestAdvance: { id: string, status: AdvanceStatus } };

export type DecideAdvanceMutationVariables = Exact<{
  id: string;
  input: HrDecisionInput;
}>;


export type DecideAdvanceMutation = { decideAdvance: { id: string, status: AdvanceStatus } };

export type PayAdvanceMutationVariables = Exact<{
  id: string;
}>;


export type PayAdvanceMutation = { payAdvance: { id: string, status: AdvanceStatus } };

export type SettleAdvanceMutationVariables = Exact<{
  id: string;
}>;


export type SettleAdvanceMutation = { settleAdvance: { id: string, status: AdvanceStatus } };

export type CancelAdvanceMutationVariables = Exact<{
  id: string;
}>;


export type CancelAdvanceMutation = { cancelAdvance: { id: string, status: AdvanceStatus } };

export type DepartmentRowFragment = { id: string, name: string, nameAr: string | null, createdAt: string, deletedAt: string | null, deleteReason: string | null };

export type DepartmentsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: DepartmentFilter | null | undefined;
}>;


export type DepartmentsQuery = { departments: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, name: string, nameAr: string | null, createdAt: string, deletedAt: string | null, deleteReason: string | null }> } };

export type CreateDepartmentMutationVariables = Exact<{
  input: CreateDepartmentInput;
}>;


export type CreateDepartmentMutation = { createDepartment: { id: string, name: string, nameAr: string | null, createdAt: string, deletedAt: string | null, deleteReason: string | null } };

export type UpdateDepartmentMutationVariables = Exact<{
  id: string;
  input: UpdateDepartmentInput;
}>;


export type UpdateDepartmentMutation = { updateDepartment: { id: string, name: string, nameAr: string | null, createdAt: string, deletedAt: string | null, deleteReason: string | null } };

export type DeleteDepartmentMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type DeleteDepartmentMutation = { deleteDepartment: { id: string, name: string, nameAr: string | null, createdAt: string, deletedAt: string | null, deleteReason: string | null } };

export type EmployeeRowFragment = { id: string, fullName: string, status: EmploymentStatus, monthlyPay: number, annualLeaveBalance: number, hireDate: string, baseSalary: number, allowances: number, departmentId: string | null, positionId: string | null, branchIds: Array<string>, phone: string | null, email: string | null, nationalId: string | null, dateOfBirth: string | null, gender: Gender | null, maritalStatus: MaritalStatus | null, contractType: EmployeeContractType, address: string | null, emergencyName: string | null, emergencyPhone: string | null, department: { id: string, name: string, nameAr: string | null } | null, position: { id: string, title: string, titleAr: string | null } | null };

export type EmployeesQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: EmployeeFilter | null | undefined;
}>;


export type EmployeesQuery = { employees: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, fullName: string, status: EmploymentStatus, monthlyPay: number, annualLeaveBalance: number, hireDate: string, baseSalary: number, allowances: number, departmentId: string | null, positionId: string | null, branchIds: Array<string>, phone: string | null, email: string | null, nationalId: string | null, dateOfBirth: string | null, gender: Gender | null, maritalStatus: MaritalStatus | null, contractType: EmployeeContractType, address: string | null, emergencyName: string | null, emergencyPhone: string | null, department: { id: string, name: string, nameAr: string | null } | null, position: { id: string, title: string, titleAr: string | null } | null }> } };

export type CreateEmployeeMutationVariables = Exact<{
  input: CreateEmployeeInput;
}>;


export type CreateEmployeeMutation = { createEmployee: { id: string } };

export type UpdateEmployeeMutationVariables = Exact<{
  id: string;
  input: UpdateEmployeeInput;
}>;


export type UpdateEmployeeMutation = { updateEmployee: { id: string, fullName: string, status: EmploymentStatus, monthlyPay: number, annualLeaveBalance: number, hireDate: string, baseSalary: number, allowances: number, departmentId: string | null, positionId: string | null, branchIds: Array<string>, phone: string | null, email: string | null, nationalId: string | null, dateOfBirth: string | null, gender: Gender | null, maritalStatus: MaritalStatus | null, contractType: EmployeeContractType, address: string | null, emergencyName: string | null, emergencyPhone: string | null, department: { id: string, name: string, nameAr: string | null } | null, position: { id: string, title: string, titleAr: string | null } | null } };

export type DeleteEmployeeMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type DeleteEmployeeMutation = { deleteEmployee: { id: string, deletedAt: string | null } };

export type ChangeEmploymentStatusMutationVariables = Exact<{
  id: string;
  input: EmploymentStatusInput;
}>;


export type ChangeEmploymentStatusMutation = { changeEmploymentStatus: { id: string, status: EmploymentStatus, statusChangedAt: string } };

export type LeaveRequestsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: LeaveRequestFilter | null | undefined;
}>;


export type LeaveRequestsQuery = { leaveRequests: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, startDate: string, endDate: string, days: number, status: LeaveStatus, usesBalance: boolean, reason: string | null, employee: { id: string, fullName: string, annualLeaveBalance: number } | null, type: { id: string, name: string, nameAr: string | null } | null }> } };

export type DecideLeaveMutationVariables = Exact<{
  id: string;
  input: HrDecisionInput;
}>;


export type DecideLeaveMutation = { decideLeave: { id: string, status: LeaveStatus, balanceDeducted: number } };

export type CancelLeaveMutationVariables = Exact<{
  id: string;
  input?: HrNoteInput | null | undefined;
}>;


export type CancelLeaveMutation = { cancelLeave: { id: string, status: LeaveStatus, balanceDeducted: number } };

export type RequestLeaveMutationVariables = Exact<{
  input: RequestLeaveInput;
}>;


export type RequestLeaveMutation = { requestLeave: { id: string, status: LeaveStatus, days: number } };

export type LeaveTypeChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type LeaveTypeChoicesQuery = { leaveTypes: { items: Array<{ id: string, name: string, nameAr: string | null, usesBalance: boolean }> } };

export type LeaveTypeRowFragment = { id: string, name: string, nameAr: string | null, usesBalance: boolean, paid: boolean, deletedAt: string | null, deleteReason: string | null };

export type LeaveTypesQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: LeaveTypeFilter | null | undefined;
}>;


export type LeaveTypesQuery = { leaveTypes: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, name: string, nameAr: string | null, usesBalance: boolean, paid: boolean, deletedAt: string | null, deleteReason: string | null }> } };

export type CreateLeaveTypeMutationVariables = Exact<{
  input: LeaveTypeInput;
}>;


export type CreateLeaveTypeMutation = { createLeaveType: { id: string, name: string, nameAr: string | null, usesBalance: boolean, paid: boolean, deletedAt: string | null, deleteReason: string | null } };

export type CreateDefaultLeaveTypesMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateDefaultLeaveTypesMutation = { createDefaultLeaveTypes: Array<{ id: string, name: string, nameAr: string | null, usesBalance: boolean, paid: boolean, deletedAt: string | null, deleteReason: string | null }> };

export type UpdateLeaveTypeMutationVariables = Exact<{
  id: string;
  input: LeaveTypeInput;
}>;


export type UpdateLeaveTypeMutation = { updateLeaveType: { id: string, name: string, nameAr: string | null, usesBalance: boolean, paid: boolean, deletedAt: string | null, deleteReason: string | null } };

export type DeleteLeaveTypeMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type DeleteLeaveTypeMutation = { deleteLeaveType: { id: string, name: string, nameAr: string | null, usesBalance: boolean, paid: boolean, deletedAt: string | null, deleteReason: string | null } };

export type LoansQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: LoanFilter | null | undefined;
}>;


export type LoansQuery = { loans: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, principal: number, installment: number, installmentCount: number, repaidAmount: number, remainingBalance: number, status: LoanStatus, requestedAt: string, employee: { id: string, fullName: string } | null }> } };

export type LoanScheduleQueryVariables = Exact<{
  id: string;
}>;


export type LoanScheduleQuery = { loan: { id: string, principal: number, installment: number, installmentCount: number, repaidAmount: number, remainingBalance: number, status: LoanStatus, approvedOn: string | null, reason: string | null, decisionNote: string | null, employee: { id: string, fullName: string } | null, schedule: Array<{ id: string, sequence: number, dueDate: string, amount: number, paidAt: string | null, note: string | null }> } };

export type RequestLoanMutationVariables = Exact<{
  input: RequestLoanInput;
}>;


export type RequestLoanMutation = { requestLoan: { id: string, status: LoanStatus } };

export type DecideLoanMutationVariables = Exact<{
  id: string;
  input: HrDecisionInput;
}>;


export type DecideLoanMutation = { decideLoan: { id: string, status: LoanStatus } };

export type CancelLoanMutationVariables = Exact<{
  id: string;
  input?: HrNoteInput | null | undefined;
}>;


export type CancelLoanMutation = { cancelLoan: { id: string, status: LoanStatus } };

export type RepayLoanInstallmentMutationVariables = Exact<{
  id: string;
  input?: HrNoteInput | null | undefined;
}>;


export type RepayLoanInstallmentMutation = { repayLoanInstallment: { id: string, status: LoanStatus, repaidAmount: number, remainingBalance: number, schedule: Array<{ id: string, paidAt: string | null, note: string | null }> } };

export type PositionRowFragment = { id: string, title: string, titleAr: string | null, baseSalary: number, departmentId: string, department: { id: string, name: string, nameAr: string | null } | null };

export type PositionsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: PositionFilter | null | undefined;
}>;


export type PositionsQuery = { positions: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, title: string, titleAr: string | null, baseSalary: number, departmentId: string, department: { id: string, name: string, nameAr: string | null } | null }> } };

export type DepartmentChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type DepartmentChoicesQuery = { departments: { items: Array<{ id: string, name: string, nameAr: string | null }> } };

export type CreatePositionMutationVariables = Exact<{
  input: PositionInput;
}>;


export type CreatePositionMutation = { createPosition: { id: string } };

export type UpdatePositionMutationVariables = Exact<{
  id: string;
  input: PositionInput;
}>;


export type UpdatePositionMutation = { updatePosition: { id: string, title: string, titleAr: string | null, baseSalary: number, departmentId: string, department: { id: string, name: string, nameAr: string | null } | null } };

export type DeletePositionMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type DeletePositionMutation = { deletePosition: { id: string, deletedAt: string | null } };

export type HrChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type HrChoicesQuery = { departments: { items: Array<{ id: string, name: string, nameAr: string | null }> }, positions: { items: Array<{ id: string, title: string, titleAr: string | null, departmentId: string }> } };

export type EmployeeChoicesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type EmployeeChoicesQuery = { employees: { items: Array<{ id: string, fullName: string }> } };

export type StockCountQueryVariables = Exact<{
  id: string;
}>;


export type StockCountQuery = { stockCount: { id: string, branchId: string, businessDate: string, status: StockCountStatus, note: string | null, lines: Array<{ inventoryItemId: string, countedQuantity: number | null, expectedQuantity: number | null, differenceQuantity: number | null, differenceValueIqd: number | null, inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit } | null }> } };

export type EnterStockCountsMutationVariables = Exact<{
  id: string;
  input: EnterCountsInput;
}>;


export type EnterStockCountsMutation = { enterStockCounts: { id: string, status: StockCountStatus } };

export type SubmitStockCountMutationVariables = Exact<{
  id: string;
}>;


export type SubmitStockCountMutation = { submitStockCount: { id: string, status: StockCountStatus } };

export type ApproveStockCountMutationVariables = Exact<{
  id: string;
}>;


export type ApproveStockCountMutation = { approveStockCount: { id: string, status: StockCountStatus } };

export type StockCountsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: StockCountFilter | null | undefined;
}>;


export type StockCountsQuery = { stockCounts: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, branchId: string, businessDate: string, status: StockCountStatus, lines: Array<{ inventoryItemId: string }> }> } };

export type CreateStockCountMutationVariables = Exact<{
  input: CreateStockCountInput;
}>;


export type CreateStockCountMutation = { createStockCount: { id: string } };

export type ItemMovementsQueryVariables = Exact<{
  itemId: string;
  list?: ListArgs | null | undefined;
  filter?: MovementFilter | null | undefined;
}>;


export type ItemMovementsQuery = { inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit }, inventoryMovements: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, businessDate: string, kind: InventoryMovementKind, quantity: number, unitCostIqd: number, valueIqd: number, onHandAfter: number, sourceKind: InventorySourceKind, sourceId: string, sourceLine: string | null, reason: string | null }> } };

export type ReorderSuggestionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReorderSuggestionsQuery = { reorderSuggestions: Array<{ inventoryItemId: string, itemName: string, supplierId: string | null, onHand: number, parLevel: number, quantity: number, unitPriceIqd: number }> };

export type SetParLevelMutationVariables = Exact<{
  input: SetParLevelInput;
}>;


export type SetParLevelMutation = { setParLevel: { branchId: string, inventoryItemId: string, parLevel: number | null, reorderQuantity: number | null, belowPar: boolean } };

export type OrderReorderSuggestionsMutationVariables = Exact<{
  supplierId: string;
}>;


export type OrderReorderSuggestionsMutation = { orderReorderSuggestions: { id: string } };

export type StockAllBranchesQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
}>;


export type StockAllBranchesQuery = { stockOnHandAcrossBranches: { total: number, totalPages: number, totalIsExact: boolean, branches: Array<{ id: string, name: string, nameAr: string | null }>, items: Array<{ inventoryItemId: string, totalQuantity: number, totalValueIqd: number, inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit }, branches: Array<{ branchId: string, quantity: number, valueIqd: number }> }> } };

export type StockOnHandQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: StockFilter | null | undefined;
  search?: string | null | undefined;
}>;


export type StockOnHandQuery = { stockValueTotal: number, stockOnHand: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ branchId: string, inventoryItemId: string, onHand: number, valueIqd: number, avgCostIqd: number, negative: boolean, parLevel: number | null, belowPar: boolean, inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit, kind: InventoryKind } | null }> } };

export type RecordOpeningBalanceMutationVariables = Exact<{
  input: OpeningBalanceInput;
}>;


export type RecordOpeningBalanceMutation = { recordOpeningBalance: { id: string, quantity: number } };

export type TransferQueryVariables = Exact<{
  id: string;
}>;


export type TransferQuery = { transfer: { id: string, fromBranchId: string, toBranchId: string, status: TransferStatus, note: string | null, sentDate: string | null, receivedDate: string | null, lines: Array<{ inventoryItemId: string, quantity: number, sentValueIqd: number | null, receivedQuantity: number | null, shortQuantity: number | null, shortValueIqd: number | null, inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit } | null }> } };

export type SendTransferMutationVariables = Exact<{
  id: string;
}>;


export type SendTransferMutation = { sendTransfer: { id: string, status: TransferStatus } };

export type ReceiveTransferMutationVariables = Exact<{
  id: string;
  input?: ReceiveTransferInput | null | undefined;
}>;


export type ReceiveTransferMutation = { receiveTransfer: { id: string, status: TransferStatus } };

export type CancelTransferMutationVariables = Exact<{
  id: string;
}>;


export type CancelTransferMutation = { cancelTransfer: { id: string, status: TransferStatus } };

export type TransfersQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: TransferFilter | null | undefined;
}>;


export type TransfersQuery = { transfers: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, fromBranchId: string, toBranchId: string, status: TransferStatus, createdAt: string, sentAt: string | null, lines: Array<{ inventoryItemId: string }> }> } };

export type CreateTransferMutationVariables = Exact<{
  input: CreateTransferInput;
}>;


export type CreateTransferMutation = { createTransfer: { id: string } };

export type StockItemChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type StockItemChoicesQuery = { inventoryItems: { items: Array<{ id: string, name: string, nameAr: string | null, unit: InventoryUnit }> } };

export type KioskSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type KioskSessionQuery = { kioskSession: { deviceId: string, deviceName: string, branchName: string, branchNameAr: string | null, timeZone: string, serverTime: string, employees: Array<{ id: string, fullName: string, clockState: ClockState, nextPunches: Array<PunchKind> }> } };

export type RecordKioskPunchMutationVariables = Exact<{
  input: KioskPunchInput;
}>;


export type RecordKioskPunchMutation = { recordKioskPunch: { employeeName: string, clockState: ClockState, nextPunches: Array<PunchKind>, punch: { id: string, kind: PunchKind, occurredAt: string } } };

export type LabourReportQueryVariables = Exact<{
  input: LabourReportInput;
}>;


export type LabourReportQuery = { labourReport: { from: string, to: string, labourPercentTarget: number, primeCostPercentTarget: number, branches: Array<{ branchId: string, name: string, total: { netSalesIqd: number, labourCostIqd: number, scheduledCostIqd: number, labourPercent: number | null, scheduledLabourPercent: number | null, salesPerLabourHourIqd: number | null, foodCostIqd: number | null, primeCostIqd: number | null, primeCostPercent: number | null, labourAboveTarget: boolean, primeCostAboveTarget: boolean }, days: Array<{ businessDate: string, netSalesIqd: number, labourCostIqd: number, scheduledCostIqd: number, labourPercent: number | null, scheduledLabourPercent: number | null, salesPerLabourHourIqd: number | null, foodCostIqd: number | null, primeCostIqd: number | null, primeCostPercent: number | null, labourAboveTarget: boolean, primeCostAboveTarget: boolean }> }> } };

export type MyShiftsQueryVariables = Exact<{
  filter?: MyShiftFilter | null | undefined;
}>;


export type MyShiftsQuery = { myShifts: { items: Array<{ id: string, startDate: string, startTime: string, endDate: string, endTime: string, breakMinutes: number, note: string | null }> }, shiftSwapRequests: { items: Array<{ id: string, status: ShiftSwapStatus, shiftId: string, requesterName: string | null, coverName: string | null }> } };

export type RequestShiftSwapMutationVariables = Exact<{
  input: RequestShiftSwapInput;
}>;


export type RequestShiftSwapMutation = { requestShiftSwap: { id: string, status: ShiftSwapStatus } };

export type WithdrawShiftSwapMutationVariables = Exact<{
  id: string;
}>;


export type WithdrawShiftSwapMutation = { withdrawShiftSwap: { id: string, status: ShiftSwapStatus } };

export type RosterWeekQueryVariables = Exact<{
  branchId: string;
  weekStart: string;
}>;


export type RosterWeekQuery = { rosterWeek: { branchId: string, weekStart: string, status: RosterStatus, publishedAt: string | null, shifts: Array<{ id: string, employeeId: string, employeeName: string | null, startDate: string, startTime: string, endDate: string, endTime: string, breakMinutes: number, note: string | null, status: RosterStatus }> }, rosterTemplates: { items: Array<{ id: string, name: string }> } };

export type PublishRosterWeekMutationVariables = Exact<{
  input: RosterWeekInput;
}>;


export type PublishRosterWeekMutation = { publishRosterWeek: { branchId: string, weekStart: string, status: RosterStatus } };

export type CopyRosterWeekMutationVariables = Exact<{
  input: CopyRosterWeekInput;
}>;


export type CopyRosterWeekMutation = { copyRosterWeek: { created: number, skipped: Array<{ employeeId: string, startDate: string, startTime: string, endTime: string, reasons: Array<string> }> } };

export type ApplyRosterTemplateMutationVariables = Exact<{
  id: string;
  input: ApplyRosterTemplateInput;
}>;


export type ApplyRosterTemplateMutation = { applyRosterTemplate: { created: number, skipped: Array<{ employeeId: string, startDate: string, startTime: string, endTime: string, reasons: Array<string> }> } };

export type SaveRosterTemplateMutationVariables = Exact<{
  input: SaveRosterTemplateInput;
}>;


export type SaveRosterTemplateMutation = { saveRosterTemplate: { id: string, name: string } };

export type RosterLabourForecastQueryVariables = Exact<{
  branchId: string;
  weekStart: string;
}>;


export type RosterLabourForecastQuery = { rosterLabourForecast: { branchId: string, weekStart: string, labourPercentTarget: number, days: Array<{ businessDate: string, labourPercent: number | null, aboveTarget: boolean }>, week: { businessDate: string, labourPercent: number | null, aboveTarget: boolean } } };

export type CreateShiftMutationVariables = Exact<{
  input: CreateShiftInput;
}>;


export type CreateShiftMutation = { createShift: { id: string, status: RosterStatus } };

export type UpdateShiftMutationVariables = Exact<{
  id: string;
  input: ShiftTimesInput;
}>;


export type UpdateShiftMutation = { updateShift: { id: string, status: RosterStatus } };

export type DeleteShiftMutationVariables = Exact<{
  id: string;
}>;


export type DeleteShiftMutation = { deleteShift: { id: string } };

export type ShiftSwapRequestsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: ShiftSwapFilter | null | undefined;
}>;


export type ShiftSwapRequestsQuery = { shiftSwapRequests: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, status: ShiftSwapStatus, note: string | null, targetEmployeeId: string | null, requesterName: string | null, targetName: string | null, coverName: string | null, shift: { id: string, startDate: string, startTime: string, endTime: string } | null }> } };

export type DecideShiftSwapMutationVariables = Exact<{
  id: string;
  input: DecideShiftSwapInput;
}>;


export type DecideShiftSwapMutation = { decideShiftSwap: { id: string, status: ShiftSwapStatus, coverEmployeeId: string | null } };

export type ImportTerminalPunchesMutationVariables = Exact<{
  input: ImportTerminalPunchesInput;
}>;


export type ImportTerminalPunchesMutation = { importTerminalPunches: { id: string, branchId: string, format: string, fileName: string | null, rowCount: number, imported: number, duplicates: number, unknownCodes: Array<string>, unknownRows: number, unknownLines: Array<string>, invalidRows: Array<string>, firstBusinessDate: string | null, lastBusinessDate: string | null, createdAt: string } };

export type PunchImportsQueryVariables = Exact<{
  branchId?: string | null | undefined;
}>;


export type PunchImportsQuery = { punchImports: { items: Array<{ id: string, branchId: string, format: string, fileName: string | null, rowCount: number, imported: number, duplicates: number, unknownRows: number, firstBusinessDate: string | null, lastBusinessDate: string | null, createdAt: string }> } };

export type ClockDevicesQueryVariables = Exact<{
  filter?: ClockDeviceFilter | null | undefined;
}>;


export type ClockDevicesQuery = { clockDevices: { items: Array<{ id: string, name: string, lastFour: string, lastSeenAt: string | null, revokedAt: string | null }> } };

export type RegisterClockDeviceMutationVariables = Exact<{
  input: RegisterClockDeviceInput;
}>;


export type RegisterClockDeviceMutation = { registerClockDevice: { credential: string | null, device: { id: string } } };

export type RevokeClockDeviceMutationVariables = Exact<{
  id: string;
}>;


export type RevokeClockDeviceMutation = { revokeClockDevice: { id: string, revokedAt: string | null } };

export type ClockEmployeesQueryVariables = Exact<{
  filter?: EmployeeFilter | null | undefined;
}>;


export type ClockEmployeesQuery = { employees: { items: Array<{ id: string, fullName: string, clockSettings: { pinSet: boolean, pinSetAt: string | null, hourlyRateIqd: number | null, restWeekday: number | null } }> } };

export type SetEmployeePinMutationVariables = Exact<{
  employeeId: string;
  input: SetEmployeePinInput;
}>;


export type SetEmployeePinMutation = { setEmployeePin: { employeeId: string, pinSet: boolean, pinSetAt: string | null } };

export type SetEmployeeHourlyRateMutationVariables = Exact<{
  employeeId: string;
  input: SetHourlyRateInput;
}>;


export type SetEmployeeHourlyRateMutation = { setEmployeeHourlyRate: { employeeId: string, hourlyRateIqd: number | null } };

export type SetEmployeeRestDayMutationVariables = Exact<{
  employeeId: string;
  input: SetEmployeeRestDayInput;
}>;


export type SetEmployeeRestDayMutation = { setEmployeeRestDay: { employeeId: string, restWeekday: number | null } };

export type BranchPunchesQueryVariables = Exact<{
  filter?: PunchFilter | null | undefined;
}>;


export type BranchPunchesQuery = { punches: { items: Array<{ id: string, employeeName: string | null, kind: PunchKind, occurredAt: string, source: PunchSource, photoFileId: string | null, voidedAt: string | null }> } };

export type TimesheetsQueryVariables = Exact<{
  input: TimesheetPeriodInput;
}>;


export type TimesheetsQuery = { timesheets: Array<{ employeeId: string, employeeName: string, branchId: string, businessDate: string, scheduledMinutes: number, workedMinutes: number, paidMinutes: number, late: boolean, lateMinutes: number, earlyLeave: boolean, earlyLeaveMinutes: number, missedPunches: number, unscheduled: boolean, absentShifts: number, overtimeMinutes: number, nightMinutes: number, restDay: boolean, costIqd: number, scheduledCostIqd: number }> };

export type DayPunchesQueryVariables = Exact<{
  filter?: PunchFilter | null | undefined;
}>;


export type DayPunchesQuery = { punches: { items: Array<{ id: string, kind: PunchKind, occurredAt: string, source: PunchSource, photoFileId: string | null, correctionReason: string | null, originalOccurredAt: string | null, voidedAt: string | null }> } };

export type CorrectPunchMutationVariables = Exact<{
  id: string;
  input: CorrectPunchInput;
}>;


export type CorrectPunchMutation = { correctPunch: { id: string, kind: PunchKind, occurredAt: string, correctionReason: string | null } };

export type AddPunchMutationVariables = Exact<{
  input: AddPunchInput;
}>;


export type AddPunchMutation = { addPunch: { id: string, kind: PunchKind, occurredAt: string } };

export type CreatePayrollExportMutationVariables = Exact<{
  input: CreateExportJobInput;
}>;


export type CreatePayrollExportMutation = { createExportJob: { id: string, status: ExportJobStatus } };

export type ApproveTimesheetsMutationVariables = Exact<{
  input: ApproveTimesheetsInput;
}>;


export type ApproveTimesheetsMutation = { approveTimesheets: { id: string, fromDate: string, toDate: string, dayCount: number, costIqd: number } };

export type CreateEodReportMutationVariables = Exact<{
  input: CreateEodReportInput;
}>;


export type CreateEodReportMutation = { createEodReport: { id: string, businessDate: string, grossSalesIqd: number, netSalesIqd: number, cashSalesIqd: number, cardSalesIqd: number, qiSalesIqd: number, deliverySalesIqd: number, paymentTotalIqd: number, varianceIqd: number, source: EodReportSource, ledger: { orderCount: number, ledgerTotalIqd: number, ledgerCashIqd: number, ledgerCardIqd: number, ledgerQiIqd: number, ledgerWalletIqd: number, ledgerOtherIqd: number, ledgerDueAtCounterIqd: number, cashVarianceIqd: number, cardVarianceIqd: number, qiVarianceIqd: number, grossVarianceIqd: number } } };

export type UpdateEodReportMutationVariables = Exact<{
  id: string;
  input: UpdateEodReportInput;
}>;


export type UpdateEodReportMutation = { updateEodReport: { id: string, businessDate: string, grossSalesIqd: number, netSalesIqd: number, cashSalesIqd: number, cardSalesIqd: number, qiSalesIqd: number, deliverySalesIqd: number, paymentTotalIqd: number, varianceIqd: number, source: EodReportSource, ledger: { orderCount: number, ledgerTotalIqd: number, ledgerCashIqd: number, ledgerCardIqd: number, ledgerQiIqd: number, ledgerWalletIqd: number, ledgerOtherIqd: number, ledgerDueAtCounterIqd: number, cashVarianceIqd: number, cardVarianceIqd: number, qiVarianceIqd: number, grossVarianceIqd: number } } };

export type ParseEodReportMutationVariables = Exact<{
  input: ParseEodReportInput;
}>;


export type ParseEodReportMutation = { parseEodReport: { warnings: Array<string>, missingFields: Array<string>, candidate: { businessDate: string | null, grossSalesIqd: number | null, netSalesIqd: number | null, cashSalesIqd: number | null, cardSalesIqd: number | null, qiSalesIqd: number | null, deliverySalesIqd: number | null, source: EodReportSource } } };

export type EodReportRowFragment = { id: string, businessDate: string, grossSalesIqd: number, netSalesIqd: number, cashSalesIqd: number, cardSalesIqd: number, qiSalesIqd: number, deliverySalesIqd: number, paymentTotalIqd: number, varianceIqd: number, source: EodReportSource, ledger: { orderCount: number, ledgerTotalIqd: number, ledgerCashIqd: number, ledgerCardIqd: number, ledgerQiIqd: number, ledgerWalletIqd: number, ledgerOtherIqd: number, ledgerDueAtCounterIqd: number, cashVarianceIqd: number, cardVarianceIqd: number, qiVarianceIqd: number, grossVarianceIqd: number } };

export type EodReportsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: EodReportFilter | null | undefined;
}>;


export type EodReportsQuery = { eodReports: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, businessDate: string, grossSalesIqd: number, netSalesIqd: number, cashSalesIqd: number, cardSalesIqd: number, qiSalesIqd: number, deliverySalesIqd: number, paymentTotalIqd: number, varianceIqd: number, source: EodReportSource, ledger: { orderCount: number, ledgerTotalIqd: number, ledgerCashIqd: number, ledgerCardIqd: number, ledgerQiIqd: number, ledgerWalletIqd: number, ledgerOtherIqd: number, ledgerDueAtCounterIqd: number, cashVarianceIqd: number, cardVarianceIqd: number, qiVarianceIqd: number, grossVarianceIqd: number } }> } };

export type PilotRowFragment = { id: string, restaurantName: string, startDate: string, endDate: string, note: string | null, status: PilotStatus, finalReportStatus: FinalReportStatus, statusChangedAt: string | null, deletedAt: string | null, deleteReason: string | null, checklist: { doneCount: number, items: Array<{ key: string, label: string, labelAr: string | null, done: boolean, note: string | null }> } };

export type CreatePilotMutationVariables = Exact<{
  input: CreatePilotInput;
}>;


export type CreatePilotMutation = { createPilot: { id: string, restaurantName: string, startDate: string, endDate: string, note: string | null, status: PilotStatus, finalReportStatus: FinalReportStatus, statusChangedAt: string | null, deletedAt: string | null, deleteReason: string | null, checklist: { doneCount: number, items: Array<{ key: string, label: string, labelAr: string | null, done: boolean, note: string | null }> } } };

export type UpdatePilotMutationVariables = Exact<{
  id: string;
  input: UpdatePilotInput;
}>;


export type UpdatePilotMutation = { updatePilot: { id: string, restaurantName: string, startDate: string, endDate: string, note: string | null, status: PilotStatus, finalReportStatus: FinalReportStatus, statusChangedAt: string | null, deletedAt: string | null, deleteReason: string | null, checklist: { doneCount: number, items: Array<{ key: string, label: string, labelAr: string | null, done: boolean, note: string | null }> } } };

export type PilotsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: PilotFilter | null | undefined;
}>;


export type PilotsQuery = { pilots: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, restaurantName: string, startDate: string, endDate: string, note: string | null, status: PilotStatus, finalReportStatus: FinalReportStatus, statusChangedAt: string | null, deletedAt: string | null, deleteReason: string | null, checklist: { doneCount: number, items: Array<{ key: string, label: string, labelAr: string | null, done: boolean, note: string | null }> } }> } };

export type SetPilotStatusMutationVariables = Exact<{
  id: string;
  input: PilotStatusInput;
}>;


export type SetPilotStatusMutation = { setPilotStatus: { id: string, restaurantName: string, startDate: string, endDate: string, note: string | null, status: PilotStatus, finalReportStatus: FinalReportStatus, statusChangedAt: string | null, deletedAt: string | null, deleteReason: string | null, checklist: { doneCount: number, items: Array<{ key: string, label: string, labelAr: string | null, done: boolean, note: string | null }> } } };

export type DeletePilotMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type DeletePilotMutation = { deletePilot: { id: string, restaurantName: string, startDate: string, endDate: string, note: string | null, status: PilotStatus, finalReportStatus: FinalReportStatus, statusChangedAt: string | null, deletedAt: string | null, deleteReason: string | null, checklist: { doneCount: number, items: Array<{ key: string, label: string, labelAr: string | null, done: boolean, note: string | null }> } } };

export type AuditTrailQueryVariables = Exact<{
  entityType: string;
  entityId: string;
  list?: ListArgs | null | undefined;
}>;


export type AuditTrailQuery = { auditTrail: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, at: string, action: string, actorKind: ActorKind, actorUserId: string | null, actorApiKeyId: string | null, reason: string | null, changes: Record<string, unknown> | null, transport: CallTransport | null }> } };

export type BranchRowFragment = { id: string, name: string, nameAr: string | null, code: string, address: string | null, phone: string | null, timeZone: string, active: boolean, deactivatedAt: string | null, deactivationReason: string | null };

export type BranchesQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
}>;


export type BranchesQuery = { branches: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, name: string, nameAr: string | null, code: string, address: string | null, phone: string | null, timeZone: string, active: boolean, deactivatedAt: string | null, deactivationReason: string | null }> } };

export type UpdateBranchMutationVariables = Exact<{
  id: string;
  input: UpdateBranchInput;
}>;


export type UpdateBranchMutation = { updateBranch: { id: string, name: string, nameAr: string | null, code: string, address: string | null, phone: string | null, timeZone: string, active: boolean, deactivatedAt: string | null, deactivationReason: string | null } };

export type DeactivateBranchMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type DeactivateBranchMutation = { deactivateBranch: { id: string, name: string, nameAr: string | null, code: string, address: string | null, phone: string | null, timeZone: string, active: boolean, deactivatedAt: string | null, deactivationReason: string | null } };

export type ActivateBranchMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type ActivateBranchMutation = { activateBranch: { id: string, name: string, nameAr: string | null, code: string, address: string | null, phone: string | null, timeZone: string, active: boolean, deactivatedAt: string | null, deactivationReason: string | null } };

export type CreateBranchMutationVariables = Exact<{
  input: CreateBranchInput;
}>;


export type CreateBranchMutation = { createBranch: { id: string } };

export type MemberRowFragment = { id: string, role: Role, status: MembershipStatus, allBranches: boolean, branchIds: Array<string>, user: { id: string, email: string, fullName: string } };

export type MembersQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: MemberFilter | null | undefined;
}>;


export type MembersQuery = { members: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, role: Role, status: MembershipStatus, allBranches: boolean, branchIds: Array<string>, user: { id: string, email: string, fullName: string } }> } };

export type UpdateMemberMutationVariables = Exact<{
  id: string;
  input: UpdateMemberInput;
}>;


export type UpdateMemberMutation = { updateMember: { id: string, role: Role, status: MembershipStatus, allBranches: boolean, branchIds: Array<string>, user: { id: string, email: string, fullName: string } } };

export type InviteMemberMutationVariables = Exact<{
  input: InviteMemberInput;
}>;


export type InviteMemberMutation = { inviteMember: { id: string, status: MembershipStatus } };

export type OrganizationSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type OrganizationSettingsQuery = { organizationSettings: { id: string, name: string, baseCurrencyCode: string, businessDayStartHour: number, defaultLanguage: Language, priceStep: number, pricesIncludeTax: boolean, updatedAt: string } };

export type UpdateOrganizationSettingsMutationVariables = Exact<{
  input: UpdateOrganizationSettingsInput;
}>;


export type UpdateOrganizationSettingsMutation = { updateOrganizationSettings: { id: string, name: string, baseCurrencyCode: string, businessDayStartHour: number, defaultLanguage: Language, priceStep: number, pricesIncludeTax: boolean, updatedAt: string } };

export type CreateBatchMutationVariables = Exact<{
  input: CreateBatchInput;
}>;


export type CreateBatchMutation = { createBatch: { id: string, businessDate: string, status: BatchStatus } };

export type BatchQueryVariables = Exact<{
  id: string;
}>;


export type BatchQuery = { batch: { id: string, businessDate: string, status: BatchStatus, chickenCount: number, meatKg: number, rawRiceKg: number, notes: string | null, closedAt: string | null, cookedRiceMultiplier: number, reservedRiceDirectSaleKg: number, riceRoundingMethod: RiceRoundingMethod, allowDirectRiceOverflow: boolean, figures: { inputCostIqd: number, totalShareIqd: number, unallocatedCostIqd: number, outputCount: number, totalOutputQty: number, wasteUnitsTotal: number, costBasis: BatchCostBasis, cookedRiceKg: number }, outputs: Array<{ id: string, outputQty: number, shareIqd: number, allocationWeight: number, inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit } | null }>, waste: Array<{ id: string, units: number, kind: WasteKind, reason: string | null, createdAt: string, capacityType: { id: string, name: string, nameAr: string | null } | null }> } };

export type CloseBatchMutationVariables = Exact<{
  id: string;
}>;


export type CloseBatchMutation = { closeBatch: { id: string, status: BatchStatus, closedAt: string | null } };

export type SetBatchStatusMutationVariables = Exact<{
  id: string;
  input: BatchStatusInput;
}>;


export type SetBatchStatusMutation = { setBatchStatus: { id: string, status: BatchStatus, closedAt: string | null } };

export type SetBatchOverflowMutationVariables = Exact<{
  id: string;
  input: BatchOverflowInput;
}>;


export type SetBatchOverflowMutation = { setBatchOverflow: { id: string, allowDirectRiceOverflow: boolean } };

export type UpdateBatchMutationVariables = Exact<{
  id: string;
  input: UpdateBatchInput;
}>;


export type UpdateBatchMutation = { updateBatch: { id: string, cookedRiceMultiplier: number, reservedRiceDirectSaleKg: number, riceRoundingMethod: RiceRoundingMethod, figures: { cookedRiceKg: number, inputCostIqd: number } } };

export type DeleteBatchMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type DeleteBatchMutation = { deleteBatch: { id: string, deletedAt: string | null } };

export type AddBatchOutputMutationVariables = Exact<{
  id: string;
  input: BatchOutputInput;
}>;


export type AddBatchOutputMutation = { addBatchOutput: { id: string, batch: { id: string, figures: { outputCount: number, totalShareIqd: number, unallocatedCostIqd: number } } | null } };

export type RemoveBatchOutputMutationVariables = Exact<{
  id: string;
  outputId: string;
  reason?: string | null | undefined;
}>;


export type RemoveBatchOutputMutation = { removeBatchOutput: { id: string, deletedAt: string | null } };

export type RecordBatchWasteMutationVariables = Exact<{
  id: string;
  input: BatchWasteInput;
}>;


export type RecordBatchWasteMutation = { recordBatchWaste: { id: string, batch: { id: string, figures: { wasteUnitsTotal: number } } | null } };

export type BatchesQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: BatchFilter | null | undefined;
}>;


export type BatchesQuery = { batches: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, businessDate: string, status: BatchStatus, chickenCount: number, rawRiceKg: number, figures: { inputCostIqd: number, outputCount: number } }> } };

export type PeriodLockQueryVariables = Exact<{ [key: string]: never; }>;


export type PeriodLockQuery = { periodLock: { lockedThrough: string | null, updatedAt: string | null } };

export type SetPeriodLockMutationVariables = Exact<{
  input: SetPeriodLockInput;
}>;


export type SetPeriodLockMutation = { setPeriodLock: { lockedThrough: string | null, updatedAt: string | null } };

export type InventoryItemChoicesQueryVariables = Exact<{
  kind?: InventoryKind | null | undefined;
}>;


export type InventoryItemChoicesQuery = { inventoryItems: { items: Array<{ id: string, name: string, nameAr: string | null, unit: InventoryUnit }> } };

export type CapacityTypeChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type CapacityTypeChoicesQuery = { capacityTypes: { items: Array<{ id: string, name: string, nameAr: string | null }> } };

export type DeleteProductMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type DeleteProductMutation = { deleteProduct: { id: string, active: boolean, deletedAt: string | null, deleteReason: string | null } };

export type ModifierGroupFieldsFragment = { id: string, name: string, nameAr: string | null, minChoices: number, maxChoices: number, required: boolean, deletedAt: string | null, options: Array<{ id: string, name: string, nameAr: string | null, priceDeltaIqd: number, active: boolean, sortOrder: number }> };

export type CreateModifierGroupMutationVariables = Exact<{
  input: ModifierGroupInput;
}>;


export type CreateModifierGroupMutation = { createModifierGroup: { id: string, name: string, nameAr: string | null, minChoices: number, maxChoices: number, required: boolean, deletedAt: string | null, options: Array<{ id: string, name: string, nameAr: string | null, priceDeltaIqd: number, active: boolean, sortOrder: number }> } };

export type UpdateModifierGroupMutationVariables = Exact<{
  id: string;
  input: ModifierGroupInput;
}>;


export type UpdateModifierGroupMutation = { updateModifierGroup: { id: string, name: string, nameAr: string | null, minChoices: number, maxChoices: number, required: boolean, deletedAt: string | null, options: Array<{ id: string, name: string, nameAr: string | null, priceDeltaIqd: number, active: boolean, sortOrder: number }> } };

export type ModifierGroupsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: ModifierGroupFilter | null | undefined;
}>;


export type ModifierGroupsQuery = { modifierGroups: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, name: string, nameAr: string | null, minChoices: number, maxChoices: number, required: boolean, deletedAt: string | null, options: Array<{ id: string, name: string, nameAr: string | null, priceDeltaIqd: number, active: boolean, sortOrder: number }> }> } };

export type DeleteModifierGroupMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type DeleteModifierGroupMutation = { deleteModifierGroup: { id: string, deletedAt: string | null } };

export type ModifierGroupConsumablesQueryVariables = Exact<{
  id: string;
}>;


export type ModifierGroupConsumablesQuery = { modifierGroup: { id: string, options: Array<{ id: string, name: string, nameAr: string | null, consumables: Array<{ id: string, qtyPerParentUnit: number, unit: InventoryUnit, standardCostIqd: number, inventoryItem: { id: string, name: string, nameAr: string | null } | null }> }> } };

export type OptionConsumableItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type OptionConsumableItemsQuery = { inventoryItems: { items: Array<{ id: string, name: string, nameAr: string | null, unit: InventoryUnit }> } };

export type AddModifierOptionConsumableMutationVariables = Exact<{
  optionId: string;
  input: AddModifierConsumableInput;
}>;


export type AddModifierOptionConsumableMutation = { addModifierOptionConsumable: { id: string, optionId: string } };

export type RemoveModifierOptionConsumableMutationVariables = Exact<{
  optionId: string;
  bomLineId: string;
}>;


export type RemoveModifierOptionConsumableMutation = { removeModifierOptionConsumable: { id: string, optionId: string } };

export type ProductCategoriesQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: ProductCategoryFilter | null | undefined;
}>;


export type ProductCategoriesQuery = { productCategories: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, code: string, name: string, nameAr: string | null, sortOrder: number, active: boolean, deletedAt: string | null }> } };

export type CreateProductCategoryMutationVariables = Exact<{
  input: CreateProductCategoryInput;
}>;


export type CreateProductCategoryMutation = { createProductCategory: { id: string } };

export type SetProductCategoryActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetProductCategoryActiveMutation = { updateProductCategory: { id: string, active: boolean } };

export type DeleteProductCategoryMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type DeleteProductCategoryMutation = { deleteProductCategory: { id: string, deletedAt: string | null } };

export type ConsumableItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsumableItemsQuery = { inventoryItems: { items: Array<{ id: string, name: string, nameAr: string | null, unit: InventoryUnit }> } };

export type AddProductConsumableMutationVariables = Exact<{
  productId: string;
  input: AddConsumableInput;
}>;


export type AddProductConsumableMutation = { addProductConsumable: { id: string, productId: string } };

export type RemoveProductConsumableMutationVariables = Exact<{
  productId: string;
  bomLineId: string;
}>;


export type RemoveProductConsumableMutation = { removeProductConsumable: { id: string, productId: string } };

export type ProductDetailQueryVariables = Exact<{
  id: string;
}>;


export type ProductDetailQuery = { product: { id: string, code: string, name: string, nameAr: string | null, basePriceIqd: number, standardCostIqd: number, marginIqd: number, active: boolean, deletedAt: string | null, deleteReason: string | null, modifierGroups: Array<{ id: string, name: string, nameAr: string | null, minChoices: number, maxChoices: number, required: boolean, deletedAt: string | null, options: Array<{ id: string, name: string, nameAr: string | null, priceDeltaIqd: number, active: boolean, sortOrder: number }> }>, consumables: Array<{ id: string, inventoryItemId: string, qtyPerParentUnit: number, unit: InventoryUnit, channelScope: ConsumableChannelScope, required: boolean, kind: ConsumableKind, standardCostIqd: number, inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit } | null }> } };

export type AttachableGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type AttachableGroupsQuery = { modifierGroups: { items: Array<{ id: string, name: string, nameAr: string | null }> } };

export type SetProductModifierGroupsMutationVariables = Exact<{
  id: string;
  input: UpdateProductInput;
}>;


export type SetProductModifierGroupsMutation = { updateProduct: { id: string, modifierGroups: Array<{ id: string, name: string, nameAr: string | null, minChoices: number, maxChoices: number, required: boolean, deletedAt: string | null, options: Array<{ id: string, name: string, nameAr: string | null, priceDeltaIqd: number, active: boolean, sortOrder: number }> }> } };

export type ProductImportPreviewFragment = { id: string, status: ImportBatchStatus, expiresAt: string, rowCount: number, createCount: number, updateCount: number, unchangedCount: number, errorCount: number, newCategoryCodes: Array<string>, committedAt: string | null, rows: Array<{ rowNumber: number, code: string | null, action: ImportRowAction, changes: Array<{ column: string, before: string | null, after: string | null }>, errors: Array<{ column: string, message: string }> }> };

export type PreviewProductImportMutationVariables = Exact<{
  input: ProductImportInput;
}>;


export type PreviewProductImportMutation = { previewProductImport: { id: string, status: ImportBatchStatus, expiresAt: string, rowCount: number, createCount: number, updateCount: number, unchangedCount: number, errorCount: number, newCategoryCodes: Array<string>, committedAt: string | null, rows: Array<{ rowNumber: number, code: string | null, action: ImportRowAction, changes: Array<{ column: string, before: string | null, after: string | null }>, errors: Array<{ column: string, message: string }> }> } };

export type CommitProductImportMutationVariables = Exact<{
  batchId: string;
  input: ProductImportInput;
}>;


export type CommitProductImportMutation = { commitProductImport: { id: string, status: ImportBatchStatus, expiresAt: string, rowCount: number, createCount: number, updateCount: number, unchangedCount: number, errorCount: number, newCategoryCodes: Array<string>, committedAt: string | null, rows: Array<{ rowNumber: number, code: string | null, action: ImportRowAction, changes: Array<{ column: string, before: string | null, after: string | null }>, errors: Array<{ column: string, message: string }> }> } };

export type ProductsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: ProductFilter | null | undefined;
}>;


export type ProductsQuery = { products: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, code: string, name: string, nameAr: string | null, basePriceIqd: number, active: boolean, channels: Array<SalesChannelKind>, taxCodeId: string | null, categoryId: string | null, sortOrder: number, deletedAt: string | null, category: { id: string, name: string, nameAr: string | null } | null, modifierGroups: Array<{ id: string }> }> } };

export type ProductFormChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductFormChoicesQuery = { productCategories: { items: Array<{ id: string, name: string, nameAr: string | null }> }, modifierGroups: { items: Array<{ id: string, name: string, nameAr: string | null }> } };

export type ProductTaxCodeChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductTaxCodeChoicesQuery = { taxCodes: { items: Array<{ id: string, code: string, name: string, nameAr: string | null, ratePermille: number, active: boolean }> } };

export type CreateProductMutationVariables = Exact<{
  input: CreateProductInput;
}>;


export type CreateProductMutation = { createProduct: { id: string } };

export type UpdateProductMutationVariables = Exact<{
  id: string;
  input: UpdateProductInput;
}>;


export type UpdateProductMutation = { updateProduct: { id: string, name: string, basePriceIqd: number, active: boolean } };

export type ApprovalRequestDetailFragment = { id: string, status: ApprovalStatus, amountIqd: number, reason: string, requestedAt: string, requestedBy: string | null, history: Array<{ id: string, action: ApprovalAction, at: string, note: string | null }> };

export type ApprovalRequestRowFragment = { id: string, status: ApprovalStatus, targetKind: ApprovalTargetKind, targetId: string, amountIqd: number, reason: string, requestedAt: string, requestedBy: string | null };

export type ApprovalRequestsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: ApprovalRequestFilter | null | undefined;
}>;


export type ApprovalRequestsQuery = { approvalRequests: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, status: ApprovalStatus, targetKind: ApprovalTargetKind, targetId: string, amountIqd: number, reason: string, requestedAt: string, requestedBy: string | null }> } };

export type ApplyOrderRequestMutationVariables = Exact<{
  id: string;
  input: OrderApprovalInput;
}>;


export type ApplyOrderRequestMutation = { applyPurchaseOrderApproval: { id: string, status: PurchaseOrderStatus } };

export type ApplyInvoiceRequestMutationVariables = Exact<{
  approvalRequestId: string;
  input?: ApprovalNoteInput | null | undefined;
}>;


export type ApplyInvoiceRequestMutation = { applyPurchaseInvoiceApproval: { id: string, status: PurchaseInvoiceStatus } };

export type PurchaseInvoiceQueryVariables = Exact<{
  id: string;
}>;


export type PurchaseInvoiceQuery = { purchaseInvoice: { id: string, status: PurchaseInvoiceStatus, supplierId: string, invoiceNumber: string, invoiceDate: string, purchaseOrderId: string | null, notes: string | null, totalIqd: number, lastNote: string | null, paymentRef: string | null, createdAt: string, approvedAt: string | null, paidAt: string | null, supplier: { id: string, name: string, nameAr: string | null } | null, lines: Array<{ inventoryItemId: string, quantity: number, unitPriceIqd: number, lineTotalIqd: number, inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit } | null }>, approvalRequests: Array<{ id: string, status: ApprovalStatus, amountIqd: number, reason: string, requestedAt: string, requestedBy: string | null, history: Array<{ id: string, action: ApprovalAction, at: string, note: string | null }> }> } };

export type SubmitPurchaseInvoiceMutationVariables = Exact<{
  id: string;
  input?: PurchaseInvoiceNoteInput | null | undefined;
}>;


export type SubmitPurchaseInvoiceMutation = { submitPurchaseInvoice: { id: string, status: PurchaseInvoiceStatus, supplierId: string, invoiceNumber: string, invoiceDate: string, purchaseOrderId: string | null, notes: string | null, totalIqd: number, lastNote: string | null, paymentRef: string | null, createdAt: string, approvedAt: string | null, paidAt: string | null, supplier: { id: string, name: string, nameAr: string | null } | null, lines: Array<{ inventoryItemId: string, quantity: number, unitPriceIqd: number, lineTotalIqd: number, inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit } | null }>, approvalRequests: Array<{ id: string, status: ApprovalStatus, amountIqd: number, reason: string, requestedAt: string, requestedBy: string | null, history: Array<{ id: string, action: ApprovalAction, at: string, note: string | null }> }> } };

export type ApplyPurchaseInvoiceApprovalMutationVariables = Exact<{
  approvalRequestId: string;
  input?: ApprovalNoteInput | null | undefined;
}>;


export type ApplyPurchaseInvoiceApprovalMutation = { applyPurchaseInvoiceApproval: { id: string, status: PurchaseInvoiceStatus, supplierId: string, invoiceNumber: string, invoiceDate: string, purchaseOrderId: string | null, notes: string | null, totalIqd: number, lastNote: string | null, paymentRef: string | null, createdAt: string, approvedAt: string | null, paidAt: string | null, supplier: { id: string, name: string, nameAr: string | null } | null, lines: Array<{ inventoryItemId: string, quantity: number, unitPriceIqd: number, lineTotalIqd: number, inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit } | null }>, approvalRequests: Array<{ id: string, status: ApprovalStatus, amountIqd: number, reason: string, requestedAt: string, requestedBy: string | null, history: Array<{ id: string, action: ApprovalAction, at: string, note: string | null }> }> } };

export type PayPurchaseInvoiceMutationVariables = Exact<{
  id: string;
  input?: PurchaseInvoicePaymentInput | null | undefined;
}>;


export type PayPurchaseInvoiceMutation = { payPurchaseInvoice: { id: string, status: PurchaseInvoiceStatus, supplierId: string, invoiceNumber: string, invoiceDate: string, purchaseOrderId: string | null, notes: string | null, totalIqd: number, lastNote: string | null, paymentRef: string | null, createdAt: string, approvedAt: string | null, paidAt: string | null, supplier: { id: string, name: string, nameAr: string | null } | null, lines: Array<{ inventoryItemId: string, quantity: number, unitPriceIqd: number, lineTotalIqd: number, inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit } | null }>, approvalRequests: Array<{ id: string, status: ApprovalStatus, amountIqd: number, reason: string, requestedAt: string, requestedBy: string | null, history: Array<{ id: string, action: ApprovalAction, at: string, note: string | null }> }> } };

export type CancelPurchaseInvoiceMutationVariables = Exact<{
  id: string;
  input?: PurchaseInvoiceNoteInput | null | undefined;
}>;


export type CancelPurchaseInvoiceMutation = { cancelPurchaseInvoice: { id: string, status: PurchaseInvoiceStatus, supplierId: string, invoiceNumber: string, invoiceDate: string, purchaseOrderId: string | null, notes: string | null, totalIqd: number, lastNote: string | null, paymentRef: string | null, createdAt: string, approvedAt: string | null, paidAt: string | null, supplier: { id: string, name: string, nameAr: string | null } | null, lines: Array<{ inventoryItemId: string, quantity: number, unitPriceIqd: number, lineTotalIqd: number, inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit } | null }>, approvalRequests: Array<{ id: string, status: ApprovalStatus, amountIqd: number, reason: string, requestedAt: string, requestedBy: string | null, history: Array<{ id: string, action: ApprovalAction, at: string, note: string | null }> }> } };

export type PurchaseInvoiceDetailFragment = { id: string, status: PurchaseInvoiceStatus, supplierId: string, invoiceNumber: string, invoiceDate: string, purchaseOrderId: string | null, notes: string | null, totalIqd: number, lastNote: string | null, paymentRef: string | null, createdAt: string, approvedAt: string | null, paidAt: string | null, supplier: { id: string, name: string, nameAr: string | null } | null, lines: Array<{ inventoryItemId: string, quantity: number, unitPriceIqd: number, lineTotalIqd: number, inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit } | null }>, approvalRequests: Array<{ id: string, status: ApprovalStatus, amountIqd: number, reason: string, requestedAt: string, requestedBy: string | null, history: Array<{ id: string, action: ApprovalAction, at: string, note: string | null }> }> };

export type BillableOrdersQueryVariables = Exact<{
  supplierId?: string | null | undefined;
}>;


export type BillableOrdersQuery = { purchaseOrders: { items: Array<{ id: string, status: PurchaseOrderStatus, totalIqd: number, lines: Array<{ inventoryItemId: string, quantity: number, unitPriceIqd: number }> }> } };

export type CreatePurchaseInvoiceMutationVariables = Exact<{
  input: CreatePurchaseInvoiceInput;
}>;


export type CreatePurchaseInvoiceMutation = { createPurchaseInvoice: { id: string, status: PurchaseInvoiceStatus, supplierId: string, invoiceNumber: string, invoiceDate: string, purchaseOrderId: string | null, notes: string | null, totalIqd: number, lastNote: string | null, paymentRef: string | null, createdAt: string, approvedAt: string | null, paidAt: string | null, supplier: { id: string, name: string, nameAr: string | null } | null, lines: Array<{ inventoryItemId: string, quantity: number, unitPriceIqd: number, lineTotalIqd: number, inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit } | null }>, approvalRequests: Array<{ id: string, status: ApprovalStatus, amountIqd: number, reason: string, requestedAt: string, requestedBy: string | null, history: Array<{ id: string, action: ApprovalAction, at: string, note: string | null }> }> } };

export type UpdatePurchaseInvoiceMutationVariables = Exact<{
  id: string;
  input: UpdatePurchaseInvoiceInput;
}>;


export type UpdatePurchaseInvoiceMutation = { updatePurchaseInvoice: { id: string, status: PurchaseInvoiceStatus, supplierId: string, invoiceNumber: string, invoiceDate: string, purchaseOrderId: string | null, notes: string | null, totalIqd: number, lastNote: string | null, paymentRef: string | null, createdAt: string, approvedAt: string | null, paidAt: string | null, supplier: { id: string, name: string, nameAr: string | null } | null, lines: Array<{ inventoryItemId: string, quantity: number, unitPriceIqd: number, lineTotalIqd: number, inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit } | null }>, approvalRequests: Array<{ id: string, status: ApprovalStatus, amountIqd: number, reason: string, requestedAt: string, requestedBy: string | null, history: Array<{ id: string, action: ApprovalAction, at: string, note: string | null }> }> } };

export type PurchaseInvoicesQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: PurchaseInvoiceFilter | null | undefined;
}>;


export type PurchaseInvoicesQuery = { purchaseInvoices: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, status: PurchaseInvoiceStatus, invoiceNumber: string, invoiceDate: string, purchaseOrderId: string | null, totalIqd: number, supplier: { id: string, name: string, nameAr: string | null } | null }> } };

export type PurchaseLineDetailFragment = { inventoryItemId: string, quantity: number, unitPriceIqd: number, lineTotalIqd: number, inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit } | null };

export type PurchaseOrderQueryVariables = Exact<{
  id: string;
}>;


export type PurchaseOrderQuery = { purchaseOrder: { id: string, status: PurchaseOrderStatus, supplierId: string, expectedDate: string | null, notes: string | null, totalIqd: number, lastNote: string | null, createdAt: string, submittedAt: string | null, approvedAt: string | null, receivedAt: string | null, cancelledAt: string | null, supplier: { id: string, name: string, nameAr: string | null } | null, lines: Array<{ inventoryItemId: string, quantity: number, unitPriceIqd: number, lineTotalIqd: number, inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit } | null }>, approvalRequests: Array<{ id: string, status: ApprovalStatus, amountIqd: number, reason: string, requestedAt: string, requestedBy: string | null, history: Array<{ id: string, action: ApprovalAction, at: string, note: string | null }> }> }, purchasingSettings: { approvalThresholdIqd: number | null } };

export type SubmitPurchaseOrderMutationVariables = Exact<{
  id: string;
  input?: PurchaseOrderNoteInput | null | undefined;
}>;


export type SubmitPurchaseOrderMutation = { submitPurchaseOrder: { id: string, status: PurchaseOrderStatus, supplierId: string, expectedDate: string | null, notes: string | null, totalIqd: number, lastNote: string | null, createdAt: string, submittedAt: string | null, approvedAt: string | null, receivedAt: string | null, cancelledAt: string | null, supplier: { id: string, name: string, nameAr: string | null } | null, lines: Array<{ inventoryItemId: string, quantity: number, unitPriceIqd: number, lineTotalIqd: number, inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit } | null }>, approvalRequests: Array<{ id: string, status: ApprovalStatus, amountIqd: number, reason: string, requestedAt: string, requestedBy: string | null, history: Array<{ id: string, action: ApprovalAction, at: string, note: string | null }> }> } };

export type ApplyPurchaseOrderApprovalMutationVariables = Exact<{
  id: string;
  input: OrderApprovalInput;
}>;


export type ApplyPurchaseOrderApprovalMutation = { applyPurchaseOrderApproval: { id: string, status: PurchaseOrderStatus, supplierId: string, expectedDate: string | null, notes: string | null, totalIqd: number, lastNote: string | null, createdAt: string, submittedAt: string | null, approvedAt: string | null, receivedAt: string | null, cancelledAt: string | null, supplier: { id: string, name: string, nameAr: string | null } | null, lines: Array<{ inventoryItemId: string, quantity: number, unitPriceIqd: number, lineTotalIqd: number, inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit } | null }>, approvalRequests: Array<{ id: string, status: ApprovalStatus, amountIqd: number, reason: string, requestedAt: string, requestedBy: string | null, history: Array<{ id: string, action: ApprovalAction, at: string, note: string | null }> }> } };

export type RevertPurchaseOrderApprovalMutationVariables = Exact<{
  id: string;
  input: OrderApprovalInput;
}>;


export type RevertPurchaseOrderApprovalMutation = { revertPurchaseOrderApproval: { id: string, status: PurchaseOrderStatus, supplierId: string, expectedDate: string | null, notes: string | null, totalIqd: number, lastNote: string | null, createdAt: string, submittedAt: string | null, approvedAt: string | null, receivedAt: string | null, cancelledAt: string | null, supplier: { id: string, name: string, nameAr: string | null } | null, lines: Array<{ inventoryItemId: string, quantity: number, unitPriceIqd: number, lineTotalIqd: number, inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit } | null }>, approvalRequests: Array<{ id: string, status: ApprovalStatus, amountIqd: number, reason: string, requestedAt: string, requestedBy: string | null, history: Array<{ id: string, action: ApprovalAction, at: string, note: string | null }> }> } };

export type ReceivePurchaseOrderMutationVariables = Exact<{
  id: string;
  input?: ReceivePurchaseOrderInput | null | undefined;
}>;


export type ReceivePurchaseOrderMutation = { receivePurchaseOrder: { id: string, status: PurchaseOrderStatus, supplierId: string, expectedDate: string | null, notes: string | null, totalIqd: number, lastNote: string | null, createdAt: string, submittedAt: string | null, approvedAt: string | null, receivedAt: string | null, cancelledAt: string | null, supplier: { id: string, name: string, nameAr: string | null } | null, lines: Array<{ inventoryItemId: string, quantity: number, unitPriceIqd: number, lineTotalIqd: number, inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit } | null }>, approvalRequests: Array<{ id: string, status: ApprovalStatus, amountIqd: number, reason: string, requestedAt: string, requestedBy: string | null, history: Array<{ id: string, action: ApprovalAction, at: string, note: string | null }> }> } };

export type ReopenPurchaseOrderMutationVariables = Exact<{
  id: string;
  input?: PurchaseOrderNoteInput | null | undefined;
}>;


export type ReopenPurchaseOrderMutation = { reopenPurchaseOrder: { id: string, status: PurchaseOrderStatus, supplierId: string, expectedDate: string | null, notes: string | null, totalIqd: number, lastNote: string | null, createdAt: string, submittedAt: string | null, approvedAt: string | null, receivedAt: string | null, cancelledAt: string | null, supplier: { id: string, name: string, nameAr: string | null } | null, lines: Array<{ inventoryItemId: string, quantity: number, unitPriceIqd: number, lineTotalIqd: number, inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit } | null }>, approvalRequests: Array<{ id: string, status: ApprovalStatus, amountIqd: number, reason: string, requestedAt: string, requestedBy: string | null, history: Array<{ id: string, action: ApprovalAction, at: string, note: string | null }> }> } };

export type CancelPurchaseOrderMutationVariables = Exact<{
  id: string;
  input?: PurchaseOrderNoteInput | null | undefined;
}>;


export type CancelPurchaseOrderMutation = { cancelPurchaseOrder: { id: string, status: PurchaseOrderStatus, supplierId: string, expectedDate: string | null, notes: string | null, totalIqd: number, lastNote: string | null, createdAt: string, submittedAt: string | null, approvedAt: string | null, receivedAt: string | null, cancelledAt: string | null, supplier: { id: string, name: string, nameAr: string | null } | null, lines: Array<{ inventoryItemId: string, quantity: number, unitPriceIqd: number, lineTotalIqd: number, inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit } | null }>, approvalRequests: Array<{ id: string, status: ApprovalStatus, amountIqd: number, reason: string, requestedAt: string, requestedBy: string | null, history: Array<{ id: string, action: ApprovalAction, at: string, note: string | null }> }> } };

export type RejectApprovalRequestMutationVariables = Exact<{
  id: string;
  input: RejectApprovalInput;
}>;


export type RejectApprovalRequestMutation = { rejectApprovalRequest: { id: string, status: ApprovalStatus, targetKind: ApprovalTargetKind, targetId: string } };

export type PurchaseOrderDetailFragment = { id: string, status: PurchaseOrderStatus, supplierId: string, expectedDate: string | null, notes: string | null, totalIqd: number, lastNote: string | null, createdAt: string, submittedAt: string | null, approvedAt: string | null, receivedAt: string | null, cancelledAt: string | null, supplier: { id: string, name: string, nameAr: string | null } | null, lines: Array<{ inventoryItemId: string, quantity: number, unitPriceIqd: number, lineTotalIqd: number, inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit } | null }>, approvalRequests: Array<{ id: string, status: ApprovalStatus, amountIqd: number, reason: string, requestedAt: string, requestedBy: string | null, history: Array<{ id: string, action: ApprovalAction, at: string, note: string | null }> }> };

export type CreatePurchaseOrderMutationVariables = Exact<{
  input: CreatePurchaseOrderInput;
}>;


export type CreatePurchaseOrderMutation = { createPurchaseOrder: { id: string, status: PurchaseOrderStatus, supplierId: string, expectedDate: string | null, notes: string | null, totalIqd: number, lastNote: string | null, createdAt: string, submittedAt: string | null, approvedAt: string | null, receivedAt: string | null, cancelledAt: string | null, supplier: { id: string, name: string, nameAr: string | null } | null, lines: Array<{ inventoryItemId: string, quantity: number, unitPriceIqd: number, lineTotalIqd: number, inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit } | null }>, approvalRequests: Array<{ id: string, status: ApprovalStatus, amountIqd: number, reason: string, requestedAt: string, requestedBy: string | null, history: Array<{ id: string, action: ApprovalAction, at: string, note: string | null }> }> } };

export type UpdatePurchaseOrderMutationVariables = Exact<{
  id: string;
  input: UpdatePurchaseOrderInput;
}>;


export type UpdatePurchaseOrderMutation = { updatePurchaseOrder: { id: string, status: PurchaseOrderStatus, supplierId: string, expectedDate: string | null, notes: string | null, totalIqd: number, lastNote: string | null, createdAt: string, submittedAt: string | null, approvedAt: string | null, receivedAt: string | null, cancelledAt: string | null, supplier: { id: string, name: string, nameAr: string | null } | null, lines: Array<{ inventoryItemId: string, quantity: number, unitPriceIqd: number, lineTotalIqd: number, inventoryItem: { id: string, name: string, nameAr: string | null, unit: InventoryUnit } | null }>, approvalRequests: Array<{ id: string, status: ApprovalStatus, amountIqd: number, reason: string, requestedAt: string, requestedBy: string | null, history: Array<{ id: string, action: ApprovalAction, at: string, note: string | null }> }> } };

export type PurchaseOrdersQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: PurchaseOrderFilter | null | undefined;
}>;


export type PurchaseOrdersQuery = { purchaseOrders: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, status: PurchaseOrderStatus, expectedDate: string | null, totalIqd: number, createdAt: string, supplier: { id: string, name: string, nameAr: string | null } | null }> } };

export type PurchasingSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PurchasingSettingsQuery = { purchasingSettings: { approvalThresholdIqd: number | null, invoiceToleranceIqd: number, updatedAt: string | null } };

export type UpdatePurchasingSettingsMutationVariables = Exact<{
  input: PurchasingSettingsInput;
}>;


export type UpdatePurchasingSettingsMutation = { updatePurchasingSettings: { approvalThresholdIqd: number | null, invoiceToleranceIqd: number, updatedAt: string | null } };

export type SupplierRowFragment = { id: string, name: string, nameAr: string | null, phone: string | null, taxNumber: string | null, active: boolean };

export type SuppliersQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: SupplierFilter | null | undefined;
}>;


export type SuppliersQuery = { suppliers: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, name: string, nameAr: string | null, phone: string | null, taxNumber: string | null, active: boolean }> } };

export type CreateSupplierMutationVariables = Exact<{
  input: CreateSupplierInput;
}>;


export type CreateSupplierMutation = { createSupplier: { id: string, name: string, nameAr: string | null, phone: string | null, taxNumber: string | null, active: boolean } };

export type UpdateSupplierMutationVariables = Exact<{
  id: string;
  input: UpdateSupplierInput;
}>;


export type UpdateSupplierMutation = { updateSupplier: { id: string, name: string, nameAr: string | null, phone: string | null, taxNumber: string | null, active: boolean } };

export type DeactivateSupplierMutationVariables = Exact<{
  id: string;
  input?: SupplierReasonInput | null | undefined;
}>;


export type DeactivateSupplierMutation = { deactivateSupplier: { id: string, name: string, nameAr: string | null, phone: string | null, taxNumber: string | null, active: boolean } };

export type ActivateSupplierMutationVariables = Exact<{
  id: string;
  input?: SupplierReasonInput | null | undefined;
}>;


export type ActivateSupplierMutation = { activateSupplier: { id: string, name: string, nameAr: string | null, phone: string | null, taxNumber: string | null, active: boolean } };

export type PurchasingChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type PurchasingChoicesQuery = { suppliers: { items: Array<{ id: string, name: string, nameAr: string | null }> }, inventoryItems: { items: Array<{ id: string, name: string, nameAr: string | null, unit: InventoryUnit }> } };

export type CashSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type CashSettingsQuery = { cashCurrencies: Array<{ code: string, minorDigits: number, denominations: Array<number> }>, exchangeRates: Array<{ id: string, currencyCode: string, iqdPer100: number, effectiveFrom: string, note: string | null }> };

export type SetExchangeRateMutationVariables = Exact<{
  input: SetExchangeRateInput;
}>;


export type SetExchangeRateMutation = { setExchangeRate: { id: string, currencyCode: string, iqdPer100: number, effectiveFrom: string } };

export type SetCashCurrenciesMutationVariables = Exact<{
  input: SetCashCurrenciesInput;
}>;


export type SetCashCurrenciesMutation = { setCashCurrencies: Array<{ code: string, minorDigits: number, denominations: Array<number> }> };

export type CounterMenuQueryVariables = Exact<{
  branchId?: string | null | undefined;
}>;


export type CounterMenuQuery = { products: { items: Array<{ id: string, name: string, nameAr: string | null, active: boolean, basePriceIqd: number, modifierGroups: Array<{ id: string, name: string, nameAr: string | null, options: Array<{ id: string, name: string, nameAr: string | null, priceDeltaIqd: number, active: boolean }> }> }> }, selfOrderTables: { items: Array<{ id: string, name: string }> } };

export type PlaceCounterOrderMutationVariables = Exact<{
  input: CounterOrderInput;
}>;


export type PlaceCounterOrderMutation = { placeCounterOrder: { id: string, number: string, total: number, amountDueAtCounter: number } };

export type SalesOrderQueryVariables = Exact<{
  id: string;
}>;


export type SalesOrderQuery = { salesOrder: { id: string, number: string, businessDate: string, status: OrderStatus, source: OrderSource, branchId: string, channelId: string | null, tableId: string | null, partnerReference: string | null, note: string | null, cancelReason: string | null, placedAt: string, statusChangedAt: string, subtotal: number, discount: number, taxTotal: number, total: number, amountDueAtCounter: number, refundedIqd: number, lines: Array<{ index: number, name: string, nameAr: string | null, quantity: number, unitPrice: number, lineTotal: number, discount: number, netAmount: number, ratePermille: number | null, note: string | null, modifiers: Array<{ optionId: string, name: string, nameAr: string | null, priceDelta: number }> }>, promotion: { promotionId: string, name: string, discount: number } | null, taxes: Array<{ taxCodeId: string, ratePermille: number, taxableAmount: number, tax: number }>, payments: Array<{ methodId: string, name: string, nameAr: string | null, kind: PaymentKind, amountIqd: number }>, refunds: Array<{ id: string, amountIqd: number, reason: string, paidBackKind: PaymentKind, createdAt: string, lines: Array<{ index: number, quantity: number }> }> } };

export type OrderTableQueryVariables = Exact<{
  id: string;
}>;


export type OrderTableQuery = { selfOrderTable: { id: string, name: string } };

export type ChangeSalesOrderStatusMutationVariables = Exact<{
  id: string;
  input: ChangeOrderStatusInput;
}>;


export type ChangeSalesOrderStatusMutation = { changeSalesOrderStatus: { id: string, status: OrderStatus, statusChangedAt: string } };

export type CancelSalesOrderMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type CancelSalesOrderMutation = { cancelSalesOrder: { id: string, status: OrderStatus, cancelReason: string | null, statusChangedAt: string } };

export type SalesOrdersQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: SalesOrderFilter | null | undefined;
}>;


export type SalesOrdersQuery = { salesOrders: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, number: string, businessDate: string, status: OrderStatus, source: OrderSource, branchId: string, channelId: string | null, partnerReference: string | null, placedAt: string, total: number, amountDueAtCounter: number }> } };

export type PaymentMethodsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: PaymentMethodFilter | null | undefined;
}>;


export type PaymentMethodsQuery = { paymentMethods: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, name: string, nameAr: string | null, kind: PaymentKind, allowedForSelfOrder: boolean, active: boolean }> } };

export type CreatePaymentMethodMutationVariables = Exact<{
  input: CreatePaymentMethodInput;
}>;


export type CreatePaymentMethodMutation = { createPaymentMethod: { id: string } };

export type UpdatePaymentMethodMutationVariables = Exact<{
  id: string;
  input: UpdatePaymentMethodInput;
}>;


export type UpdatePaymentMethodMutation = { updatePaymentMethod: { id: string, active: boolean, allowedForSelfOrder: boolean } };

export type RefundWaysQueryVariables = Exact<{
  branchId: string;
}>;


export type RefundWaysQuery = { tillSessions: { items: Array<{ id: string, tillId: string }> }, tills: { items: Array<{ id: string, name: string }> }, paymentMethods: { items: Array<{ id: string, name: string, nameAr: string | null, kind: PaymentKind }> } };

export type RefundSalesOrderMutationVariables = Exact<{
  id: string;
  input: RefundOrderInput;
}>;


export type RefundSalesOrderMutation = { refundSalesOrder: { id: string, orderId: string, amountIqd: number } };

export type SalesSettlementsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: SalesSettlementFilter | null | undefined;
}>;


export type SalesSettlementsQuery = { salesSettlements: { total: number, items: Array<{ id: string, businessDate: string, methodName: string, kind: PaymentKind, expectedIqd: number, receivedIqd: number | null, feeIqd: number | null, status: SettlementStatus, overdueAt: string | null }> } };

export type RefreshSalesSettlementsMutationVariables = Exact<{
  businessDate: string;
}>;


export type RefreshSalesSettlementsMutation = { refreshSalesSettlements: Array<{ id: string }> };

export type SelfOrderTablesQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: SelfOrderTableFilter | null | undefined;
}>;


export type SelfOrderTablesQuery = { selfOrderTables: { total: number, totalPages: number, totalIsExact: boolean, items: Array<{ id: string, branchId: string, name: string, area: string | null, seats: number | null, active: boolean, hasToken: boolean, tokenIssuedAt: string | null }> } };

export type CreateSelfOrderTableMutationVariables = Exact<{
  input: CreateSelfOrderTableInput;
}>;


export type CreateSelfOrderTableMutation = { createSelfOrderTable: { qrToken: string, orderUrl: string, qrSvg: string, table: { id: string, name: string, area: string | null, hasToken: boolean } } };

export type RotateSelfOrderTableTokenMutationVariables = Exact<{
  id: string;
}>;


export type RotateSelfOrderTableTokenMutation = { rotateSelfOrderTableToken: { qrToken: string, orderUrl: string, qrSvg: string, table: { id: string, name: string, area: string | null, hasToken: boolean, tokenIssuedAt: string | null } } };

export type RevokeSelfOrderTableTokenMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type RevokeSelfOrderTableTokenMutation = { revokeSelfOrderTableToken: { id: string, hasToken: boolean, tokenIssuedAt: string | null } };

export type SetSelfOrderTableActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type SetSelfOrderTableActiveMutation = { updateSelfOrderTable: { id: string, active: boolean } };

export type OrderTillsQueryVariables = Exact<{
  branchId: string;
}>;


export type OrderTillsQuery = { tillSessions: { items: Array<{ id: string, tillId: string }> }, tills: { items: Array<{ id: string, name: string }> }, cashCurrencies: Array<{ code: string, minorDigits: number }>, exchangeRates: Array<{ currencyCode: string, iqdPer100: number }>, paymentMethods: { items: Array<{ id: string, name: string, nameAr: string | null, kind: PaymentKind }> } };

export type PayOrderAtTillMutationVariables = Exact<{
  sessionId: string;
  input: TillCashPaymentInput;
}>;


export type PayOrderAtTillMutation = { payOrderAtTill: { id: string, orderId: string, amountIqd: number, changeIqd: number } };

export type TillSessionQueryVariables = Exact<{
  id: string;
}>;


export type TillSessionQuery = { tillSession: { id: string, status: TillSessionStatus, businessDate: string, openedAt: string, closedAt: string | null, varianceIqd: number | null, recounts: number, floats: Array<{ currency: string, amount: number }>, variances: Array<{ currency: string, expected: number, counted: number, variance: number, varianceIqd: number }>, movements: Array<{ id: string, kind: TillMovementKind, currency: string | null, amount: number, reason: string, createdAt: string }>, payments: Array<{ id: string, amountIqd: number, changeIqd: number, tenders: Array<{ currency: string, amount: number }> }> }, cashCurrencies: Array<{ code: string, minorDigits: number, denominations: Array<number> }> };

export type RecordTillMovementMutationVariables = Exact<{
  sessionId: string;
  input: TillMovementInput;
}>;


export type RecordTillMovementMutation = { recordTillMovement: { id: string } };

export type CountTillSessionMutationVariables = Exact<{
  sessionId: string;
  input: TillCountInput;
}>;


export type CountTillSessionMutation = { countTillSession: { id: string, status: TillSessionStatus } };

export type ApproveTillCloseMutationVariables = Exact<{
  sessionId: string;
}>;


export type ApproveTillCloseMutation = { approveTillClose: { id: string, status: TillSessionStatus } };

export type ReopenTillCountMutationVariables = Exact<{
  sessionId: string;
  reason: string;
}>;


export type ReopenTillCountMutation = { reopenTillCount: { id: string, status: TillSessionStatus } };

export type TillsQueryVariables = Exact<{
  list?: ListArgs | null | undefined;
  filter?: TillFilter | null | undefined;
}>;


export type TillsQuery = { tills: { total: number, items: Array<{ id: string, name: string, active: boolean, currentSession: { id: string, status: TillSessionStatus } | null }> }, cashCurrencies: Array<{ code: string, minorDigits: number, denominations: Array<number> }> };

export type CreateTillMutationVariables = Exact<{
  input: CreateTillInput;
}>;


export type CreateTillMutation = { createTill: { id: string } };

export type OpenTillSessionMutationVariables = Exact<{
  tillId: string;
  input: OpenTillSessionInput;
}>;


export type OpenTillSessionMutation = { openTillSession: { id: string } };

export type KitchenTicketsQueryVariables = Exact<{
  filter?: KitchenTicketFilter | null | undefined;
}>;


export type KitchenTicketsQuery = { kitchenTickets: Array<{ id: string, orderId: string, orderNumber: string, lineIndex: number, name: string, nameAr: string | null, modifiers: Array<string>, note: string | null, tableName: string | null, orderNote: string | null, quantity: number, station: string, status: KitchenStatus, queuedAt: string, startedAt: string | null, readyAt: string | null }> };

export type KitchenCardFragment = { id: string, orderId: string, orderNumber: string, lineIndex: number, name: string, nameAr: string | null, modifiers: Array<string>, note: string | null, tableName: string | null, orderNote: string | null, quantity: number, station: string, status: KitchenStatus, queuedAt: string, startedAt: string | null, readyAt: string | null };

export type BumpKitchenTicketMutationVariables = Exact<{
  id: string;
  fromStatus: KitchenStatus;
}>;


export type BumpKitchenTicketMutation = { bumpKitchenTicket: { id: string, orderId: string, orderNumber: string, lineIndex: number, name: string, nameAr: string | null, modifiers: Array<string>, note: string | null, tableName: string | null, orderNote: string | null, quantity: number, station: string, status: KitchenStatus, queuedAt: string, startedAt: string | null, readyAt: string | null } };

export type VoidKitchenTicketMutationVariables = Exact<{
  id: string;
  reason: string;
}>;


export type VoidKitchenTicketMutation = { voidKitchenTicket: { id: string, orderId: string, orderNumber: string, lineIndex: number, name: string, nameAr: string | null, modifiers: Array<string>, note: string | null, tableName: string | null, orderNote: string | null, quantity: number, station: string, status: KitchenStatus, queuedAt: string, startedAt: string | null, readyAt: string | null } };

export type OrderBoardQueryVariables = Exact<{
  branchId: string;
  list?: ListArgs | null | undefined;
}>;


export type OrderBoardQuery = { placed: { items: Array<{ id: string, number: string, source: OrderSource, status: OrderStatus, total: number, placedAt: string, partnerReference: string | null, tableId: string | null, note: string | null }> }, accepted: { items: Array<{ id: string, number: string, source: OrderSource, status: OrderStatus, total: number, placedAt: string, partnerReference: string | null, tableId: string | null, note: string | null }> }, preparing: { items: Array<{ id: string, number: string, source: OrderSource, status: OrderStatus, total: number, placedAt: string, partnerReference: string | null, tableId: string | null, note: string | null }> }, ready: { items: Array<{ id: string, number: string, source: OrderSource, status: OrderStatus, total: number, placedAt: string, partnerReference: string | null, tableId: string | null, note: string | null }> } };

export type BoardOrderFragment = { id: string, number: string, source: OrderSource, status: OrderStatus, total: number, placedAt: string, partnerReference: string | null, tableId: string | null, note: string | null };

export type BoardTablesQueryVariables = Exact<{
  branchId: string;
}>;


export type BoardTablesQuery = { selfOrderTables: { items: Array<{ id: string, name: string }> } };

export type MoveBoardOrderMutationVariables = Exact<{
  id: string;
  input: ChangeOrderStatusInput;
}>;


export type MoveBoardOrderMutation = { changeSalesOrderStatus: { id: string, status: OrderStatus } };

export type BranchOrderEventsSubscriptionVariables = Exact<{
  afterSequence?: number | null | undefined;
}>;


export type BranchOrderEventsSubscription = { branchOrderEvents: { sequence: number, kind: LiveOrderEventKind, occurredAt: string, order: { id: string, number: string, source: OrderSource, status: OrderStatus, previousStatus: OrderStatus | null, total: number, lineCount: number, cancelReason: string | null, tableId: string | null, note: string | null } | null, ticket: { id: string, orderId: string, orderNumber: string, lineIndex: number, name: string, nameAr: string | null, modifiers: Array<string>, note: string | null, tableName: string | null, orderNote: string | null, quantity: number, station: string, status: KitchenStatus, queuedAt: string, startedAt: string | null, readyAt: string | null } | null } };

export type SalesBranchChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type SalesBranchChoicesQuery = { branches: { items: Array<{ id: string, name: string, nameAr: string | null, code: string }> } };

export type SalesChannelChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type SalesChannelChoicesQuery = { salesChannels: { items: Array<{ id: string, name: string, nameAr: string | null, kind: SalesChannelKind, active: boolean }> } };

export const SessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SessionFieldsFragment, unknown>;
export const BankAccountRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankAccountRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"activeReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatementDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastImportedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lineCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"excluded"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<BankAccountRowFragment, unknown>;
export const StatementLineRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementLineRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankStatementLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"matchType"}},{"kind":"Field","name":{"kind":"Name","value":"matchedRef"}},{"kind":"Field","name":{"kind":"Name","value":"matchLabel"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}}]}}]} as unknown as DocumentNode<StatementLineRowFragment, unknown>;
export const TaxCodeRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxCodeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"ratePermille"}},{"kind":"Field","name":{"kind":"Name","value":"appliesTo"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"activeReason"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}}]}}]} as unknown as DocumentNode<TaxCodeRowFragment, unknown>;
export const CapacityTypeRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CapacityTypeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CapacityType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}}]} as unknown as DocumentNode<CapacityTypeRowFragment, unknown>;
export const InventoryItemRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryItemRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"standardCostIqd"}}]}}]} as unknown as DocumentNode<InventoryItemRowFragment, unknown>;
export const DeliveryOrderRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"connectionId"}},{"kind":"Field","name":{"kind":"Name","value":"platformOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"displayId"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fulfilment"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"statedTotal"}},{"kind":"Field","name":{"kind":"Name","value":"computedTotal"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"unmappedLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformItemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptDeadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<DeliveryOrderRowFragment, unknown>;
export const DeliveryOptionGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryOptionGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModifierGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<DeliveryOptionGroupFieldsFragment, unknown>;
export const ApiKeyRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"environment"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ApiKeyRowFragment, unknown>;
export const ForecastCalendarDayRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ForecastCalendarDayRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ForecastCalendarDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}}]} as unknown as DocumentNode<ForecastCalendarDayRowFragment, unknown>;
export const DepartmentRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepartmentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Department"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}}]}}]} as unknown as DocumentNode<DepartmentRowFragment, unknown>;
export const EmployeeRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Employee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPay"}},{"kind":"Field","name":{"kind":"Name","value":"annualLeaveBalance"}},{"kind":"Field","name":{"kind":"Name","value":"hireDate"}},{"kind":"Field","name":{"kind":"Name","value":"baseSalary"}},{"kind":"Field","name":{"kind":"Name","value":"allowances"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"branchIds"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"maritalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"contractType"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyName"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyPhone"}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleAr"}}]}}]}}]} as unknown as DocumentNode<EmployeeRowFragment, unknown>;
export const LeaveTypeRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaveTypeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"usesBalance"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}}]}}]} as unknown as DocumentNode<LeaveTypeRowFragment, unknown>;
export const PositionRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PositionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleAr"}},{"kind":"Field","name":{"kind":"Name","value":"baseSalary"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}}]}}]} as unknown as DocumentNode<PositionRowFragment, unknown>;
export const EodReportRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EodReportRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EodReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessDate"}},{"kind":"Field","name":{"kind":"Name","value":"grossSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"netSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"cashSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"cardSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"qiSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"deliverySalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"varianceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"ledger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderCount"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerCashIqd"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerCardIqd"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerQiIqd"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerWalletIqd"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerOtherIqd"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerDueAtCounterIqd"}},{"kind":"Field","name":{"kind":"Name","value":"cashVarianceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"cardVarianceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"qiVarianceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"grossVarianceIqd"}}]}}]}}]} as unknown as DocumentNode<EodReportRowFragment, unknown>;
export const PilotRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PilotRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pilot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantName"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"finalReportStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}},{"kind":"Field","name":{"kind":"Name","value":"checklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelAr"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<PilotRowFragment, unknown>;
export const BranchRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BranchRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Branch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"deactivatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deactivationReason"}}]}}]} as unknown as DocumentNode<BranchRowFragment, unknown>;
export const MemberRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Membership"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allBranches"}},{"kind":"Field","name":{"kind":"Name","value":"branchIds"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<MemberRowFragment, unknown>;
export const ModifierGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModifierGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModifierGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"minChoices"}},{"kind":"Field","name":{"kind":"Name","value":"maxChoices"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"priceDeltaIqd"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]} as unknown as DocumentNode<ModifierGroupFieldsFragment, unknown>;
export const ProductImportPreviewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImportPreview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductImportBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"createCount"}},{"kind":"Field","name":{"kind":"Name","value":"updateCount"}},{"kind":"Field","name":{"kind":"Name","value":"unchangedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"newCategoryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"committedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ProductImportPreviewFragment, unknown>;
export const ApprovalRequestRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalRequestRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"targetKind"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"amountIqd"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}}]}}]} as unknown as DocumentNode<ApprovalRequestRowFragment, unknown>;
export const PurchaseLineDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseLineDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]} as unknown as DocumentNode<PurchaseLineDetailFragment, unknown>;
export const ApprovalRequestDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalRequestDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountIqd"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<ApprovalRequestDetailFragment, unknown>;
export const PurchaseInvoiceDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseInvoiceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"totalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lastNote"}},{"kind":"Field","name":{"kind":"Name","value":"paymentRef"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseLineDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvalRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalRequestDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseLineDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalRequestDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountIqd"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<PurchaseInvoiceDetailFragment, unknown>;
export const PurchaseOrderDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"totalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lastNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseLineDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvalRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalRequestDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseLineDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalRequestDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountIqd"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<PurchaseOrderDetailFragment, unknown>;
export const SupplierRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<SupplierRowFragment, unknown>;
export const KitchenCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KitchenCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KitchenTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"lineIndex"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"modifiers"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"orderNote"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"station"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"queuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readyAt"}}]}}]} as unknown as DocumentNode<KitchenCardFragment, unknown>;
export const BoardOrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoardOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"partnerReference"}},{"kind":"Field","name":{"kind":"Name","value":"tableId"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]} as unknown as DocumentNode<BoardOrderFragment, unknown>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RefreshSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefreshTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefreshTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const SwitchBranchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchBranch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SwitchBranchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"switchBranch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SwitchBranchMutation, SwitchBranchMutationVariables>;
export const RegisterStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterStart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterStartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerStart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"expiresInSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"resendAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<RegisterStartMutation, RegisterStartMutationVariables>;
export const RegisterVerifyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterVerify"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CodeSignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerVerify"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RegisterVerifyMutation, RegisterVerifyMutationVariables>;
export const ForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForgotPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"expiresInSeconds"}}]}}]}}]} as unknown as DocumentNode<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"baseCurrencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"businessDayStartHour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const ActivateAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CodeSignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}},{"kind":"Field","name":{"kind":"Name","value":"branch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ActivateAccountMutation, ActivateAccountMutationVariables>;
export const ResendCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResendCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendVerificationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"expiresInSeconds"}}]}}]}}]} as unknown as DocumentNode<ResendCodeMutation, ResendCodeMutationVariables>;
export const TodaysBatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TodaysBatches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BatchFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"50"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"businessDate"}},{"kind":"Field","name":{"kind":"Name","value":"chickenCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<TodaysBatchesQuery, TodaysBatchesQueryVariables>;
export const PendingHrDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingHr"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advances"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"Pending"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"1"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"Pending"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"1"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leaveRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"Pending"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"1"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<PendingHrQuery, PendingHrQueryVariables>;
export const WebhookHealthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookSubscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"consecutiveFailures"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookHealthQuery, WebhookHealthQueryVariables>;
export const BankAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankAccountRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankAccountRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"activeReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatementDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastImportedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lineCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"excluded"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<BankAccountsQuery, BankAccountsQueryVariables>;
export const CreateBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankAccountRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankAccountRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"activeReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatementDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastImportedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lineCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"excluded"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<CreateBankAccountMutation, CreateBankAccountMutationVariables>;
export const SetBankAccountActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetBankAccountActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetBankAccountActiveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBankAccountActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankAccountRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankAccountRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"activeReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatementDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastImportedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lineCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"excluded"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<SetBankAccountActiveMutation, SetBankAccountActiveMutationVariables>;
export const StatementLineSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatementLineSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankStatementLineSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchType"}},{"kind":"Field","name":{"kind":"Name","value":"matchedRef"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]}}]} as unknown as DocumentNode<StatementLineSuggestionsQuery, StatementLineSuggestionsQueryVariables>;
export const MatchStatementLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MatchStatementLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MatchStatementLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchBankStatementLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatementLineRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementLineRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankStatementLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"matchType"}},{"kind":"Field","name":{"kind":"Name","value":"matchedRef"}},{"kind":"Field","name":{"kind":"Name","value":"matchLabel"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}}]}}]} as unknown as DocumentNode<MatchStatementLineMutation, MatchStatementLineMutationVariables>;
export const ImportBankStatementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportBankStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bankAccountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importBankStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bankAccountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bankAccountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linesRead"}},{"kind":"Field","name":{"kind":"Name","value":"linesCreated"}},{"kind":"Field","name":{"kind":"Name","value":"duplicatesSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}}]}}]}}]} as unknown as DocumentNode<ImportBankStatementMutation, ImportBankStatementMutationVariables>;
export const StatementLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatementLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StatementLineFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankStatementLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatementLineRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementLineRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankStatementLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"matchType"}},{"kind":"Field","name":{"kind":"Name","value":"matchedRef"}},{"kind":"Field","name":{"kind":"Name","value":"matchLabel"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}}]}}]} as unknown as DocumentNode<StatementLinesQuery, StatementLinesQueryVariables>;
export const BankAccountChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankAccountChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}}]} as unknown as DocumentNode<BankAccountChoicesQuery, BankAccountChoicesQueryVariables>;
export const ExcludeStatementLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcludeStatementLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatementLineReasonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excludeBankStatementLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatementLineRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementLineRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankStatementLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"matchType"}},{"kind":"Field","name":{"kind":"Name","value":"matchedRef"}},{"kind":"Field","name":{"kind":"Name","value":"matchLabel"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}}]}}]} as unknown as DocumentNode<ExcludeStatementLineMutation, ExcludeStatementLineMutationVariables>;
export const ReopenStatementLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReopenStatementLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatementLineReasonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reopenBankStatementLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatementLineRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatementLineRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankStatementLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"matchType"}},{"kind":"Field","name":{"kind":"Name","value":"matchedRef"}},{"kind":"Field","name":{"kind":"Name","value":"matchLabel"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}}]}}]} as unknown as DocumentNode<ReopenStatementLineMutation, ReopenStatementLineMutationVariables>;
export const TaxCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaxCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TaxCodeFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxCodeRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxCodeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"ratePermille"}},{"kind":"Field","name":{"kind":"Name","value":"appliesTo"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"activeReason"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}}]}}]} as unknown as DocumentNode<TaxCodesQuery, TaxCodesQueryVariables>;
export const CreateTaxCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTaxCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTaxCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTaxCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxCodeRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxCodeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"ratePermille"}},{"kind":"Field","name":{"kind":"Name","value":"appliesTo"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"activeReason"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}}]}}]} as unknown as DocumentNode<CreateTaxCodeMutation, CreateTaxCodeMutationVariables>;
export const UpdateTaxCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTaxCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTaxCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTaxCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxCodeRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxCodeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"ratePermille"}},{"kind":"Field","name":{"kind":"Name","value":"appliesTo"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"activeReason"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}}]}}]} as unknown as DocumentNode<UpdateTaxCodeMutation, UpdateTaxCodeMutationVariables>;
export const SetTaxCodeActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTaxCodeActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetTaxCodeActiveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTaxCodeActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxCodeRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxCodeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"ratePermille"}},{"kind":"Field","name":{"kind":"Name","value":"appliesTo"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"activeReason"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}}]}}]} as unknown as DocumentNode<SetTaxCodeActiveMutation, SetTaxCodeActiveMutationVariables>;
export const DeleteTaxCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTaxCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTaxCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxCodeRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxCodeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"ratePermille"}},{"kind":"Field","name":{"kind":"Name","value":"appliesTo"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"activeReason"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}}]}}]} as unknown as DocumentNode<DeleteTaxCodeMutation, DeleteTaxCodeMutationVariables>;
export const OwnerDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OwnerDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"today"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"closedFrom"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"compareFrom"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"compareTo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"today"},"name":{"kind":"Name","value":"usageVariance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"today"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"today"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"orderCount"}},{"kind":"Field","name":{"kind":"Name","value":"netSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"refundsIqd"}},{"kind":"Field","name":{"kind":"Name","value":"wasteIqd"}},{"kind":"Field","name":{"kind":"Name","value":"unexplainedIqd"}},{"kind":"Field","name":{"kind":"Name","value":"theoreticalFoodCostPercent"}},{"kind":"Field","name":{"kind":"Name","value":"actualFoodCostPercent"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedItems"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"comparison"},"name":{"kind":"Name","value":"usageVariance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"compareFrom"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"compareTo"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"orderCount"}},{"kind":"Field","name":{"kind":"Name","value":"netSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"refundsIqd"}},{"kind":"Field","name":{"kind":"Name","value":"wasteIqd"}},{"kind":"Field","name":{"kind":"Name","value":"unexplainedIqd"}},{"kind":"Field","name":{"kind":"Name","value":"theoreticalFoodCostPercent"}},{"kind":"Field","name":{"kind":"Name","value":"actualFoodCostPercent"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedItems"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dayCloses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"closedFrom"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"businessDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderCount"}},{"kind":"Field","name":{"kind":"Name","value":"netSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"refundsIqd"}},{"kind":"Field","name":{"kind":"Name","value":"averageTicketIqd"}},{"kind":"Field","name":{"kind":"Name","value":"cashVarianceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"theoreticalFoodCostPercent"}},{"kind":"Field","name":{"kind":"Name","value":"actualFoodCostPercent"}},{"kind":"Field","name":{"kind":"Name","value":"wasteIqd"}},{"kind":"Field","name":{"kind":"Name","value":"unexplainedIqd"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedItems"}},{"kind":"Field","name":{"kind":"Name","value":"labourPercent"}},{"kind":"Field","name":{"kind":"Name","value":"primeCostPercent"}},{"kind":"Field","name":{"kind":"Name","value":"labourAboveTarget"}},{"kind":"Field","name":{"kind":"Name","value":"primeCostAboveTarget"}}]}}]}}]}}]} as unknown as DocumentNode<OwnerDashboardQuery, OwnerDashboardQueryVariables>;
export const DashboardTrendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardTrend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dayCloses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessDate"}},{"kind":"Field","name":{"kind":"Name","value":"theoreticalFoodCostPercent"}},{"kind":"Field","name":{"kind":"Name","value":"actualFoodCostPercent"}},{"kind":"Field","name":{"kind":"Name","value":"unexplainedIqd"}},{"kind":"Field","name":{"kind":"Name","value":"labourPercent"}},{"kind":"Field","name":{"kind":"Name","value":"primeCostPercent"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardTrendQuery, DashboardTrendQueryVariables>;
export const UsageVarianceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsageVariance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UsageVarianceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usageVariance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"thresholdPercent"}},{"kind":"Field","name":{"kind":"Name","value":"branches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"orderCount"}},{"kind":"Field","name":{"kind":"Name","value":"netSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"theoreticalCostIqd"}},{"kind":"Field","name":{"kind":"Name","value":"actualCostIqd"}},{"kind":"Field","name":{"kind":"Name","value":"wasteIqd"}},{"kind":"Field","name":{"kind":"Name","value":"unexplainedIqd"}},{"kind":"Field","name":{"kind":"Name","value":"theoreticalFoodCostPercent"}},{"kind":"Field","name":{"kind":"Name","value":"actualFoodCostPercent"}},{"kind":"Field","name":{"kind":"Name","value":"unmappedSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"unmappedSalesPercent"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedItems"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"opening"}},{"kind":"Field","name":{"kind":"Name","value":"receipts"}},{"kind":"Field","name":{"kind":"Name","value":"productionOutputs"}},{"kind":"Field","name":{"kind":"Name","value":"transfersIn"}},{"kind":"Field","name":{"kind":"Name","value":"transfersOut"}},{"kind":"Field","name":{"kind":"Name","value":"closing"}},{"kind":"Field","name":{"kind":"Name","value":"actual"}},{"kind":"Field","name":{"kind":"Name","value":"theoretical"}},{"kind":"Field","name":{"kind":"Name","value":"salesUsage"}},{"kind":"Field","name":{"kind":"Name","value":"productionInputs"}},{"kind":"Field","name":{"kind":"Name","value":"waste"}},{"kind":"Field","name":{"kind":"Name","value":"unexplained"}},{"kind":"Field","name":{"kind":"Name","value":"wasteIqd"}},{"kind":"Field","name":{"kind":"Name","value":"unexplainedIqd"}},{"kind":"Field","name":{"kind":"Name","value":"unexplainedPercentOfTheoretical"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}},{"kind":"Field","name":{"kind":"Name","value":"lastCountedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unmappedSales"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"netSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"percentOfNetSales"}}]}}]}}]}}]} as unknown as DocumentNode<UsageVarianceQuery, UsageVarianceQueryVariables>;
export const VarianceSourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VarianceSources"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"component"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VarianceComponent"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usageVarianceSources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"inventoryItemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"component"},"value":{"kind":"Variable","name":{"kind":"Name","value":"component"}}},{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessDate"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"valueIqd"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceLine"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<VarianceSourcesQuery, VarianceSourcesQueryVariables>;
export const CapacityTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CapacityTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capacityTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CapacityTypeRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CapacityTypeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CapacityType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}}]} as unknown as DocumentNode<CapacityTypesQuery, CapacityTypesQueryVariables>;
export const CreateCapacityTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCapacityType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CapacityTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCapacityType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CapacityTypeRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CapacityTypeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CapacityType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}}]} as unknown as DocumentNode<CreateCapacityTypeMutation, CreateCapacityTypeMutationVariables>;
export const UpdateCapacityTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCapacityType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CapacityTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCapacityType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CapacityTypeRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CapacityTypeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CapacityType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}}]} as unknown as DocumentNode<UpdateCapacityTypeMutation, UpdateCapacityTypeMutationVariables>;
export const DeleteCapacityTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCapacityType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCapacityType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteCapacityTypeMutation, DeleteCapacityTypeMutationVariables>;
export const InventoryItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InventoryItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryItemFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryItemRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryItemRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"standardCostIqd"}}]}}]} as unknown as DocumentNode<InventoryItemsQuery, InventoryItemsQueryVariables>;
export const CreateInventoryItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInventoryItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInventoryItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryItemRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryItemRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"standardCostIqd"}}]}}]} as unknown as DocumentNode<CreateInventoryItemMutation, CreateInventoryItemMutationVariables>;
export const UpdateInventoryItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInventoryItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInventoryItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InventoryItemRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InventoryItemRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"standardCostIqd"}}]}}]} as unknown as DocumentNode<UpdateInventoryItemMutation, UpdateInventoryItemMutationVariables>;
export const DeleteInventoryItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteInventoryItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInventoryItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteInventoryItemMutation, DeleteInventoryItemMutationVariables>;
export const BranchGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BranchGroupFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"priceTierPct"}},{"kind":"Field","name":{"kind":"Name","value":"branchIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<BranchGroupsQuery, BranchGroupsQueryVariables>;
export const CreateBranchGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBranchGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BranchGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBranchGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateBranchGroupMutation, CreateBranchGroupMutationVariables>;
export const AddBranchToGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddBranchToGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBranchToGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"branchIds"}}]}}]}}]} as unknown as DocumentNode<AddBranchToGroupMutation, AddBranchToGroupMutationVariables>;
export const RemoveBranchFromGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveBranchFromGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeBranchFromGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"branchIds"}}]}}]}}]} as unknown as DocumentNode<RemoveBranchFromGroupMutation, RemoveBranchFromGroupMutationVariables>;
export const PromotionChangeRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromotionChangeRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionChangeRequestFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotionChangeRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"promotionId"}},{"kind":"Field","name":{"kind":"Name","value":"createsPromotion"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"maxDiscountCap"}},{"kind":"Field","name":{"kind":"Name","value":"minOrderValue"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"proposedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<PromotionChangeRequestsQuery, PromotionChangeRequestsQueryVariables>;
export const PromotionChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromotionChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"name","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"dir"},"value":{"kind":"EnumValue","value":"Asc"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PromotionChoicesQuery, PromotionChoicesQueryVariables>;
export const ProposePromotionChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProposePromotionChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionChangeRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposePromotionChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ProposePromotionChangeMutation, ProposePromotionChangeMutationVariables>;
export const DecidePromotionChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecidePromotionChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeRequestDecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decidePromotionChangeRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"promotionId"}}]}}]}}]} as unknown as DocumentNode<DecidePromotionChangeMutation, DecidePromotionChangeMutationVariables>;
export const QuoteProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuoteProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"name","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"dir"},"value":{"kind":"EnumValue","value":"Asc"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"modifierGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"priceDeltaIqd"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<QuoteProductsQuery, QuoteProductsQueryVariables>;
export const PriceQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channelId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CartItemInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"channelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessDate"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeTax"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalExcludingTax"}},{"kind":"Field","name":{"kind":"Name","value":"tier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"basisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"}},{"kind":"Field","name":{"kind":"Name","value":"shelfPrice"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"netAmount"}},{"kind":"Field","name":{"kind":"Name","value":"ratePermille"}},{"kind":"Field","name":{"kind":"Name","value":"modifiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"priceDelta"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotionsConsidered"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"rejection"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"ratePermille"}},{"kind":"Field","name":{"kind":"Name","value":"taxableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}}]}}]}}]}}]} as unknown as DocumentNode<PriceQuoteQuery, PriceQuoteQueryVariables>;
export const PromotionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Promotions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"maxDiscountCap"}},{"kind":"Field","name":{"kind":"Name","value":"minOrderValue"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<PromotionsQuery, PromotionsQueryVariables>;
export const CreatePromotionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePromotion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPromotion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreatePromotionMutation, CreatePromotionMutationVariables>;
export const SetPromotionActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPromotionActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPromotionActiveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPromotionActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SetPromotionActiveMutation, SetPromotionActiveMutationVariables>;
export const DeletePromotionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePromotion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePromotion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<DeletePromotionMutation, DeletePromotionMutationVariables>;
export const SalesChannelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesChannels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SalesChannelFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesChannels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<SalesChannelsQuery, SalesChannelsQueryVariables>;
export const CreateSalesChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSalesChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSalesChannelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSalesChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateSalesChannelMutation, CreateSalesChannelMutationVariables>;
export const ActivateSalesChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateSalesChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateSalesChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<ActivateSalesChannelMutation, ActivateSalesChannelMutationVariables>;
export const DeactivateSalesChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateSalesChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateSalesChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<DeactivateSalesChannelMutation, DeactivateSalesChannelMutationVariables>;
export const DeliveryCallsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryCalls"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryCallFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryCalls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"connectionId"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<DeliveryCallsQuery, DeliveryCallsQueryVariables>;
export const DeliveryCallDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryCall"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryCall"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"requestHeaders"}},{"kind":"Field","name":{"kind":"Name","value":"requestBody"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"responseBody"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}}]}}]}}]} as unknown as DocumentNode<DeliveryCallQuery, DeliveryCallQueryVariables>;
export const DeliveryConnectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryConnections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryConnections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"platformStoreId"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"autoAccept"}},{"kind":"Field","name":{"kind":"Name","value":"preparationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"storeState"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"credentialsHint"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<DeliveryConnectionsQuery, DeliveryConnectionsQueryVariables>;
export const CreateDeliveryConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDeliveryConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDeliveryConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDeliveryConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signingSecret"}}]}}]}}]} as unknown as DocumentNode<CreateDeliveryConnectionMutation, CreateDeliveryConnectionMutationVariables>;
export const UpdateDeliveryConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDeliveryConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDeliveryConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDeliveryConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"autoAccept"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"credentialsHint"}}]}}]}}]} as unknown as DocumentNode<UpdateDeliveryConnectionMutation, UpdateDeliveryConnectionMutationVariables>;
export const DeliveryItemMappingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryItemMappings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryItemMappingFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"connectionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryItemMappings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"connectionId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"platformItemId"}},{"kind":"Field","name":{"kind":"Name","value":"platformName"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"modifierOptionId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"unmapped"},"name":{"kind":"Name","value":"deliveryItemMappings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"1"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"connectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"connectionId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"unmapped"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<DeliveryItemMappingsQuery, DeliveryItemMappingsQueryVariables>;
export const MapDeliveryItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MapDeliveryItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MapDeliveryItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapDeliveryItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"modifierOptionId"}}]}}]}}]} as unknown as DocumentNode<MapDeliveryItemMutation, MapDeliveryItemMutationVariables>;
export const DeliveryPayoutsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryPayouts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryPayoutFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryPayouts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"connectionId"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"payoutReference"}},{"kind":"Field","name":{"kind":"Name","value":"payoutDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"commissionPercent"}},{"kind":"Field","name":{"kind":"Name","value":"matchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"differentCount"}},{"kind":"Field","name":{"kind":"Name","value":"missingInLedgerCount"}},{"kind":"Field","name":{"kind":"Name","value":"missingInPayoutCount"}},{"kind":"Field","name":{"kind":"Name","value":"overChargeIqd"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<DeliveryPayoutsQuery, DeliveryPayoutsQueryVariables>;
export const DeliveryPayoutLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryPayoutLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payoutId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryPayoutLineFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryPayoutLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payoutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payoutId"}}},{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"problems"}},{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"platformOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderDate"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"grossIqd"}},{"kind":"Field","name":{"kind":"Name","value":"commissionIqd"}},{"kind":"Field","name":{"kind":"Name","value":"allowedCommissionIqd"}},{"kind":"Field","name":{"kind":"Name","value":"overChargeIqd"}},{"kind":"Field","name":{"kind":"Name","value":"netIqd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<DeliveryPayoutLinesQuery, DeliveryPayoutLinesQueryVariables>;
export const DeliveryCommissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryCommission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryCommissionFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryCommission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"grossIqd"}},{"kind":"Field","name":{"kind":"Name","value":"commissionIqd"}},{"kind":"Field","name":{"kind":"Name","value":"overChargeIqd"}},{"kind":"Field","name":{"kind":"Name","value":"commissionPercent"}}]}}]}}]} as unknown as DocumentNode<DeliveryCommissionQuery, DeliveryCommissionQueryVariables>;
export const ImportDeliveryPayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportDeliveryPayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportDeliveryPayoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importDeliveryPayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"payoutReference"}},{"kind":"Field","name":{"kind":"Name","value":"rowsRead"}},{"kind":"Field","name":{"kind":"Name","value":"matchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"differentCount"}},{"kind":"Field","name":{"kind":"Name","value":"missingInLedgerCount"}},{"kind":"Field","name":{"kind":"Name","value":"missingInPayoutCount"}}]}}]}}]} as unknown as DocumentNode<ImportDeliveryPayoutMutation, ImportDeliveryPayoutMutationVariables>;
export const DeliveryOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryOrderFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryOrderRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"connectionId"}},{"kind":"Field","name":{"kind":"Name","value":"platformOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"displayId"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fulfilment"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"statedTotal"}},{"kind":"Field","name":{"kind":"Name","value":"computedTotal"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"unmappedLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformItemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptDeadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<DeliveryOrdersQuery, DeliveryOrdersQueryVariables>;
export const DeliveryOrderLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryOrderLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"modifiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeliveryOrderLinesQuery, DeliveryOrderLinesQueryVariables>;
export const AcceptDeliveryOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptDeliveryOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptDeliveryOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryOrderRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"connectionId"}},{"kind":"Field","name":{"kind":"Name","value":"platformOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"displayId"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fulfilment"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"statedTotal"}},{"kind":"Field","name":{"kind":"Name","value":"computedTotal"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"unmappedLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformItemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptDeadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<AcceptDeliveryOrderMutation, AcceptDeliveryOrderMutationVariables>;
export const RejectDeliveryOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectDeliveryOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectDeliveryOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryOrderRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"connectionId"}},{"kind":"Field","name":{"kind":"Name","value":"platformOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"displayId"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fulfilment"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"statedTotal"}},{"kind":"Field","name":{"kind":"Name","value":"computedTotal"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"unmappedLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformItemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptDeadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<RejectDeliveryOrderMutation, RejectDeliveryOrderMutationVariables>;
export const SetDeliveryStoreStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDeliveryStoreState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetDeliveryStoreStateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDeliveryStoreState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"storeState"}},{"kind":"Field","name":{"kind":"Name","value":"preparationMinutes"}}]}}]}}]} as unknown as DocumentNode<SetDeliveryStoreStateMutation, SetDeliveryStoreStateMutationVariables>;
export const DeliveryConnectionChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryConnectionChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryConnections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}}]}}]}}]}}]} as unknown as DocumentNode<DeliveryConnectionChoicesQuery, DeliveryConnectionChoicesQueryVariables>;
export const DeliveryProductChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryProductChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"50"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"name","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"dir"},"value":{"kind":"EnumValue","value":"Asc"}},{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}}]}}]}}]} as unknown as DocumentNode<DeliveryProductChoicesQuery, DeliveryProductChoicesQueryVariables>;
export const DeliveryOptionChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryOptionChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modifierGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"50"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"name","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"dir"},"value":{"kind":"EnumValue","value":"Asc"}},{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryOptionGroupFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryOptionGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModifierGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<DeliveryOptionChoicesQuery, DeliveryOptionChoicesQueryVariables>;
export const DeliveryProductNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryProductName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}}]}}]} as unknown as DocumentNode<DeliveryProductNameQuery, DeliveryProductNameQueryVariables>;
export const DeliveryOptionNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryOptionName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"optionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modifierGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"1"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"optionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"optionId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"includeDeleted"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryOptionGroupFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryOptionGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModifierGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<DeliveryOptionNameQuery, DeliveryOptionNameQueryVariables>;
export const ApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeys"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKeyFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"environment"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ApiKeysQuery, ApiKeysQueryVariables>;
export const ApiKeyScopesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeyScopes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeyScopes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"grantable"}}]}}]}}]} as unknown as DocumentNode<ApiKeyScopesQuery, ApiKeyScopesQueryVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RotateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<RotateApiKeyMutation, RotateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiKeyInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"environment"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDeliveryFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastHttpStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attemptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"httpStatus"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const RetryDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryWebhookDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}}]}}]}}]} as unknown as DocumentNode<RetryDeliveryMutation, RetryDeliveryMutationVariables>;
export const WebhookSubscriptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookSubscriptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookSubscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"includeInactive"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"apiVersion"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"consecutiveFailures"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<WebhookSubscriptionsQuery, WebhookSubscriptionsQueryVariables>;
export const WebhookCatalogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookCatalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEventCatalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentApiVersion"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"resourceType"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookCatalogQuery, WebhookCatalogQueryVariables>;
export const CreateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}}]} as unknown as DocumentNode<CreateWebhookMutation, CreateWebhookMutationVariables>;
export const RotateWebhookSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWebhookSubscriptionSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}}]} as unknown as DocumentNode<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;
export const UpdateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebhookSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhookSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<UpdateWebhookMutation, UpdateWebhookMutationVariables>;
export const DeleteWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteWebhookMutation, DeleteWebhookMutationVariables>;
export const ActivateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateWebhookSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<ActivateWebhookMutation, ActivateWebhookMutationVariables>;
export const DeactivateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateWebhookSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<DeactivateWebhookMutation, DeactivateWebhookMutationVariables>;
export const TestWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testWebhookSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastHttpStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}}]}}]}}]} as unknown as DocumentNode<TestWebhookMutation, TestWebhookMutationVariables>;
export const ExportJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportJobs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExportJobFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportJobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reportKey"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rowsWritten"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<ExportJobsQuery, ExportJobsQueryVariables>;
export const CreateExportJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateExportJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateExportJobInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createExportJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CreateExportJobMutation, CreateExportJobMutationVariables>;
export const CancelExportJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelExportJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelExportJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CancelExportJobMutation, CancelExportJobMutationVariables>;
export const ReportSubscriptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportSubscriptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportSubscriptionFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportSubscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reportKey"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"externalRecipient"}},{"kind":"Field","name":{"kind":"Name","value":"cadence"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"sendEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"nextRunAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastRunAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSuccessAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<ReportSubscriptionsQuery, ReportSubscriptionsQueryVariables>;
export const CreateReportSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateReportSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateReportSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createReportSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateReportSubscriptionMutation, CreateReportSubscriptionMutationVariables>;
export const ActivateReportSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateReportSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateReportSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<ActivateReportSubscriptionMutation, ActivateReportSubscriptionMutationVariables>;
export const DeactivateReportSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateReportSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateReportSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<DeactivateReportSubscriptionMutation, DeactivateReportSubscriptionMutationVariables>;
export const DeleteReportSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteReportSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReportSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<DeleteReportSubscriptionMutation, DeleteReportSubscriptionMutationVariables>;
export const SavedReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reportKey"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<SavedReportsQuery, SavedReportsQueryVariables>;
export const CreateSavedReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSavedReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSavedReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSavedReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateSavedReportMutation, CreateSavedReportMutationVariables>;
export const DeleteSavedReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSavedReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSavedReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<DeleteSavedReportMutation, DeleteSavedReportMutationVariables>;
export const ExportDomainsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportDomains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportDomains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelAr"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelAr"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleAr"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}}]}}]}}]}}]} as unknown as DocumentNode<ExportDomainsQuery, ExportDomainsQueryVariables>;
export const ForecastBatchProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ForecastBatchProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chickenItemId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"meatItemId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"riceItemId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cookedRiceMultiplier"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"riceRoundingMethod"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RiceRoundingMethod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forecastBatchProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"businessDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"chickenItemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chickenItemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"meatItemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"meatItemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"riceItemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"riceItemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"cookedRiceMultiplier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cookedRiceMultiplier"}}},{"kind":"Argument","name":{"kind":"Name","value":"riceRoundingMethod"},"value":{"kind":"Variable","name":{"kind":"Name","value":"riceRoundingMethod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessDate"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"serviceLevel"}},{"kind":"Field","name":{"kind":"Name","value":"chickenCount"}},{"kind":"Field","name":{"kind":"Name","value":"meatKg"}},{"kind":"Field","name":{"kind":"Name","value":"rawRiceKg"}},{"kind":"Field","name":{"kind":"Name","value":"cookedRiceKg"}},{"kind":"Field","name":{"kind":"Name","value":"reservedRiceDirectSaleKg"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"itemNameAr"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sameWeekdays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"usage"}},{"kind":"Field","name":{"kind":"Name","value":"soldOut"}}]}},{"kind":"Field","name":{"kind":"Name","value":"calendarKinds"}},{"kind":"Field","name":{"kind":"Name","value":"calendarEffect"}},{"kind":"Field","name":{"kind":"Name","value":"promotionEffect"}},{"kind":"Field","name":{"kind":"Name","value":"soldOutAdjustment"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ForecastBatchProposalQuery, ForecastBatchProposalQueryVariables>;
export const ForecastAccuracyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ForecastAccuracy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forecastBacktests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"measure"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"itemNameAr"}},{"kind":"Field","name":{"kind":"Name","value":"chosenModel"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"chosenOneDayWape"}},{"kind":"Field","name":{"kind":"Name","value":"chosenOneDayBias"}},{"kind":"Field","name":{"kind":"Name","value":"chosenSevenDayWape"}},{"kind":"Field","name":{"kind":"Name","value":"chosenSevenDayBias"}},{"kind":"Field","name":{"kind":"Name","value":"baselineOneDayWape"}},{"kind":"Field","name":{"kind":"Name","value":"baselineOneDayBias"}},{"kind":"Field","name":{"kind":"Name","value":"baselineSevenDayWape"}},{"kind":"Field","name":{"kind":"Name","value":"baselineSevenDayBias"}},{"kind":"Field","name":{"kind":"Name","value":"computedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"forecastOutcomes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessDate"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"proposedChickenCount"}},{"kind":"Field","name":{"kind":"Name","value":"proposedMeatKg"}},{"kind":"Field","name":{"kind":"Name","value":"proposedRawRiceKg"}},{"kind":"Field","name":{"kind":"Name","value":"decidedChickenCount"}},{"kind":"Field","name":{"kind":"Name","value":"decidedMeatKg"}},{"kind":"Field","name":{"kind":"Name","value":"decidedRawRiceKg"}},{"kind":"Field","name":{"kind":"Name","value":"usedChicken"}},{"kind":"Field","name":{"kind":"Name","value":"usedMeatKg"}},{"kind":"Field","name":{"kind":"Name","value":"usedRawRiceKg"}},{"kind":"Field","name":{"kind":"Name","value":"overproductionWasteUnits"}},{"kind":"Field","name":{"kind":"Name","value":"soldOutMinutes"}}]}}]}}]} as unknown as DocumentNode<ForecastAccuracyQuery, ForecastAccuracyQueryVariables>;
export const ForecastCalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ForecastCalendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ForecastCalendarFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forecastCalendarDays"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ForecastCalendarDayRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}},{"kind":"Field","name":{"kind":"Name","value":"forecastSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceLevel"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ForecastCalendarDayRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ForecastCalendarDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}}]} as unknown as DocumentNode<ForecastCalendarQuery, ForecastCalendarQueryVariables>;
export const CreateForecastCalendarDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateForecastCalendarDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateForecastCalendarDayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createForecastCalendarDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ForecastCalendarDayRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ForecastCalendarDayRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ForecastCalendarDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}}]} as unknown as DocumentNode<CreateForecastCalendarDayMutation, CreateForecastCalendarDayMutationVariables>;
export const UpdateForecastCalendarDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateForecastCalendarDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateForecastCalendarDayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateForecastCalendarDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ForecastCalendarDayRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ForecastCalendarDayRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ForecastCalendarDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}}]} as unknown as DocumentNode<UpdateForecastCalendarDayMutation, UpdateForecastCalendarDayMutationVariables>;
export const DeleteForecastCalendarDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteForecastCalendarDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteForecastCalendarDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteForecastCalendarDayMutation, DeleteForecastCalendarDayMutationVariables>;
export const SetForecastSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetForecastSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetForecastSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setForecastSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceLevel"}}]}}]}}]} as unknown as DocumentNode<SetForecastSettingsMutation, SetForecastSettingsMutationVariables>;
export const BranchForecastDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchForecast"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchForecast"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"historyDays"},"value":{"kind":"IntValue","value":"28"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"computedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastKnownDate"}},{"kind":"Field","name":{"kind":"Name","value":"calendar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"measure"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"itemNameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"serviceLevel"}},{"kind":"Field","name":{"kind":"Name","value":"trainingFrom"}},{"kind":"Field","name":{"kind":"Name","value":"trainingTo"}},{"kind":"Field","name":{"kind":"Name","value":"trainingDays"}},{"kind":"Field","name":{"kind":"Name","value":"borrowed"}},{"kind":"Field","name":{"kind":"Name","value":"computedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"usage"}},{"kind":"Field","name":{"kind":"Name","value":"soldOut"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}},{"kind":"Field","name":{"kind":"Name","value":"promotion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"horizon"}},{"kind":"Field","name":{"kind":"Name","value":"point"}},{"kind":"Field","name":{"kind":"Name","value":"median"}},{"kind":"Field","name":{"kind":"Name","value":"upper"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sameWeekdays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"usage"}},{"kind":"Field","name":{"kind":"Name","value":"soldOut"}}]}},{"kind":"Field","name":{"kind":"Name","value":"calendarKinds"}},{"kind":"Field","name":{"kind":"Name","value":"calendarEffect"}},{"kind":"Field","name":{"kind":"Name","value":"promotionEffect"}},{"kind":"Field","name":{"kind":"Name","value":"soldOutAdjustment"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"backtest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"models"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"}},{"kind":"Field","name":{"kind":"Name","value":"oneDayWape"}},{"kind":"Field","name":{"kind":"Name","value":"oneDayBias"}},{"kind":"Field","name":{"kind":"Name","value":"sevenDayWape"}},{"kind":"Field","name":{"kind":"Name","value":"sevenDayBias"}},{"kind":"Field","name":{"kind":"Name","value":"scoredDays"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<BranchForecastQuery, BranchForecastQueryVariables>;
export const RecomputeForecastDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecomputeForecast"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recomputeForecast"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"queued"}}]}}]}}]} as unknown as DocumentNode<RecomputeForecastMutation, RecomputeForecastMutationVariables>;
export const AdvancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Advances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdvanceFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advances"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<AdvancesQuery, AdvancesQueryVariables>;
export const RequestAdvanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestAdvance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestAdvanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestAdvance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RequestAdvanceMutation, RequestAdvanceMutationVariables>;
export const DecideAdvanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideAdvance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HrDecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideAdvance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DecideAdvanceMutation, DecideAdvanceMutationVariables>;
export const PayAdvanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayAdvance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payAdvance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PayAdvanceMutation, PayAdvanceMutationVariables>;
export const SettleAdvanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettleAdvance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settleAdvance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SettleAdvanceMutation, SettleAdvanceMutationVariables>;
export const CancelAdvanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelAdvance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAdvance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CancelAdvanceMutation, CancelAdvanceMutationVariables>;
export const DepartmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Departments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DepartmentFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DepartmentRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepartmentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Department"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}}]}}]} as unknown as DocumentNode<DepartmentsQuery, DepartmentsQueryVariables>;
export const CreateDepartmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDepartment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDepartmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDepartment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DepartmentRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepartmentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Department"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}}]}}]} as unknown as DocumentNode<CreateDepartmentMutation, CreateDepartmentMutationVariables>;
export const UpdateDepartmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDepartment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDepartmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDepartment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DepartmentRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepartmentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Department"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}}]}}]} as unknown as DocumentNode<UpdateDepartmentMutation, UpdateDepartmentMutationVariables>;
export const DeleteDepartmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDepartment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDepartment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DepartmentRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepartmentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Department"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}}]}}]} as unknown as DocumentNode<DeleteDepartmentMutation, DeleteDepartmentMutationVariables>;
export const EmployeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Employees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EmployeeFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmployeeRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Employee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPay"}},{"kind":"Field","name":{"kind":"Name","value":"annualLeaveBalance"}},{"kind":"Field","name":{"kind":"Name","value":"hireDate"}},{"kind":"Field","name":{"kind":"Name","value":"baseSalary"}},{"kind":"Field","name":{"kind":"Name","value":"allowances"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"branchIds"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"maritalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"contractType"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyName"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyPhone"}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleAr"}}]}}]}}]} as unknown as DocumentNode<EmployeesQuery, EmployeesQueryVariables>;
export const CreateEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEmployeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateEmployeeMutation, CreateEmployeeMutationVariables>;
export const UpdateEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateEmployeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmployeeRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployeeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Employee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPay"}},{"kind":"Field","name":{"kind":"Name","value":"annualLeaveBalance"}},{"kind":"Field","name":{"kind":"Name","value":"hireDate"}},{"kind":"Field","name":{"kind":"Name","value":"baseSalary"}},{"kind":"Field","name":{"kind":"Name","value":"allowances"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"branchIds"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nationalId"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"maritalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"contractType"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyName"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyPhone"}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleAr"}}]}}]}}]} as unknown as DocumentNode<UpdateEmployeeMutation, UpdateEmployeeMutationVariables>;
export const DeleteEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<DeleteEmployeeMutation, DeleteEmployeeMutationVariables>;
export const ChangeEmploymentStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeEmploymentStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmploymentStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeEmploymentStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}}]}}]}}]} as unknown as DocumentNode<ChangeEmploymentStatusMutation, ChangeEmploymentStatusMutationVariables>;
export const LeaveRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveRequestFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"usesBalance"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"annualLeaveBalance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<LeaveRequestsQuery, LeaveRequestsQueryVariables>;
export const DecideLeaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideLeave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HrDecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideLeave"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDeducted"}}]}}]}}]} as unknown as DocumentNode<DecideLeaveMutation, DecideLeaveMutationVariables>;
export const CancelLeaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelLeave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"HrNoteInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelLeave"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDeducted"}}]}}]}}]} as unknown as DocumentNode<CancelLeaveMutation, CancelLeaveMutationVariables>;
export const RequestLeaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestLeave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestLeaveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestLeave"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}}]}}]} as unknown as DocumentNode<RequestLeaveMutation, RequestLeaveMutationVariables>;
export const LeaveTypeChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveTypeChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"name","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"usesBalance"}}]}}]}}]}}]} as unknown as DocumentNode<LeaveTypeChoicesQuery, LeaveTypeChoicesQueryVariables>;
export const LeaveTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaveTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveTypeFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaveTypeRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaveTypeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"usesBalance"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}}]}}]} as unknown as DocumentNode<LeaveTypesQuery, LeaveTypesQueryVariables>;
export const CreateLeaveTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLeaveType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeaveType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaveTypeRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaveTypeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"usesBalance"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}}]}}]} as unknown as DocumentNode<CreateLeaveTypeMutation, CreateLeaveTypeMutationVariables>;
export const CreateDefaultLeaveTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDefaultLeaveTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDefaultLeaveTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaveTypeRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaveTypeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"usesBalance"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}}]}}]} as unknown as DocumentNode<CreateDefaultLeaveTypesMutation, CreateDefaultLeaveTypesMutationVariables>;
export const UpdateLeaveTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLeaveType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLeaveType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaveTypeRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaveTypeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"usesBalance"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}}]}}]} as unknown as DocumentNode<UpdateLeaveTypeMutation, UpdateLeaveTypeMutationVariables>;
export const DeleteLeaveTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLeaveType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLeaveType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaveTypeRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaveTypeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"usesBalance"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}}]}}]} as unknown as DocumentNode<DeleteLeaveTypeMutation, DeleteLeaveTypeMutationVariables>;
export const LoansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Loans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LoanFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"installment"}},{"kind":"Field","name":{"kind":"Name","value":"installmentCount"}},{"kind":"Field","name":{"kind":"Name","value":"repaidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"remainingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<LoansQuery, LoansQueryVariables>;
export const LoanScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoanSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"installment"}},{"kind":"Field","name":{"kind":"Name","value":"installmentCount"}},{"kind":"Field","name":{"kind":"Name","value":"repaidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"remainingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<LoanScheduleQuery, LoanScheduleQueryVariables>;
export const RequestLoanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestLoan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestLoanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestLoan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RequestLoanMutation, RequestLoanMutationVariables>;
export const DecideLoanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideLoan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HrDecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideLoan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DecideLoanMutation, DecideLoanMutationVariables>;
export const CancelLoanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelLoan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"HrNoteInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelLoan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CancelLoanMutation, CancelLoanMutationVariables>;
export const RepayLoanInstallmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RepayLoanInstallment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"HrNoteInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repayLoanInstallment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"repaidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"remainingBalance"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<RepayLoanInstallmentMutation, RepayLoanInstallmentMutationVariables>;
export const PositionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Positions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PositionFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PositionRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PositionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleAr"}},{"kind":"Field","name":{"kind":"Name","value":"baseSalary"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}}]}}]} as unknown as DocumentNode<PositionsQuery, PositionsQueryVariables>;
export const DepartmentChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepartmentChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"name","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}}]}}]}}]} as unknown as DocumentNode<DepartmentChoicesQuery, DepartmentChoicesQueryVariables>;
export const CreatePositionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePosition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPosition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreatePositionMutation, CreatePositionMutationVariables>;
export const UpdatePositionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePosition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PositionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePosition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PositionRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PositionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Position"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleAr"}},{"kind":"Field","name":{"kind":"Name","value":"baseSalary"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}}]}}]} as unknown as DocumentNode<UpdatePositionMutation, UpdatePositionMutationVariables>;
export const DeletePositionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePosition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePosition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<DeletePositionMutation, DeletePositionMutationVariables>;
export const HrChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HrChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"name","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"title","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleAr"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}}]}}]}}]}}]} as unknown as DocumentNode<HrChoicesQuery, HrChoicesQueryVariables>;
export const EmployeeChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmployeeChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"50"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"fullName","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<EmployeeChoicesQuery, EmployeeChoicesQueryVariables>;
export const StockCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StockCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"businessDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"expectedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"differenceQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"differenceValueIqd"}}]}}]}}]}}]} as unknown as DocumentNode<StockCountQuery, StockCountQueryVariables>;
export const EnterStockCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnterStockCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnterCountsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enterStockCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<EnterStockCountsMutation, EnterStockCountsMutationVariables>;
export const SubmitStockCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitStockCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitStockCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SubmitStockCountMutation, SubmitStockCountMutationVariables>;
export const ApproveStockCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveStockCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveStockCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ApproveStockCountMutation, ApproveStockCountMutationVariables>;
export const StockCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StockCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StockCountFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"businessDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<StockCountsQuery, StockCountsQueryVariables>;
export const CreateStockCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStockCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateStockCountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStockCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateStockCountMutation, CreateStockCountMutationVariables>;
export const ItemMovementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ItemMovements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MovementFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inventoryMovements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessDate"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitCostIqd"}},{"kind":"Field","name":{"kind":"Name","value":"valueIqd"}},{"kind":"Field","name":{"kind":"Name","value":"onHandAfter"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceLine"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<ItemMovementsQuery, ItemMovementsQueryVariables>;
export const ReorderSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReorderSuggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderSuggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"onHand"}},{"kind":"Field","name":{"kind":"Name","value":"parLevel"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceIqd"}}]}}]}}]} as unknown as DocumentNode<ReorderSuggestionsQuery, ReorderSuggestionsQueryVariables>;
export const SetParLevelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetParLevel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetParLevelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setParLevel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"parLevel"}},{"kind":"Field","name":{"kind":"Name","value":"reorderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"belowPar"}}]}}]}}]} as unknown as DocumentNode<SetParLevelMutation, SetParLevelMutationVariables>;
export const OrderReorderSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrderReorderSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supplierId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderReorderSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"supplierId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supplierId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<OrderReorderSuggestionsMutation, OrderReorderSuggestionsMutationVariables>;
export const StockAllBranchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StockAllBranches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockOnHandAcrossBranches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"valueIqd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"totalValueIqd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<StockAllBranchesQuery, StockAllBranchesQueryVariables>;
export const StockOnHandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StockOnHand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StockFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockOnHand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"onHand"}},{"kind":"Field","name":{"kind":"Name","value":"valueIqd"}},{"kind":"Field","name":{"kind":"Name","value":"avgCostIqd"}},{"kind":"Field","name":{"kind":"Name","value":"negative"}},{"kind":"Field","name":{"kind":"Name","value":"parLevel"}},{"kind":"Field","name":{"kind":"Name","value":"belowPar"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stockValueTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}]}]}}]} as unknown as DocumentNode<StockOnHandQuery, StockOnHandQueryVariables>;
export const RecordOpeningBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordOpeningBalance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpeningBalanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordOpeningBalance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]} as unknown as DocumentNode<RecordOpeningBalanceMutation, RecordOpeningBalanceMutationVariables>;
export const TransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Transfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"toBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"sentDate"}},{"kind":"Field","name":{"kind":"Name","value":"receivedDate"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"sentValueIqd"}},{"kind":"Field","name":{"kind":"Name","value":"receivedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"shortQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"shortValueIqd"}}]}}]}}]}}]} as unknown as DocumentNode<TransferQuery, TransferQueryVariables>;
export const SendTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SendTransferMutation, SendTransferMutationVariables>;
export const ReceiveTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReceiveTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReceiveTransferInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiveTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ReceiveTransferMutation, ReceiveTransferMutationVariables>;
export const CancelTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CancelTransferMutation, CancelTransferMutationVariables>;
export const TransfersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Transfers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransferFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transfers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"toBranchId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<TransfersQuery, TransfersQueryVariables>;
export const CreateTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTransferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateTransferMutation, CreateTransferMutationVariables>;
export const StockItemChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StockItemChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"name","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"dir"},"value":{"kind":"EnumValue","value":"Asc"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]}}]} as unknown as DocumentNode<StockItemChoicesQuery, StockItemChoicesQueryVariables>;
export const KioskSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceName"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"branchNameAr"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"employees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"clockState"}},{"kind":"Field","name":{"kind":"Name","value":"nextPunches"}}]}}]}}]}}]} as unknown as DocumentNode<KioskSessionQuery, KioskSessionQueryVariables>;
export const RecordKioskPunchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordKioskPunch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KioskPunchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordKioskPunch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"punch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"clockState"}},{"kind":"Field","name":{"kind":"Name","value":"nextPunches"}}]}}]}}]} as unknown as DocumentNode<RecordKioskPunchMutation, RecordKioskPunchMutationVariables>;
export const LabourReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LabourReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LabourReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"labourReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"labourPercentTarget"}},{"kind":"Field","name":{"kind":"Name","value":"primeCostPercentTarget"}},{"kind":"Field","name":{"kind":"Name","value":"branches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"netSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"labourCostIqd"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledCostIqd"}},{"kind":"Field","name":{"kind":"Name","value":"labourPercent"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledLabourPercent"}},{"kind":"Field","name":{"kind":"Name","value":"salesPerLabourHourIqd"}},{"kind":"Field","name":{"kind":"Name","value":"foodCostIqd"}},{"kind":"Field","name":{"kind":"Name","value":"primeCostIqd"}},{"kind":"Field","name":{"kind":"Name","value":"primeCostPercent"}},{"kind":"Field","name":{"kind":"Name","value":"labourAboveTarget"}},{"kind":"Field","name":{"kind":"Name","value":"primeCostAboveTarget"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessDate"}},{"kind":"Field","name":{"kind":"Name","value":"netSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"labourCostIqd"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledCostIqd"}},{"kind":"Field","name":{"kind":"Name","value":"labourPercent"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledLabourPercent"}},{"kind":"Field","name":{"kind":"Name","value":"salesPerLabourHourIqd"}},{"kind":"Field","name":{"kind":"Name","value":"foodCostIqd"}},{"kind":"Field","name":{"kind":"Name","value":"primeCostIqd"}},{"kind":"Field","name":{"kind":"Name","value":"primeCostPercent"}},{"kind":"Field","name":{"kind":"Name","value":"labourAboveTarget"}},{"kind":"Field","name":{"kind":"Name","value":"primeCostAboveTarget"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LabourReportQuery, LabourReportQueryVariables>;
export const MyShiftsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyShifts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MyShiftFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myShifts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"50"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"breakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shiftSwapRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"20"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shiftId"}},{"kind":"Field","name":{"kind":"Name","value":"requesterName"}},{"kind":"Field","name":{"kind":"Name","value":"coverName"}}]}}]}}]}}]} as unknown as DocumentNode<MyShiftsQuery, MyShiftsQueryVariables>;
export const RequestShiftSwapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestShiftSwap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestShiftSwapInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestShiftSwap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RequestShiftSwapMutation, RequestShiftSwapMutationVariables>;
export const WithdrawShiftSwapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawShiftSwap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawShiftSwap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<WithdrawShiftSwapMutation, WithdrawShiftSwapMutationVariables>;
export const RosterWeekDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RosterWeek"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"weekStart"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rosterWeek"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"weekStart"},"value":{"kind":"Variable","name":{"kind":"Name","value":"weekStart"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"shifts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"breakMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rosterTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<RosterWeekQuery, RosterWeekQueryVariables>;
export const PublishRosterWeekDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishRosterWeek"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RosterWeekInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishRosterWeek"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PublishRosterWeekMutation, PublishRosterWeekMutationVariables>;
export const CopyRosterWeekDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyRosterWeek"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CopyRosterWeekInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyRosterWeek"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}}]}}]}}]} as unknown as DocumentNode<CopyRosterWeekMutation, CopyRosterWeekMutationVariables>;
export const ApplyRosterTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyRosterTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplyRosterTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyRosterTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}}]}}]}}]} as unknown as DocumentNode<ApplyRosterTemplateMutation, ApplyRosterTemplateMutationVariables>;
export const SaveRosterTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRosterTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveRosterTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRosterTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SaveRosterTemplateMutation, SaveRosterTemplateMutationVariables>;
export const RosterLabourForecastDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RosterLabourForecast"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"weekStart"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rosterLabourForecast"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"weekStart"},"value":{"kind":"Variable","name":{"kind":"Name","value":"weekStart"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"labourPercentTarget"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessDate"}},{"kind":"Field","name":{"kind":"Name","value":"labourPercent"}},{"kind":"Field","name":{"kind":"Name","value":"aboveTarget"}}]}},{"kind":"Field","name":{"kind":"Name","value":"week"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessDate"}},{"kind":"Field","name":{"kind":"Name","value":"labourPercent"}},{"kind":"Field","name":{"kind":"Name","value":"aboveTarget"}}]}}]}}]}}]} as unknown as DocumentNode<RosterLabourForecastQuery, RosterLabourForecastQueryVariables>;
export const CreateShiftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateShift"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateShiftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createShift"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CreateShiftMutation, CreateShiftMutationVariables>;
export const UpdateShiftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateShift"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftTimesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateShift"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UpdateShiftMutation, UpdateShiftMutationVariables>;
export const DeleteShiftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteShift"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteShift"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteShiftMutation, DeleteShiftMutationVariables>;
export const ShiftSwapRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShiftSwapRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftSwapFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shiftSwapRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"targetEmployeeId"}},{"kind":"Field","name":{"kind":"Name","value":"requesterName"}},{"kind":"Field","name":{"kind":"Name","value":"targetName"}},{"kind":"Field","name":{"kind":"Name","value":"coverName"}},{"kind":"Field","name":{"kind":"Name","value":"shift"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<ShiftSwapRequestsQuery, ShiftSwapRequestsQueryVariables>;
export const DecideShiftSwapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideShiftSwap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideShiftSwapInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideShiftSwap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"coverEmployeeId"}}]}}]}}]} as unknown as DocumentNode<DecideShiftSwapMutation, DecideShiftSwapMutationVariables>;
export const ImportTerminalPunchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportTerminalPunches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportTerminalPunchesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importTerminalPunches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"duplicates"}},{"kind":"Field","name":{"kind":"Name","value":"unknownCodes"}},{"kind":"Field","name":{"kind":"Name","value":"unknownRows"}},{"kind":"Field","name":{"kind":"Name","value":"unknownLines"}},{"kind":"Field","name":{"kind":"Name","value":"invalidRows"}},{"kind":"Field","name":{"kind":"Name","value":"firstBusinessDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastBusinessDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ImportTerminalPunchesMutation, ImportTerminalPunchesMutationVariables>;
export const PunchImportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PunchImports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"punchImports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"20"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"duplicates"}},{"kind":"Field","name":{"kind":"Name","value":"unknownRows"}},{"kind":"Field","name":{"kind":"Name","value":"firstBusinessDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastBusinessDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<PunchImportsQuery, PunchImportsQueryVariables>;
export const ClockDevicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClockDevices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ClockDeviceFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clockDevices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ClockDevicesQuery, ClockDevicesQueryVariables>;
export const RegisterClockDeviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterClockDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterClockDeviceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerClockDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"credential"}}]}}]}}]} as unknown as DocumentNode<RegisterClockDeviceMutation, RegisterClockDeviceMutationVariables>;
export const RevokeClockDeviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeClockDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeClockDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<RevokeClockDeviceMutation, RevokeClockDeviceMutationVariables>;
export const ClockEmployeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClockEmployees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EmployeeFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"clockSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pinSet"}},{"kind":"Field","name":{"kind":"Name","value":"pinSetAt"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateIqd"}},{"kind":"Field","name":{"kind":"Name","value":"restWeekday"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClockEmployeesQuery, ClockEmployeesQueryVariables>;
export const SetEmployeePinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetEmployeePin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetEmployeePinInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setEmployeePin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"pinSet"}},{"kind":"Field","name":{"kind":"Name","value":"pinSetAt"}}]}}]}}]} as unknown as DocumentNode<SetEmployeePinMutation, SetEmployeePinMutationVariables>;
export const SetEmployeeHourlyRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetEmployeeHourlyRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetHourlyRateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setEmployeeHourlyRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateIqd"}}]}}]}}]} as unknown as DocumentNode<SetEmployeeHourlyRateMutation, SetEmployeeHourlyRateMutationVariables>;
export const SetEmployeeRestDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetEmployeeRestDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetEmployeeRestDayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setEmployeeRestDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"restWeekday"}}]}}]}}]} as unknown as DocumentNode<SetEmployeeRestDayMutation, SetEmployeeRestDayMutationVariables>;
export const BranchPunchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BranchPunches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PunchFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"punches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"50"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"photoFileId"}},{"kind":"Field","name":{"kind":"Name","value":"voidedAt"}}]}}]}}]}}]} as unknown as DocumentNode<BranchPunchesQuery, BranchPunchesQueryVariables>;
export const TimesheetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Timesheets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimesheetPeriodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timesheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"businessDate"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"paidMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"lateMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"earlyLeave"}},{"kind":"Field","name":{"kind":"Name","value":"earlyLeaveMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"missedPunches"}},{"kind":"Field","name":{"kind":"Name","value":"unscheduled"}},{"kind":"Field","name":{"kind":"Name","value":"absentShifts"}},{"kind":"Field","name":{"kind":"Name","value":"overtimeMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"nightMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"restDay"}},{"kind":"Field","name":{"kind":"Name","value":"costIqd"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledCostIqd"}}]}}]}}]} as unknown as DocumentNode<TimesheetsQuery, TimesheetsQueryVariables>;
export const DayPunchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DayPunches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PunchFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"punches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"50"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"occurredAt","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"dir"},"value":{"kind":"EnumValue","value":"Asc"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"photoFileId"}},{"kind":"Field","name":{"kind":"Name","value":"correctionReason"}},{"kind":"Field","name":{"kind":"Name","value":"originalOccurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidedAt"}}]}}]}}]}}]} as unknown as DocumentNode<DayPunchesQuery, DayPunchesQueryVariables>;
export const CorrectPunchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CorrectPunch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CorrectPunchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correctPunch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"correctionReason"}}]}}]}}]} as unknown as DocumentNode<CorrectPunchMutation, CorrectPunchMutationVariables>;
export const AddPunchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPunch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddPunchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPunch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}}]}}]}}]} as unknown as DocumentNode<AddPunchMutation, AddPunchMutationVariables>;
export const CreatePayrollExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePayrollExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateExportJobInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createExportJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CreatePayrollExportMutation, CreatePayrollExportMutationVariables>;
export const ApproveTimesheetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveTimesheets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApproveTimesheetsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveTimesheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromDate"}},{"kind":"Field","name":{"kind":"Name","value":"toDate"}},{"kind":"Field","name":{"kind":"Name","value":"dayCount"}},{"kind":"Field","name":{"kind":"Name","value":"costIqd"}}]}}]}}]} as unknown as DocumentNode<ApproveTimesheetsMutation, ApproveTimesheetsMutationVariables>;
export const CreateEodReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEodReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEodReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEodReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EodReportRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EodReportRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EodReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessDate"}},{"kind":"Field","name":{"kind":"Name","value":"grossSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"netSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"cashSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"cardSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"qiSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"deliverySalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"varianceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"ledger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderCount"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerCashIqd"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerCardIqd"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerQiIqd"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerWalletIqd"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerOtherIqd"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerDueAtCounterIqd"}},{"kind":"Field","name":{"kind":"Name","value":"cashVarianceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"cardVarianceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"qiVarianceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"grossVarianceIqd"}}]}}]}}]} as unknown as DocumentNode<CreateEodReportMutation, CreateEodReportMutationVariables>;
export const UpdateEodReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEodReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateEodReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEodReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EodReportRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EodReportRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EodReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessDate"}},{"kind":"Field","name":{"kind":"Name","value":"grossSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"netSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"cashSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"cardSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"qiSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"deliverySalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"varianceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"ledger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderCount"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerCashIqd"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerCardIqd"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerQiIqd"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerWalletIqd"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerOtherIqd"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerDueAtCounterIqd"}},{"kind":"Field","name":{"kind":"Name","value":"cashVarianceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"cardVarianceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"qiVarianceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"grossVarianceIqd"}}]}}]}}]} as unknown as DocumentNode<UpdateEodReportMutation, UpdateEodReportMutationVariables>;
export const ParseEodReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ParseEodReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ParseEodReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parseEodReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessDate"}},{"kind":"Field","name":{"kind":"Name","value":"grossSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"netSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"cashSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"cardSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"qiSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"deliverySalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"missingFields"}}]}}]}}]} as unknown as DocumentNode<ParseEodReportMutation, ParseEodReportMutationVariables>;
export const EodReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EodReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EodReportFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eodReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EodReportRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EodReportRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EodReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessDate"}},{"kind":"Field","name":{"kind":"Name","value":"grossSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"netSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"cashSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"cardSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"qiSalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"deliverySalesIqd"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"varianceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"ledger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderCount"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerCashIqd"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerCardIqd"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerQiIqd"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerWalletIqd"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerOtherIqd"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerDueAtCounterIqd"}},{"kind":"Field","name":{"kind":"Name","value":"cashVarianceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"cardVarianceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"qiVarianceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"grossVarianceIqd"}}]}}]}}]} as unknown as DocumentNode<EodReportsQuery, EodReportsQueryVariables>;
export const CreatePilotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePilot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePilotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPilot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PilotRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PilotRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pilot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantName"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"finalReportStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}},{"kind":"Field","name":{"kind":"Name","value":"checklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelAr"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<CreatePilotMutation, CreatePilotMutationVariables>;
export const UpdatePilotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePilot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePilotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePilot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PilotRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PilotRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pilot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantName"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"finalReportStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}},{"kind":"Field","name":{"kind":"Name","value":"checklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelAr"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<UpdatePilotMutation, UpdatePilotMutationVariables>;
export const PilotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Pilots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PilotFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilots"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PilotRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PilotRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pilot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantName"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"finalReportStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}},{"kind":"Field","name":{"kind":"Name","value":"checklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelAr"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<PilotsQuery, PilotsQueryVariables>;
export const SetPilotStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPilotStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PilotStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPilotStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PilotRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PilotRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pilot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantName"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"finalReportStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}},{"kind":"Field","name":{"kind":"Name","value":"checklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelAr"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<SetPilotStatusMutation, SetPilotStatusMutationVariables>;
export const DeletePilotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePilot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePilot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PilotRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PilotRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pilot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"restaurantName"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"finalReportStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}},{"kind":"Field","name":{"kind":"Name","value":"checklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelAr"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<DeletePilotMutation, DeletePilotMutationVariables>;
export const AuditTrailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditTrail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditTrail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityType"}}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actorKind"}},{"kind":"Field","name":{"kind":"Name","value":"actorUserId"}},{"kind":"Field","name":{"kind":"Name","value":"actorApiKeyId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"transport"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<AuditTrailQuery, AuditTrailQueryVariables>;
export const BranchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Branches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BranchRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BranchRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Branch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"deactivatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deactivationReason"}}]}}]} as unknown as DocumentNode<BranchesQuery, BranchesQueryVariables>;
export const UpdateBranchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBranch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBranchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBranch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BranchRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BranchRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Branch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"deactivatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deactivationReason"}}]}}]} as unknown as DocumentNode<UpdateBranchMutation, UpdateBranchMutationVariables>;
export const DeactivateBranchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateBranch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateBranch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BranchRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BranchRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Branch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"deactivatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deactivationReason"}}]}}]} as unknown as DocumentNode<DeactivateBranchMutation, DeactivateBranchMutationVariables>;
export const ActivateBranchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateBranch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateBranch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BranchRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BranchRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Branch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"deactivatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deactivationReason"}}]}}]} as unknown as DocumentNode<ActivateBranchMutation, ActivateBranchMutationVariables>;
export const CreateBranchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBranch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBranchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBranch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateBranchMutation, CreateBranchMutationVariables>;
export const MembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Members"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Membership"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allBranches"}},{"kind":"Field","name":{"kind":"Name","value":"branchIds"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<MembersQuery, MembersQueryVariables>;
export const UpdateMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Membership"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allBranches"}},{"kind":"Field","name":{"kind":"Name","value":"branchIds"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<UpdateMemberMutation, UpdateMemberMutationVariables>;
export const InviteMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<InviteMemberMutation, InviteMemberMutationVariables>;
export const OrganizationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"baseCurrencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"businessDayStartHour"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"priceStep"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeTax"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<OrganizationSettingsQuery, OrganizationSettingsQueryVariables>;
export const UpdateOrganizationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOrganizationSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOrganizationSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrganizationSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"baseCurrencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"businessDayStartHour"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"priceStep"}},{"kind":"Field","name":{"kind":"Name","value":"pricesIncludeTax"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<UpdateOrganizationSettingsMutation, UpdateOrganizationSettingsMutationVariables>;
export const CreateBatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CreateBatchMutation, CreateBatchMutationVariables>;
export const BatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Batch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"chickenCount"}},{"kind":"Field","name":{"kind":"Name","value":"meatKg"}},{"kind":"Field","name":{"kind":"Name","value":"rawRiceKg"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cookedRiceMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"reservedRiceDirectSaleKg"}},{"kind":"Field","name":{"kind":"Name","value":"riceRoundingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"allowDirectRiceOverflow"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputCostIqd"}},{"kind":"Field","name":{"kind":"Name","value":"totalShareIqd"}},{"kind":"Field","name":{"kind":"Name","value":"unallocatedCostIqd"}},{"kind":"Field","name":{"kind":"Name","value":"outputCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalOutputQty"}},{"kind":"Field","name":{"kind":"Name","value":"wasteUnitsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"costBasis"}},{"kind":"Field","name":{"kind":"Name","value":"cookedRiceKg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outputQty"}},{"kind":"Field","name":{"kind":"Name","value":"shareIqd"}},{"kind":"Field","name":{"kind":"Name","value":"allocationWeight"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"waste"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"capacityType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BatchQuery, BatchQueryVariables>;
export const CloseBatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeBatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}}]}}]}}]} as unknown as DocumentNode<CloseBatchMutation, CloseBatchMutationVariables>;
export const SetBatchStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetBatchStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BatchStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBatchStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}}]}}]}}]} as unknown as DocumentNode<SetBatchStatusMutation, SetBatchStatusMutationVariables>;
export const SetBatchOverflowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetBatchOverflow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BatchOverflowInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBatchOverflow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"allowDirectRiceOverflow"}}]}}]}}]} as unknown as DocumentNode<SetBatchOverflowMutation, SetBatchOverflowMutationVariables>;
export const UpdateBatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cookedRiceMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"reservedRiceDirectSaleKg"}},{"kind":"Field","name":{"kind":"Name","value":"riceRoundingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cookedRiceKg"}},{"kind":"Field","name":{"kind":"Name","value":"inputCostIqd"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateBatchMutation, UpdateBatchMutationVariables>;
export const DeleteBatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<DeleteBatchMutation, DeleteBatchMutationVariables>;
export const AddBatchOutputDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddBatchOutput"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BatchOutputInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBatchOutput"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"batch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outputCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalShareIqd"}},{"kind":"Field","name":{"kind":"Name","value":"unallocatedCostIqd"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AddBatchOutputMutation, AddBatchOutputMutationVariables>;
export const RemoveBatchOutputDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveBatchOutput"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"outputId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeBatchOutput"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"outputId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"outputId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<RemoveBatchOutputMutation, RemoveBatchOutputMutationVariables>;
export const RecordBatchWasteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordBatchWaste"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BatchWasteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordBatchWaste"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"batch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wasteUnitsTotal"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RecordBatchWasteMutation, RecordBatchWasteMutationVariables>;
export const BatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Batches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BatchFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"chickenCount"}},{"kind":"Field","name":{"kind":"Name","value":"rawRiceKg"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputCostIqd"}},{"kind":"Field","name":{"kind":"Name","value":"outputCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<BatchesQuery, BatchesQueryVariables>;
export const PeriodLockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeriodLock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodLock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockedThrough"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<PeriodLockQuery, PeriodLockQueryVariables>;
export const SetPeriodLockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPeriodLock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPeriodLockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPeriodLock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockedThrough"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SetPeriodLockMutation, SetPeriodLockMutationVariables>;
export const InventoryItemChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InventoryItemChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InventoryKind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"name","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]}}]} as unknown as DocumentNode<InventoryItemChoicesQuery, InventoryItemChoicesQueryVariables>;
export const CapacityTypeChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CapacityTypeChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capacityTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"name","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}}]}}]}}]} as unknown as DocumentNode<CapacityTypeChoicesQuery, CapacityTypeChoicesQueryVariables>;
export const DeleteProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}}]}}]}}]} as unknown as DocumentNode<DeleteProductMutation, DeleteProductMutationVariables>;
export const CreateModifierGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateModifierGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModifierGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createModifierGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModifierGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModifierGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModifierGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"minChoices"}},{"kind":"Field","name":{"kind":"Name","value":"maxChoices"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"priceDeltaIqd"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]} as unknown as DocumentNode<CreateModifierGroupMutation, CreateModifierGroupMutationVariables>;
export const UpdateModifierGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateModifierGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModifierGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateModifierGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModifierGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModifierGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModifierGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"minChoices"}},{"kind":"Field","name":{"kind":"Name","value":"maxChoices"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"priceDeltaIqd"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]} as unknown as DocumentNode<UpdateModifierGroupMutation, UpdateModifierGroupMutationVariables>;
export const ModifierGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModifierGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ModifierGroupFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modifierGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModifierGroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModifierGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModifierGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"minChoices"}},{"kind":"Field","name":{"kind":"Name","value":"maxChoices"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"priceDeltaIqd"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]} as unknown as DocumentNode<ModifierGroupsQuery, ModifierGroupsQueryVariables>;
export const DeleteModifierGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteModifierGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteModifierGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<DeleteModifierGroupMutation, DeleteModifierGroupMutationVariables>;
export const ModifierGroupConsumablesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModifierGroupConsumables"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modifierGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"consumables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"qtyPerParentUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"standardCostIqd"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ModifierGroupConsumablesQuery, ModifierGroupConsumablesQueryVariables>;
export const OptionConsumableItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OptionConsumableItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"name","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"dir"},"value":{"kind":"EnumValue","value":"Asc"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]}}]} as unknown as DocumentNode<OptionConsumableItemsQuery, OptionConsumableItemsQueryVariables>;
export const AddModifierOptionConsumableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddModifierOptionConsumable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"optionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddModifierConsumableInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addModifierOptionConsumable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"optionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"optionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"optionId"}}]}}]}}]} as unknown as DocumentNode<AddModifierOptionConsumableMutation, AddModifierOptionConsumableMutationVariables>;
export const RemoveModifierOptionConsumableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveModifierOptionConsumable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"optionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bomLineId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeModifierOptionConsumable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"optionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"optionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"bomLineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bomLineId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"optionId"}}]}}]}}]} as unknown as DocumentNode<RemoveModifierOptionConsumableMutation, RemoveModifierOptionConsumableMutationVariables>;
export const ProductCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCategoryFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<ProductCategoriesQuery, ProductCategoriesQueryVariables>;
export const CreateProductCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProductCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProductCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProductCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateProductCategoryMutation, CreateProductCategoryMutationVariables>;
export const SetProductCategoryActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetProductCategoryActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProductCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<SetProductCategoryActiveMutation, SetProductCategoryActiveMutationVariables>;
export const DeleteProductCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProductCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProductCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<DeleteProductCategoryMutation, DeleteProductCategoryMutationVariables>;
export const ConsumableItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsumableItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"name","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"dir"},"value":{"kind":"EnumValue","value":"Asc"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]}}]} as unknown as DocumentNode<ConsumableItemsQuery, ConsumableItemsQueryVariables>;
export const AddProductConsumableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddProductConsumable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddConsumableInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addProductConsumable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}}]}}]}}]} as unknown as DocumentNode<AddProductConsumableMutation, AddProductConsumableMutationVariables>;
export const RemoveProductConsumableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveProductConsumable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bomLineId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeProductConsumable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"bomLineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bomLineId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}}]}}]}}]} as unknown as DocumentNode<RemoveProductConsumableMutation, RemoveProductConsumableMutationVariables>;
export const ProductDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"basePriceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"standardCostIqd"}},{"kind":"Field","name":{"kind":"Name","value":"marginIqd"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deleteReason"}},{"kind":"Field","name":{"kind":"Name","value":"modifierGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModifierGroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consumables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"qtyPerParentUnit"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"channelScope"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"standardCostIqd"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModifierGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModifierGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"minChoices"}},{"kind":"Field","name":{"kind":"Name","value":"maxChoices"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"priceDeltaIqd"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]} as unknown as DocumentNode<ProductDetailQuery, ProductDetailQueryVariables>;
export const AttachableGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttachableGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modifierGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"name","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"dir"},"value":{"kind":"EnumValue","value":"Asc"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}}]}}]}}]} as unknown as DocumentNode<AttachableGroupsQuery, AttachableGroupsQueryVariables>;
export const SetProductModifierGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetProductModifierGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"modifierGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModifierGroupFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModifierGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModifierGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"minChoices"}},{"kind":"Field","name":{"kind":"Name","value":"maxChoices"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"priceDeltaIqd"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]} as unknown as DocumentNode<SetProductModifierGroupsMutation, SetProductModifierGroupsMutationVariables>;
export const PreviewProductImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PreviewProductImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductImportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewProductImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImportPreview"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImportPreview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductImportBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"createCount"}},{"kind":"Field","name":{"kind":"Name","value":"updateCount"}},{"kind":"Field","name":{"kind":"Name","value":"unchangedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"newCategoryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"committedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PreviewProductImportMutation, PreviewProductImportMutationVariables>;
export const CommitProductImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommitProductImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductImportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitProductImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"batchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImportPreview"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImportPreview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductImportBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"createCount"}},{"kind":"Field","name":{"kind":"Name","value":"updateCount"}},{"kind":"Field","name":{"kind":"Name","value":"unchangedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"newCategoryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"committedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CommitProductImportMutation, CommitProductImportMutationVariables>;
export const ProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Products"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"basePriceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"channels"}},{"kind":"Field","name":{"kind":"Name","value":"taxCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modifierGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<ProductsQuery, ProductsQueryVariables>;
export const ProductFormChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductFormChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"modifierGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}}]}}]}}]} as unknown as DocumentNode<ProductFormChoicesQuery, ProductFormChoicesQueryVariables>;
export const ProductTaxCodeChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductTaxCodeChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"ratePermille"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<ProductTaxCodeChoicesQuery, ProductTaxCodeChoicesQueryVariables>;
export const CreateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateProductMutation, CreateProductMutationVariables>;
export const UpdateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"basePriceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<UpdateProductMutation, UpdateProductMutationVariables>;
export const ApprovalRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApprovalRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequestFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalRequestRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalRequestRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"targetKind"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"amountIqd"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}}]}}]} as unknown as DocumentNode<ApprovalRequestsQuery, ApprovalRequestsQueryVariables>;
export const ApplyOrderRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyOrderRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderApprovalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyPurchaseOrderApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ApplyOrderRequestMutation, ApplyOrderRequestMutationVariables>;
export const ApplyInvoiceRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyInvoiceRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approvalRequestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalNoteInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyPurchaseInvoiceApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"approvalRequestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approvalRequestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ApplyInvoiceRequestMutation, ApplyInvoiceRequestMutationVariables>;
export const PurchaseInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseInvoiceDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseLineDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalRequestDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountIqd"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseInvoiceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"totalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lastNote"}},{"kind":"Field","name":{"kind":"Name","value":"paymentRef"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseLineDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvalRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalRequestDetail"}}]}}]}}]} as unknown as DocumentNode<PurchaseInvoiceQuery, PurchaseInvoiceQueryVariables>;
export const SubmitPurchaseInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitPurchaseInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoiceNoteInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitPurchaseInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseInvoiceDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseLineDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalRequestDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountIqd"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseInvoiceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"totalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lastNote"}},{"kind":"Field","name":{"kind":"Name","value":"paymentRef"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseLineDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvalRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalRequestDetail"}}]}}]}}]} as unknown as DocumentNode<SubmitPurchaseInvoiceMutation, SubmitPurchaseInvoiceMutationVariables>;
export const ApplyPurchaseInvoiceApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyPurchaseInvoiceApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approvalRequestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalNoteInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyPurchaseInvoiceApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"approvalRequestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approvalRequestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseInvoiceDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseLineDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalRequestDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountIqd"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseInvoiceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"totalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lastNote"}},{"kind":"Field","name":{"kind":"Name","value":"paymentRef"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseLineDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvalRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalRequestDetail"}}]}}]}}]} as unknown as DocumentNode<ApplyPurchaseInvoiceApprovalMutation, ApplyPurchaseInvoiceApprovalMutationVariables>;
export const PayPurchaseInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayPurchaseInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoicePaymentInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payPurchaseInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseInvoiceDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseLineDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalRequestDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountIqd"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseInvoiceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"totalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lastNote"}},{"kind":"Field","name":{"kind":"Name","value":"paymentRef"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseLineDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvalRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalRequestDetail"}}]}}]}}]} as unknown as DocumentNode<PayPurchaseInvoiceMutation, PayPurchaseInvoiceMutationVariables>;
export const CancelPurchaseInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelPurchaseInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoiceNoteInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelPurchaseInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseInvoiceDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseLineDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalRequestDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountIqd"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseInvoiceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"totalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lastNote"}},{"kind":"Field","name":{"kind":"Name","value":"paymentRef"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseLineDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvalRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalRequestDetail"}}]}}]}}]} as unknown as DocumentNode<CancelPurchaseInvoiceMutation, CancelPurchaseInvoiceMutationVariables>;
export const BillableOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillableOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supplierId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"createdAt","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"dir"},"value":{"kind":"EnumValue","value":"Desc"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"supplierId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supplierId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceIqd"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BillableOrdersQuery, BillableOrdersQueryVariables>;
export const CreatePurchaseInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePurchaseInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePurchaseInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPurchaseInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseInvoiceDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseLineDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalRequestDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountIqd"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseInvoiceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"totalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lastNote"}},{"kind":"Field","name":{"kind":"Name","value":"paymentRef"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseLineDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvalRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalRequestDetail"}}]}}]}}]} as unknown as DocumentNode<CreatePurchaseInvoiceMutation, CreatePurchaseInvoiceMutationVariables>;
export const UpdatePurchaseInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePurchaseInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePurchaseInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePurchaseInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseInvoiceDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseLineDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalRequestDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountIqd"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseInvoiceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"totalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lastNote"}},{"kind":"Field","name":{"kind":"Name","value":"paymentRef"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseLineDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvalRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalRequestDetail"}}]}}]}}]} as unknown as DocumentNode<UpdatePurchaseInvoiceMutation, UpdatePurchaseInvoiceMutationVariables>;
export const PurchaseInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInvoiceFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"totalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<PurchaseInvoicesQuery, PurchaseInvoicesQueryVariables>;
export const PurchaseOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasingSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalThresholdIqd"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseLineDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalRequestDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountIqd"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"totalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lastNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseLineDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvalRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalRequestDetail"}}]}}]}}]} as unknown as DocumentNode<PurchaseOrderQuery, PurchaseOrderQueryVariables>;
export const SubmitPurchaseOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitPurchaseOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderNoteInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitPurchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseLineDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalRequestDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountIqd"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"totalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lastNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseLineDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvalRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalRequestDetail"}}]}}]}}]} as unknown as DocumentNode<SubmitPurchaseOrderMutation, SubmitPurchaseOrderMutationVariables>;
export const ApplyPurchaseOrderApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyPurchaseOrderApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderApprovalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyPurchaseOrderApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseLineDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalRequestDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountIqd"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"totalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lastNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseLineDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvalRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalRequestDetail"}}]}}]}}]} as unknown as DocumentNode<ApplyPurchaseOrderApprovalMutation, ApplyPurchaseOrderApprovalMutationVariables>;
export const RevertPurchaseOrderApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevertPurchaseOrderApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderApprovalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revertPurchaseOrderApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseLineDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalRequestDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountIqd"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"totalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lastNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseLineDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvalRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalRequestDetail"}}]}}]}}]} as unknown as DocumentNode<RevertPurchaseOrderApprovalMutation, RevertPurchaseOrderApprovalMutationVariables>;
export const ReceivePurchaseOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReceivePurchaseOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReceivePurchaseOrderInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receivePurchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseLineDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalRequestDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountIqd"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"totalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lastNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseLineDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvalRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalRequestDetail"}}]}}]}}]} as unknown as DocumentNode<ReceivePurchaseOrderMutation, ReceivePurchaseOrderMutationVariables>;
export const ReopenPurchaseOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReopenPurchaseOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderNoteInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reopenPurchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseLineDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalRequestDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountIqd"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"totalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lastNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseLineDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvalRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalRequestDetail"}}]}}]}}]} as unknown as DocumentNode<ReopenPurchaseOrderMutation, ReopenPurchaseOrderMutationVariables>;
export const CancelPurchaseOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelPurchaseOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderNoteInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelPurchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseLineDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalRequestDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountIqd"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"totalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lastNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseLineDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvalRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalRequestDetail"}}]}}]}}]} as unknown as DocumentNode<CancelPurchaseOrderMutation, CancelPurchaseOrderMutationVariables>;
export const RejectApprovalRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectApprovalRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectApprovalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectApprovalRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"targetKind"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}}]}}]}}]} as unknown as DocumentNode<RejectApprovalRequestMutation, RejectApprovalRequestMutationVariables>;
export const CreatePurchaseOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePurchaseOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePurchaseOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPurchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseLineDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalRequestDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountIqd"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"totalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lastNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseLineDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvalRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalRequestDetail"}}]}}]}}]} as unknown as DocumentNode<CreatePurchaseOrderMutation, CreatePurchaseOrderMutationVariables>;
export const UpdatePurchaseOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePurchaseOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePurchaseOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePurchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseLineDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventoryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalRequestDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountIqd"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"totalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"lastNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseLineDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvalRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalRequestDetail"}}]}}]}}]} as unknown as DocumentNode<UpdatePurchaseOrderMutation, UpdatePurchaseOrderMutationVariables>;
export const PurchaseOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalIqd"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<PurchaseOrdersQuery, PurchaseOrdersQueryVariables>;
export const PurchasingSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchasingSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchasingSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalThresholdIqd"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceToleranceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<PurchasingSettingsQuery, PurchasingSettingsQueryVariables>;
export const UpdatePurchasingSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePurchasingSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasingSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePurchasingSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalThresholdIqd"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceToleranceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<UpdatePurchasingSettingsMutation, UpdatePurchasingSettingsMutationVariables>;
export const SuppliersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Suppliers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suppliers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupplierRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<SuppliersQuery, SuppliersQueryVariables>;
export const CreateSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSupplierInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupplierRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<CreateSupplierMutation, CreateSupplierMutationVariables>;
export const UpdateSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSupplierInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupplierRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<UpdateSupplierMutation, UpdateSupplierMutationVariables>;
export const DeactivateSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierReasonInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupplierRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<DeactivateSupplierMutation, DeactivateSupplierMutationVariables>;
export const ActivateSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierReasonInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupplierRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<ActivateSupplierMutation, ActivateSupplierMutationVariables>;
export const PurchasingChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchasingChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suppliers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"name","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"dir"},"value":{"kind":"EnumValue","value":"Asc"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"inventoryItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"name","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"dir"},"value":{"kind":"EnumValue","value":"Asc"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]}}]} as unknown as DocumentNode<PurchasingChoicesQuery, PurchasingChoicesQueryVariables>;
export const CashSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CashSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cashCurrencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"minorDigits"}},{"kind":"Field","name":{"kind":"Name","value":"denominations"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"iqdPer100"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveFrom"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<CashSettingsQuery, CashSettingsQueryVariables>;
export const SetExchangeRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetExchangeRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetExchangeRateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setExchangeRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"iqdPer100"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveFrom"}}]}}]}}]} as unknown as DocumentNode<SetExchangeRateMutation, SetExchangeRateMutationVariables>;
export const SetCashCurrenciesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCashCurrencies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetCashCurrenciesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCashCurrencies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"minorDigits"}},{"kind":"Field","name":{"kind":"Name","value":"denominations"}}]}}]}}]} as unknown as DocumentNode<SetCashCurrenciesMutation, SetCashCurrenciesMutationVariables>;
export const CounterMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CounterMenu"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"name","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"dir"},"value":{"kind":"EnumValue","value":"Asc"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"basePriceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"modifierGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"priceDeltaIqd"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"selfOrderTables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CounterMenuQuery, CounterMenuQueryVariables>;
export const PlaceCounterOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaceCounterOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CounterOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeCounterOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueAtCounter"}}]}}]}}]} as unknown as DocumentNode<PlaceCounterOrderMutation, PlaceCounterOrderMutationVariables>;
export const SalesOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"businessDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"tableId"}},{"kind":"Field","name":{"kind":"Name","value":"partnerReference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"netAmount"}},{"kind":"Field","name":{"kind":"Name","value":"ratePermille"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"modifiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"priceDelta"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"taxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueAtCounter"}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"ratePermille"}},{"kind":"Field","name":{"kind":"Name","value":"taxableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"methodId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountIqd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundedIqd"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountIqd"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"paidBackKind"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SalesOrderQuery, SalesOrderQueryVariables>;
export const OrderTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderTable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selfOrderTable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<OrderTableQuery, OrderTableQueryVariables>;
export const ChangeSalesOrderStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeSalesOrderStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeOrderStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeSalesOrderStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}}]}}]}}]} as unknown as DocumentNode<ChangeSalesOrderStatusMutation, ChangeSalesOrderStatusMutationVariables>;
export const CancelSalesOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelSalesOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelSalesOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"statusChangedAt"}}]}}]}}]} as unknown as DocumentNode<CancelSalesOrderMutation, CancelSalesOrderMutationVariables>;
export const SalesOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"businessDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"partnerReference"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueAtCounter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<SalesOrdersQuery, SalesOrdersQueryVariables>;
export const PaymentMethodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentMethods"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethodFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"allowedForSelfOrder"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<PaymentMethodsQuery, PaymentMethodsQueryVariables>;
export const CreatePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePaymentMethodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreatePaymentMethodMutation, CreatePaymentMethodMutationVariables>;
export const UpdatePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePaymentMethodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"allowedForSelfOrder"}}]}}]}}]} as unknown as DocumentNode<UpdatePaymentMethodMutation, UpdatePaymentMethodMutationVariables>;
export const RefundWaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RefundWays"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tillSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"Open"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tillId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tills"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<RefundWaysQuery, RefundWaysQueryVariables>;
export const RefundSalesOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefundSalesOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundSalesOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"amountIqd"}}]}}]}}]} as unknown as DocumentNode<RefundSalesOrderMutation, RefundSalesOrderMutationVariables>;
export const SalesSettlementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesSettlements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SalesSettlementFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesSettlements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessDate"}},{"kind":"Field","name":{"kind":"Name","value":"methodName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"expectedIqd"}},{"kind":"Field","name":{"kind":"Name","value":"receivedIqd"}},{"kind":"Field","name":{"kind":"Name","value":"feeIqd"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"overdueAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<SalesSettlementsQuery, SalesSettlementsQueryVariables>;
export const RefreshSalesSettlementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshSalesSettlements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshSalesSettlements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"businessDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RefreshSalesSettlementsMutation, RefreshSalesSettlementsMutationVariables>;
export const SelfOrderTablesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SelfOrderTables"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SelfOrderTableFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selfOrderTables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"hasToken"}},{"kind":"Field","name":{"kind":"Name","value":"tokenIssuedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}}]}}]}}]} as unknown as DocumentNode<SelfOrderTablesQuery, SelfOrderTablesQueryVariables>;
export const CreateSelfOrderTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSelfOrderTable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSelfOrderTableInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSelfOrderTable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qrToken"}},{"kind":"Field","name":{"kind":"Name","value":"orderUrl"}},{"kind":"Field","name":{"kind":"Name","value":"qrSvg"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"hasToken"}}]}}]}}]}}]} as unknown as DocumentNode<CreateSelfOrderTableMutation, CreateSelfOrderTableMutationVariables>;
export const RotateSelfOrderTableTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateSelfOrderTableToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateSelfOrderTableToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qrToken"}},{"kind":"Field","name":{"kind":"Name","value":"orderUrl"}},{"kind":"Field","name":{"kind":"Name","value":"qrSvg"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"hasToken"}},{"kind":"Field","name":{"kind":"Name","value":"tokenIssuedAt"}}]}}]}}]}}]} as unknown as DocumentNode<RotateSelfOrderTableTokenMutation, RotateSelfOrderTableTokenMutationVariables>;
export const RevokeSelfOrderTableTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeSelfOrderTableToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeSelfOrderTableToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hasToken"}},{"kind":"Field","name":{"kind":"Name","value":"tokenIssuedAt"}}]}}]}}]} as unknown as DocumentNode<RevokeSelfOrderTableTokenMutation, RevokeSelfOrderTableTokenMutationVariables>;
export const SetSelfOrderTableActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSelfOrderTableActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSelfOrderTable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<SetSelfOrderTableActiveMutation, SetSelfOrderTableActiveMutationVariables>;
export const OrderTillsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderTills"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tillSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"Open"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tillId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tills"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cashCurrencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"minorDigits"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"iqdPer100"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<OrderTillsQuery, OrderTillsQueryVariables>;
export const PayOrderAtTillDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayOrderAtTill"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TillCashPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payOrderAtTill"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"amountIqd"}},{"kind":"Field","name":{"kind":"Name","value":"changeIqd"}}]}}]}}]} as unknown as DocumentNode<PayOrderAtTillMutation, PayOrderAtTillMutationVariables>;
export const TillSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TillSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tillSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"businessDate"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"varianceIqd"}},{"kind":"Field","name":{"kind":"Name","value":"recounts"}},{"kind":"Field","name":{"kind":"Name","value":"floats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}},{"kind":"Field","name":{"kind":"Name","value":"counted"}},{"kind":"Field","name":{"kind":"Name","value":"variance"}},{"kind":"Field","name":{"kind":"Name","value":"varianceIqd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"movements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountIqd"}},{"kind":"Field","name":{"kind":"Name","value":"changeIqd"}},{"kind":"Field","name":{"kind":"Name","value":"tenders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cashCurrencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"minorDigits"}},{"kind":"Field","name":{"kind":"Name","value":"denominations"}}]}}]}}]} as unknown as DocumentNode<TillSessionQuery, TillSessionQueryVariables>;
export const RecordTillMovementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordTillMovement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TillMovementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordTillMovement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RecordTillMovementMutation, RecordTillMovementMutationVariables>;
export const CountTillSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CountTillSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TillCountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countTillSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CountTillSessionMutation, CountTillSessionMutationVariables>;
export const ApproveTillCloseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveTillClose"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveTillClose"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ApproveTillCloseMutation, ApproveTillCloseMutationVariables>;
export const ReopenTillCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReopenTillCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reopenTillCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ReopenTillCountMutation, ReopenTillCountMutationVariables>;
export const TillsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Tills"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TillFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tills"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"currentSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cashCurrencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"minorDigits"}},{"kind":"Field","name":{"kind":"Name","value":"denominations"}}]}}]}}]} as unknown as DocumentNode<TillsQuery, TillsQueryVariables>;
export const CreateTillDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTill"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTillInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTill"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateTillMutation, CreateTillMutationVariables>;
export const OpenTillSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenTillSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tillId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpenTillSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openTillSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tillId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tillId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<OpenTillSessionMutation, OpenTillSessionMutationVariables>;
export const KitchenTicketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KitchenTickets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"KitchenTicketFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kitchenTickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KitchenCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KitchenCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KitchenTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"lineIndex"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"modifiers"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"orderNote"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"station"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"queuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readyAt"}}]}}]} as unknown as DocumentNode<KitchenTicketsQuery, KitchenTicketsQueryVariables>;
export const BumpKitchenTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BumpKitchenTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromStatus"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KitchenStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bumpKitchenTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KitchenCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KitchenCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KitchenTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"lineIndex"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"modifiers"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"orderNote"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"station"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"queuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readyAt"}}]}}]} as unknown as DocumentNode<BumpKitchenTicketMutation, BumpKitchenTicketMutationVariables>;
export const VoidKitchenTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VoidKitchenTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voidKitchenTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KitchenCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KitchenCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KitchenTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"lineIndex"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"modifiers"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"orderNote"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"station"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"queuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readyAt"}}]}}]} as unknown as DocumentNode<VoidKitchenTicketMutation, VoidKitchenTicketMutationVariables>;
export const OrderBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListArgs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"placed"},"name":{"kind":"Name","value":"salesOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"Placed"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardOrder"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"accepted"},"name":{"kind":"Name","value":"salesOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"Accepted"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardOrder"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"preparing"},"name":{"kind":"Name","value":"salesOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"Preparing"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardOrder"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"ready"},"name":{"kind":"Name","value":"salesOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"Ready"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardOrder"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoardOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"partnerReference"}},{"kind":"Field","name":{"kind":"Name","value":"tableId"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]} as unknown as DocumentNode<OrderBoardQuery, OrderBoardQueryVariables>;
export const BoardTablesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BoardTables"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selfOrderTables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"branchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"branchId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<BoardTablesQuery, BoardTablesQueryVariables>;
export const MoveBoardOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveBoardOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeOrderStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeSalesOrderStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<MoveBoardOrderMutation, MoveBoardOrderMutationVariables>;
export const BranchOrderEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BranchOrderEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterSequence"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int64"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branchOrderEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"afterSequence"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterSequence"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"tableId"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"lineIndex"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"modifiers"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"orderNote"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"station"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"queuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readyAt"}}]}}]}}]}}]} as unknown as DocumentNode<BranchOrderEventsSubscription, BranchOrderEventsSubscriptionVariables>;
export const SalesBranchChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesBranchChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"name","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<SalesBranchChoicesQuery, SalesBranchChoicesQueryVariables>;
export const SalesChannelChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesChannelChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesChannels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"name","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameAr"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<SalesChannelChoicesQuery, SalesChannelChoicesQueryVariables>;