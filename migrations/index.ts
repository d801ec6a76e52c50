import { Foundation1795331411319 } from './1795331411319-Foundation';
import { DevMailbox1795331618962 } from './1795331618962-DevMailbox';
import { ApiKeys1795332122840 } from './1795332122840-ApiKeys';
import { Webhooks1795332144879 } from './1795332144879-Webhooks';
import { ProductionCatalogPeriodLock1795332201769 } from './1795332201769-ProductionCatalogPeriodLock';
import { IdentitySessions1795332234310 } from './1795332234310-IdentitySessions';
import { HrPeople1795332278264 } from './1795332278264-HrPeople';
import { BranchTimeZones1795430529460 } from './1795430529460-BranchTimeZones';
import { BranchManagement1795430953980 } from './1795430953980-BranchManagement';
import { AccountingTaxCodes1795430954450 } from './1795430954450-AccountingTaxCodes';
import { LossControl1795431499151 } from './1795431499151-LossControl';
import { Purchasing1795431523105 } from './1795431523105-Purchasing';
import { CatalogueProducts1795431568297 } from './1795431568297-CatalogueProducts';
import { ExportsReportsFiles1795431588414 } from './1795431588414-ExportsReportsFiles';
import { VocabularyEnums1795431694787 } from './1795431694787-VocabularyEnums';
import { AccountingBankStatements1795432137498 } from './1795432137498-AccountingBankStatements';
import { CatalogueModifierGroups1795432660865 } from './1795432660865-CatalogueModifierGroups';
import { ServiceInstances1795434098322 } from './1795434098322-ServiceInstances';
import { CommercialSalesChannels1795434415447 } from './1795434415447-CommercialSalesChannels';
import { CommercialBranchGroups1795434835330 } from './1795434835330-CommercialBranchGroups';
import { CommercialPromotions1795439260517 } from './1795439260517-CommercialPromotions';
import { SalesLedger1795439399537 } from './1795439399537-SalesLedger';
import { CommercialPromotionChangeRequests1795440043509 } from './1795440043509-CommercialPromotionChangeRequests';
import { OrganizationPricesIncludeTax1795441513567 } from './1795441513567-OrganizationPricesIncludeTax';
import { DirectRiceSales1795442741978 } from './1795442741978-DirectRiceSales';
import { CashTills1795691173928 } from './1795691173928-CashTills';
import { SalesSettlements1795692149163 } from './1795692149163-SalesSettlements';
import { InventoryLedger1795692176848 } from './1795692176848-InventoryLedger';
import { InventoryTransfers1795692880207 } from './1795692880207-InventoryTransfers';
import { InventoryCounts1795693436276 } from './1795693436276-InventoryCounts';
import { VocabularyEnumsOfRecords1795443600000 } from './1795443600000-VocabularyEnumsOfRecords';
import { ListIndexes1795450000000 } from './1795450000000-ListIndexes';
import { LiveEvents1795691233553 } from './1795691233553-LiveEvents';
import { KitchenTickets1795692785495 } from './1795692785495-KitchenTickets';
import { SoldOut1795693968838 } from './1795693968838-SoldOut';
import { EmployeeBranches1795703829987 } from './1795703829987-EmployeeBranches';
import { IdempotencyEffectResults1795703910876 } from './1795703910876-IdempotencyEffectResults';
import { ModifierOptionConsumables1795703954218 } from './1795703954218-ModifierOptionConsumables';
import { AnalyticsVariance1795703977972 } from './1795703977972-AnalyticsVariance';
import { OrderNotes1795704858380 } from './1795704858380-OrderNotes';
import { AnalyticsDayCloses1795705249820 } from './1795705249820-AnalyticsDayCloses';
import { EmployeeExportListIndexes1795706052802 } from './1795706052802-EmployeeExportListIndexes';
import { DayCloseTillVariance1795709136267 } from './1795709136267-DayCloseTillVariance';
import { AnalyticsDailyDigests1795710000000 } from './1795710000000-AnalyticsDailyDigests';
import { AnalyticsDaySums1795711000000 } from './1795711000000-AnalyticsDaySums';
import { SalesUsageDays1795745870516 } from './1795745870516-SalesUsageDays';
import { InventoryPostingWrites1795747331556 } from './1795747331556-InventoryPostingWrites';
import { InventoryMovementsBranchSeq1795750000000 } from './1795750000000-InventoryMovementsBranchSeq';
import { DeepPageIndexes1795760000000 } from './1795760000000-DeepPageIndexes';
import { StockPostingRefusal1795770000000 } from './1795770000000-StockPostingRefusal';
import { OrdersBranchDayPlacedIndex1795780000000 } from './1795780000000-OrdersBranchDayPlacedIndex';
import { PartnerOrdersByPlacement1795790000000 } from './1795790000000-PartnerOrdersByPlacement';

/** Every migration, in order. New migrations are appended here (npm run migration:generate). */
export const allMigrations: Function[] = [
  Foundation1795331411319,
  DevMailbox1795331618962,
  ApiKeys1795332122840,
  Webhooks1795332144879,
  ProductionCatalogPeriodLock1795332201769,
  IdentitySessions1795332234310,
  HrPeople1795332278264,
  BranchTimeZones1795430529460,
  BranchManagement1795430953980,
  AccountingTaxCodes1795430954450,
  LossControl1795431499151,
  Purchasing1795431523105,
  CatalogueProducts1795431568297,
  ExportsReportsFiles1795431588414,
  VocabularyEnums1795431694787,
  AccountingBankStatements1795432137498,
  CatalogueModifierGroups1795432660865,
  ServiceInstances1795434098322,
  CommercialSalesChannels1795434415447,
  CommercialBranchGroups1795434835330,
  CommercialPromotions1795439260517,
  SalesLedger1795439399537,
  CommercialPromotionChangeRequests1795440043509,
  OrganizationPricesIncludeTax1795441513567,
  DirectRiceSales1795442741978,
  VocabularyEnumsOfRecords1795443600000,
  ListIndexes1795450000000,
  CashTills1795691173928,
  LiveEvents1795691233553,
  SalesSettlements1795692149163,
  InventoryLedger1795692176848,
  KitchenTickets1795692785495,
  InventoryTransfers1795692880207,
  InventoryCounts1795693436276,
  SoldOut1795693968838,
  EmployeeBranches1795703829987,
  IdempotencyEffectResults1795703910876,
  ModifierOptionConsumables1795703954218,
  AnalyticsVariance1795703977972,
  OrderNotes1795704858380,
  AnalyticsDayCloses1795705249820,
  EmployeeExportListIndexes1795706052802,
  DayCloseTillVariance1795709136267,
  AnalyticsDailyDigests1795710000000,
  AnalyticsDaySums1795711000000,
  SalesUsageDays1795745870516,
  InventoryPostingWrites1795747331556,
  InventoryMovementsBranchSeq1795750000000,
  DeepPageIndexes1795760000000,
  StockPostingRefusal1795770000000,
  OrdersBranchDayPlacedIndex1795780000000,
  PartnerOrdersByPlacement1795790000000,
];
