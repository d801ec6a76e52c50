/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment SessionFields on AuthSession {\n    accessToken\n    refreshToken\n    expiresIn\n    branch { id }\n  }\n": typeof types.SessionFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) { login(input: $input) { ...SessionFields } }\n": typeof types.LoginDocument,
    "\n  mutation RefreshSession($input: RefreshTokenInput!) { refreshSession(input: $input) { ...SessionFields } }\n": typeof types.RefreshSessionDocument,
    "\n  mutation Logout($input: RefreshTokenInput!) { logout(input: $input) { ok } }\n": typeof types.LogoutDocument,
    "\n  mutation SwitchBranch($input: SwitchBranchInput!) { switchBranch(input: $input) { ...SessionFields } }\n": typeof types.SwitchBranchDocument,
    "\n  mutation RegisterStart($input: RegisterStartInput!) { registerStart(input: $input) { email expiresInSeconds resendAfterSeconds } }\n": typeof types.RegisterStartDocument,
    "\n  mutation RegisterVerify($input: CodeSignInInput!) { registerVerify(input: $input) { ...SessionFields } }\n": typeof types.RegisterVerifyDocument,
    "\n  mutation ForgotPassword($input: ForgotPasswordInput!) { forgotPassword(input: $input) { email expiresInSeconds } }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { ok message } }\n": typeof types.ResetPasswordDocument,
    "\n  query Me {\n    me {\n      sessionId\n      role\n      permissions\n      user { id email fullName }\n      organization { id name baseCurrencyCode businessDayStartHour }\n      branch { id name nameAr code timeZone }\n      branches { id name nameAr code }\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation ActivateAccount($input: CodeSignInInput!) { activateAccount(input: $input) { ...SessionFields } }\n": typeof types.ActivateAccountDocument,
    "\n  mutation ResendCode($input: ResendCodeInput!) { resendVerificationCode(input: $input) { email expiresInSeconds } }\n": typeof types.ResendCodeDocument,
    "\n  query TodaysBatches($filter: BatchFilter) { batches(filter: $filter, list: { perPage: 50 }) { items { id status businessDate chickenCount } total } }\n": typeof types.TodaysBatchesDocument,
    "\n  query PendingHr {\n    advances(filter: { status: Pending }, list: { perPage: 1 }) { total }\n    loans(filter: { status: Pending }, list: { perPage: 1 }) { total }\n    leaveRequests(filter: { status: Pending }, list: { perPage: 1 }) { total }\n  }\n": typeof types.PendingHrDocument,
    "\n  query WebhookHealth { webhookSubscriptions(list: { perPage: 100 }) { items { id url failingSince consecutiveFailures } } }\n": typeof types.WebhookHealthDocument,
    "\n  fragment BankAccountRow on BankAccount {\n    id name accountNumber currencyCode branchId active activeReason lastStatementDate lastImportedAt\n    lineCounts { unmatched matched excluded total }\n  }\n": typeof types.BankAccountRowFragmentDoc,
    "\n  query BankAccounts($list: ListArgs, $filter: BankAccountFilter) {\n    bankAccounts(list: $list, filter: $filter) { items { ...BankAccountRow } total totalPages }\n  }\n": typeof types.BankAccountsDocument,
    "\n  mutation CreateBankAccount($input: CreateBankAccountInput!) { createBankAccount(input: $input) { ...BankAccountRow } }\n": typeof types.CreateBankAccountDocument,
    "\n  mutation SetBankAccountActive($id: UUID!, $input: SetBankAccountActiveInput!) { setBankAccountActive(id: $id, input: $input) { ...BankAccountRow } }\n": typeof types.SetBankAccountActiveDocument,
    "\n  query StatementLineSuggestions($id: UUID!) {\n    bankStatementLineSuggestions(id: $id) { matchType matchedRef label amount date score reasons { kind points detail } }\n  }\n": typeof types.StatementLineSuggestionsDocument,
    "\n  mutation MatchStatementLine($id: UUID!, $input: MatchStatementLineInput!) { matchBankStatementLine(id: $id, input: $input) { ...StatementLineRow } }\n": typeof types.MatchStatementLineDocument,
    "\n  mutation ImportBankStatement($bankAccountId: UUID!, $csv: String!) {\n    importBankStatement(bankAccountId: $bankAccountId, csv: $csv) { id linesRead linesCreated duplicatesSkipped dateFrom dateTo }\n  }\n": typeof types.ImportBankStatementDocument,
    "\n  fragment StatementLineRow on BankStatementLine {\n    id bankAccountId date amount balance description reference counterparty status matchType matchedRef matchLabel statusNote\n  }\n": typeof types.StatementLineRowFragmentDoc,
    "\n  query StatementLines($list: ListArgs, $filter: StatementLineFilter) {\n    bankStatementLines(list: $list, filter: $filter) { items { ...StatementLineRow } total totalPages }\n  }\n": typeof types.StatementLinesDocument,
    "\n  query BankAccountChoices { bankAccounts(list: { perPage: 100 }) { items { id name currencyCode } } }\n": typeof types.BankAccountChoicesDocument,
    "\n  mutation ExcludeStatementLine($id: UUID!, $input: StatementLineReasonInput!) { excludeBankStatementLine(id: $id, input: $input) { ...StatementLineRow } }\n": typeof types.ExcludeStatementLineDocument,
    "\n  mutation ReopenStatementLine($id: UUID!, $input: StatementLineReasonInput!) { reopenBankStatementLine(id: $id, input: $input) { ...StatementLineRow } }\n": typeof types.ReopenStatementLineDocument,
    "\n  fragment TaxCodeRow on TaxCode { id code name nameAr kind ratePermille appliesTo active activeReason deletedAt deleteReason }\n": typeof types.TaxCodeRowFragmentDoc,
    "\n  query TaxCodes($list: ListArgs, $filter: TaxCodeFilter) { taxCodes(list: $list, filter: $filter) { items { ...TaxCodeRow } total totalPages } }\n": typeof types.TaxCodesDocument,
    "\n  mutation CreateTaxCode($input: CreateTaxCodeInput!) { createTaxCode(input: $input) { ...TaxCodeRow } }\n": typeof types.CreateTaxCodeDocument,
    "\n  mutation UpdateTaxCode($id: UUID!, $input: UpdateTaxCodeInput!) { updateTaxCode(id: $id, input: $input) { ...TaxCodeRow } }\n": typeof types.UpdateTaxCodeDocument,
    "\n  mutation SetTaxCodeActive($id: UUID!, $input: SetTaxCodeActiveInput!) { setTaxCodeActive(id: $id, input: $input) { ...TaxCodeRow } }\n": typeof types.SetTaxCodeActiveDocument,
    "\n  mutation DeleteTaxCode($id: UUID!, $reason: String) { deleteTaxCode(id: $id, reason: $reason) { ...TaxCodeRow } }\n": typeof types.DeleteTaxCodeDocument,
    "\n  fragment CapacityTypeRow on CapacityType { id name nameAr }\n": typeof types.CapacityTypeRowFragmentDoc,
    "\n  query CapacityTypes($list: ListArgs) { capacityTypes(list: $list) { items { ...CapacityTypeRow } total totalPages } }\n": typeof types.CapacityTypesDocument,
    "\n  mutation CreateCapacityType($input: CapacityTypeInput!) { createCapacityType(input: $input) { ...CapacityTypeRow } }\n": typeof types.CreateCapacityTypeDocument,
    "\n  mutation UpdateCapacityType($id: UUID!, $input: CapacityTypeInput!) { updateCapacityType(id: $id, input: $input) { ...CapacityTypeRow } }\n": typeof types.UpdateCapacityTypeDocument,
    "\n  mutation DeleteCapacityType($id: UUID!, $reason: String) { deleteCapacityType(id: $id, reason: $reason) { id } }\n": typeof types.DeleteCapacityTypeDocument,
    "\n  fragment InventoryItemRow on InventoryItem { id name nameAr unit kind active standardCostIqd }\n": typeof types.InventoryItemRowFragmentDoc,
    "\n  query InventoryItems($list: ListArgs, $filter: InventoryItemFilter) {\n    inventoryItems(list: $list, filter: $filter) { items { ...InventoryItemRow } total totalPages }\n  }\n": typeof types.InventoryItemsDocument,
    "\n  mutation CreateInventoryItem($input: InventoryItemInput!) { createInventoryItem(input: $input) { ...InventoryItemRow } }\n": typeof types.CreateInventoryItemDocument,
    "\n  mutation UpdateInventoryItem($id: UUID!, $input: InventoryItemInput!) { updateInventoryItem(id: $id, input: $input) { ...InventoryItemRow } }\n": typeof types.UpdateInventoryItemDocument,
    "\n  mutation DeleteInventoryItem($id: UUID!, $reason: String) { deleteInventoryItem(id: $id, reason: $reason) { id } }\n": typeof types.DeleteInventoryItemDocument,
    "\n  query BranchGroups($list: ListArgs, $filter: BranchGroupFilter) {\n    branchGroups(list: $list, filter: $filter) { items { id name nameAr kind priceTierPct branchIds } total totalPages }\n  }\n": typeof types.BranchGroupsDocument,
    "\n  mutation CreateBranchGroup($input: BranchGroupInput!) { createBranchGroup(input: $input) { id } }\n": typeof types.CreateBranchGroupDocument,
    "\n  mutation AddBranchToGroup($id: UUID!, $branchId: UUID!) { addBranchToGroup(id: $id, input: { branchId: $branchId }) { id branchIds } }\n": typeof types.AddBranchToGroupDocument,
    "\n  mutation RemoveBranchFromGroup($id: UUID!, $branchId: UUID!) { removeBranchFromGroup(id: $id, branchId: $branchId) { id branchIds } }\n": typeof types.RemoveBranchFromGroupDocument,
    "\n  query PromotionChangeRequests($list: ListArgs, $filter: PromotionChangeRequestFilter) {\n    promotionChangeRequests(list: $list, filter: $filter) {\n      items {\n        id createdAt promotionId createsPromotion name discountPercent maxDiscountCap minOrderValue startDate endDate channelId active\n        status proposedBy decidedAt decisionNote\n      }\n      total\n      totalPages\n    }\n  }\n": typeof types.PromotionChangeRequestsDocument,
    "\n  query PromotionChoices { promotions(list: { perPage: 100, sort: \"name\", dir: asc }) { items { id name } } }\n": typeof types.PromotionChoicesDocument,
    "\n  mutation ProposePromotionChange($input: PromotionChangeRequestInput!) { proposePromotionChange(input: $input) { id status } }\n": typeof types.ProposePromotionChangeDocument,
    "\n  mutation DecidePromotionChange($id: UUID!, $input: ChangeRequestDecisionInput!) { decidePromotionChangeRequest(id: $id, input: $input) { id status decidedAt decisionNote promotionId } }\n": typeof types.DecidePromotionChangeDocument,
    "\n  query QuoteProducts {\n    products(list: { perPage: 100, sort: \"name\", dir: asc }) {\n      items { id name nameAr active modifierGroups { id name nameAr options { id name nameAr priceDeltaIqd active } } }\n    }\n  }\n": typeof types.QuoteProductsDocument,
    "\n  query PriceQuote($branchId: UUID!, $channelId: UUID, $items: [CartItemInput!]!) {\n    priceQuote(branchId: $branchId, channelId: $channelId, items: $items) {\n      businessDate pricesIncludeTax subtotal discount taxTotal total totalExcludingTax\n      tier { groupName basisPoints reason }\n      lines { index name nameAr quantity basePrice shelfPrice unitPrice lineTotal discount netAmount ratePermille modifiers { optionId name nameAr priceDelta } }\n      promotion { promotionId name discount }\n      promotionsConsidered { promotionId name discount applied rejection reason }\n      taxes { taxCodeId ratePermille taxableAmount tax }\n    }\n  }\n": typeof types.PriceQuoteDocument,
    "\n  query Promotions($list: ListArgs, $filter: PromotionFilter) {\n    promotions(list: $list, filter: $filter) {\n      items { id name discountPercent maxDiscountCap minOrderValue startDate endDate channelId active status deletedAt deleteReason }\n      total\n      totalPages\n    }\n  }\n": typeof types.PromotionsDocument,
    "\n  mutation CreatePromotion($input: PromotionInput!) { createPromotion(input: $input) { id } }\n": typeof types.CreatePromotionDocument,
    "\n  mutation SetPromotionActive($id: UUID!, $input: SetPromotionActiveInput!) { setPromotionActive(id: $id, input: $input) { id active status } }\n": typeof types.SetPromotionActiveDocument,
    "\n  mutation DeletePromotion($id: UUID!, $reason: String) { deletePromotion(id: $id, reason: $reason) { id deletedAt } }\n": typeof types.DeletePromotionDocument,
    "\n  query SalesChannels($list: ListArgs, $filter: SalesChannelFilter) {\n    salesChannels(list: $list, filter: $filter) { items { id name nameAr kind active } total totalPages }\n  }\n": typeof types.SalesChannelsDocument,
    "\n  mutation CreateSalesChannel($input: CreateSalesChannelInput!) { createSalesChannel(input: $input) { id } }\n": typeof types.CreateSalesChannelDocument,
    "\n  mutation ActivateSalesChannel($id: UUID!) { activateSalesChannel(id: $id) { id active } }\n": typeof types.ActivateSalesChannelDocument,
    "\n  mutation DeactivateSalesChannel($id: UUID!) { deactivateSalesChannel(id: $id) { id active } }\n": typeof types.DeactivateSalesChannelDocument,
    "\n  fragment ApiKeyRow on ApiKey { id name environment scopes prefix lastFour status createdAt lastUsedAt revokedAt }\n": typeof types.ApiKeyRowFragmentDoc,
    "\n  query ApiKeys($list: ListArgs, $filter: ApiKeyFilter) {\n    apiKeys(list: $list, filter: $filter) { items { ...ApiKeyRow } total totalPages }\n  }\n": typeof types.ApiKeysDocument,
    "\n  query ApiKeyScopes { apiKeyScopes { scope description grantable } }\n": typeof types.ApiKeyScopesDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { id key } }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RotateApiKey($id: UUID!) { rotateApiKey(id: $id) { id key } }\n": typeof types.RotateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: UUID!, $input: RevokeApiKeyInput) { revokeApiKey(id: $id, input: $input) { ...ApiKeyRow } }\n": typeof types.RevokeApiKeyDocument,
    "\n  query WebhookDeliveries($list: ListArgs, $filter: WebhookDeliveryFilter) {\n    webhookDeliveries(list: $list, filter: $filter) {\n      items {\n        id eventType status attemptCount lastHttpStatus lastError createdAt\n        attempts { id attemptNumber trigger outcome httpStatus durationMs error startedAt }\n      }\n      total\n      totalPages\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation RetryDelivery($id: UUID!) { retryWebhookDelivery(id: $id) { id status attemptCount } }\n": typeof types.RetryDeliveryDocument,
    "\n  query WebhookSubscriptions($list: ListArgs) {\n    webhookSubscriptions(list: $list, filter: { includeInactive: true }) {\n      items { id url events apiVersion active consecutiveFailures failingSince lastSuccessAt createdAt }\n      total\n      totalPages\n    }\n  }\n": typeof types.WebhookSubscriptionsDocument,
    "\n  query WebhookCatalog { webhookEventCatalog { currentApiVersion events { type description resourceType } } }\n": typeof types.WebhookCatalogDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookSubscriptionInput!) { createWebhookSubscription(input: $input) { id secret } }\n": typeof types.CreateWebhookDocument,
    "\n  mutation RotateWebhookSecret($id: UUID!) { rotateWebhookSubscriptionSecret(id: $id) { id secret } }\n": typeof types.RotateWebhookSecretDocument,
    "\n  mutation UpdateWebhook($id: UUID!, $input: UpdateWebhookSubscriptionInput!) { updateWebhookSubscription(id: $id, input: $input) { id url events active } }\n": typeof types.UpdateWebhookDocument,
    "\n  mutation DeleteWebhook($id: UUID!, $reason: String) { deleteWebhookSubscription(id: $id, reason: $reason) { id } }\n": typeof types.DeleteWebhookDocument,
    "\n  mutation ActivateWebhook($id: UUID!) { activateWebhookSubscription(id: $id) { id active } }\n": typeof types.ActivateWebhookDocument,
    "\n  mutation DeactivateWebhook($id: UUID!, $reason: String) { deactivateWebhookSubscription(id: $id, reason: $reason) { id active } }\n": typeof types.DeactivateWebhookDocument,
    "\n  mutation TestWebhook($id: UUID!) { testWebhookSubscription(id: $id) { id status lastHttpStatus lastError } }\n": typeof types.TestWebhookDocument,
    "\n  query ExportJobs($list: ListArgs, $filter: ExportJobFilter) {\n    exportJobs(list: $list, filter: $filter) {\n      items { id kind reportKey format lang from to fields status rowsWritten error fileName fileSize createdAt expiresAt }\n      total\n      totalPages\n    }\n  }\n": typeof types.ExportJobsDocument,
    "\n  mutation CreateExportJob($input: CreateExportJobInput!) { createExportJob(input: $input) { id status } }\n": typeof types.CreateExportJobDocument,
    "\n  mutation CancelExportJob($id: UUID!) { cancelExportJob(id: $id) { id status } }\n": typeof types.CancelExportJobDocument,
    "\n  query ReportSubscriptions($list: ListArgs, $filter: ReportSubscriptionFilter) {\n    reportSubscriptions(list: $list, filter: $filter) {\n      items { id reportKey recipientEmail externalRecipient cadence format lang sendEmpty active nextRunAt lastRunAt lastSuccessAt lastError }\n      total\n      totalPages\n    }\n  }\n": typeof types.ReportSubscriptionsDocument,
    "\n  mutation CreateReportSubscription($input: CreateReportSubscriptionInput!) { createReportSubscription(input: $input) { id } }\n": typeof types.CreateReportSubscriptionDocument,
    "\n  mutation ActivateReportSubscription($id: UUID!) { activateReportSubscription(id: $id) { id active } }\n": typeof types.ActivateReportSubscriptionDocument,
    "\n  mutation DeactivateReportSubscription($id: UUID!) { deactivateReportSubscription(id: $id) { id active } }\n": typeof types.DeactivateReportSubscriptionDocument,
    "\n  mutation DeleteReportSubscription($id: UUID!, $reason: String) { deleteReportSubscription(id: $id, reason: $reason) { id deletedAt } }\n": typeof types.DeleteReportSubscriptionDocument,
    "\n  query SavedReports($list: ListArgs) { savedReports(list: $list) { items { id name reportKey shared createdAt } total totalPages } }\n": typeof types.SavedReportsDocument,
    "\n  mutation CreateSavedReport($input: CreateSavedReportInput!) { createSavedReport(input: $input) { id name } }\n": typeof types.CreateSavedReportDocument,
    "\n  mutation DeleteSavedReport($id: UUID!, $reason: String) { deleteSavedReport(id: $id, reason: $reason) { id deletedAt } }\n": typeof types.DeleteSavedReportDocument,
    "\n  query ExportDomains {\n    exportDomains { key label labelAr fields { key label labelAr type } reports { key title titleAr filters } }\n  }\n": typeof types.ExportDomainsDocument,
    "\n  query Advances($list: ListArgs, $filter: AdvanceFilter) {\n    advances(list: $list, filter: $filter) {\n      items { id amount status reason requestedAt employee { id fullName } }\n      total\n      totalPages\n    }\n  }\n": typeof types.AdvancesDocument,
    "\n  mutation RequestAdvance($input: RequestAdvanceInput!) { requestAdvance(input: $input) { id status } }\n": typeof types.RequestAdvanceDocument,
    "\n  mutation DecideAdvance($id: UUID!, $input: HrDecisionInput!) { decideAdvance(id: $id, input: $input) { id status } }\n": typeof types.DecideAdvanceDocument,
    "\n  mutation PayAdvance($id: UUID!) { payAdvance(id: $id) { id status } }\n": typeof types.PayAdvanceDocument,
    "\n  mutation SettleAdvance($id: UUID!) { settleAdvance(id: $id) { id status } }\n": typeof types.SettleAdvanceDocument,
    "\n  mutation CancelAdvance($id: UUID!) { cancelAdvance(id: $id) { id status } }\n": typeof types.CancelAdvanceDocument,
    "\n  fragment DepartmentRow on Department { id name nameAr createdAt deletedAt deleteReason }\n": typeof types.DepartmentRowFragmentDoc,
    "\n  query Departments($list: ListArgs, $filter: DepartmentFilter) {\n    departments(list: $list, filter: $filter) { items { ...DepartmentRow } total totalPages }\n  }\n": typeof types.DepartmentsDocument,
    "\n  mutation CreateDepartment($input: CreateDepartmentInput!) { createDepartment(input: $input) { ...DepartmentRow } }\n": typeof types.CreateDepartmentDocument,
    "\n  mutation UpdateDepartment($id: UUID!, $input: UpdateDepartmentInput!) { updateDepartment(id: $id, input: $input) { ...DepartmentRow } }\n": typeof types.UpdateDepartmentDocument,
    "\n  mutation DeleteDepartment($id: UUID!, $reason: String) { deleteDepartment(id: $id, reason: $reason) { ...DepartmentRow } }\n": typeof types.DeleteDepartmentDocument,
    "\n  fragment EmployeeRow on Employee {\n    id fullName status monthlyPay annualLeaveBalance hireDate baseSalary allowances departmentId positionId phone email\n    nationalId dateOfBirth gender maritalStatus contractType address emergencyName emergencyPhone\n    department { id name nameAr }\n    position { id title titleAr }\n  }\n": typeof types.EmployeeRowFragmentDoc,
    "\n  query Employees($list: ListArgs, $filter: EmployeeFilter) {\n    employees(list: $list, filter: $filter) {\n      items { ...EmployeeRow }\n      total\n      totalPages\n    }\n  }\n": typeof types.EmployeesDocument,
    "\n  mutation CreateEmployee($input: CreateEmployeeInput!) { createEmployee(input: $input) { id } }\n": typeof types.CreateEmployeeDocument,
    "\n  mutation UpdateEmployee($id: UUID!, $input: UpdateEmployeeInput!) { updateEmployee(id: $id, input: $input) { ...EmployeeRow } }\n": typeof types.UpdateEmployeeDocument,
    "\n  mutation DeleteEmployee($id: UUID!, $reason: String) { deleteEmployee(id: $id, reason: $reason) { id deletedAt } }\n": typeof types.DeleteEmployeeDocument,
    "\n  mutation ChangeEmploymentStatus($id: UUID!, $input: EmploymentStatusInput!) { changeEmploymentStatus(id: $id, input: $input) { id status statusChangedAt } }\n": typeof types.ChangeEmploymentStatusDocument,
    "\n  query LeaveRequests($list: ListArgs, $filter: LeaveRequestFilter) {\n    leaveRequests(list: $list, filter: $filter) {\n      items {\n        id startDate endDate days status usesBalance reason\n        employee { id fullName annualLeaveBalance }\n        type { id name nameAr }\n      }\n      total\n      totalPages\n    }\n  }\n": typeof types.LeaveRequestsDocument,
    "\n  mutation DecideLeave($id: UUID!, $input: HrDecisionInput!) { decideLeave(id: $id, input: $input) { id status balanceDeducted } }\n": typeof types.DecideLeaveDocument,
    "\n  mutation CancelLeave($id: UUID!, $input: HrNoteInput) { cancelLeave(id: $id, input: $input) { id status balanceDeducted } }\n": typeof types.CancelLeaveDocument,
    "\n  mutation RequestLeave($input: RequestLeaveInput!) { requestLeave(input: $input) { id status days } }\n": typeof types.RequestLeaveDocument,
    "\n  query LeaveTypeChoices { leaveTypes(list: { perPage: 100, sort: \"name\" }) { items { id name nameAr usesBalance } } }\n": typeof types.LeaveTypeChoicesDocument,
    "\n  fragment LeaveTypeRow on LeaveType { id name nameAr usesBalance paid deletedAt deleteReason }\n": typeof types.LeaveTypeRowFragmentDoc,
    "\n  query LeaveTypes($list: ListArgs, $filter: LeaveTypeFilter) {\n    leaveTypes(list: $list, filter: $filter) { items { ...LeaveTypeRow } total totalPages }\n  }\n": typeof types.LeaveTypesDocument,
    "\n  mutation CreateLeaveType($input: LeaveTypeInput!) { createLeaveType(input: $input) { ...LeaveTypeRow } }\n": typeof types.CreateLeaveTypeDocument,
    "\n  mutation CreateDefaultLeaveTypes { createDefaultLeaveTypes { ...LeaveTypeRow } }\n": typeof types.CreateDefaultLeaveTypesDocument,
    "\n  mutation UpdateLeaveType($id: UUID!, $input: LeaveTypeInput!) { updateLeaveType(id: $id, input: $input) { ...LeaveTypeRow } }\n": typeof types.UpdateLeaveTypeDocument,
    "\n  mutation DeleteLeaveType($id: UUID!, $reason: String) { deleteLeaveType(id: $id, reason: $reason) { ...LeaveTypeRow } }\n": typeof types.DeleteLeaveTypeDocument,
    "\n  query Loans($list: ListArgs, $filter: LoanFilter) {\n    loans(list: $list, filter: $filter) {\n      items { id principal installment installmentCount repaidAmount remainingBalance status requestedAt employee { id fullName } }\n      total\n      totalPages\n    }\n  }\n": typeof types.LoansDocument,
    "\n  query LoanSchedule($id: UUID!) {\n    loan(id: $id) {\n      id principal installment installmentCount repaidAmount remainingBalance status approvedOn reason decisionNote\n      employee { id fullName }\n      schedule { id sequence dueDate amount paidAt note }\n    }\n  }\n": typeof types.LoanScheduleDocument,
    "\n  mutation RequestLoan($input: RequestLoanInput!) { requestLoan(input: $input) { id status } }\n": typeof types.RequestLoanDocument,
    "\n  mutation DecideLoan($id: UUID!, $input: HrDecisionInput!) { decideLoan(id: $id, input: $input) { id status } }\n": typeof types.DecideLoanDocument,
    "\n  mutation CancelLoan($id: UUID!, $input: HrNoteInput) { cancelLoan(id: $id, input: $input) { id status } }\n": typeof types.CancelLoanDocument,
    "\n  mutation RepayLoanInstallment($id: UUID!, $input: HrNoteInput) { repayLoanInstallment(id: $id, input: $input) { id status repaidAmount remainingBalance schedule { id paidAt note } } }\n": typeof types.RepayLoanInstallmentDocument,
    "\n  fragment PositionRow on Position { id title titleAr baseSalary departmentId department { id name nameAr } }\n": typeof types.PositionRowFragmentDoc,
    "\n  query Positions($list: ListArgs, $filter: PositionFilter) {\n    positions(list: $list, filter: $filter) {\n      items { ...PositionRow }\n      total\n      totalPages\n    }\n  }\n": typeof types.PositionsDocument,
    "\n  query DepartmentChoices { departments(list: { perPage: 100, sort: \"name\" }) { items { id name nameAr } } }\n": typeof types.DepartmentChoicesDocument,
    "\n  mutation CreatePosition($input: PositionInput!) { createPosition(input: $input) { id } }\n": typeof types.CreatePositionDocument,
    "\n  mutation UpdatePosition($id: UUID!, $input: PositionInput!) { updatePosition(id: $id, input: $input) { ...PositionRow } }\n": typeof types.UpdatePositionDocument,
    "\n  mutation DeletePosition($id: UUID!, $reason: String) { deletePosition(id: $id, reason: $reason) { id deletedAt } }\n": typeof types.DeletePositionDocument,
    "\n  query HrChoices {\n    departments(list: { perPage: 100, sort: \"name\" }) { items { id name nameAr } }\n    positions(list: { perPage: 100, sort: \"title\" }) { items { id title titleAr departmentId } }\n  }\n": typeof types.HrChoicesDocument,
    "\n  query EmployeeChoices($search: String) { employees(list: { perPage: 50, sort: \"fullName\", search: $search }) { items { id fullName } } }\n": typeof types.EmployeeChoicesDocument,
    "\n  query StockCount($id: UUID!) {\n    stockCount(id: $id) {\n      id branchId businessDate status note\n      lines { inventoryItemId countedQuantity expectedQuantity differenceQuantity differenceValueIqd }\n    }\n  }\n": typeof types.StockCountDocument,
    "mutation EnterStockCounts($id: UUID!, $input: EnterCountsInput!) { enterStockCounts(id: $id, input: $input) { id status } }": typeof types.EnterStockCountsDocument,
    "mutation SubmitStockCount($id: UUID!) { submitStockCount(id: $id) { id status } }": typeof types.SubmitStockCountDocument,
    "mutation ApproveStockCount($id: UUID!) { approveStockCount(id: $id) { id status } }": typeof types.ApproveStockCountDocument,
    "\n  query StockCounts($list: ListArgs, $filter: StockCountFilter) {\n    stockCounts(list: $list, filter: $filter) { items { id branchId businessDate status lines { inventoryItemId } } total totalPages }\n  }\n": typeof types.StockCountsDocument,
    "mutation CreateStockCount($input: CreateStockCountInput!) { createStockCount(input: $input) { id } }": typeof types.CreateStockCountDocument,
    "\n  query ItemMovements($itemId: UUID!, $list: ListArgs, $filter: MovementFilter) {\n    inventoryItem(id: $itemId) { id name nameAr unit }\n    inventoryMovements(list: $list, filter: $filter) {\n      items { id businessDate kind quantity unitCostIqd valueIqd onHandAfter sourceKind sourceId sourceLine reason }\n      total totalPages\n    }\n  }\n": typeof types.ItemMovementsDocument,
    "\n  query ReorderSuggestions { reorderSuggestions { inventoryItemId itemName supplierId onHand parLevel quantity unitPriceIqd } }\n": typeof types.ReorderSuggestionsDocument,
    "\n  mutation SetParLevel($input: SetParLevelInput!) { setParLevel(input: $input) { branchId inventoryItemId parLevel reorderQuantity belowPar } }\n": typeof types.SetParLevelDocument,
    "mutation OrderReorderSuggestions($supplierId: UUID!) { orderReorderSuggestions(supplierId: $supplierId) { id } }": typeof types.OrderReorderSuggestionsDocument,
    "\n  query StockOnHand($list: ListArgs, $filter: StockFilter, $search: String) {\n    stockOnHand(list: $list, filter: $filter) {\n      items {\n        branchId inventoryItemId onHand valueIqd avgCostIqd negative parLevel belowPar\n        inventoryItem { id name nameAr unit kind }\n      }\n      total totalPages\n    }\n    stockValueTotal(search: $search, filter: $filter)\n  }\n": typeof types.StockOnHandDocument,
    "\n  query Transfer($id: UUID!) {\n    transfer(id: $id) {\n      id fromBranchId toBranchId status note sentDate receivedDate\n      lines { inventoryItemId quantity sentValueIqd receivedQuantity shortQuantity shortValueIqd }\n    }\n  }\n": typeof types.TransferDocument,
    "mutation SendTransfer($id: UUID!) { sendTransfer(id: $id) { id status } }": typeof types.SendTransferDocument,
    "mutation ReceiveTransfer($id: UUID!, $input: ReceiveTransferInput) { receiveTransfer(id: $id, input: $input) { id status } }": typeof types.ReceiveTransferDocument,
    "mutation CancelTransfer($id: UUID!) { cancelTransfer(id: $id) { id status } }": typeof types.CancelTransferDocument,
    "\n  query Transfers($list: ListArgs, $filter: TransferFilter) {\n    transfers(list: $list, filter: $filter) { items { id fromBranchId toBranchId status createdAt sentAt lines { inventoryItemId } } total totalPages }\n  }\n": typeof types.TransfersDocument,
    "\n  mutation CreateTransfer($input: CreateTransferInput!) { createTransfer(input: $input) { id } }\n": typeof types.CreateTransferDocument,
    "\n  query StockItemChoices {\n    inventoryItems(list: { perPage: 100, sort: \"name\", dir: asc }, filter: { active: true }) { items { id name nameAr unit } }\n  }\n": typeof types.StockItemChoicesDocument,
    "\n  mutation CreateEodReport($input: CreateEodReportInput!) { createEodReport(input: $input) { ...EodReportRow } }\n": typeof types.CreateEodReportDocument,
    "\n  mutation UpdateEodReport($id: UUID!, $input: UpdateEodReportInput!) { updateEodReport(id: $id, input: $input) { ...EodReportRow } }\n": typeof types.UpdateEodReportDocument,
    "\n  mutation ParseEodReport($input: ParseEodReportInput!) {\n    parseEodReport(input: $input) {\n      candidate { businessDate grossSalesIqd netSalesIqd cashSalesIqd cardSalesIqd qiSalesIqd deliverySalesIqd source }\n      warnings\n      missingFields\n    }\n  }\n": typeof types.ParseEodReportDocument,
    "\n  fragment EodReportRow on EodReport {\n    id businessDate grossSalesIqd netSalesIqd cashSalesIqd cardSalesIqd qiSalesIqd deliverySalesIqd paymentTotalIqd varianceIqd source\n    ledger {\n      orderCount ledgerTotalIqd ledgerCashIqd ledgerCardIqd ledgerQiIqd ledgerWalletIqd ledgerOtherIqd ledgerDueAtCounterIqd\n      cashVarianceIqd cardVarianceIqd qiVarianceIqd grossVarianceIqd\n    }\n  }\n": typeof types.EodReportRowFragmentDoc,
    "\n  query EodReports($list: ListArgs, $filter: EodReportFilter) { eodReports(list: $list, filter: $filter) { items { ...EodReportRow } total totalPages } }\n": typeof types.EodReportsDocument,
    "\n  fragment PilotRow on Pilot {\n    id restaurantName startDate endDate note status finalReportStatus statusChangedAt deletedAt deleteReason\n    checklist { doneCount items { key label labelAr done note } }\n  }\n": typeof types.PilotRowFragmentDoc,
    "\n  mutation CreatePilot($input: CreatePilotInput!) { createPilot(input: $input) { ...PilotRow } }\n": typeof types.CreatePilotDocument,
    "\n  mutation UpdatePilot($id: UUID!, $input: UpdatePilotInput!) { updatePilot(id: $id, input: $input) { ...PilotRow } }\n": typeof types.UpdatePilotDocument,
    "\n  query Pilots($list: ListArgs, $filter: PilotFilter) { pilots(list: $list, filter: $filter) { items { ...PilotRow } total totalPages } }\n": typeof types.PilotsDocument,
    "\n  mutation SetPilotStatus($id: UUID!, $input: PilotStatusInput!) { setPilotStatus(id: $id, input: $input) { ...PilotRow } }\n": typeof types.SetPilotStatusDocument,
    "\n  mutation DeletePilot($id: UUID!, $reason: String) { deletePilot(id: $id, reason: $reason) { ...PilotRow } }\n": typeof types.DeletePilotDocument,
    "\n  query AuditTrail($entityType: String!, $entityId: String!, $list: ListArgs) {\n    auditTrail(entityType: $entityType, entityId: $entityId, list: $list) {\n      items { id at action actorKind actorUserId actorApiKeyId reason changes transport }\n      total\n      totalPages\n    }\n  }\n": typeof types.AuditTrailDocument,
    "\n  fragment BranchRow on Branch { id name nameAr code address phone timeZone active deactivatedAt deactivationReason }\n": typeof types.BranchRowFragmentDoc,
    "\n  query Branches($list: ListArgs) { branches(list: $list) { items { ...BranchRow } total totalPages } }\n": typeof types.BranchesDocument,
    "\n  mutation UpdateBranch($id: UUID!, $input: UpdateBranchInput!) { updateBranch(id: $id, input: $input) { ...BranchRow } }\n": typeof types.UpdateBranchDocument,
    "\n  mutation DeactivateBranch($id: UUID!, $reason: String) { deactivateBranch(id: $id, reason: $reason) { ...BranchRow } }\n": typeof types.DeactivateBranchDocument,
    "\n  mutation ActivateBranch($id: UUID!, $reason: String) { activateBranch(id: $id, reason: $reason) { ...BranchRow } }\n": typeof types.ActivateBranchDocument,
    "\n  mutation CreateBranch($input: CreateBranchInput!) { createBranch(input: $input) { id } }\n": typeof types.CreateBranchDocument,
    "\n  fragment MemberRow on Membership { id role status allBranches branchIds user { id email fullName } }\n": typeof types.MemberRowFragmentDoc,
    "\n  query Members($list: ListArgs, $filter: MemberFilter) {\n    members(list: $list, filter: $filter) { items { ...MemberRow } total totalPages }\n  }\n": typeof types.MembersDocument,
    "\n  mutation UpdateMember($id: UUID!, $input: UpdateMemberInput!) { updateMember(id: $id, input: $input) { ...MemberRow } }\n": typeof types.UpdateMemberDocument,
    "\n  mutation InviteMember($input: InviteMemberInput!) { inviteMember(input: $input) { id status } }\n": typeof types.InviteMemberDocument,
    "\n  query OrganizationSettings { organizationSettings { id name baseCurrencyCode businessDayStartHour defaultLanguage priceStep pricesIncludeTax updatedAt } }\n": typeof types.OrganizationSettingsDocument,
    "\n  mutation UpdateOrganizationSettings($input: UpdateOrganizationSettingsInput!) {\n    updateOrganizationSettings(input: $input) { id name baseCurrencyCode businessDayStartHour defaultLanguage priceStep pricesIncludeTax updatedAt }\n  }\n": typeof types.UpdateOrganizationSettingsDocument,
    "\n  mutation CreateBatch($input: CreateBatchInput!) { createBatch(input: $input) { id businessDate status } }\n": typeof types.CreateBatchDocument,
    "\n  query Batch($id: UUID!) {\n    batch(id: $id) {\n      id businessDate status chickenCount meatKg rawRiceKg notes closedAt\n      cookedRiceMultiplier reservedRiceDirectSaleKg riceRoundingMethod allowDirectRiceOverflow\n      figures { inputCostIqd totalShareIqd unallocatedCostIqd outputCount totalOutputQty wasteUnitsTotal costBasis cookedRiceKg }\n      outputs { id outputQty shareIqd allocationWeight inventoryItem { id name nameAr unit } }\n      waste { id units kind reason createdAt capacityType { id name nameAr } }\n    }\n  }\n": typeof types.BatchDocument,
    "\n  mutation CloseBatch($id: UUID!) { closeBatch(id: $id) { id status closedAt } }\n": typeof types.CloseBatchDocument,
    "\n  mutation SetBatchStatus($id: UUID!, $input: BatchStatusInput!) { setBatchStatus(id: $id, input: $input) { id status closedAt } }\n": typeof types.SetBatchStatusDocument,
    "\n  mutation SetBatchOverflow($id: UUID!, $input: BatchOverflowInput!) { setBatchOverflow(id: $id, input: $input) { id allowDirectRiceOverflow } }\n": typeof types.SetBatchOverflowDocument,
    "\n  mutation UpdateBatch($id: UUID!, $input: UpdateBatchInput!) {\n    updateBatch(id: $id, input: $input) { id cookedRiceMultiplier reservedRiceDirectSaleKg riceRoundingMethod figures { cookedRiceKg inputCostIqd } }\n  }\n": typeof types.UpdateBatchDocument,
    "\n  mutation DeleteBatch($id: UUID!, $reason: String) { deleteBatch(id: $id, reason: $reason) { id deletedAt } }\n": typeof types.DeleteBatchDocument,
    "\n  mutation AddBatchOutput($id: UUID!, $input: BatchOutputInput!) { addBatchOutput(id: $id, input: $input) { id batch { id figures { outputCount totalShareIqd unallocatedCostIqd } } } }\n": typeof types.AddBatchOutputDocument,
    "\n  mutation RemoveBatchOutput($id: UUID!, $outputId: UUID!, $reason: String) { removeBatchOutput(id: $id, outputId: $outputId, reason: $reason) { id deletedAt } }\n": typeof types.RemoveBatchOutputDocument,
    "\n  mutation RecordBatchWaste($id: UUID!, $input: BatchWasteInput!) { recordBatchWaste(id: $id, input: $input) { id batch { id figures { wasteUnitsTotal } } } }\n": typeof types.RecordBatchWasteDocument,
    "\n  query Batches($list: ListArgs, $filter: BatchFilter) {\n    batches(list: $list, filter: $filter) {\n      items { id businessDate status chickenCount rawRiceKg figures { inputCostIqd outputCount } }\n      total\n      totalPages\n    }\n  }\n": typeof types.BatchesDocument,
    "\n  query PeriodLock { periodLock { lockedThrough updatedAt } }\n": typeof types.PeriodLockDocument,
    "\n  mutation SetPeriodLock($input: SetPeriodLockInput!) { setPeriodLock(input: $input) { lockedThrough updatedAt } }\n": typeof types.SetPeriodLockDocument,
    "\n  query InventoryItemChoices($kind: InventoryKind) {\n    inventoryItems(filter: { kind: $kind, active: true }, list: { perPage: 100, sort: \"name\" }) { items { id name nameAr unit } }\n  }\n": typeof types.InventoryItemChoicesDocument,
    "\n  query CapacityTypeChoices { capacityTypes(list: { perPage: 100, sort: \"name\" }) { items { id name nameAr } } }\n": typeof types.CapacityTypeChoicesDocument,
    "\n  mutation DeleteProduct($id: UUID!, $reason: String) { deleteProduct(id: $id, reason: $reason) { id active deletedAt deleteReason } }\n": typeof types.DeleteProductDocument,
    "\n  fragment ModifierGroupFields on ModifierGroup { id name nameAr minChoices maxChoices required deletedAt options { id name nameAr priceDeltaIqd active sortOrder } }\n": typeof types.ModifierGroupFieldsFragmentDoc,
    "\n  mutation CreateModifierGroup($input: ModifierGroupInput!) { createModifierGroup(input: $input) { ...ModifierGroupFields } }\n": typeof types.CreateModifierGroupDocument,
    "\n  mutation UpdateModifierGroup($id: UUID!, $input: ModifierGroupInput!) { updateModifierGroup(id: $id, input: $input) { ...ModifierGroupFields } }\n": typeof types.UpdateModifierGroupDocument,
    "\n  query ModifierGroups($list: ListArgs, $filter: ModifierGroupFilter) { modifierGroups(list: $list, filter: $filter) { items { ...ModifierGroupFields } total totalPages } }\n": typeof types.ModifierGroupsDocument,
    "\n  mutation DeleteModifierGroup($id: UUID!, $reason: String) { deleteModifierGroup(id: $id, reason: $reason) { id deletedAt } }\n": typeof types.DeleteModifierGroupDocument,
    "\n  query ProductCategories($list: ListArgs, $filter: ProductCategoryFilter) {\n    productCategories(list: $list, filter: $filter) { items { id code name nameAr sortOrder active deletedAt } total totalPages }\n  }\n": typeof types.ProductCategoriesDocument,
    "\n  mutation CreateProductCategory($input: CreateProductCategoryInput!) { createProductCategory(input: $input) { id } }\n": typeof types.CreateProductCategoryDocument,
    "\n  mutation SetProductCategoryActive($id: UUID!, $active: Boolean!) { updateProductCategory(id: $id, input: { active: $active }) { id active } }\n": typeof types.SetProductCategoryActiveDocument,
    "\n  mutation DeleteProductCategory($id: UUID!, $reason: String) { deleteProductCategory(id: $id, reason: $reason) { id deletedAt } }\n": typeof types.DeleteProductCategoryDocument,
    "\n  query ConsumableItems { inventoryItems(list: { perPage: 100, sort: \"name\", dir: asc }, filter: { active: true }) { items { id name nameAr unit } } }\n": typeof types.ConsumableItemsDocument,
    "\n  mutation AddProductConsumable($productId: UUID!, $input: AddConsumableInput!) { addProductConsumable(productId: $productId, input: $input) { id productId } }\n": typeof types.AddProductConsumableDocument,
    "\n  mutation RemoveProductConsumable($productId: UUID!, $bomLineId: UUID!) { removeProductConsumable(productId: $productId, bomLineId: $bomLineId) { id productId } }\n": typeof types.RemoveProductConsumableDocument,
    "\n  query ProductDetail($id: UUID!) {\n    product(id: $id) {\n      id code name nameAr basePriceIqd standardCostIqd marginIqd active deletedAt deleteReason\n      modifierGroups { ...ModifierGroupFields }\n      consumables { id inventoryItemId qtyPerParentUnit unit channelScope required kind standardCostIqd inventoryItem { id name nameAr unit } }\n    }\n  }\n": typeof types.ProductDetailDocument,
    "\n  query AttachableGroups { modifierGroups(list: { perPage: 100, sort: \"name\", dir: asc }) { items { id name nameAr } } }\n": typeof types.AttachableGroupsDocument,
    "\n  mutation SetProductModifierGroups($id: UUID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id modifierGroups { ...ModifierGroupFields } } }\n": typeof types.SetProductModifierGroupsDocument,
    "\n  fragment ProductImportPreview on ProductImportBatch {\n    id status expiresAt rowCount createCount updateCount unchangedCount errorCount newCategoryCodes committedAt\n    rows { rowNumber code action changes { column before after } errors { column message } }\n  }\n": typeof types.ProductImportPreviewFragmentDoc,
    "\n  mutation PreviewProductImport($input: ProductImportInput!) { previewProductImport(input: $input) { ...ProductImportPreview } }\n": typeof types.PreviewProductImportDocument,
    "\n  mutation CommitProductImport($batchId: UUID!, $input: ProductImportInput!) { commitProductImport(batchId: $batchId, input: $input) { ...ProductImportPreview } }\n": typeof types.CommitProductImportDocument,
    "\n  query Products($list: ListArgs, $filter: ProductFilter) {\n    products(list: $list, filter: $filter) {\n      items {\n        id code name nameAr basePriceIqd active channels taxCodeId categoryId sortOrder deletedAt\n        category { id name nameAr }\n        modifierGroups { id }\n      }\n      total\n      totalPages\n    }\n  }\n": typeof types.ProductsDocument,
    "\n  query ProductFormChoices {\n    productCategories(list: { perPage: 100 }) { items { id name nameAr } }\n    modifierGroups(list: { perPage: 100 }) { items { id name nameAr } }\n  }\n": typeof types.ProductFormChoicesDocument,
    "\n  query ProductTaxCodeChoices { taxCodes(list: { perPage: 100 }) { items { id code name nameAr ratePermille active } } }\n": typeof types.ProductTaxCodeChoicesDocument,
    "\n  mutation CreateProduct($input: CreateProductInput!) { createProduct(input: $input) { id } }\n": typeof types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: UUID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id name basePriceIqd active } }\n": typeof types.UpdateProductDocument,
    "\n  fragment ApprovalRequestRow on ApprovalRequest { id status targetKind targetId amountIqd reason requestedAt requestedBy }\n": typeof types.ApprovalRequestRowFragmentDoc,
    "\n  query ApprovalRequests($list: ListArgs, $filter: ApprovalRequestFilter) {\n    approvalRequests(list: $list, filter: $filter) { items { ...ApprovalRequestRow } total totalPages }\n  }\n": typeof types.ApprovalRequestsDocument,
    "\n  mutation ApplyOrderRequest($id: UUID!, $input: OrderApprovalInput!) { applyPurchaseOrderApproval(id: $id, input: $input) { id status } }\n": typeof types.ApplyOrderRequestDocument,
    "\n  mutation ApplyInvoiceRequest($approvalRequestId: UUID!, $input: ApprovalNoteInput) { applyPurchaseInvoiceApproval(approvalRequestId: $approvalRequestId, input: $input) { id status } }\n": typeof types.ApplyInvoiceRequestDocument,
    "\n  query PurchaseInvoice($id: UUID!) { purchaseInvoice(id: $id) { ...PurchaseInvoiceDetail } }\n": typeof types.PurchaseInvoiceDocument,
    "\n  mutation SubmitPurchaseInvoice($id: UUID!, $input: PurchaseInvoiceNoteInput) { submitPurchaseInvoice(id: $id, input: $input) { ...PurchaseInvoiceDetail } }\n": typeof types.SubmitPurchaseInvoiceDocument,
    "\n  mutation ApplyPurchaseInvoiceApproval($approvalRequestId: UUID!, $input: ApprovalNoteInput) { applyPurchaseInvoiceApproval(approvalRequestId: $approvalRequestId, input: $input) { ...PurchaseInvoiceDetail } }\n": typeof types.ApplyPurchaseInvoiceApprovalDocument,
    "\n  mutation PayPurchaseInvoice($id: UUID!, $input: PurchaseInvoicePaymentInput) { payPurchaseInvoice(id: $id, input: $input) { ...PurchaseInvoiceDetail } }\n": typeof types.PayPurchaseInvoiceDocument,
    "\n  mutation CancelPurchaseInvoice($id: UUID!, $input: PurchaseInvoiceNoteInput) { cancelPurchaseInvoice(id: $id, input: $input) { ...PurchaseInvoiceDetail } }\n": typeof types.CancelPurchaseInvoiceDocument,
    "\n  fragment PurchaseInvoiceDetail on PurchaseInvoice {\n    id status supplierId invoiceNumber invoiceDate purchaseOrderId notes totalIqd lastNote paymentRef createdAt approvedAt paidAt\n    supplier { id name nameAr }\n    lines { inventoryItemId quantity unitPriceIqd lineTotalIqd inventoryItem { id name nameAr unit } }\n    approvalRequests { id status amountIqd reason requestedAt requestedBy history { id action at note } }\n  }\n": typeof types.PurchaseInvoiceDetailFragmentDoc,
    "\n  query BillableOrders($supplierId: UUID) {\n    purchaseOrders(list: { perPage: 100, sort: \"createdAt\", dir: desc }, filter: { supplierId: $supplierId }) {\n      items { id status totalIqd lines { inventoryItemId quantity unitPriceIqd } }\n    }\n  }\n": typeof types.BillableOrdersDocument,
    "\n  mutation CreatePurchaseInvoice($input: CreatePurchaseInvoiceInput!) { createPurchaseInvoice(input: $input) { ...PurchaseInvoiceDetail } }\n": typeof types.CreatePurchaseInvoiceDocument,
    "\n  mutation UpdatePurchaseInvoice($id: UUID!, $input: UpdatePurchaseInvoiceInput!) { updatePurchaseInvoice(id: $id, input: $input) { ...PurchaseInvoiceDetail } }\n": typeof types.UpdatePurchaseInvoiceDocument,
    "\n  query PurchaseInvoices($list: ListArgs, $filter: PurchaseInvoiceFilter) {\n    purchaseInvoices(list: $list, filter: $filter) {\n      items { id status invoiceNumber invoiceDate purchaseOrderId totalIqd supplier { id name nameAr } }\n      total totalPages\n    }\n  }\n": typeof types.PurchaseInvoicesDocument,
    "\n  query PurchaseOrder($id: UUID!) { purchaseOrder(id: $id) { ...PurchaseOrderDetail } }\n": typeof types.PurchaseOrderDocument,
    "\n  mutation SubmitPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) { submitPurchaseOrder(id: $id, input: $input) { ...PurchaseOrderDetail } }\n": typeof types.SubmitPurchaseOrderDocument,
    "\n  mutation ApplyPurchaseOrderApproval($id: UUID!, $input: OrderApprovalInput!) { applyPurchaseOrderApproval(id: $id, input: $input) { ...PurchaseOrderDetail } }\n": typeof types.ApplyPurchaseOrderApprovalDocument,
    "\n  mutation RevertPurchaseOrderApproval($id: UUID!, $input: OrderApprovalInput!) { revertPurchaseOrderApproval(id: $id, input: $input) { ...PurchaseOrderDetail } }\n": typeof types.RevertPurchaseOrderApprovalDocument,
    "\n  mutation ReceivePurchaseOrder($id: UUID!, $input: ReceivePurchaseOrderInput) { receivePurchaseOrder(id: $id, input: $input) { ...PurchaseOrderDetail } }\n": typeof types.ReceivePurchaseOrderDocument,
    "\n  mutation ReopenPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) { reopenPurchaseOrder(id: $id, input: $input) { ...PurchaseOrderDetail } }\n": typeof types.ReopenPurchaseOrderDocument,
    "\n  mutation CancelPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) { cancelPurchaseOrder(id: $id, input: $input) { ...PurchaseOrderDetail } }\n": typeof types.CancelPurchaseOrderDocument,
    "\n  mutation RejectApprovalRequest($id: UUID!, $input: RejectApprovalInput!) { rejectApprovalRequest(id: $id, input: $input) { id status targetKind targetId } }\n": typeof types.RejectApprovalRequestDocument,
    "\n  fragment PurchaseOrderDetail on PurchaseOrder {\n    id status supplierId expectedDate notes totalIqd lastNote createdAt submittedAt approvedAt receivedAt cancelledAt\n    supplier { id name nameAr }\n    lines { inventoryItemId quantity unitPriceIqd lineTotalIqd inventoryItem { id name nameAr unit } }\n    approvalRequests { id status amountIqd reason requestedAt requestedBy history { id action at note } }\n  }\n": typeof types.PurchaseOrderDetailFragmentDoc,
    "\n  mutation CreatePurchaseOrder($input: CreatePurchaseOrderInput!) { createPurchaseOrder(input: $input) { ...PurchaseOrderDetail } }\n": typeof types.CreatePurchaseOrderDocument,
    "\n  mutation UpdatePurchaseOrder($id: UUID!, $input: UpdatePurchaseOrderInput!) { updatePurchaseOrder(id: $id, input: $input) { ...PurchaseOrderDetail } }\n": typeof types.UpdatePurchaseOrderDocument,
    "\n  query PurchaseOrders($list: ListArgs, $filter: PurchaseOrderFilter) {\n    purchaseOrders(list: $list, filter: $filter) {\n      items { id status expectedDate totalIqd createdAt supplier { id name nameAr } }\n      total totalPages\n    }\n  }\n": typeof types.PurchaseOrdersDocument,
    "\n  query PurchasingSettings { purchasingSettings { approvalThresholdIqd invoiceToleranceIqd updatedAt } }\n": typeof types.PurchasingSettingsDocument,
    "\n  mutation UpdatePurchasingSettings($input: PurchasingSettingsInput!) { updatePurchasingSettings(input: $input) { approvalThresholdIqd invoiceToleranceIqd updatedAt } }\n": typeof types.UpdatePurchasingSettingsDocument,
    "\n  fragment SupplierRow on Supplier { id name nameAr phone taxNumber active }\n": typeof types.SupplierRowFragmentDoc,
    "\n  query Suppliers($list: ListArgs, $filter: SupplierFilter) { suppliers(list: $list, filter: $filter) { items { ...SupplierRow } total totalPages } }\n": typeof types.SuppliersDocument,
    "\n  mutation CreateSupplier($input: CreateSupplierInput!) { createSupplier(input: $input) { ...SupplierRow } }\n": typeof types.CreateSupplierDocument,
    "\n  mutation UpdateSupplier($id: UUID!, $input: UpdateSupplierInput!) { updateSupplier(id: $id, input: $input) { ...SupplierRow } }\n": typeof types.UpdateSupplierDocument,
    "\n  mutation DeactivateSupplier($id: UUID!, $input: SupplierReasonInput) { deactivateSupplier(id: $id, input: $input) { ...SupplierRow } }\n": typeof types.DeactivateSupplierDocument,
    "\n  mutation ActivateSupplier($id: UUID!, $input: SupplierReasonInput) { activateSupplier(id: $id, input: $input) { ...SupplierRow } }\n": typeof types.ActivateSupplierDocument,
    "\n  query PurchasingChoices {\n    suppliers(list: { perPage: 100, sort: \"name\", dir: asc }, filter: { active: true }) { items { id name nameAr } }\n    inventoryItems(list: { perPage: 100, sort: \"name\", dir: asc }, filter: { active: true }) { items { id name nameAr unit } }\n  }\n": typeof types.PurchasingChoicesDocument,
    "\n  query CashSettings {\n    cashCurrencies { code minorDigits denominations }\n    exchangeRates(limit: 20) { id currencyCode iqdPer100 effectiveFrom note }\n  }\n": typeof types.CashSettingsDocument,
    "\n  mutation SetExchangeRate($input: SetExchangeRateInput!) { setExchangeRate(input: $input) { id currencyCode iqdPer100 effectiveFrom } }\n": typeof types.SetExchangeRateDocument,
    "\n  mutation SetCashCurrencies($input: SetCashCurrenciesInput!) { setCashCurrencies(input: $input) { code minorDigits denominations } }\n": typeof types.SetCashCurrenciesDocument,
    "\n  query SalesOrder($id: UUID!) {\n    salesOrder(id: $id) {\n      id number businessDate status source branchId channelId tableId partnerReference cancelReason placedAt statusChangedAt\n      lines { index name nameAr quantity unitPrice lineTotal discount netAmount ratePermille modifiers { optionId name nameAr priceDelta } }\n      subtotal discount taxTotal total amountDueAtCounter\n      promotion { promotionId name discount }\n      taxes { taxCodeId ratePermille taxableAmount tax }\n      payments { methodId name nameAr kind amountIqd }\n    }\n  }\n": typeof types.SalesOrderDocument,
    "\n  mutation ChangeSalesOrderStatus($id: UUID!, $input: ChangeOrderStatusInput!) { changeSalesOrderStatus(id: $id, input: $input) { id status statusChangedAt } }\n": typeof types.ChangeSalesOrderStatusDocument,
    "\n  mutation CancelSalesOrder($id: UUID!, $reason: String) { cancelSalesOrder(id: $id, reason: $reason) { id status cancelReason statusChangedAt } }\n": typeof types.CancelSalesOrderDocument,
    "\n  query SalesOrders($list: ListArgs, $filter: SalesOrderFilter) {\n    salesOrders(list: $list, filter: $filter) {\n      items { id number businessDate status source branchId channelId partnerReference placedAt total amountDueAtCounter }\n      total\n      totalPages\n    }\n  }\n": typeof types.SalesOrdersDocument,
    "\n  query PaymentMethods($list: ListArgs, $filter: PaymentMethodFilter) {\n    paymentMethods(list: $list, filter: $filter) { items { id name nameAr kind allowedForSelfOrder active } total totalPages }\n  }\n": typeof types.PaymentMethodsDocument,
    "\n  mutation CreatePaymentMethod($input: CreatePaymentMethodInput!) { createPaymentMethod(input: $input) { id } }\n": typeof types.CreatePaymentMethodDocument,
    "\n  mutation UpdatePaymentMethod($id: UUID!, $input: UpdatePaymentMethodInput!) { updatePaymentMethod(id: $id, input: $input) { id active allowedForSelfOrder } }\n": typeof types.UpdatePaymentMethodDocument,
    "\n  query SalesSettlements($list: ListArgs, $filter: SalesSettlementFilter) {\n    salesSettlements(list: $list, filter: $filter) { items { id businessDate methodName kind expectedIqd receivedIqd feeIqd status overdueAt } total }\n  }\n": typeof types.SalesSettlementsDocument,
    "\n  mutation RefreshSalesSettlements($businessDate: LocalDate!) { refreshSalesSettlements(businessDate: $businessDate) { id } }\n": typeof types.RefreshSalesSettlementsDocument,
    "\n  query SelfOrderTables($list: ListArgs, $filter: SelfOrderTableFilter) {\n    selfOrderTables(list: $list, filter: $filter) {\n      items { id branchId name area seats active hasToken tokenIssuedAt }\n      total\n      totalPages\n    }\n  }\n": typeof types.SelfOrderTablesDocument,
    "\n  mutation CreateSelfOrderTable($input: CreateSelfOrderTableInput!) {\n    createSelfOrderTable(input: $input) { qrToken orderUrl qrSvg table { id name area hasToken } }\n  }\n": typeof types.CreateSelfOrderTableDocument,
    "\n  mutation RotateSelfOrderTableToken($id: UUID!) {\n    rotateSelfOrderTableToken(id: $id) { qrToken orderUrl qrSvg table { id name area hasToken tokenIssuedAt } }\n  }\n": typeof types.RotateSelfOrderTableTokenDocument,
    "\n  mutation RevokeSelfOrderTableToken($id: UUID!, $reason: String) { revokeSelfOrderTableToken(id: $id, reason: $reason) { id hasToken tokenIssuedAt } }\n": typeof types.RevokeSelfOrderTableTokenDocument,
    "\n  mutation SetSelfOrderTableActive($id: UUID!, $active: Boolean!) { updateSelfOrderTable(id: $id, input: { active: $active }) { id active } }\n": typeof types.SetSelfOrderTableActiveDocument,
    "\n  query TillSession($id: UUID!) {\n    tillSession(id: $id) {\n      id status businessDate openedAt closedAt varianceIqd recounts\n      floats { currency amount }\n      variances { currency expected counted variance varianceIqd }\n      movements { id kind currency amount reason createdAt }\n      payments { id amountIqd changeIqd tenders { currency amount } }\n    }\n    cashCurrencies { code minorDigits denominations }\n  }\n": typeof types.TillSessionDocument,
    "\n  mutation RecordTillMovement($sessionId: UUID!, $input: TillMovementInput!) { recordTillMovement(sessionId: $sessionId, input: $input) { id } }\n": typeof types.RecordTillMovementDocument,
    "\n  mutation CountTillSession($sessionId: UUID!, $input: TillCountInput!) { countTillSession(sessionId: $sessionId, input: $input) { id status } }\n": typeof types.CountTillSessionDocument,
    "\n  mutation ApproveTillClose($sessionId: UUID!) { approveTillClose(sessionId: $sessionId) { id status } }\n": typeof types.ApproveTillCloseDocument,
    "\n  mutation ReopenTillCount($sessionId: UUID!, $reason: String!) { reopenTillCount(sessionId: $sessionId, reason: $reason) { id status } }\n": typeof types.ReopenTillCountDocument,
    "\n  query Tills($list: ListArgs) {\n    tills(list: $list) { items { id name active currentSession { id status } } total }\n    cashCurrencies { code minorDigits denominations }\n  }\n": typeof types.TillsDocument,
    "\n  mutation CreateTill($input: CreateTillInput!) { createTill(input: $input) { id } }\n": typeof types.CreateTillDocument,
    "\n  mutation OpenTillSession($tillId: UUID!, $input: OpenTillSessionInput!) { openTillSession(tillId: $tillId, input: $input) { id } }\n": typeof types.OpenTillSessionDocument,
    "\n  query KitchenTickets($filter: KitchenTicketFilter) {\n    kitchenTickets(filter: $filter) { ...KitchenCard }\n  }\n  fragment KitchenCard on KitchenTicket { id orderId orderNumber lineIndex name nameAr modifiers quantity station status queuedAt startedAt readyAt }\n": typeof types.KitchenTicketsDocument,
    "\n  mutation BumpKitchenTicket($id: UUID!, $fromStatus: KitchenStatus!) { bumpKitchenTicket(id: $id, fromStatus: $fromStatus) { ...KitchenCard } }\n": typeof types.BumpKitchenTicketDocument,
    "\n  mutation VoidKitchenTicket($id: UUID!, $reason: String!) { voidKitchenTicket(id: $id, reason: $reason) { ...KitchenCard } }\n": typeof types.VoidKitchenTicketDocument,
    "\n  query OrderBoard($branchId: UUID!, $list: ListArgs) {\n    placed: salesOrders(filter: { branchId: $branchId, status: Placed }, list: $list) { items { ...BoardOrder } }\n    accepted: salesOrders(filter: { branchId: $branchId, status: Accepted }, list: $list) { items { ...BoardOrder } }\n    preparing: salesOrders(filter: { branchId: $branchId, status: Preparing }, list: $list) { items { ...BoardOrder } }\n    ready: salesOrders(filter: { branchId: $branchId, status: Ready }, list: $list) { items { ...BoardOrder } }\n  }\n  fragment BoardOrder on SalesOrder { id number source status total placedAt partnerReference }\n": typeof types.OrderBoardDocument,
    "\n  mutation MoveBoardOrder($id: UUID!, $input: ChangeOrderStatusInput!) { changeSalesOrderStatus(id: $id, input: $input) { id status } }\n": typeof types.MoveBoardOrderDocument,
    "\n  subscription BranchOrderEvents($afterSequence: Int64) {\n    branchOrderEvents(afterSequence: $afterSequence) {\n      sequence\n      kind\n      occurredAt\n      order { id number source status previousStatus total lineCount cancelReason }\n      ticket { id orderId orderNumber lineIndex name nameAr modifiers quantity station status queuedAt startedAt readyAt }\n    }\n  }\n": typeof types.BranchOrderEventsDocument,
    "\n  query SalesBranchChoices { branches(list: { perPage: 100, sort: \"name\" }) { items { id name nameAr code } } }\n": typeof types.SalesBranchChoicesDocument,
    "\n  query SalesChannelChoices { salesChannels(list: { perPage: 100, sort: \"name\" }) { items { id name nameAr kind active } } }\n": typeof types.SalesChannelChoicesDocument,
};
const documents: Documents = {
    "\n  fragment SessionFields on AuthSession {\n    accessToken\n    refreshToken\n    expiresIn\n    branch { id }\n  }\n": types.SessionFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) { login(input: $input) { ...SessionFields } }\n": types.LoginDocument,
    "\n  mutation RefreshSession($input: RefreshTokenInput!) { refreshSession(input: $input) { ...SessionFields } }\n": types.RefreshSessionDocument,
    "\n  mutation Logout($input: RefreshTokenInput!) { logout(input: $input) { ok } }\n": types.LogoutDocument,
    "\n  mutation SwitchBranch($input: SwitchBranchInput!) { switchBranch(input: $input) { ...SessionFields } }\n": types.SwitchBranchDocument,
    "\n  mutation RegisterStart($input: RegisterStartInput!) { registerStart(input: $input) { email expiresInSeconds resendAfterSeconds } }\n": types.RegisterStartDocument,
    "\n  mutation RegisterVerify($input: CodeSignInInput!) { registerVerify(input: $input) { ...SessionFields } }\n": types.RegisterVerifyDocument,
    "\n  mutation ForgotPassword($input: ForgotPasswordInput!) { forgotPassword(input: $input) { email expiresInSeconds } }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { ok message } }\n": types.ResetPasswordDocument,
    "\n  query Me {\n    me {\n      sessionId\n      role\n      permissions\n      user { id email fullName }\n      organization { id name baseCurrencyCode businessDayStartHour }\n      branch { id name nameAr code timeZone }\n      branches { id name nameAr code }\n    }\n  }\n": types.MeDocument,
    "\n  mutation ActivateAccount($input: CodeSignInInput!) { activateAccount(input: $input) { ...SessionFields } }\n": types.ActivateAccountDocument,
    "\n  mutation ResendCode($input: ResendCodeInput!) { resendVerificationCode(input: $input) { email expiresInSeconds } }\n": types.ResendCodeDocument,
    "\n  query TodaysBatches($filter: BatchFilter) { batches(filter: $filter, list: { perPage: 50 }) { items { id status businessDate chickenCount } total } }\n": types.TodaysBatchesDocument,
    "\n  query PendingHr {\n    advances(filter: { status: Pending }, list: { perPage: 1 }) { total }\n    loans(filter: { status: Pending }, list: { perPage: 1 }) { total }\n    leaveRequests(filter: { status: Pending }, list: { perPage: 1 }) { total }\n  }\n": types.PendingHrDocument,
    "\n  query WebhookHealth { webhookSubscriptions(list: { perPage: 100 }) { items { id url failingSince consecutiveFailures } } }\n": types.WebhookHealthDocument,
    "\n  fragment BankAccountRow on BankAccount {\n    id name accountNumber currencyCode branchId active activeReason lastStatementDate lastImportedAt\n    lineCounts { unmatched matched excluded total }\n  }\n": types.BankAccountRowFragmentDoc,
    "\n  query BankAccounts($list: ListArgs, $filter: BankAccountFilter) {\n    bankAccounts(list: $list, filter: $filter) { items { ...BankAccountRow } total totalPages }\n  }\n": types.BankAccountsDocument,
    "\n  mutation CreateBankAccount($input: CreateBankAccountInput!) { createBankAccount(input: $input) { ...BankAccountRow } }\n": types.CreateBankAccountDocument,
    "\n  mutation SetBankAccountActive($id: UUID!, $input: SetBankAccountActiveInput!) { setBankAccountActive(id: $id, input: $input) { ...BankAccountRow } }\n": types.SetBankAccountActiveDocument,
    "\n  query StatementLineSuggestions($id: UUID!) {\n    bankStatementLineSuggestions(id: $id) { matchType matchedRef label amount date score reasons { kind points detail } }\n  }\n": types.StatementLineSuggestionsDocument,
    "\n  mutation MatchStatementLine($id: UUID!, $input: MatchStatementLineInput!) { matchBankStatementLine(id: $id, input: $input) { ...StatementLineRow } }\n": types.MatchStatementLineDocument,
    "\n  mutation ImportBankStatement($bankAccountId: UUID!, $csv: String!) {\n    importBankStatement(bankAccountId: $bankAccountId, csv: $csv) { id linesRead linesCreated duplicatesSkipped dateFrom dateTo }\n  }\n": types.ImportBankStatementDocument,
    "\n  fragment StatementLineRow on BankStatementLine {\n    id bankAccountId date amount balance description reference counterparty status matchType matchedRef matchLabel statusNote\n  }\n": types.StatementLineRowFragmentDoc,
    "\n  query StatementLines($list: ListArgs, $filter: StatementLineFilter) {\n    bankStatementLines(list: $list, filter: $filter) { items { ...StatementLineRow } total totalPages }\n  }\n": types.StatementLinesDocument,
    "\n  query BankAccountChoices { bankAccounts(list: { perPage: 100 }) { items { id name currencyCode } } }\n": types.BankAccountChoicesDocument,
    "\n  mutation ExcludeStatementLine($id: UUID!, $input: StatementLineReasonInput!) { excludeBankStatementLine(id: $id, input: $input) { ...StatementLineRow } }\n": types.ExcludeStatementLineDocument,
    "\n  mutation ReopenStatementLine($id: UUID!, $input: StatementLineReasonInput!) { reopenBankStatementLine(id: $id, input: $input) { ...StatementLineRow } }\n": types.ReopenStatementLineDocument,
    "\n  fragment TaxCodeRow on TaxCode { id code name nameAr kind ratePermille appliesTo active activeReason deletedAt deleteReason }\n": types.TaxCodeRowFragmentDoc,
    "\n  query TaxCodes($list: ListArgs, $filter: TaxCodeFilter) { taxCodes(list: $list, filter: $filter) { items { ...TaxCodeRow } total totalPages } }\n": types.TaxCodesDocument,
    "\n  mutation CreateTaxCode($input: CreateTaxCodeInput!) { createTaxCode(input: $input) { ...TaxCodeRow } }\n": types.CreateTaxCodeDocument,
    "\n  mutation UpdateTaxCode($id: UUID!, $input: UpdateTaxCodeInput!) { updateTaxCode(id: $id, input: $input) { ...TaxCodeRow } }\n": types.UpdateTaxCodeDocument,
    "\n  mutation SetTaxCodeActive($id: UUID!, $input: SetTaxCodeActiveInput!) { setTaxCodeActive(id: $id, input: $input) { ...TaxCodeRow } }\n": types.SetTaxCodeActiveDocument,
    "\n  mutation DeleteTaxCode($id: UUID!, $reason: String) { deleteTaxCode(id: $id, reason: $reason) { ...TaxCodeRow } }\n": types.DeleteTaxCodeDocument,
    "\n  fragment CapacityTypeRow on CapacityType { id name nameAr }\n": types.CapacityTypeRowFragmentDoc,
    "\n  query CapacityTypes($list: ListArgs) { capacityTypes(list: $list) { items { ...CapacityTypeRow } total totalPages } }\n": types.CapacityTypesDocument,
    "\n  mutation CreateCapacityType($input: CapacityTypeInput!) { createCapacityType(input: $input) { ...CapacityTypeRow } }\n": types.CreateCapacityTypeDocument,
    "\n  mutation UpdateCapacityType($id: UUID!, $input: CapacityTypeInput!) { updateCapacityType(id: $id, input: $input) { ...CapacityTypeRow } }\n": types.UpdateCapacityTypeDocument,
    "\n  mutation DeleteCapacityType($id: UUID!, $reason: String) { deleteCapacityType(id: $id, reason: $reason) { id } }\n": types.DeleteCapacityTypeDocument,
    "\n  fragment InventoryItemRow on InventoryItem { id name nameAr unit kind active standardCostIqd }\n": types.InventoryItemRowFragmentDoc,
    "\n  query InventoryItems($list: ListArgs, $filter: InventoryItemFilter) {\n    inventoryItems(list: $list, filter: $filter) { items { ...InventoryItemRow } total totalPages }\n  }\n": types.InventoryItemsDocument,
    "\n  mutation CreateInventoryItem($input: InventoryItemInput!) { createInventoryItem(input: $input) { ...InventoryItemRow } }\n": types.CreateInventoryItemDocument,
    "\n  mutation UpdateInventoryItem($id: UUID!, $input: InventoryItemInput!) { updateInventoryItem(id: $id, input: $input) { ...InventoryItemRow } }\n": types.UpdateInventoryItemDocument,
    "\n  mutation DeleteInventoryItem($id: UUID!, $reason: String) { deleteInventoryItem(id: $id, reason: $reason) { id } }\n": types.DeleteInventoryItemDocument,
    "\n  query BranchGroups($list: ListArgs, $filter: BranchGroupFilter) {\n    branchGroups(list: $list, filter: $filter) { items { id name nameAr kind priceTierPct branchIds } total totalPages }\n  }\n": types.BranchGroupsDocument,
    "\n  mutation CreateBranchGroup($input: BranchGroupInput!) { createBranchGroup(input: $input) { id } }\n": types.CreateBranchGroupDocument,
    "\n  mutation AddBranchToGroup($id: UUID!, $branchId: UUID!) { addBranchToGroup(id: $id, input: { branchId: $branchId }) { id branchIds } }\n": types.AddBranchToGroupDocument,
    "\n  mutation RemoveBranchFromGroup($id: UUID!, $branchId: UUID!) { removeBranchFromGroup(id: $id, branchId: $branchId) { id branchIds } }\n": types.RemoveBranchFromGroupDocument,
    "\n  query PromotionChangeRequests($list: ListArgs, $filter: PromotionChangeRequestFilter) {\n    promotionChangeRequests(list: $list, filter: $filter) {\n      items {\n        id createdAt promotionId createsPromotion name discountPercent maxDiscountCap minOrderValue startDate endDate channelId active\n        status proposedBy decidedAt decisionNote\n      }\n      total\n      totalPages\n    }\n  }\n": types.PromotionChangeRequestsDocument,
    "\n  query PromotionChoices { promotions(list: { perPage: 100, sort: \"name\", dir: asc }) { items { id name } } }\n": types.PromotionChoicesDocument,
    "\n  mutation ProposePromotionChange($input: PromotionChangeRequestInput!) { proposePromotionChange(input: $input) { id status } }\n": types.ProposePromotionChangeDocument,
    "\n  mutation DecidePromotionChange($id: UUID!, $input: ChangeRequestDecisionInput!) { decidePromotionChangeRequest(id: $id, input: $input) { id status decidedAt decisionNote promotionId } }\n": types.DecidePromotionChangeDocument,
    "\n  query QuoteProducts {\n    products(list: { perPage: 100, sort: \"name\", dir: asc }) {\n      items { id name nameAr active modifierGroups { id name nameAr options { id name nameAr priceDeltaIqd active } } }\n    }\n  }\n": types.QuoteProductsDocument,
    "\n  query PriceQuote($branchId: UUID!, $channelId: UUID, $items: [CartItemInput!]!) {\n    priceQuote(branchId: $branchId, channelId: $channelId, items: $items) {\n      businessDate pricesIncludeTax subtotal discount taxTotal total totalExcludingTax\n      tier { groupName basisPoints reason }\n      lines { index name nameAr quantity basePrice shelfPrice unitPrice lineTotal discount netAmount ratePermille modifiers { optionId name nameAr priceDelta } }\n      promotion { promotionId name discount }\n      promotionsConsidered { promotionId name discount applied rejection reason }\n      taxes { taxCodeId ratePermille taxableAmount tax }\n    }\n  }\n": types.PriceQuoteDocument,
    "\n  query Promotions($list: ListArgs, $filter: PromotionFilter) {\n    promotions(list: $list, filter: $filter) {\n      items { id name discountPercent maxDiscountCap minOrderValue startDate endDate channelId active status deletedAt deleteReason }\n      total\n      totalPages\n    }\n  }\n": types.PromotionsDocument,
    "\n  mutation CreatePromotion($input: PromotionInput!) { createPromotion(input: $input) { id } }\n": types.CreatePromotionDocument,
    "\n  mutation SetPromotionActive($id: UUID!, $input: SetPromotionActiveInput!) { setPromotionActive(id: $id, input: $input) { id active status } }\n": types.SetPromotionActiveDocument,
    "\n  mutation DeletePromotion($id: UUID!, $reason: String) { deletePromotion(id: $id, reason: $reason) { id deletedAt } }\n": types.DeletePromotionDocument,
    "\n  query SalesChannels($list: ListArgs, $filter: SalesChannelFilter) {\n    salesChannels(list: $list, filter: $filter) { items { id name nameAr kind active } total totalPages }\n  }\n": types.SalesChannelsDocument,
    "\n  mutation CreateSalesChannel($input: CreateSalesChannelInput!) { createSalesChannel(input: $input) { id } }\n": types.CreateSalesChannelDocument,
    "\n  mutation ActivateSalesChannel($id: UUID!) { activateSalesChannel(id: $id) { id active } }\n": types.ActivateSalesChannelDocument,
    "\n  mutation DeactivateSalesChannel($id: UUID!) { deactivateSalesChannel(id: $id) { id active } }\n": types.DeactivateSalesChannelDocument,
    "\n  fragment ApiKeyRow on ApiKey { id name environment scopes prefix lastFour status createdAt lastUsedAt revokedAt }\n": types.ApiKeyRowFragmentDoc,
    "\n  query ApiKeys($list: ListArgs, $filter: ApiKeyFilter) {\n    apiKeys(list: $list, filter: $filter) { items { ...ApiKeyRow } total totalPages }\n  }\n": types.ApiKeysDocument,
    "\n  query ApiKeyScopes { apiKeyScopes { scope description grantable } }\n": types.ApiKeyScopesDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { id key } }\n": types.CreateApiKeyDocument,
    "\n  mutation RotateApiKey($id: UUID!) { rotateApiKey(id: $id) { id key } }\n": types.RotateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: UUID!, $input: RevokeApiKeyInput) { revokeApiKey(id: $id, input: $input) { ...ApiKeyRow } }\n": types.RevokeApiKeyDocument,
    "\n  query WebhookDeliveries($list: ListArgs, $filter: WebhookDeliveryFilter) {\n    webhookDeliveries(list: $list, filter: $filter) {\n      items {\n        id eventType status attemptCount lastHttpStatus lastError createdAt\n        attempts { id attemptNumber trigger outcome httpStatus durationMs error startedAt }\n      }\n      total\n      totalPages\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation RetryDelivery($id: UUID!) { retryWebhookDelivery(id: $id) { id status attemptCount } }\n": types.RetryDeliveryDocument,
    "\n  query WebhookSubscriptions($list: ListArgs) {\n    webhookSubscriptions(list: $list, filter: { includeInactive: true }) {\n      items { id url events apiVersion active consecutiveFailures failingSince lastSuccessAt createdAt }\n      total\n      totalPages\n    }\n  }\n": types.WebhookSubscriptionsDocument,
    "\n  query WebhookCatalog { webhookEventCatalog { currentApiVersion events { type description resourceType } } }\n": types.WebhookCatalogDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookSubscriptionInput!) { createWebhookSubscription(input: $input) { id secret } }\n": types.CreateWebhookDocument,
    "\n  mutation RotateWebhookSecret($id: UUID!) { rotateWebhookSubscriptionSecret(id: $id) { id secret } }\n": types.RotateWebhookSecretDocument,
    "\n  mutation UpdateWebhook($id: UUID!, $input: UpdateWebhookSubscriptionInput!) { updateWebhookSubscription(id: $id, input: $input) { id url events active } }\n": types.UpdateWebhookDocument,
    "\n  mutation DeleteWebhook($id: UUID!, $reason: String) { deleteWebhookSubscription(id: $id, reason: $reason) { id } }\n": types.DeleteWebhookDocument,
    "\n  mutation ActivateWebhook($id: UUID!) { activateWebhookSubscription(id: $id) { id active } }\n": types.ActivateWebhookDocument,
    "\n  mutation DeactivateWebhook($id: UUID!, $reason: String) { deactivateWebhookSubscription(id: $id, reason: $reason) { id active } }\n": types.DeactivateWebhookDocument,
    "\n  mutation TestWebhook($id: UUID!) { testWebhookSubscription(id: $id) { id status lastHttpStatus lastError } }\n": types.TestWebhookDocument,
    "\n  query ExportJobs($list: ListArgs, $filter: ExportJobFilter) {\n    exportJobs(list: $list, filter: $filter) {\n      items { id kind reportKey format lang from to fields status rowsWritten error fileName fileSize createdAt expiresAt }\n      total\n      totalPages\n    }\n  }\n": types.ExportJobsDocument,
    "\n  mutation CreateExportJob($input: CreateExportJobInput!) { createExportJob(input: $input) { id status } }\n": types.CreateExportJobDocument,
    "\n  mutation CancelExportJob($id: UUID!) { cancelExportJob(id: $id) { id status } }\n": types.CancelExportJobDocument,
    "\n  query ReportSubscriptions($list: ListArgs, $filter: ReportSubscriptionFilter) {\n    reportSubscriptions(list: $list, filter: $filter) {\n      items { id reportKey recipientEmail externalRecipient cadence format lang sendEmpty active nextRunAt lastRunAt lastSuccessAt lastError }\n      total\n      totalPages\n    }\n  }\n": types.ReportSubscriptionsDocument,
    "\n  mutation CreateReportSubscription($input: CreateReportSubscriptionInput!) { createReportSubscription(input: $input) { id } }\n": types.CreateReportSubscriptionDocument,
    "\n  mutation ActivateReportSubscription($id: UUID!) { activateReportSubscription(id: $id) { id active } }\n": types.ActivateReportSubscriptionDocument,
    "\n  mutation DeactivateReportSubscription($id: UUID!) { deactivateReportSubscription(id: $id) { id active } }\n": types.DeactivateReportSubscriptionDocument,
    "\n  mutation DeleteReportSubscription($id: UUID!, $reason: String) { deleteReportSubscription(id: $id, reason: $reason) { id deletedAt } }\n": types.DeleteReportSubscriptionDocument,
    "\n  query SavedReports($list: ListArgs) { savedReports(list: $list) { items { id name reportKey shared createdAt } total totalPages } }\n": types.SavedReportsDocument,
    "\n  mutation CreateSavedReport($input: CreateSavedReportInput!) { createSavedReport(input: $input) { id name } }\n": types.CreateSavedReportDocument,
    "\n  mutation DeleteSavedReport($id: UUID!, $reason: String) { deleteSavedReport(id: $id, reason: $reason) { id deletedAt } }\n": types.DeleteSavedReportDocument,
    "\n  query ExportDomains {\n    exportDomains { key label labelAr fields { key label labelAr type } reports { key title titleAr filters } }\n  }\n": types.ExportDomainsDocument,
    "\n  query Advances($list: ListArgs, $filter: AdvanceFilter) {\n    advances(list: $list, filter: $filter) {\n      items { id amount status reason requestedAt employee { id fullName } }\n      total\n      totalPages\n    }\n  }\n": types.AdvancesDocument,
    "\n  mutation RequestAdvance($input: RequestAdvanceInput!) { requestAdvance(input: $input) { id status } }\n": types.RequestAdvanceDocument,
    "\n  mutation DecideAdvance($id: UUID!, $input: HrDecisionInput!) { decideAdvance(id: $id, input: $input) { id status } }\n": types.DecideAdvanceDocument,
    "\n  mutation PayAdvance($id: UUID!) { payAdvance(id: $id) { id status } }\n": types.PayAdvanceDocument,
    "\n  mutation SettleAdvance($id: UUID!) { settleAdvance(id: $id) { id status } }\n": types.SettleAdvanceDocument,
    "\n  mutation CancelAdvance($id: UUID!) { cancelAdvance(id: $id) { id status } }\n": types.CancelAdvanceDocument,
    "\n  fragment DepartmentRow on Department { id name nameAr createdAt deletedAt deleteReason }\n": types.DepartmentRowFragmentDoc,
    "\n  query Departments($list: ListArgs, $filter: DepartmentFilter) {\n    departments(list: $list, filter: $filter) { items { ...DepartmentRow } total totalPages }\n  }\n": types.DepartmentsDocument,
    "\n  mutation CreateDepartment($input: CreateDepartmentInput!) { createDepartment(input: $input) { ...DepartmentRow } }\n": types.CreateDepartmentDocument,
    "\n  mutation UpdateDepartment($id: UUID!, $input: UpdateDepartmentInput!) { updateDepartment(id: $id, input: $input) { ...DepartmentRow } }\n": types.UpdateDepartmentDocument,
    "\n  mutation DeleteDepartment($id: UUID!, $reason: String) { deleteDepartment(id: $id, reason: $reason) { ...DepartmentRow } }\n": types.DeleteDepartmentDocument,
    "\n  fragment EmployeeRow on Employee {\n    id fullName status monthlyPay annualLeaveBalance hireDate baseSalary allowances departmentId positionId phone email\n    nationalId dateOfBirth gender maritalStatus contractType address emergencyName emergencyPhone\n    department { id name nameAr }\n    position { id title titleAr }\n  }\n": types.EmployeeRowFragmentDoc,
    "\n  query Employees($list: ListArgs, $filter: EmployeeFilter) {\n    employees(list: $list, filter: $filter) {\n      items { ...EmployeeRow }\n      total\n      totalPages\n    }\n  }\n": types.EmployeesDocument,
    "\n  mutation CreateEmployee($input: CreateEmployeeInput!) { createEmployee(input: $input) { id } }\n": types.CreateEmployeeDocument,
    "\n  mutation UpdateEmployee($id: UUID!, $input: UpdateEmployeeInput!) { updateEmployee(id: $id, input: $input) { ...EmployeeRow } }\n": types.UpdateEmployeeDocument,
    "\n  mutation DeleteEmployee($id: UUID!, $reason: String) { deleteEmployee(id: $id, reason: $reason) { id deletedAt } }\n": types.DeleteEmployeeDocument,
    "\n  mutation ChangeEmploymentStatus($id: UUID!, $input: EmploymentStatusInput!) { changeEmploymentStatus(id: $id, input: $input) { id status statusChangedAt } }\n": types.ChangeEmploymentStatusDocument,
    "\n  query LeaveRequests($list: ListArgs, $filter: LeaveRequestFilter) {\n    leaveRequests(list: $list, filter: $filter) {\n      items {\n        id startDate endDate days status usesBalance reason\n        employee { id fullName annualLeaveBalance }\n        type { id name nameAr }\n      }\n      total\n      totalPages\n    }\n  }\n": types.LeaveRequestsDocument,
    "\n  mutation DecideLeave($id: UUID!, $input: HrDecisionInput!) { decideLeave(id: $id, input: $input) { id status balanceDeducted } }\n": types.DecideLeaveDocument,
    "\n  mutation CancelLeave($id: UUID!, $input: HrNoteInput) { cancelLeave(id: $id, input: $input) { id status balanceDeducted } }\n": types.CancelLeaveDocument,
    "\n  mutation RequestLeave($input: RequestLeaveInput!) { requestLeave(input: $input) { id status days } }\n": types.RequestLeaveDocument,
    "\n  query LeaveTypeChoices { leaveTypes(list: { perPage: 100, sort: \"name\" }) { items { id name nameAr usesBalance } } }\n": types.LeaveTypeChoicesDocument,
    "\n  fragment LeaveTypeRow on LeaveType { id name nameAr usesBalance paid deletedAt deleteReason }\n": types.LeaveTypeRowFragmentDoc,
    "\n  query LeaveTypes($list: ListArgs, $filter: LeaveTypeFilter) {\n    leaveTypes(list: $list, filter: $filter) { items { ...LeaveTypeRow } total totalPages }\n  }\n": types.LeaveTypesDocument,
    "\n  mutation CreateLeaveType($input: LeaveTypeInput!) { createLeaveType(input: $input) { ...LeaveTypeRow } }\n": types.CreateLeaveTypeDocument,
    "\n  mutation CreateDefaultLeaveTypes { createDefaultLeaveTypes { ...LeaveTypeRow } }\n": types.CreateDefaultLeaveTypesDocument,
    "\n  mutation UpdateLeaveType($id: UUID!, $input: LeaveTypeInput!) { updateLeaveType(id: $id, input: $input) { ...LeaveTypeRow } }\n": types.UpdateLeaveTypeDocument,
    "\n  mutation DeleteLeaveType($id: UUID!, $reason: String) { deleteLeaveType(id: $id, reason: $reason) { ...LeaveTypeRow } }\n": types.DeleteLeaveTypeDocument,
    "\n  query Loans($list: ListArgs, $filter: LoanFilter) {\n    loans(list: $list, filter: $filter) {\n      items { id principal installment installmentCount repaidAmount remainingBalance status requestedAt employee { id fullName } }\n      total\n      totalPages\n    }\n  }\n": types.LoansDocument,
    "\n  query LoanSchedule($id: UUID!) {\n    loan(id: $id) {\n      id principal installment installmentCount repaidAmount remainingBalance status approvedOn reason decisionNote\n      employee { id fullName }\n      schedule { id sequence dueDate amount paidAt note }\n    }\n  }\n": types.LoanScheduleDocument,
    "\n  mutation RequestLoan($input: RequestLoanInput!) { requestLoan(input: $input) { id status } }\n": types.RequestLoanDocument,
    "\n  mutation DecideLoan($id: UUID!, $input: HrDecisionInput!) { decideLoan(id: $id, input: $input) { id status } }\n": types.DecideLoanDocument,
    "\n  mutation CancelLoan($id: UUID!, $input: HrNoteInput) { cancelLoan(id: $id, input: $input) { id status } }\n": types.CancelLoanDocument,
    "\n  mutation RepayLoanInstallment($id: UUID!, $input: HrNoteInput) { repayLoanInstallment(id: $id, input: $input) { id status repaidAmount remainingBalance schedule { id paidAt note } } }\n": types.RepayLoanInstallmentDocument,
    "\n  fragment PositionRow on Position { id title titleAr baseSalary departmentId department { id name nameAr } }\n": types.PositionRowFragmentDoc,
    "\n  query Positions($list: ListArgs, $filter: PositionFilter) {\n    positions(list: $list, filter: $filter) {\n      items { ...PositionRow }\n      total\n      totalPages\n    }\n  }\n": types.PositionsDocument,
    "\n  query DepartmentChoices { departments(list: { perPage: 100, sort: \"name\" }) { items { id name nameAr } } }\n": types.DepartmentChoicesDocument,
    "\n  mutation CreatePosition($input: PositionInput!) { createPosition(input: $input) { id } }\n": types.CreatePositionDocument,
    "\n  mutation UpdatePosition($id: UUID!, $input: PositionInput!) { updatePosition(id: $id, input: $input) { ...PositionRow } }\n": types.UpdatePositionDocument,
    "\n  mutation DeletePosition($id: UUID!, $reason: String) { deletePosition(id: $id, reason: $reason) { id deletedAt } }\n": types.DeletePositionDocument,
    "\n  query HrChoices {\n    departments(list: { perPage: 100, sort: \"name\" }) { items { id name nameAr } }\n    positions(list: { perPage: 100, sort: \"title\" }) { items { id title titleAr departmentId } }\n  }\n": types.HrChoicesDocument,
    "\n  query EmployeeChoices($search: String) { employees(list: { perPage: 50, sort: \"fullName\", search: $search }) { items { id fullName } } }\n": types.EmployeeChoicesDocument,
    "\n  query StockCount($id: UUID!) {\n    stockCount(id: $id) {\n      id branchId businessDate status note\n      lines { inventoryItemId countedQuantity expectedQuantity differenceQuantity differenceValueIqd }\n    }\n  }\n": types.StockCountDocument,
    "mutation EnterStockCounts($id: UUID!, $input: EnterCountsInput!) { enterStockCounts(id: $id, input: $input) { id status } }": types.EnterStockCountsDocument,
    "mutation SubmitStockCount($id: UUID!) { submitStockCount(id: $id) { id status } }": types.SubmitStockCountDocument,
    "mutation ApproveStockCount($id: UUID!) { approveStockCount(id: $id) { id status } }": types.ApproveStockCountDocument,
    "\n  query StockCounts($list: ListArgs, $filter: StockCountFilter) {\n    stockCounts(list: $list, filter: $filter) { items { id branchId businessDate status lines { inventoryItemId } } total totalPages }\n  }\n": types.StockCountsDocument,
    "mutation CreateStockCount($input: CreateStockCountInput!) { createStockCount(input: $input) { id } }": types.CreateStockCountDocument,
    "\n  query ItemMovements($itemId: UUID!, $list: ListArgs, $filter: MovementFilter) {\n    inventoryItem(id: $itemId) { id name nameAr unit }\n    inventoryMovements(list: $list, filter: $filter) {\n      items { id businessDate kind quantity unitCostIqd valueIqd onHandAfter sourceKind sourceId sourceLine reason }\n      total totalPages\n    }\n  }\n": types.ItemMovementsDocument,
    "\n  query ReorderSuggestions { reorderSuggestions { inventoryItemId itemName supplierId onHand parLevel quantity unitPriceIqd } }\n": types.ReorderSuggestionsDocument,
    "\n  mutation SetParLevel($input: SetParLevelInput!) { setParLevel(input: $input) { branchId inventoryItemId parLevel reorderQuantity belowPar } }\n": types.SetParLevelDocument,
    "mutation OrderReorderSuggestions($supplierId: UUID!) { orderReorderSuggestions(supplierId: $supplierId) { id } }": types.OrderReorderSuggestionsDocument,
    "\n  query StockOnHand($list: ListArgs, $filter: StockFilter, $search: String) {\n    stockOnHand(list: $list, filter: $filter) {\n      items {\n        branchId inventoryItemId onHand valueIqd avgCostIqd negative parLevel belowPar\n        inventoryItem { id name nameAr unit kind }\n      }\n      total totalPages\n    }\n    stockValueTotal(search: $search, filter: $filter)\n  }\n": types.StockOnHandDocument,
    "\n  query Transfer($id: UUID!) {\n    transfer(id: $id) {\n      id fromBranchId toBranchId status note sentDate receivedDate\n      lines { inventoryItemId quantity sentValueIqd receivedQuantity shortQuantity shortValueIqd }\n    }\n  }\n": types.TransferDocument,
    "mutation SendTransfer($id: UUID!) { sendTransfer(id: $id) { id status } }": types.SendTransferDocument,
    "mutation ReceiveTransfer($id: UUID!, $input: ReceiveTransferInput) { receiveTransfer(id: $id, input: $input) { id status } }": types.ReceiveTransferDocument,
    "mutation CancelTransfer($id: UUID!) { cancelTransfer(id: $id) { id status } }": types.CancelTransferDocument,
    "\n  query Transfers($list: ListArgs, $filter: TransferFilter) {\n    transfers(list: $list, filter: $filter) { items { id fromBranchId toBranchId status createdAt sentAt lines { inventoryItemId } } total totalPages }\n  }\n": types.TransfersDocument,
    "\n  mutation CreateTransfer($input: CreateTransferInput!) { createTransfer(input: $input) { id } }\n": types.CreateTransferDocument,
    "\n  query StockItemChoices {\n    inventoryItems(list: { perPage: 100, sort: \"name\", dir: asc }, filter: { active: true }) { items { id name nameAr unit } }\n  }\n": types.StockItemChoicesDocument,
    "\n  mutation CreateEodReport($input: CreateEodReportInput!) { createEodReport(input: $input) { ...EodReportRow } }\n": types.CreateEodReportDocument,
    "\n  mutation UpdateEodReport($id: UUID!, $input: UpdateEodReportInput!) { updateEodReport(id: $id, input: $input) { ...EodReportRow } }\n": types.UpdateEodReportDocument,
    "\n  mutation ParseEodReport($input: ParseEodReportInput!) {\n    parseEodReport(input: $input) {\n      candidate { businessDate grossSalesIqd netSalesIqd cashSalesIqd cardSalesIqd qiSalesIqd deliverySalesIqd source }\n      warnings\n      missingFields\n    }\n  }\n": types.ParseEodReportDocument,
    "\n  fragment EodReportRow on EodReport {\n    id businessDate grossSalesIqd netSalesIqd cashSalesIqd cardSalesIqd qiSalesIqd deliverySalesIqd paymentTotalIqd varianceIqd source\n    ledger {\n      orderCount ledgerTotalIqd ledgerCashIqd ledgerCardIqd ledgerQiIqd ledgerWalletIqd ledgerOtherIqd ledgerDueAtCounterIqd\n      cashVarianceIqd cardVarianceIqd qiVarianceIqd grossVarianceIqd\n    }\n  }\n": types.EodReportRowFragmentDoc,
    "\n  query EodReports($list: ListArgs, $filter: EodReportFilter) { eodReports(list: $list, filter: $filter) { items { ...EodReportRow } total totalPages } }\n": types.EodReportsDocument,
    "\n  fragment PilotRow on Pilot {\n    id restaurantName startDate endDate note status finalReportStatus statusChangedAt deletedAt deleteReason\n    checklist { doneCount items { key label labelAr done note } }\n  }\n": types.PilotRowFragmentDoc,
    "\n  mutation CreatePilot($input: CreatePilotInput!) { createPilot(input: $input) { ...PilotRow } }\n": types.CreatePilotDocument,
    "\n  mutation UpdatePilot($id: UUID!, $input: UpdatePilotInput!) { updatePilot(id: $id, input: $input) { ...PilotRow } }\n": types.UpdatePilotDocument,
    "\n  query Pilots($list: ListArgs, $filter: PilotFilter) { pilots(list: $list, filter: $filter) { items { ...PilotRow } total totalPages } }\n": types.PilotsDocument,
    "\n  mutation SetPilotStatus($id: UUID!, $input: PilotStatusInput!) { setPilotStatus(id: $id, input: $input) { ...PilotRow } }\n": types.SetPilotStatusDocument,
    "\n  mutation DeletePilot($id: UUID!, $reason: String) { deletePilot(id: $id, reason: $reason) { ...PilotRow } }\n": types.DeletePilotDocument,
    "\n  query AuditTrail($entityType: String!, $entityId: String!, $list: ListArgs) {\n    auditTrail(entityType: $entityType, entityId: $entityId, list: $list) {\n      items { id at action actorKind actorUserId actorApiKeyId reason changes transport }\n      total\n      totalPages\n    }\n  }\n": types.AuditTrailDocument,
    "\n  fragment BranchRow on Branch { id name nameAr code address phone timeZone active deactivatedAt deactivationReason }\n": types.BranchRowFragmentDoc,
    "\n  query Branches($list: ListArgs) { branches(list: $list) { items { ...BranchRow } total totalPages } }\n": types.BranchesDocument,
    "\n  mutation UpdateBranch($id: UUID!, $input: UpdateBranchInput!) { updateBranch(id: $id, input: $input) { ...BranchRow } }\n": types.UpdateBranchDocument,
    "\n  mutation DeactivateBranch($id: UUID!, $reason: String) { deactivateBranch(id: $id, reason: $reason) { ...BranchRow } }\n": types.DeactivateBranchDocument,
    "\n  mutation ActivateBranch($id: UUID!, $reason: String) { activateBranch(id: $id, reason: $reason) { ...BranchRow } }\n": types.ActivateBranchDocument,
    "\n  mutation CreateBranch($input: CreateBranchInput!) { createBranch(input: $input) { id } }\n": types.CreateBranchDocument,
    "\n  fragment MemberRow on Membership { id role status allBranches branchIds user { id email fullName } }\n": types.MemberRowFragmentDoc,
    "\n  query Members($list: ListArgs, $filter: MemberFilter) {\n    members(list: $list, filter: $filter) { items { ...MemberRow } total totalPages }\n  }\n": types.MembersDocument,
    "\n  mutation UpdateMember($id: UUID!, $input: UpdateMemberInput!) { updateMember(id: $id, input: $input) { ...MemberRow } }\n": types.UpdateMemberDocument,
    "\n  mutation InviteMember($input: InviteMemberInput!) { inviteMember(input: $input) { id status } }\n": types.InviteMemberDocument,
    "\n  query OrganizationSettings { organizationSettings { id name baseCurrencyCode businessDayStartHour defaultLanguage priceStep pricesIncludeTax updatedAt } }\n": types.OrganizationSettingsDocument,
    "\n  mutation UpdateOrganizationSettings($input: UpdateOrganizationSettingsInput!) {\n    updateOrganizationSettings(input: $input) { id name baseCurrencyCode businessDayStartHour defaultLanguage priceStep pricesIncludeTax updatedAt }\n  }\n": types.UpdateOrganizationSettingsDocument,
    "\n  mutation CreateBatch($input: CreateBatchInput!) { createBatch(input: $input) { id businessDate status } }\n": types.CreateBatchDocument,
    "\n  query Batch($id: UUID!) {\n    batch(id: $id) {\n      id businessDate status chickenCount meatKg rawRiceKg notes closedAt\n      cookedRiceMultiplier reservedRiceDirectSaleKg riceRoundingMethod allowDirectRiceOverflow\n      figures { inputCostIqd totalShareIqd unallocatedCostIqd outputCount totalOutputQty wasteUnitsTotal costBasis cookedRiceKg }\n      outputs { id outputQty shareIqd allocationWeight inventoryItem { id name nameAr unit } }\n      waste { id units kind reason createdAt capacityType { id name nameAr } }\n    }\n  }\n": types.BatchDocument,
    "\n  mutation CloseBatch($id: UUID!) { closeBatch(id: $id) { id status closedAt } }\n": types.CloseBatchDocument,
    "\n  mutation SetBatchStatus($id: UUID!, $input: BatchStatusInput!) { setBatchStatus(id: $id, input: $input) { id status closedAt } }\n": types.SetBatchStatusDocument,
    "\n  mutation SetBatchOverflow($id: UUID!, $input: BatchOverflowInput!) { setBatchOverflow(id: $id, input: $input) { id allowDirectRiceOverflow } }\n": types.SetBatchOverflowDocument,
    "\n  mutation UpdateBatch($id: UUID!, $input: UpdateBatchInput!) {\n    updateBatch(id: $id, input: $input) { id cookedRiceMultiplier reservedRiceDirectSaleKg riceRoundingMethod figures { cookedRiceKg inputCostIqd } }\n  }\n": types.UpdateBatchDocument,
    "\n  mutation DeleteBatch($id: UUID!, $reason: String) { deleteBatch(id: $id, reason: $reason) { id deletedAt } }\n": types.DeleteBatchDocument,
    "\n  mutation AddBatchOutput($id: UUID!, $input: BatchOutputInput!) { addBatchOutput(id: $id, input: $input) { id batch { id figures { outputCount totalShareIqd unallocatedCostIqd } } } }\n": types.AddBatchOutputDocument,
    "\n  mutation RemoveBatchOutput($id: UUID!, $outputId: UUID!, $reason: String) { removeBatchOutput(id: $id, outputId: $outputId, reason: $reason) { id deletedAt } }\n": types.RemoveBatchOutputDocument,
    "\n  mutation RecordBatchWaste($id: UUID!, $input: BatchWasteInput!) { recordBatchWaste(id: $id, input: $input) { id batch { id figures { wasteUnitsTotal } } } }\n": types.RecordBatchWasteDocument,
    "\n  query Batches($list: ListArgs, $filter: BatchFilter) {\n    batches(list: $list, filter: $filter) {\n      items { id businessDate status chickenCount rawRiceKg figures { inputCostIqd outputCount } }\n      total\n      totalPages\n    }\n  }\n": types.BatchesDocument,
    "\n  query PeriodLock { periodLock { lockedThrough updatedAt } }\n": types.PeriodLockDocument,
    "\n  mutation SetPeriodLock($input: SetPeriodLockInput!) { setPeriodLock(input: $input) { lockedThrough updatedAt } }\n": types.SetPeriodLockDocument,
    "\n  query InventoryItemChoices($kind: InventoryKind) {\n    inventoryItems(filter: { kind: $kind, active: true }, list: { perPage: 100, sort: \"name\" }) { items { id name nameAr unit } }\n  }\n": types.InventoryItemChoicesDocument,
    "\n  query CapacityTypeChoices { capacityTypes(list: { perPage: 100, sort: \"name\" }) { items { id name nameAr } } }\n": types.CapacityTypeChoicesDocument,
    "\n  mutation DeleteProduct($id: UUID!, $reason: String) { deleteProduct(id: $id, reason: $reason) { id active deletedAt deleteReason } }\n": types.DeleteProductDocument,
    "\n  fragment ModifierGroupFields on ModifierGroup { id name nameAr minChoices maxChoices required deletedAt options { id name nameAr priceDeltaIqd active sortOrder } }\n": types.ModifierGroupFieldsFragmentDoc,
    "\n  mutation CreateModifierGroup($input: ModifierGroupInput!) { createModifierGroup(input: $input) { ...ModifierGroupFields } }\n": types.CreateModifierGroupDocument,
    "\n  mutation UpdateModifierGroup($id: UUID!, $input: ModifierGroupInput!) { updateModifierGroup(id: $id, input: $input) { ...ModifierGroupFields } }\n": types.UpdateModifierGroupDocument,
    "\n  query ModifierGroups($list: ListArgs, $filter: ModifierGroupFilter) { modifierGroups(list: $list, filter: $filter) { items { ...ModifierGroupFields } total totalPages } }\n": types.ModifierGroupsDocument,
    "\n  mutation DeleteModifierGroup($id: UUID!, $reason: String) { deleteModifierGroup(id: $id, reason: $reason) { id deletedAt } }\n": types.DeleteModifierGroupDocument,
    "\n  query ProductCategories($list: ListArgs, $filter: ProductCategoryFilter) {\n    productCategories(list: $list, filter: $filter) { items { id code name nameAr sortOrder active deletedAt } total totalPages }\n  }\n": types.ProductCategoriesDocument,
    "\n  mutation CreateProductCategory($input: CreateProductCategoryInput!) { createProductCategory(input: $input) { id } }\n": types.CreateProductCategoryDocument,
    "\n  mutation SetProductCategoryActive($id: UUID!, $active: Boolean!) { updateProductCategory(id: $id, input: { active: $active }) { id active } }\n": types.SetProductCategoryActiveDocument,
    "\n  mutation DeleteProductCategory($id: UUID!, $reason: String) { deleteProductCategory(id: $id, reason: $reason) { id deletedAt } }\n": types.DeleteProductCategoryDocument,
    "\n  query ConsumableItems { inventoryItems(list: { perPage: 100, sort: \"name\", dir: asc }, filter: { active: true }) { items { id name nameAr unit } } }\n": types.ConsumableItemsDocument,
    "\n  mutation AddProductConsumable($productId: UUID!, $input: AddConsumableInput!) { addProductConsumable(productId: $productId, input: $input) { id productId } }\n": types.AddProductConsumableDocument,
    "\n  mutation RemoveProductConsumable($productId: UUID!, $bomLineId: UUID!) { removeProductConsumable(productId: $productId, bomLineId: $bomLineId) { id productId } }\n": types.RemoveProductConsumableDocument,
    "\n  query ProductDetail($id: UUID!) {\n    product(id: $id) {\n      id code name nameAr basePriceIqd standardCostIqd marginIqd active deletedAt deleteReason\n      modifierGroups { ...ModifierGroupFields }\n      consumables { id inventoryItemId qtyPerParentUnit unit channelScope required kind standardCostIqd inventoryItem { id name nameAr unit } }\n    }\n  }\n": types.ProductDetailDocument,
    "\n  query AttachableGroups { modifierGroups(list: { perPage: 100, sort: \"name\", dir: asc }) { items { id name nameAr } } }\n": types.AttachableGroupsDocument,
    "\n  mutation SetProductModifierGroups($id: UUID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id modifierGroups { ...ModifierGroupFields } } }\n": types.SetProductModifierGroupsDocument,
    "\n  fragment ProductImportPreview on ProductImportBatch {\n    id status expiresAt rowCount createCount updateCount unchangedCount errorCount newCategoryCodes committedAt\n    rows { rowNumber code action changes { column before after } errors { column message } }\n  }\n": types.ProductImportPreviewFragmentDoc,
    "\n  mutation PreviewProductImport($input: ProductImportInput!) { previewProductImport(input: $input) { ...ProductImportPreview } }\n": types.PreviewProductImportDocument,
    "\n  mutation CommitProductImport($batchId: UUID!, $input: ProductImportInput!) { commitProductImport(batchId: $batchId, input: $input) { ...ProductImportPreview } }\n": types.CommitProductImportDocument,
    "\n  query Products($list: ListArgs, $filter: ProductFilter) {\n    products(list: $list, filter: $filter) {\n      items {\n        id code name nameAr basePriceIqd active channels taxCodeId categoryId sortOrder deletedAt\n        category { id name nameAr }\n        modifierGroups { id }\n      }\n      total\n      totalPages\n    }\n  }\n": types.ProductsDocument,
    "\n  query ProductFormChoices {\n    productCategories(list: { perPage: 100 }) { items { id name nameAr } }\n    modifierGroups(list: { perPage: 100 }) { items { id name nameAr } }\n  }\n": types.ProductFormChoicesDocument,
    "\n  query ProductTaxCodeChoices { taxCodes(list: { perPage: 100 }) { items { id code name nameAr ratePermille active } } }\n": types.ProductTaxCodeChoicesDocument,
    "\n  mutation CreateProduct($input: CreateProductInput!) { createProduct(input: $input) { id } }\n": types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: UUID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id name basePriceIqd active } }\n": types.UpdateProductDocument,
    "\n  fragment ApprovalRequestRow on ApprovalRequest { id status targetKind targetId amountIqd reason requestedAt requestedBy }\n": types.ApprovalRequestRowFragmentDoc,
    "\n  query ApprovalRequests($list: ListArgs, $filter: ApprovalRequestFilter) {\n    approvalRequests(list: $list, filter: $filter) { items { ...ApprovalRequestRow } total totalPages }\n  }\n": types.ApprovalRequestsDocument,
    "\n  mutation ApplyOrderRequest($id: UUID!, $input: OrderApprovalInput!) { applyPurchaseOrderApproval(id: $id, input: $input) { id status } }\n": types.ApplyOrderRequestDocument,
    "\n  mutation ApplyInvoiceRequest($approvalRequestId: UUID!, $input: ApprovalNoteInput) { applyPurchaseInvoiceApproval(approvalRequestId: $approvalRequestId, input: $input) { id status } }\n": types.ApplyInvoiceRequestDocument,
    "\n  query PurchaseInvoice($id: UUID!) { purchaseInvoice(id: $id) { ...PurchaseInvoiceDetail } }\n": types.PurchaseInvoiceDocument,
    "\n  mutation SubmitPurchaseInvoice($id: UUID!, $input: PurchaseInvoiceNoteInput) { submitPurchaseInvoice(id: $id, input: $input) { ...PurchaseInvoiceDetail } }\n": types.SubmitPurchaseInvoiceDocument,
    "\n  mutation ApplyPurchaseInvoiceApproval($approvalRequestId: UUID!, $input: ApprovalNoteInput) { applyPurchaseInvoiceApproval(approvalRequestId: $approvalRequestId, input: $input) { ...PurchaseInvoiceDetail } }\n": types.ApplyPurchaseInvoiceApprovalDocument,
    "\n  mutation PayPurchaseInvoice($id: UUID!, $input: PurchaseInvoicePaymentInput) { payPurchaseInvoice(id: $id, input: $input) { ...PurchaseInvoiceDetail } }\n": types.PayPurchaseInvoiceDocument,
    "\n  mutation CancelPurchaseInvoice($id: UUID!, $input: PurchaseInvoiceNoteInput) { cancelPurchaseInvoice(id: $id, input: $input) { ...PurchaseInvoiceDetail } }\n": types.CancelPurchaseInvoiceDocument,
    "\n  fragment PurchaseInvoiceDetail on PurchaseInvoice {\n    id status supplierId invoiceNumber invoiceDate purchaseOrderId notes totalIqd lastNote paymentRef createdAt approvedAt paidAt\n    supplier { id name nameAr }\n    lines { inventoryItemId quantity unitPriceIqd lineTotalIqd inventoryItem { id name nameAr unit } }\n    approvalRequests { id status amountIqd reason requestedAt requestedBy history { id action at note } }\n  }\n": types.PurchaseInvoiceDetailFragmentDoc,
    "\n  query BillableOrders($supplierId: UUID) {\n    purchaseOrders(list: { perPage: 100, sort: \"createdAt\", dir: desc }, filter: { supplierId: $supplierId }) {\n      items { id status totalIqd lines { inventoryItemId quantity unitPriceIqd } }\n    }\n  }\n": types.BillableOrdersDocument,
    "\n  mutation CreatePurchaseInvoice($input: CreatePurchaseInvoiceInput!) { createPurchaseInvoice(input: $input) { ...PurchaseInvoiceDetail } }\n": types.CreatePurchaseInvoiceDocument,
    "\n  mutation UpdatePurchaseInvoice($id: UUID!, $input: UpdatePurchaseInvoiceInput!) { updatePurchaseInvoice(id: $id, input: $input) { ...PurchaseInvoiceDetail } }\n": types.UpdatePurchaseInvoiceDocument,
    "\n  query PurchaseInvoices($list: ListArgs, $filter: PurchaseInvoiceFilter) {\n    purchaseInvoices(list: $list, filter: $filter) {\n      items { id status invoiceNumber invoiceDate purchaseOrderId totalIqd supplier { id name nameAr } }\n      total totalPages\n    }\n  }\n": types.PurchaseInvoicesDocument,
    "\n  query PurchaseOrder($id: UUID!) { purchaseOrder(id: $id) { ...PurchaseOrderDetail } }\n": types.PurchaseOrderDocument,
    "\n  mutation SubmitPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) { submitPurchaseOrder(id: $id, input: $input) { ...PurchaseOrderDetail } }\n": types.SubmitPurchaseOrderDocument,
    "\n  mutation ApplyPurchaseOrderApproval($id: UUID!, $input: OrderApprovalInput!) { applyPurchaseOrderApproval(id: $id, input: $input) { ...PurchaseOrderDetail } }\n": types.ApplyPurchaseOrderApprovalDocument,
    "\n  mutation RevertPurchaseOrderApproval($id: UUID!, $input: OrderApprovalInput!) { revertPurchaseOrderApproval(id: $id, input: $input) { ...PurchaseOrderDetail } }\n": types.RevertPurchaseOrderApprovalDocument,
    "\n  mutation ReceivePurchaseOrder($id: UUID!, $input: ReceivePurchaseOrderInput) { receivePurchaseOrder(id: $id, input: $input) { ...PurchaseOrderDetail } }\n": types.ReceivePurchaseOrderDocument,
    "\n  mutation ReopenPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) { reopenPurchaseOrder(id: $id, input: $input) { ...PurchaseOrderDetail } }\n": types.ReopenPurchaseOrderDocument,
    "\n  mutation CancelPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) { cancelPurchaseOrder(id: $id, input: $input) { ...PurchaseOrderDetail } }\n": types.CancelPurchaseOrderDocument,
    "\n  mutation RejectApprovalRequest($id: UUID!, $input: RejectApprovalInput!) { rejectApprovalRequest(id: $id, input: $input) { id status targetKind targetId } }\n": types.RejectApprovalRequestDocument,
    "\n  fragment PurchaseOrderDetail on PurchaseOrder {\n    id status supplierId expectedDate notes totalIqd lastNote createdAt submittedAt approvedAt receivedAt cancelledAt\n    supplier { id name nameAr }\n    lines { inventoryItemId quantity unitPriceIqd lineTotalIqd inventoryItem { id name nameAr unit } }\n    approvalRequests { id status amountIqd reason requestedAt requestedBy history { id action at note } }\n  }\n": types.PurchaseOrderDetailFragmentDoc,
    "\n  mutation CreatePurchaseOrder($input: CreatePurchaseOrderInput!) { createPurchaseOrder(input: $input) { ...PurchaseOrderDetail } }\n": types.CreatePurchaseOrderDocument,
    "\n  mutation UpdatePurchaseOrder($id: UUID!, $input: UpdatePurchaseOrderInput!) { updatePurchaseOrder(id: $id, input: $input) { ...PurchaseOrderDetail } }\n": types.UpdatePurchaseOrderDocument,
    "\n  query PurchaseOrders($list: ListArgs, $filter: PurchaseOrderFilter) {\n    purchaseOrders(list: $list, filter: $filter) {\n      items { id status expectedDate totalIqd createdAt supplier { id name nameAr } }\n      total totalPages\n    }\n  }\n": types.PurchaseOrdersDocument,
    "\n  query PurchasingSettings { purchasingSettings { approvalThresholdIqd invoiceToleranceIqd updatedAt } }\n": types.PurchasingSettingsDocument,
    "\n  mutation UpdatePurchasingSettings($input: PurchasingSettingsInput!) { updatePurchasingSettings(input: $input) { approvalThresholdIqd invoiceToleranceIqd updatedAt } }\n": types.UpdatePurchasingSettingsDocument,
    "\n  fragment SupplierRow on Supplier { id name nameAr phone taxNumber active }\n": types.SupplierRowFragmentDoc,
    "\n  query Suppliers($list: ListArgs, $filter: SupplierFilter) { suppliers(list: $list, filter: $filter) { items { ...SupplierRow } total totalPages } }\n": types.SuppliersDocument,
    "\n  mutation CreateSupplier($input: CreateSupplierInput!) { createSupplier(input: $input) { ...SupplierRow } }\n": types.CreateSupplierDocument,
    "\n  mutation UpdateSupplier($id: UUID!, $input: UpdateSupplierInput!) { updateSupplier(id: $id, input: $input) { ...SupplierRow } }\n": types.UpdateSupplierDocument,
    "\n  mutation DeactivateSupplier($id: UUID!, $input: SupplierReasonInput) { deactivateSupplier(id: $id, input: $input) { ...SupplierRow } }\n": types.DeactivateSupplierDocument,
    "\n  mutation ActivateSupplier($id: UUID!, $input: SupplierReasonInput) { activateSupplier(id: $id, input: $input) { ...SupplierRow } }\n": types.ActivateSupplierDocument,
    "\n  query PurchasingChoices {\n    suppliers(list: { perPage: 100, sort: \"name\", dir: asc }, filter: { active: true }) { items { id name nameAr } }\n    inventoryItems(list: { perPage: 100, sort: \"name\", dir: asc }, filter: { active: true }) { items { id name nameAr unit } }\n  }\n": types.PurchasingChoicesDocument,
    "\n  query CashSettings {\n    cashCurrencies { code minorDigits denominations }\n    exchangeRates(limit: 20) { id currencyCode iqdPer100 effectiveFrom note }\n  }\n": types.CashSettingsDocument,
    "\n  mutation SetExchangeRate($input: SetExchangeRateInput!) { setExchangeRate(input: $input) { id currencyCode iqdPer100 effectiveFrom } }\n": types.SetExchangeRateDocument,
    "\n  mutation SetCashCurrencies($input: SetCashCurrenciesInput!) { setCashCurrencies(input: $input) { code minorDigits denominations } }\n": types.SetCashCurrenciesDocument,
    "\n  query SalesOrder($id: UUID!) {\n    salesOrder(id: $id) {\n      id number businessDate status source branchId channelId tableId partnerReference cancelReason placedAt statusChangedAt\n      lines { index name nameAr quantity unitPrice lineTotal discount netAmount ratePermille modifiers { optionId name nameAr priceDelta } }\n      subtotal discount taxTotal total amountDueAtCounter\n      promotion { promotionId name discount }\n      taxes { taxCodeId ratePermille taxableAmount tax }\n      payments { methodId name nameAr kind amountIqd }\n    }\n  }\n": types.SalesOrderDocument,
    "\n  mutation ChangeSalesOrderStatus($id: UUID!, $input: ChangeOrderStatusInput!) { changeSalesOrderStatus(id: $id, input: $input) { id status statusChangedAt } }\n": types.ChangeSalesOrderStatusDocument,
    "\n  mutation CancelSalesOrder($id: UUID!, $reason: String) { cancelSalesOrder(id: $id, reason: $reason) { id status cancelReason statusChangedAt } }\n": types.CancelSalesOrderDocument,
    "\n  query SalesOrders($list: ListArgs, $filter: SalesOrderFilter) {\n    salesOrders(list: $list, filter: $filter) {\n      items { id number businessDate status source branchId channelId partnerReference placedAt total amountDueAtCounter }\n      total\n      totalPages\n    }\n  }\n": types.SalesOrdersDocument,
    "\n  query PaymentMethods($list: ListArgs, $filter: PaymentMethodFilter) {\n    paymentMethods(list: $list, filter: $filter) { items { id name nameAr kind allowedForSelfOrder active } total totalPages }\n  }\n": types.PaymentMethodsDocument,
    "\n  mutation CreatePaymentMethod($input: CreatePaymentMethodInput!) { createPaymentMethod(input: $input) { id } }\n": types.CreatePaymentMethodDocument,
    "\n  mutation UpdatePaymentMethod($id: UUID!, $input: UpdatePaymentMethodInput!) { updatePaymentMethod(id: $id, input: $input) { id active allowedForSelfOrder } }\n": types.UpdatePaymentMethodDocument,
    "\n  query SalesSettlements($list: ListArgs, $filter: SalesSettlementFilter) {\n    salesSettlements(list: $list, filter: $filter) { items { id businessDate methodName kind expectedIqd receivedIqd feeIqd status overdueAt } total }\n  }\n": types.SalesSettlementsDocument,
    "\n  mutation RefreshSalesSettlements($businessDate: LocalDate!) { refreshSalesSettlements(businessDate: $businessDate) { id } }\n": types.RefreshSalesSettlementsDocument,
    "\n  query SelfOrderTables($list: ListArgs, $filter: SelfOrderTableFilter) {\n    selfOrderTables(list: $list, filter: $filter) {\n      items { id branchId name area seats active hasToken tokenIssuedAt }\n      total\n      totalPages\n    }\n  }\n": types.SelfOrderTablesDocument,
    "\n  mutation CreateSelfOrderTable($input: CreateSelfOrderTableInput!) {\n    createSelfOrderTable(input: $input) { qrToken orderUrl qrSvg table { id name area hasToken } }\n  }\n": types.CreateSelfOrderTableDocument,
    "\n  mutation RotateSelfOrderTableToken($id: UUID!) {\n    rotateSelfOrderTableToken(id: $id) { qrToken orderUrl qrSvg table { id name area hasToken tokenIssuedAt } }\n  }\n": types.RotateSelfOrderTableTokenDocument,
    "\n  mutation RevokeSelfOrderTableToken($id: UUID!, $reason: String) { revokeSelfOrderTableToken(id: $id, reason: $reason) { id hasToken tokenIssuedAt } }\n": types.RevokeSelfOrderTableTokenDocument,
    "\n  mutation SetSelfOrderTableActive($id: UUID!, $active: Boolean!) { updateSelfOrderTable(id: $id, input: { active: $active }) { id active } }\n": types.SetSelfOrderTableActiveDocument,
    "\n  query TillSession($id: UUID!) {\n    tillSession(id: $id) {\n      id status businessDate openedAt closedAt varianceIqd recounts\n      floats { currency amount }\n      variances { currency expected counted variance varianceIqd }\n      movements { id kind currency amount reason createdAt }\n      payments { id amountIqd changeIqd tenders { currency amount } }\n    }\n    cashCurrencies { code minorDigits denominations }\n  }\n": types.TillSessionDocument,
    "\n  mutation RecordTillMovement($sessionId: UUID!, $input: TillMovementInput!) { recordTillMovement(sessionId: $sessionId, input: $input) { id } }\n": types.RecordTillMovementDocument,
    "\n  mutation CountTillSession($sessionId: UUID!, $input: TillCountInput!) { countTillSession(sessionId: $sessionId, input: $input) { id status } }\n": types.CountTillSessionDocument,
    "\n  mutation ApproveTillClose($sessionId: UUID!) { approveTillClose(sessionId: $sessionId) { id status } }\n": types.ApproveTillCloseDocument,
    "\n  mutation ReopenTillCount($sessionId: UUID!, $reason: String!) { reopenTillCount(sessionId: $sessionId, reason: $reason) { id status } }\n": types.ReopenTillCountDocument,
    "\n  query Tills($list: ListArgs) {\n    tills(list: $list) { items { id name active currentSession { id status } } total }\n    cashCurrencies { code minorDigits denominations }\n  }\n": types.TillsDocument,
    "\n  mutation CreateTill($input: CreateTillInput!) { createTill(input: $input) { id } }\n": types.CreateTillDocument,
    "\n  mutation OpenTillSession($tillId: UUID!, $input: OpenTillSessionInput!) { openTillSession(tillId: $tillId, input: $input) { id } }\n": types.OpenTillSessionDocument,
    "\n  query KitchenTickets($filter: KitchenTicketFilter) {\n    kitchenTickets(filter: $filter) { ...KitchenCard }\n  }\n  fragment KitchenCard on KitchenTicket { id orderId orderNumber lineIndex name nameAr modifiers quantity station status queuedAt startedAt readyAt }\n": types.KitchenTicketsDocument,
    "\n  mutation BumpKitchenTicket($id: UUID!, $fromStatus: KitchenStatus!) { bumpKitchenTicket(id: $id, fromStatus: $fromStatus) { ...KitchenCard } }\n": types.BumpKitchenTicketDocument,
    "\n  mutation VoidKitchenTicket($id: UUID!, $reason: String!) { voidKitchenTicket(id: $id, reason: $reason) { ...KitchenCard } }\n": types.VoidKitchenTicketDocument,
    "\n  query OrderBoard($branchId: UUID!, $list: ListArgs) {\n    placed: salesOrders(filter: { branchId: $branchId, status: Placed }, list: $list) { items { ...BoardOrder } }\n    accepted: salesOrders(filter: { branchId: $branchId, status: Accepted }, list: $list) { items { ...BoardOrder } }\n    preparing: salesOrders(filter: { branchId: $branchId, status: Preparing }, list: $list) { items { ...BoardOrder } }\n    ready: salesOrders(filter: { branchId: $branchId, status: Ready }, list: $list) { items { ...BoardOrder } }\n  }\n  fragment BoardOrder on SalesOrder { id number source status total placedAt partnerReference }\n": types.OrderBoardDocument,
    "\n  mutation MoveBoardOrder($id: UUID!, $input: ChangeOrderStatusInput!) { changeSalesOrderStatus(id: $id, input: $input) { id status } }\n": types.MoveBoardOrderDocument,
    "\n  subscription BranchOrderEvents($afterSequence: Int64) {\n    branchOrderEvents(afterSequence: $afterSequence) {\n      sequence\n      kind\n      occurredAt\n      order { id number source status previousStatus total lineCount cancelReason }\n      ticket { id orderId orderNumber lineIndex name nameAr modifiers quantity station status queuedAt startedAt readyAt }\n    }\n  }\n": types.BranchOrderEventsDocument,
    "\n  query SalesBranchChoices { branches(list: { perPage: 100, sort: \"name\" }) { items { id name nameAr code } } }\n": types.SalesBranchChoicesDocument,
    "\n  query SalesChannelChoices { salesChannels(list: { perPage: 100, sort: \"name\" }) { items { id name nameAr kind active } } }\n": types.SalesChannelChoicesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionFields on AuthSession {\n    accessToken\n    refreshToken\n    expiresIn\n    branch { id }\n  }\n"): (typeof documents)["\n  fragment SessionFields on AuthSession {\n    accessToken\n    refreshToken\n    expiresIn\n    branch { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) { login(input: $input) { ...SessionFields } }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) { login(input: $input) { ...SessionFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession($input: RefreshTokenInput!) { refreshSession(input: $input) { ...SessionFields } }\n"): (typeof documents)["\n  mutation RefreshSession($input: RefreshTokenInput!) { refreshSession(input: $input) { ...SessionFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($input: RefreshTokenInput!) { logout(input: $input) { ok } }\n"): (typeof documents)["\n  mutation Logout($input: RefreshTokenInput!) { logout(input: $input) { ok } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwitchBranch($input: SwitchBranchInput!) { switchBranch(input: $input) { ...SessionFields } }\n"): (typeof documents)["\n  mutation SwitchBranch($input: SwitchBranchInput!) { switchBranch(input: $input) { ...SessionFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterStart($input: RegisterStartInput!) { registerStart(input: $input) { email expiresInSeconds resendAfterSeconds } }\n"): (typeof documents)["\n  mutation RegisterStart($input: RegisterStartInput!) { registerStart(input: $input) { email expiresInSeconds resendAfterSeconds } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterVerify($input: CodeSignInInput!) { registerVerify(input: $input) { ...SessionFields } }\n"): (typeof documents)["\n  mutation RegisterVerify($input: CodeSignInInput!) { registerVerify(input: $input) { ...SessionFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($input: ForgotPasswordInput!) { forgotPassword(input: $input) { email expiresInSeconds } }\n"): (typeof documents)["\n  mutation ForgotPassword($input: ForgotPasswordInput!) { forgotPassword(input: $input) { email expiresInSeconds } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { ok message } }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { ok message } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      sessionId\n      role\n      permissions\n      user { id email fullName }\n      organization { id name baseCurrencyCode businessDayStartHour }\n      branch { id name nameAr code timeZone }\n      branches { id name nameAr code }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      sessionId\n      role\n      permissions\n      user { id email fullName }\n      organization { id name baseCurrencyCode businessDayStartHour }\n      branch { id name nameAr code timeZone }\n      branches { id name nameAr code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateAccount($input: CodeSignInInput!) { activateAccount(input: $input) { ...SessionFields } }\n"): (typeof documents)["\n  mutation ActivateAccount($input: CodeSignInInput!) { activateAccount(input: $input) { ...SessionFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendCode($input: ResendCodeInput!) { resendVerificationCode(input: $input) { email expiresInSeconds } }\n"): (typeof documents)["\n  mutation ResendCode($input: ResendCodeInput!) { resendVerificationCode(input: $input) { email expiresInSeconds } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TodaysBatches($filter: BatchFilter) { batches(filter: $filter, list: { perPage: 50 }) { items { id status businessDate chickenCount } total } }\n"): (typeof documents)["\n  query TodaysBatches($filter: BatchFilter) { batches(filter: $filter, list: { perPage: 50 }) { items { id status businessDate chickenCount } total } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingHr {\n    advances(filter: { status: Pending }, list: { perPage: 1 }) { total }\n    loans(filter: { status: Pending }, list: { perPage: 1 }) { total }\n    leaveRequests(filter: { status: Pending }, list: { perPage: 1 }) { total }\n  }\n"): (typeof documents)["\n  query PendingHr {\n    advances(filter: { status: Pending }, list: { perPage: 1 }) { total }\n    loans(filter: { status: Pending }, list: { perPage: 1 }) { total }\n    leaveRequests(filter: { status: Pending }, list: { perPage: 1 }) { total }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookHealth { webhookSubscriptions(list: { perPage: 100 }) { items { id url failingSince consecutiveFailures } } }\n"): (typeof documents)["\n  query WebhookHealth { webhookSubscriptions(list: { perPage: 100 }) { items { id url failingSince consecutiveFailures } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BankAccountRow on BankAccount {\n    id name accountNumber currencyCode branchId active activeReason lastStatementDate lastImportedAt\n    lineCounts { unmatched matched excluded total }\n  }\n"): (typeof documents)["\n  fragment BankAccountRow on BankAccount {\n    id name accountNumber currencyCode branchId active activeReason lastStatementDate lastImportedAt\n    lineCounts { unmatched matched excluded total }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankAccounts($list: ListArgs, $filter: BankAccountFilter) {\n    bankAccounts(list: $list, filter: $filter) { items { ...BankAccountRow } total totalPages }\n  }\n"): (typeof documents)["\n  query BankAccounts($list: ListArgs, $filter: BankAccountFilter) {\n    bankAccounts(list: $list, filter: $filter) { items { ...BankAccountRow } total totalPages }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBankAccount($input: CreateBankAccountInput!) { createBankAccount(input: $input) { ...BankAccountRow } }\n"): (typeof documents)["\n  mutation CreateBankAccount($input: CreateBankAccountInput!) { createBankAccount(input: $input) { ...BankAccountRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBankAccountActive($id: UUID!, $input: SetBankAccountActiveInput!) { setBankAccountActive(id: $id, input: $input) { ...BankAccountRow } }\n"): (typeof documents)["\n  mutation SetBankAccountActive($id: UUID!, $input: SetBankAccountActiveInput!) { setBankAccountActive(id: $id, input: $input) { ...BankAccountRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatementLineSuggestions($id: UUID!) {\n    bankStatementLineSuggestions(id: $id) { matchType matchedRef label amount date score reasons { kind points detail } }\n  }\n"): (typeof documents)["\n  query StatementLineSuggestions($id: UUID!) {\n    bankStatementLineSuggestions(id: $id) { matchType matchedRef label amount date score reasons { kind points detail } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatchStatementLine($id: UUID!, $input: MatchStatementLineInput!) { matchBankStatementLine(id: $id, input: $input) { ...StatementLineRow } }\n"): (typeof documents)["\n  mutation MatchStatementLine($id: UUID!, $input: MatchStatementLineInput!) { matchBankStatementLine(id: $id, input: $input) { ...StatementLineRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportBankStatement($bankAccountId: UUID!, $csv: String!) {\n    importBankStatement(bankAccountId: $bankAccountId, csv: $csv) { id linesRead linesCreated duplicatesSkipped dateFrom dateTo }\n  }\n"): (typeof documents)["\n  mutation ImportBankStatement($bankAccountId: UUID!, $csv: String!) {\n    importBankStatement(bankAccountId: $bankAccountId, csv: $csv) { id linesRead linesCreated duplicatesSkipped dateFrom dateTo }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatementLineRow on BankStatementLine {\n    id bankAccountId date amount balance description reference counterparty status matchType matchedRef matchLabel statusNote\n  }\n"): (typeof documents)["\n  fragment StatementLineRow on BankStatementLine {\n    id bankAccountId date amount balance description reference counterparty status matchType matchedRef matchLabel statusNote\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatementLines($list: ListArgs, $filter: StatementLineFilter) {\n    bankStatementLines(list: $list, filter: $filter) { items { ...StatementLineRow } total totalPages }\n  }\n"): (typeof documents)["\n  query StatementLines($list: ListArgs, $filter: StatementLineFilter) {\n    bankStatementLines(list: $list, filter: $filter) { items { ...StatementLineRow } total totalPages }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankAccountChoices { bankAccounts(list: { perPage: 100 }) { items { id name currencyCode } } }\n"): (typeof documents)["\n  query BankAccountChoices { bankAccounts(list: { perPage: 100 }) { items { id name currencyCode } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExcludeStatementLine($id: UUID!, $input: StatementLineReasonInput!) { excludeBankStatementLine(id: $id, input: $input) { ...StatementLineRow } }\n"): (typeof documents)["\n  mutation ExcludeStatementLine($id: UUID!, $input: StatementLineReasonInput!) { excludeBankStatementLine(id: $id, input: $input) { ...StatementLineRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReopenStatementLine($id: UUID!, $input: StatementLineReasonInput!) { reopenBankStatementLine(id: $id, input: $input) { ...StatementLineRow } }\n"): (typeof documents)["\n  mutation ReopenStatementLine($id: UUID!, $input: StatementLineReasonInput!) { reopenBankStatementLine(id: $id, input: $input) { ...StatementLineRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaxCodeRow on TaxCode { id code name nameAr kind ratePermille appliesTo active activeReason deletedAt deleteReason }\n"): (typeof documents)["\n  fragment TaxCodeRow on TaxCode { id code name nameAr kind ratePermille appliesTo active activeReason deletedAt deleteReason }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaxCodes($list: ListArgs, $filter: TaxCodeFilter) { taxCodes(list: $list, filter: $filter) { items { ...TaxCodeRow } total totalPages } }\n"): (typeof documents)["\n  query TaxCodes($list: ListArgs, $filter: TaxCodeFilter) { taxCodes(list: $list, filter: $filter) { items { ...TaxCodeRow } total totalPages } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTaxCode($input: CreateTaxCodeInput!) { createTaxCode(input: $input) { ...TaxCodeRow } }\n"): (typeof documents)["\n  mutation CreateTaxCode($input: CreateTaxCodeInput!) { createTaxCode(input: $input) { ...TaxCodeRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTaxCode($id: UUID!, $input: UpdateTaxCodeInput!) { updateTaxCode(id: $id, input: $input) { ...TaxCodeRow } }\n"): (typeof documents)["\n  mutation UpdateTaxCode($id: UUID!, $input: UpdateTaxCodeInput!) { updateTaxCode(id: $id, input: $input) { ...TaxCodeRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTaxCodeActive($id: UUID!, $input: SetTaxCodeActiveInput!) { setTaxCodeActive(id: $id, input: $input) { ...TaxCodeRow } }\n"): (typeof documents)["\n  mutation SetTaxCodeActive($id: UUID!, $input: SetTaxCodeActiveInput!) { setTaxCodeActive(id: $id, input: $input) { ...TaxCodeRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTaxCode($id: UUID!, $reason: String) { deleteTaxCode(id: $id, reason: $reason) { ...TaxCodeRow } }\n"): (typeof documents)["\n  mutation DeleteTaxCode($id: UUID!, $reason: String) { deleteTaxCode(id: $id, reason: $reason) { ...TaxCodeRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CapacityTypeRow on CapacityType { id name nameAr }\n"): (typeof documents)["\n  fragment CapacityTypeRow on CapacityType { id name nameAr }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CapacityTypes($list: ListArgs) { capacityTypes(list: $list) { items { ...CapacityTypeRow } total totalPages } }\n"): (typeof documents)["\n  query CapacityTypes($list: ListArgs) { capacityTypes(list: $list) { items { ...CapacityTypeRow } total totalPages } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCapacityType($input: CapacityTypeInput!) { createCapacityType(input: $input) { ...CapacityTypeRow } }\n"): (typeof documents)["\n  mutation CreateCapacityType($input: CapacityTypeInput!) { createCapacityType(input: $input) { ...CapacityTypeRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCapacityType($id: UUID!, $input: CapacityTypeInput!) { updateCapacityType(id: $id, input: $input) { ...CapacityTypeRow } }\n"): (typeof documents)["\n  mutation UpdateCapacityType($id: UUID!, $input: CapacityTypeInput!) { updateCapacityType(id: $id, input: $input) { ...CapacityTypeRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCapacityType($id: UUID!, $reason: String) { deleteCapacityType(id: $id, reason: $reason) { id } }\n"): (typeof documents)["\n  mutation DeleteCapacityType($id: UUID!, $reason: String) { deleteCapacityType(id: $id, reason: $reason) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InventoryItemRow on InventoryItem { id name nameAr unit kind active standardCostIqd }\n"): (typeof documents)["\n  fragment InventoryItemRow on InventoryItem { id name nameAr unit kind active standardCostIqd }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InventoryItems($list: ListArgs, $filter: InventoryItemFilter) {\n    inventoryItems(list: $list, filter: $filter) { items { ...InventoryItemRow } total totalPages }\n  }\n"): (typeof documents)["\n  query InventoryItems($list: ListArgs, $filter: InventoryItemFilter) {\n    inventoryItems(list: $list, filter: $filter) { items { ...InventoryItemRow } total totalPages }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInventoryItem($input: InventoryItemInput!) { createInventoryItem(input: $input) { ...InventoryItemRow } }\n"): (typeof documents)["\n  mutation CreateInventoryItem($input: InventoryItemInput!) { createInventoryItem(input: $input) { ...InventoryItemRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInventoryItem($id: UUID!, $input: InventoryItemInput!) { updateInventoryItem(id: $id, input: $input) { ...InventoryItemRow } }\n"): (typeof documents)["\n  mutation UpdateInventoryItem($id: UUID!, $input: InventoryItemInput!) { updateInventoryItem(id: $id, input: $input) { ...InventoryItemRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteInventoryItem($id: UUID!, $reason: String) { deleteInventoryItem(id: $id, reason: $reason) { id } }\n"): (typeof documents)["\n  mutation DeleteInventoryItem($id: UUID!, $reason: String) { deleteInventoryItem(id: $id, reason: $reason) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BranchGroups($list: ListArgs, $filter: BranchGroupFilter) {\n    branchGroups(list: $list, filter: $filter) { items { id name nameAr kind priceTierPct branchIds } total totalPages }\n  }\n"): (typeof documents)["\n  query BranchGroups($list: ListArgs, $filter: BranchGroupFilter) {\n    branchGroups(list: $list, filter: $filter) { items { id name nameAr kind priceTierPct branchIds } total totalPages }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBranchGroup($input: BranchGroupInput!) { createBranchGroup(input: $input) { id } }\n"): (typeof documents)["\n  mutation CreateBranchGroup($input: BranchGroupInput!) { createBranchGroup(input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBranchToGroup($id: UUID!, $branchId: UUID!) { addBranchToGroup(id: $id, input: { branchId: $branchId }) { id branchIds } }\n"): (typeof documents)["\n  mutation AddBranchToGroup($id: UUID!, $branchId: UUID!) { addBranchToGroup(id: $id, input: { branchId: $branchId }) { id branchIds } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBranchFromGroup($id: UUID!, $branchId: UUID!) { removeBranchFromGroup(id: $id, branchId: $branchId) { id branchIds } }\n"): (typeof documents)["\n  mutation RemoveBranchFromGroup($id: UUID!, $branchId: UUID!) { removeBranchFromGroup(id: $id, branchId: $branchId) { id branchIds } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromotionChangeRequests($list: ListArgs, $filter: PromotionChangeRequestFilter) {\n    promotionChangeRequests(list: $list, filter: $filter) {\n      items {\n        id createdAt promotionId createsPromotion name discountPercent maxDiscountCap minOrderValue startDate endDate channelId active\n        status proposedBy decidedAt decisionNote\n      }\n      total\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query PromotionChangeRequests($list: ListArgs, $filter: PromotionChangeRequestFilter) {\n    promotionChangeRequests(list: $list, filter: $filter) {\n      items {\n        id createdAt promotionId createsPromotion name discountPercent maxDiscountCap minOrderValue startDate endDate channelId active\n        status proposedBy decidedAt decisionNote\n      }\n      total\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromotionChoices { promotions(list: { perPage: 100, sort: \"name\", dir: asc }) { items { id name } } }\n"): (typeof documents)["\n  query PromotionChoices { promotions(list: { perPage: 100, sort: \"name\", dir: asc }) { items { id name } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProposePromotionChange($input: PromotionChangeRequestInput!) { proposePromotionChange(input: $input) { id status } }\n"): (typeof documents)["\n  mutation ProposePromotionChange($input: PromotionChangeRequestInput!) { proposePromotionChange(input: $input) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecidePromotionChange($id: UUID!, $input: ChangeRequestDecisionInput!) { decidePromotionChangeRequest(id: $id, input: $input) { id status decidedAt decisionNote promotionId } }\n"): (typeof documents)["\n  mutation DecidePromotionChange($id: UUID!, $input: ChangeRequestDecisionInput!) { decidePromotionChangeRequest(id: $id, input: $input) { id status decidedAt decisionNote promotionId } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuoteProducts {\n    products(list: { perPage: 100, sort: \"name\", dir: asc }) {\n      items { id name nameAr active modifierGroups { id name nameAr options { id name nameAr priceDeltaIqd active } } }\n    }\n  }\n"): (typeof documents)["\n  query QuoteProducts {\n    products(list: { perPage: 100, sort: \"name\", dir: asc }) {\n      items { id name nameAr active modifierGroups { id name nameAr options { id name nameAr priceDeltaIqd active } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceQuote($branchId: UUID!, $channelId: UUID, $items: [CartItemInput!]!) {\n    priceQuote(branchId: $branchId, channelId: $channelId, items: $items) {\n      businessDate pricesIncludeTax subtotal discount taxTotal total totalExcludingTax\n      tier { groupName basisPoints reason }\n      lines { index name nameAr quantity basePrice shelfPrice unitPrice lineTotal discount netAmount ratePermille modifiers { optionId name nameAr priceDelta } }\n      promotion { promotionId name discount }\n      promotionsConsidered { promotionId name discount applied rejection reason }\n      taxes { taxCodeId ratePermille taxableAmount tax }\n    }\n  }\n"): (typeof documents)["\n  query PriceQuote($branchId: UUID!, $channelId: UUID, $items: [CartItemInput!]!) {\n    priceQuote(branchId: $branchId, channelId: $channelId, items: $items) {\n      businessDate pricesIncludeTax subtotal discount taxTotal total totalExcludingTax\n      tier { groupName basisPoints reason }\n      lines { index name nameAr quantity basePrice shelfPrice unitPrice lineTotal discount netAmount ratePermille modifiers { optionId name nameAr priceDelta } }\n      promotion { promotionId name discount }\n      promotionsConsidered { promotionId name discount applied rejection reason }\n      taxes { taxCodeId ratePermille taxableAmount tax }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Promotions($list: ListArgs, $filter: PromotionFilter) {\n    promotions(list: $list, filter: $filter) {\n      items { id name discountPercent maxDiscountCap minOrderValue startDate endDate channelId active status deletedAt deleteReason }\n      total\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query Promotions($list: ListArgs, $filter: PromotionFilter) {\n    promotions(list: $list, filter: $filter) {\n      items { id name discountPercent maxDiscountCap minOrderValue startDate endDate channelId active status deletedAt deleteReason }\n      total\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePromotion($input: PromotionInput!) { createPromotion(input: $input) { id } }\n"): (typeof documents)["\n  mutation CreatePromotion($input: PromotionInput!) { createPromotion(input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPromotionActive($id: UUID!, $input: SetPromotionActiveInput!) { setPromotionActive(id: $id, input: $input) { id active status } }\n"): (typeof documents)["\n  mutation SetPromotionActive($id: UUID!, $input: SetPromotionActiveInput!) { setPromotionActive(id: $id, input: $input) { id active status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePromotion($id: UUID!, $reason: String) { deletePromotion(id: $id, reason: $reason) { id deletedAt } }\n"): (typeof documents)["\n  mutation DeletePromotion($id: UUID!, $reason: String) { deletePromotion(id: $id, reason: $reason) { id deletedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesChannels($list: ListArgs, $filter: SalesChannelFilter) {\n    salesChannels(list: $list, filter: $filter) { items { id name nameAr kind active } total totalPages }\n  }\n"): (typeof documents)["\n  query SalesChannels($list: ListArgs, $filter: SalesChannelFilter) {\n    salesChannels(list: $list, filter: $filter) { items { id name nameAr kind active } total totalPages }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSalesChannel($input: CreateSalesChannelInput!) { createSalesChannel(input: $input) { id } }\n"): (typeof documents)["\n  mutation CreateSalesChannel($input: CreateSalesChannelInput!) { createSalesChannel(input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateSalesChannel($id: UUID!) { activateSalesChannel(id: $id) { id active } }\n"): (typeof documents)["\n  mutation ActivateSalesChannel($id: UUID!) { activateSalesChannel(id: $id) { id active } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateSalesChannel($id: UUID!) { deactivateSalesChannel(id: $id) { id active } }\n"): (typeof documents)["\n  mutation DeactivateSalesChannel($id: UUID!) { deactivateSalesChannel(id: $id) { id active } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeyRow on ApiKey { id name environment scopes prefix lastFour status createdAt lastUsedAt revokedAt }\n"): (typeof documents)["\n  fragment ApiKeyRow on ApiKey { id name environment scopes prefix lastFour status createdAt lastUsedAt revokedAt }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys($list: ListArgs, $filter: ApiKeyFilter) {\n    apiKeys(list: $list, filter: $filter) { items { ...ApiKeyRow } total totalPages }\n  }\n"): (typeof documents)["\n  query ApiKeys($list: ListArgs, $filter: ApiKeyFilter) {\n    apiKeys(list: $list, filter: $filter) { items { ...ApiKeyRow } total totalPages }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeyScopes { apiKeyScopes { scope description grantable } }\n"): (typeof documents)["\n  query ApiKeyScopes { apiKeyScopes { scope description grantable } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { id key } }\n"): (typeof documents)["\n  mutation CreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { id key } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateApiKey($id: UUID!) { rotateApiKey(id: $id) { id key } }\n"): (typeof documents)["\n  mutation RotateApiKey($id: UUID!) { rotateApiKey(id: $id) { id key } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: UUID!, $input: RevokeApiKeyInput) { revokeApiKey(id: $id, input: $input) { ...ApiKeyRow } }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: UUID!, $input: RevokeApiKeyInput) { revokeApiKey(id: $id, input: $input) { ...ApiKeyRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($list: ListArgs, $filter: WebhookDeliveryFilter) {\n    webhookDeliveries(list: $list, filter: $filter) {\n      items {\n        id eventType status attemptCount lastHttpStatus lastError createdAt\n        attempts { id attemptNumber trigger outcome httpStatus durationMs error startedAt }\n      }\n      total\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($list: ListArgs, $filter: WebhookDeliveryFilter) {\n    webhookDeliveries(list: $list, filter: $filter) {\n      items {\n        id eventType status attemptCount lastHttpStatus lastError createdAt\n        attempts { id attemptNumber trigger outcome httpStatus durationMs error startedAt }\n      }\n      total\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryDelivery($id: UUID!) { retryWebhookDelivery(id: $id) { id status attemptCount } }\n"): (typeof documents)["\n  mutation RetryDelivery($id: UUID!) { retryWebhookDelivery(id: $id) { id status attemptCount } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookSubscriptions($list: ListArgs) {\n    webhookSubscriptions(list: $list, filter: { includeInactive: true }) {\n      items { id url events apiVersion active consecutiveFailures failingSince lastSuccessAt createdAt }\n      total\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query WebhookSubscriptions($list: ListArgs) {\n    webhookSubscriptions(list: $list, filter: { includeInactive: true }) {\n      items { id url events apiVersion active consecutiveFailures failingSince lastSuccessAt createdAt }\n      total\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookCatalog { webhookEventCatalog { currentApiVersion events { type description resourceType } } }\n"): (typeof documents)["\n  query WebhookCatalog { webhookEventCatalog { currentApiVersion events { type description resourceType } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhook($input: CreateWebhookSubscriptionInput!) { createWebhookSubscription(input: $input) { id secret } }\n"): (typeof documents)["\n  mutation CreateWebhook($input: CreateWebhookSubscriptionInput!) { createWebhookSubscription(input: $input) { id secret } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret($id: UUID!) { rotateWebhookSubscriptionSecret(id: $id) { id secret } }\n"): (typeof documents)["\n  mutation RotateWebhookSecret($id: UUID!) { rotateWebhookSubscriptionSecret(id: $id) { id secret } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhook($id: UUID!, $input: UpdateWebhookSubscriptionInput!) { updateWebhookSubscription(id: $id, input: $input) { id url events active } }\n"): (typeof documents)["\n  mutation UpdateWebhook($id: UUID!, $input: UpdateWebhookSubscriptionInput!) { updateWebhookSubscription(id: $id, input: $input) { id url events active } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhook($id: UUID!, $reason: String) { deleteWebhookSubscription(id: $id, reason: $reason) { id } }\n"): (typeof documents)["\n  mutation DeleteWebhook($id: UUID!, $reason: String) { deleteWebhookSubscription(id: $id, reason: $reason) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateWebhook($id: UUID!) { activateWebhookSubscription(id: $id) { id active } }\n"): (typeof documents)["\n  mutation ActivateWebhook($id: UUID!) { activateWebhookSubscription(id: $id) { id active } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateWebhook($id: UUID!, $reason: String) { deactivateWebhookSubscription(id: $id, reason: $reason) { id active } }\n"): (typeof documents)["\n  mutation DeactivateWebhook($id: UUID!, $reason: String) { deactivateWebhookSubscription(id: $id, reason: $reason) { id active } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestWebhook($id: UUID!) { testWebhookSubscription(id: $id) { id status lastHttpStatus lastError } }\n"): (typeof documents)["\n  mutation TestWebhook($id: UUID!) { testWebhookSubscription(id: $id) { id status lastHttpStatus lastError } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportJobs($list: ListArgs, $filter: ExportJobFilter) {\n    exportJobs(list: $list, filter: $filter) {\n      items { id kind reportKey format lang from to fields status rowsWritten error fileName fileSize createdAt expiresAt }\n      total\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query ExportJobs($list: ListArgs, $filter: ExportJobFilter) {\n    exportJobs(list: $list, filter: $filter) {\n      items { id kind reportKey format lang from to fields status rowsWritten error fileName fileSize createdAt expiresAt }\n      total\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateExportJob($input: CreateExportJobInput!) { createExportJob(input: $input) { id status } }\n"): (typeof documents)["\n  mutation CreateExportJob($input: CreateExportJobInput!) { createExportJob(input: $input) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelExportJob($id: UUID!) { cancelExportJob(id: $id) { id status } }\n"): (typeof documents)["\n  mutation CancelExportJob($id: UUID!) { cancelExportJob(id: $id) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportSubscriptions($list: ListArgs, $filter: ReportSubscriptionFilter) {\n    reportSubscriptions(list: $list, filter: $filter) {\n      items { id reportKey recipientEmail externalRecipient cadence format lang sendEmpty active nextRunAt lastRunAt lastSuccessAt lastError }\n      total\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query ReportSubscriptions($list: ListArgs, $filter: ReportSubscriptionFilter) {\n    reportSubscriptions(list: $list, filter: $filter) {\n      items { id reportKey recipientEmail externalRecipient cadence format lang sendEmpty active nextRunAt lastRunAt lastSuccessAt lastError }\n      total\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReportSubscription($input: CreateReportSubscriptionInput!) { createReportSubscription(input: $input) { id } }\n"): (typeof documents)["\n  mutation CreateReportSubscription($input: CreateReportSubscriptionInput!) { createReportSubscription(input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateReportSubscription($id: UUID!) { activateReportSubscription(id: $id) { id active } }\n"): (typeof documents)["\n  mutation ActivateReportSubscription($id: UUID!) { activateReportSubscription(id: $id) { id active } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateReportSubscription($id: UUID!) { deactivateReportSubscription(id: $id) { id active } }\n"): (typeof documents)["\n  mutation DeactivateReportSubscription($id: UUID!) { deactivateReportSubscription(id: $id) { id active } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReportSubscription($id: UUID!, $reason: String) { deleteReportSubscription(id: $id, reason: $reason) { id deletedAt } }\n"): (typeof documents)["\n  mutation DeleteReportSubscription($id: UUID!, $reason: String) { deleteReportSubscription(id: $id, reason: $reason) { id deletedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedReports($list: ListArgs) { savedReports(list: $list) { items { id name reportKey shared createdAt } total totalPages } }\n"): (typeof documents)["\n  query SavedReports($list: ListArgs) { savedReports(list: $list) { items { id name reportKey shared createdAt } total totalPages } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSavedReport($input: CreateSavedReportInput!) { createSavedReport(input: $input) { id name } }\n"): (typeof documents)["\n  mutation CreateSavedReport($input: CreateSavedReportInput!) { createSavedReport(input: $input) { id name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedReport($id: UUID!, $reason: String) { deleteSavedReport(id: $id, reason: $reason) { id deletedAt } }\n"): (typeof documents)["\n  mutation DeleteSavedReport($id: UUID!, $reason: String) { deleteSavedReport(id: $id, reason: $reason) { id deletedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportDomains {\n    exportDomains { key label labelAr fields { key label labelAr type } reports { key title titleAr filters } }\n  }\n"): (typeof documents)["\n  query ExportDomains {\n    exportDomains { key label labelAr fields { key label labelAr type } reports { key title titleAr filters } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Advances($list: ListArgs, $filter: AdvanceFilter) {\n    advances(list: $list, filter: $filter) {\n      items { id amount status reason requestedAt employee { id fullName } }\n      total\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query Advances($list: ListArgs, $filter: AdvanceFilter) {\n    advances(list: $list, filter: $filter) {\n      items { id amount status reason requestedAt employee { id fullName } }\n      total\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAdvance($input: RequestAdvanceInput!) { requestAdvance(input: $input) { id status } }\n"): (typeof documents)["\n  mutation RequestAdvance($input: RequestAdvanceInput!) { requestAdvance(input: $input) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideAdvance($id: UUID!, $input: HrDecisionInput!) { decideAdvance(id: $id, input: $input) { id status } }\n"): (typeof documents)["\n  mutation DecideAdvance($id: UUID!, $input: HrDecisionInput!) { decideAdvance(id: $id, input: $input) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayAdvance($id: UUID!) { payAdvance(id: $id) { id status } }\n"): (typeof documents)["\n  mutation PayAdvance($id: UUID!) { payAdvance(id: $id) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettleAdvance($id: UUID!) { settleAdvance(id: $id) { id status } }\n"): (typeof documents)["\n  mutation SettleAdvance($id: UUID!) { settleAdvance(id: $id) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelAdvance($id: UUID!) { cancelAdvance(id: $id) { id status } }\n"): (typeof documents)["\n  mutation CancelAdvance($id: UUID!) { cancelAdvance(id: $id) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DepartmentRow on Department { id name nameAr createdAt deletedAt deleteReason }\n"): (typeof documents)["\n  fragment DepartmentRow on Department { id name nameAr createdAt deletedAt deleteReason }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Departments($list: ListArgs, $filter: DepartmentFilter) {\n    departments(list: $list, filter: $filter) { items { ...DepartmentRow } total totalPages }\n  }\n"): (typeof documents)["\n  query Departments($list: ListArgs, $filter: DepartmentFilter) {\n    departments(list: $list, filter: $filter) { items { ...DepartmentRow } total totalPages }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDepartment($input: CreateDepartmentInput!) { createDepartment(input: $input) { ...DepartmentRow } }\n"): (typeof documents)["\n  mutation CreateDepartment($input: CreateDepartmentInput!) { createDepartment(input: $input) { ...DepartmentRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDepartment($id: UUID!, $input: UpdateDepartmentInput!) { updateDepartment(id: $id, input: $input) { ...DepartmentRow } }\n"): (typeof documents)["\n  mutation UpdateDepartment($id: UUID!, $input: UpdateDepartmentInput!) { updateDepartment(id: $id, input: $input) { ...DepartmentRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDepartment($id: UUID!, $reason: String) { deleteDepartment(id: $id, reason: $reason) { ...DepartmentRow } }\n"): (typeof documents)["\n  mutation DeleteDepartment($id: UUID!, $reason: String) { deleteDepartment(id: $id, reason: $reason) { ...DepartmentRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmployeeRow on Employee {\n    id fullName status monthlyPay annualLeaveBalance hireDate baseSalary allowances departmentId positionId phone email\n    nationalId dateOfBirth gender maritalStatus contractType address emergencyName emergencyPhone\n    department { id name nameAr }\n    position { id title titleAr }\n  }\n"): (typeof documents)["\n  fragment EmployeeRow on Employee {\n    id fullName status monthlyPay annualLeaveBalance hireDate baseSalary allowances departmentId positionId phone email\n    nationalId dateOfBirth gender maritalStatus contractType address emergencyName emergencyPhone\n    department { id name nameAr }\n    position { id title titleAr }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Employees($list: ListArgs, $filter: EmployeeFilter) {\n    employees(list: $list, filter: $filter) {\n      items { ...EmployeeRow }\n      total\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query Employees($list: ListArgs, $filter: EmployeeFilter) {\n    employees(list: $list, filter: $filter) {\n      items { ...EmployeeRow }\n      total\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEmployee($input: CreateEmployeeInput!) { createEmployee(input: $input) { id } }\n"): (typeof documents)["\n  mutation CreateEmployee($input: CreateEmployeeInput!) { createEmployee(input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEmployee($id: UUID!, $input: UpdateEmployeeInput!) { updateEmployee(id: $id, input: $input) { ...EmployeeRow } }\n"): (typeof documents)["\n  mutation UpdateEmployee($id: UUID!, $input: UpdateEmployeeInput!) { updateEmployee(id: $id, input: $input) { ...EmployeeRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEmployee($id: UUID!, $reason: String) { deleteEmployee(id: $id, reason: $reason) { id deletedAt } }\n"): (typeof documents)["\n  mutation DeleteEmployee($id: UUID!, $reason: String) { deleteEmployee(id: $id, reason: $reason) { id deletedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeEmploymentStatus($id: UUID!, $input: EmploymentStatusInput!) { changeEmploymentStatus(id: $id, input: $input) { id status statusChangedAt } }\n"): (typeof documents)["\n  mutation ChangeEmploymentStatus($id: UUID!, $input: EmploymentStatusInput!) { changeEmploymentStatus(id: $id, input: $input) { id status statusChangedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveRequests($list: ListArgs, $filter: LeaveRequestFilter) {\n    leaveRequests(list: $list, filter: $filter) {\n      items {\n        id startDate endDate days status usesBalance reason\n        employee { id fullName annualLeaveBalance }\n        type { id name nameAr }\n      }\n      total\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query LeaveRequests($list: ListArgs, $filter: LeaveRequestFilter) {\n    leaveRequests(list: $list, filter: $filter) {\n      items {\n        id startDate endDate days status usesBalance reason\n        employee { id fullName annualLeaveBalance }\n        type { id name nameAr }\n      }\n      total\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideLeave($id: UUID!, $input: HrDecisionInput!) { decideLeave(id: $id, input: $input) { id status balanceDeducted } }\n"): (typeof documents)["\n  mutation DecideLeave($id: UUID!, $input: HrDecisionInput!) { decideLeave(id: $id, input: $input) { id status balanceDeducted } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelLeave($id: UUID!, $input: HrNoteInput) { cancelLeave(id: $id, input: $input) { id status balanceDeducted } }\n"): (typeof documents)["\n  mutation CancelLeave($id: UUID!, $input: HrNoteInput) { cancelLeave(id: $id, input: $input) { id status balanceDeducted } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestLeave($input: RequestLeaveInput!) { requestLeave(input: $input) { id status days } }\n"): (typeof documents)["\n  mutation RequestLeave($input: RequestLeaveInput!) { requestLeave(input: $input) { id status days } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveTypeChoices { leaveTypes(list: { perPage: 100, sort: \"name\" }) { items { id name nameAr usesBalance } } }\n"): (typeof documents)["\n  query LeaveTypeChoices { leaveTypes(list: { perPage: 100, sort: \"name\" }) { items { id name nameAr usesBalance } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeaveTypeRow on LeaveType { id name nameAr usesBalance paid deletedAt deleteReason }\n"): (typeof documents)["\n  fragment LeaveTypeRow on LeaveType { id name nameAr usesBalance paid deletedAt deleteReason }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveTypes($list: ListArgs, $filter: LeaveTypeFilter) {\n    leaveTypes(list: $list, filter: $filter) { items { ...LeaveTypeRow } total totalPages }\n  }\n"): (typeof documents)["\n  query LeaveTypes($list: ListArgs, $filter: LeaveTypeFilter) {\n    leaveTypes(list: $list, filter: $filter) { items { ...LeaveTypeRow } total totalPages }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLeaveType($input: LeaveTypeInput!) { createLeaveType(input: $input) { ...LeaveTypeRow } }\n"): (typeof documents)["\n  mutation CreateLeaveType($input: LeaveTypeInput!) { createLeaveType(input: $input) { ...LeaveTypeRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDefaultLeaveTypes { createDefaultLeaveTypes { ...LeaveTypeRow } }\n"): (typeof documents)["\n  mutation CreateDefaultLeaveTypes { createDefaultLeaveTypes { ...LeaveTypeRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLeaveType($id: UUID!, $input: LeaveTypeInput!) { updateLeaveType(id: $id, input: $input) { ...LeaveTypeRow } }\n"): (typeof documents)["\n  mutation UpdateLeaveType($id: UUID!, $input: LeaveTypeInput!) { updateLeaveType(id: $id, input: $input) { ...LeaveTypeRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLeaveType($id: UUID!, $reason: String) { deleteLeaveType(id: $id, reason: $reason) { ...LeaveTypeRow } }\n"): (typeof documents)["\n  mutation DeleteLeaveType($id: UUID!, $reason: String) { deleteLeaveType(id: $id, reason: $reason) { ...LeaveTypeRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Loans($list: ListArgs, $filter: LoanFilter) {\n    loans(list: $list, filter: $filter) {\n      items { id principal installment installmentCount repaidAmount remainingBalance status requestedAt employee { id fullName } }\n      total\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query Loans($list: ListArgs, $filter: LoanFilter) {\n    loans(list: $list, filter: $filter) {\n      items { id principal installment installmentCount repaidAmount remainingBalance status requestedAt employee { id fullName } }\n      total\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoanSchedule($id: UUID!) {\n    loan(id: $id) {\n      id principal installment installmentCount repaidAmount remainingBalance status approvedOn reason decisionNote\n      employee { id fullName }\n      schedule { id sequence dueDate amount paidAt note }\n    }\n  }\n"): (typeof documents)["\n  query LoanSchedule($id: UUID!) {\n    loan(id: $id) {\n      id principal installment installmentCount repaidAmount remainingBalance status approvedOn reason decisionNote\n      employee { id fullName }\n      schedule { id sequence dueDate amount paidAt note }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestLoan($input: RequestLoanInput!) { requestLoan(input: $input) { id status } }\n"): (typeof documents)["\n  mutation RequestLoan($input: RequestLoanInput!) { requestLoan(input: $input) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideLoan($id: UUID!, $input: HrDecisionInput!) { decideLoan(id: $id, input: $input) { id status } }\n"): (typeof documents)["\n  mutation DecideLoan($id: UUID!, $input: HrDecisionInput!) { decideLoan(id: $id, input: $input) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelLoan($id: UUID!, $input: HrNoteInput) { cancelLoan(id: $id, input: $input) { id status } }\n"): (typeof documents)["\n  mutation CancelLoan($id: UUID!, $input: HrNoteInput) { cancelLoan(id: $id, input: $input) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RepayLoanInstallment($id: UUID!, $input: HrNoteInput) { repayLoanInstallment(id: $id, input: $input) { id status repaidAmount remainingBalance schedule { id paidAt note } } }\n"): (typeof documents)["\n  mutation RepayLoanInstallment($id: UUID!, $input: HrNoteInput) { repayLoanInstallment(id: $id, input: $input) { id status repaidAmount remainingBalance schedule { id paidAt note } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PositionRow on Position { id title titleAr baseSalary departmentId department { id name nameAr } }\n"): (typeof documents)["\n  fragment PositionRow on Position { id title titleAr baseSalary departmentId department { id name nameAr } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Positions($list: ListArgs, $filter: PositionFilter) {\n    positions(list: $list, filter: $filter) {\n      items { ...PositionRow }\n      total\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query Positions($list: ListArgs, $filter: PositionFilter) {\n    positions(list: $list, filter: $filter) {\n      items { ...PositionRow }\n      total\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepartmentChoices { departments(list: { perPage: 100, sort: \"name\" }) { items { id name nameAr } } }\n"): (typeof documents)["\n  query DepartmentChoices { departments(list: { perPage: 100, sort: \"name\" }) { items { id name nameAr } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePosition($input: PositionInput!) { createPosition(input: $input) { id } }\n"): (typeof documents)["\n  mutation CreatePosition($input: PositionInput!) { createPosition(input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePosition($id: UUID!, $input: PositionInput!) { updatePosition(id: $id, input: $input) { ...PositionRow } }\n"): (typeof documents)["\n  mutation UpdatePosition($id: UUID!, $input: PositionInput!) { updatePosition(id: $id, input: $input) { ...PositionRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePosition($id: UUID!, $reason: String) { deletePosition(id: $id, reason: $reason) { id deletedAt } }\n"): (typeof documents)["\n  mutation DeletePosition($id: UUID!, $reason: String) { deletePosition(id: $id, reason: $reason) { id deletedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HrChoices {\n    departments(list: { perPage: 100, sort: \"name\" }) { items { id name nameAr } }\n    positions(list: { perPage: 100, sort: \"title\" }) { items { id title titleAr departmentId } }\n  }\n"): (typeof documents)["\n  query HrChoices {\n    departments(list: { perPage: 100, sort: \"name\" }) { items { id name nameAr } }\n    positions(list: { perPage: 100, sort: \"title\" }) { items { id title titleAr departmentId } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmployeeChoices($search: String) { employees(list: { perPage: 50, sort: \"fullName\", search: $search }) { items { id fullName } } }\n"): (typeof documents)["\n  query EmployeeChoices($search: String) { employees(list: { perPage: 50, sort: \"fullName\", search: $search }) { items { id fullName } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockCount($id: UUID!) {\n    stockCount(id: $id) {\n      id branchId businessDate status note\n      lines { inventoryItemId countedQuantity expectedQuantity differenceQuantity differenceValueIqd }\n    }\n  }\n"): (typeof documents)["\n  query StockCount($id: UUID!) {\n    stockCount(id: $id) {\n      id branchId businessDate status note\n      lines { inventoryItemId countedQuantity expectedQuantity differenceQuantity differenceValueIqd }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnterStockCounts($id: UUID!, $input: EnterCountsInput!) { enterStockCounts(id: $id, input: $input) { id status } }"): (typeof documents)["mutation EnterStockCounts($id: UUID!, $input: EnterCountsInput!) { enterStockCounts(id: $id, input: $input) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitStockCount($id: UUID!) { submitStockCount(id: $id) { id status } }"): (typeof documents)["mutation SubmitStockCount($id: UUID!) { submitStockCount(id: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApproveStockCount($id: UUID!) { approveStockCount(id: $id) { id status } }"): (typeof documents)["mutation ApproveStockCount($id: UUID!) { approveStockCount(id: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockCounts($list: ListArgs, $filter: StockCountFilter) {\n    stockCounts(list: $list, filter: $filter) { items { id branchId businessDate status lines { inventoryItemId } } total totalPages }\n  }\n"): (typeof documents)["\n  query StockCounts($list: ListArgs, $filter: StockCountFilter) {\n    stockCounts(list: $list, filter: $filter) { items { id branchId businessDate status lines { inventoryItemId } } total totalPages }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateStockCount($input: CreateStockCountInput!) { createStockCount(input: $input) { id } }"): (typeof documents)["mutation CreateStockCount($input: CreateStockCountInput!) { createStockCount(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ItemMovements($itemId: UUID!, $list: ListArgs, $filter: MovementFilter) {\n    inventoryItem(id: $itemId) { id name nameAr unit }\n    inventoryMovements(list: $list, filter: $filter) {\n      items { id businessDate kind quantity unitCostIqd valueIqd onHandAfter sourceKind sourceId sourceLine reason }\n      total totalPages\n    }\n  }\n"): (typeof documents)["\n  query ItemMovements($itemId: UUID!, $list: ListArgs, $filter: MovementFilter) {\n    inventoryItem(id: $itemId) { id name nameAr unit }\n    inventoryMovements(list: $list, filter: $filter) {\n      items { id businessDate kind quantity unitCostIqd valueIqd onHandAfter sourceKind sourceId sourceLine reason }\n      total totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReorderSuggestions { reorderSuggestions { inventoryItemId itemName supplierId onHand parLevel quantity unitPriceIqd } }\n"): (typeof documents)["\n  query ReorderSuggestions { reorderSuggestions { inventoryItemId itemName supplierId onHand parLevel quantity unitPriceIqd } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetParLevel($input: SetParLevelInput!) { setParLevel(input: $input) { branchId inventoryItemId parLevel reorderQuantity belowPar } }\n"): (typeof documents)["\n  mutation SetParLevel($input: SetParLevelInput!) { setParLevel(input: $input) { branchId inventoryItemId parLevel reorderQuantity belowPar } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrderReorderSuggestions($supplierId: UUID!) { orderReorderSuggestions(supplierId: $supplierId) { id } }"): (typeof documents)["mutation OrderReorderSuggestions($supplierId: UUID!) { orderReorderSuggestions(supplierId: $supplierId) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockOnHand($list: ListArgs, $filter: StockFilter, $search: String) {\n    stockOnHand(list: $list, filter: $filter) {\n      items {\n        branchId inventoryItemId onHand valueIqd avgCostIqd negative parLevel belowPar\n        inventoryItem { id name nameAr unit kind }\n      }\n      total totalPages\n    }\n    stockValueTotal(search: $search, filter: $filter)\n  }\n"): (typeof documents)["\n  query StockOnHand($list: ListArgs, $filter: StockFilter, $search: String) {\n    stockOnHand(list: $list, filter: $filter) {\n      items {\n        branchId inventoryItemId onHand valueIqd avgCostIqd negative parLevel belowPar\n        inventoryItem { id name nameAr unit kind }\n      }\n      total totalPages\n    }\n    stockValueTotal(search: $search, filter: $filter)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Transfer($id: UUID!) {\n    transfer(id: $id) {\n      id fromBranchId toBranchId status note sentDate receivedDate\n      lines { inventoryItemId quantity sentValueIqd receivedQuantity shortQuantity shortValueIqd }\n    }\n  }\n"): (typeof documents)["\n  query Transfer($id: UUID!) {\n    transfer(id: $id) {\n      id fromBranchId toBranchId status note sentDate receivedDate\n      lines { inventoryItemId quantity sentValueIqd receivedQuantity shortQuantity shortValueIqd }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendTransfer($id: UUID!) { sendTransfer(id: $id) { id status } }"): (typeof documents)["mutation SendTransfer($id: UUID!) { sendTransfer(id: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReceiveTransfer($id: UUID!, $input: ReceiveTransferInput) { receiveTransfer(id: $id, input: $input) { id status } }"): (typeof documents)["mutation ReceiveTransfer($id: UUID!, $input: ReceiveTransferInput) { receiveTransfer(id: $id, input: $input) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelTransfer($id: UUID!) { cancelTransfer(id: $id) { id status } }"): (typeof documents)["mutation CancelTransfer($id: UUID!) { cancelTransfer(id: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Transfers($list: ListArgs, $filter: TransferFilter) {\n    transfers(list: $list, filter: $filter) { items { id fromBranchId toBranchId status createdAt sentAt lines { inventoryItemId } } total totalPages }\n  }\n"): (typeof documents)["\n  query Transfers($list: ListArgs, $filter: TransferFilter) {\n    transfers(list: $list, filter: $filter) { items { id fromBranchId toBranchId status createdAt sentAt lines { inventoryItemId } } total totalPages }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTransfer($input: CreateTransferInput!) { createTransfer(input: $input) { id } }\n"): (typeof documents)["\n  mutation CreateTransfer($input: CreateTransferInput!) { createTransfer(input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockItemChoices {\n    inventoryItems(list: { perPage: 100, sort: \"name\", dir: asc }, filter: { active: true }) { items { id name nameAr unit } }\n  }\n"): (typeof documents)["\n  query StockItemChoices {\n    inventoryItems(list: { perPage: 100, sort: \"name\", dir: asc }, filter: { active: true }) { items { id name nameAr unit } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEodReport($input: CreateEodReportInput!) { createEodReport(input: $input) { ...EodReportRow } }\n"): (typeof documents)["\n  mutation CreateEodReport($input: CreateEodReportInput!) { createEodReport(input: $input) { ...EodReportRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEodReport($id: UUID!, $input: UpdateEodReportInput!) { updateEodReport(id: $id, input: $input) { ...EodReportRow } }\n"): (typeof documents)["\n  mutation UpdateEodReport($id: UUID!, $input: UpdateEodReportInput!) { updateEodReport(id: $id, input: $input) { ...EodReportRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ParseEodReport($input: ParseEodReportInput!) {\n    parseEodReport(input: $input) {\n      candidate { businessDate grossSalesIqd netSalesIqd cashSalesIqd cardSalesIqd qiSalesIqd deliverySalesIqd source }\n      warnings\n      missingFields\n    }\n  }\n"): (typeof documents)["\n  mutation ParseEodReport($input: ParseEodReportInput!) {\n    parseEodReport(input: $input) {\n      candidate { businessDate grossSalesIqd netSalesIqd cashSalesIqd cardSalesIqd qiSalesIqd deliverySalesIqd source }\n      warnings\n      missingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EodReportRow on EodReport {\n    id businessDate grossSalesIqd netSalesIqd cashSalesIqd cardSalesIqd qiSalesIqd deliverySalesIqd paymentTotalIqd varianceIqd source\n    ledger {\n      orderCount ledgerTotalIqd ledgerCashIqd ledgerCardIqd ledgerQiIqd ledgerWalletIqd ledgerOtherIqd ledgerDueAtCounterIqd\n      cashVarianceIqd cardVarianceIqd qiVarianceIqd grossVarianceIqd\n    }\n  }\n"): (typeof documents)["\n  fragment EodReportRow on EodReport {\n    id businessDate grossSalesIqd netSalesIqd cashSalesIqd cardSalesIqd qiSalesIqd deliverySalesIqd paymentTotalIqd varianceIqd source\n    ledger {\n      orderCount ledgerTotalIqd ledgerCashIqd ledgerCardIqd ledgerQiIqd ledgerWalletIqd ledgerOtherIqd ledgerDueAtCounterIqd\n      cashVarianceIqd cardVarianceIqd qiVarianceIqd grossVarianceIqd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EodReports($list: ListArgs, $filter: EodReportFilter) { eodReports(list: $list, filter: $filter) { items { ...EodReportRow } total totalPages } }\n"): (typeof documents)["\n  query EodReports($list: ListArgs, $filter: EodReportFilter) { eodReports(list: $list, filter: $filter) { items { ...EodReportRow } total totalPages } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PilotRow on Pilot {\n    id restaurantName startDate endDate note status finalReportStatus statusChangedAt deletedAt deleteReason\n    checklist { doneCount items { key label labelAr done note } }\n  }\n"): (typeof documents)["\n  fragment PilotRow on Pilot {\n    id restaurantName startDate endDate note status finalReportStatus statusChangedAt deletedAt deleteReason\n    checklist { doneCount items { key label labelAr done note } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePilot($input: CreatePilotInput!) { createPilot(input: $input) { ...PilotRow } }\n"): (typeof documents)["\n  mutation CreatePilot($input: CreatePilotInput!) { createPilot(input: $input) { ...PilotRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePilot($id: UUID!, $input: UpdatePilotInput!) { updatePilot(id: $id, input: $input) { ...PilotRow } }\n"): (typeof documents)["\n  mutation UpdatePilot($id: UUID!, $input: UpdatePilotInput!) { updatePilot(id: $id, input: $input) { ...PilotRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Pilots($list: ListArgs, $filter: PilotFilter) { pilots(list: $list, filter: $filter) { items { ...PilotRow } total totalPages } }\n"): (typeof documents)["\n  query Pilots($list: ListArgs, $filter: PilotFilter) { pilots(list: $list, filter: $filter) { items { ...PilotRow } total totalPages } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPilotStatus($id: UUID!, $input: PilotStatusInput!) { setPilotStatus(id: $id, input: $input) { ...PilotRow } }\n"): (typeof documents)["\n  mutation SetPilotStatus($id: UUID!, $input: PilotStatusInput!) { setPilotStatus(id: $id, input: $input) { ...PilotRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePilot($id: UUID!, $reason: String) { deletePilot(id: $id, reason: $reason) { ...PilotRow } }\n"): (typeof documents)["\n  mutation DeletePilot($id: UUID!, $reason: String) { deletePilot(id: $id, reason: $reason) { ...PilotRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditTrail($entityType: String!, $entityId: String!, $list: ListArgs) {\n    auditTrail(entityType: $entityType, entityId: $entityId, list: $list) {\n      items { id at action actorKind actorUserId actorApiKeyId reason changes transport }\n      total\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query AuditTrail($entityType: String!, $entityId: String!, $list: ListArgs) {\n    auditTrail(entityType: $entityType, entityId: $entityId, list: $list) {\n      items { id at action actorKind actorUserId actorApiKeyId reason changes transport }\n      total\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BranchRow on Branch { id name nameAr code address phone timeZone active deactivatedAt deactivationReason }\n"): (typeof documents)["\n  fragment BranchRow on Branch { id name nameAr code address phone timeZone active deactivatedAt deactivationReason }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Branches($list: ListArgs) { branches(list: $list) { items { ...BranchRow } total totalPages } }\n"): (typeof documents)["\n  query Branches($list: ListArgs) { branches(list: $list) { items { ...BranchRow } total totalPages } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBranch($id: UUID!, $input: UpdateBranchInput!) { updateBranch(id: $id, input: $input) { ...BranchRow } }\n"): (typeof documents)["\n  mutation UpdateBranch($id: UUID!, $input: UpdateBranchInput!) { updateBranch(id: $id, input: $input) { ...BranchRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateBranch($id: UUID!, $reason: String) { deactivateBranch(id: $id, reason: $reason) { ...BranchRow } }\n"): (typeof documents)["\n  mutation DeactivateBranch($id: UUID!, $reason: String) { deactivateBranch(id: $id, reason: $reason) { ...BranchRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateBranch($id: UUID!, $reason: String) { activateBranch(id: $id, reason: $reason) { ...BranchRow } }\n"): (typeof documents)["\n  mutation ActivateBranch($id: UUID!, $reason: String) { activateBranch(id: $id, reason: $reason) { ...BranchRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBranch($input: CreateBranchInput!) { createBranch(input: $input) { id } }\n"): (typeof documents)["\n  mutation CreateBranch($input: CreateBranchInput!) { createBranch(input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberRow on Membership { id role status allBranches branchIds user { id email fullName } }\n"): (typeof documents)["\n  fragment MemberRow on Membership { id role status allBranches branchIds user { id email fullName } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Members($list: ListArgs, $filter: MemberFilter) {\n    members(list: $list, filter: $filter) { items { ...MemberRow } total totalPages }\n  }\n"): (typeof documents)["\n  query Members($list: ListArgs, $filter: MemberFilter) {\n    members(list: $list, filter: $filter) { items { ...MemberRow } total totalPages }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMember($id: UUID!, $input: UpdateMemberInput!) { updateMember(id: $id, input: $input) { ...MemberRow } }\n"): (typeof documents)["\n  mutation UpdateMember($id: UUID!, $input: UpdateMemberInput!) { updateMember(id: $id, input: $input) { ...MemberRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteMember($input: InviteMemberInput!) { inviteMember(input: $input) { id status } }\n"): (typeof documents)["\n  mutation InviteMember($input: InviteMemberInput!) { inviteMember(input: $input) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationSettings { organizationSettings { id name baseCurrencyCode businessDayStartHour defaultLanguage priceStep pricesIncludeTax updatedAt } }\n"): (typeof documents)["\n  query OrganizationSettings { organizationSettings { id name baseCurrencyCode businessDayStartHour defaultLanguage priceStep pricesIncludeTax updatedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrganizationSettings($input: UpdateOrganizationSettingsInput!) {\n    updateOrganizationSettings(input: $input) { id name baseCurrencyCode businessDayStartHour defaultLanguage priceStep pricesIncludeTax updatedAt }\n  }\n"): (typeof documents)["\n  mutation UpdateOrganizationSettings($input: UpdateOrganizationSettingsInput!) {\n    updateOrganizationSettings(input: $input) { id name baseCurrencyCode businessDayStartHour defaultLanguage priceStep pricesIncludeTax updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBatch($input: CreateBatchInput!) { createBatch(input: $input) { id businessDate status } }\n"): (typeof documents)["\n  mutation CreateBatch($input: CreateBatchInput!) { createBatch(input: $input) { id businessDate status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Batch($id: UUID!) {\n    batch(id: $id) {\n      id businessDate status chickenCount meatKg rawRiceKg notes closedAt\n      cookedRiceMultiplier reservedRiceDirectSaleKg riceRoundingMethod allowDirectRiceOverflow\n      figures { inputCostIqd totalShareIqd unallocatedCostIqd outputCount totalOutputQty wasteUnitsTotal costBasis cookedRiceKg }\n      outputs { id outputQty shareIqd allocationWeight inventoryItem { id name nameAr unit } }\n      waste { id units kind reason createdAt capacityType { id name nameAr } }\n    }\n  }\n"): (typeof documents)["\n  query Batch($id: UUID!) {\n    batch(id: $id) {\n      id businessDate status chickenCount meatKg rawRiceKg notes closedAt\n      cookedRiceMultiplier reservedRiceDirectSaleKg riceRoundingMethod allowDirectRiceOverflow\n      figures { inputCostIqd totalShareIqd unallocatedCostIqd outputCount totalOutputQty wasteUnitsTotal costBasis cookedRiceKg }\n      outputs { id outputQty shareIqd allocationWeight inventoryItem { id name nameAr unit } }\n      waste { id units kind reason createdAt capacityType { id name nameAr } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseBatch($id: UUID!) { closeBatch(id: $id) { id status closedAt } }\n"): (typeof documents)["\n  mutation CloseBatch($id: UUID!) { closeBatch(id: $id) { id status closedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBatchStatus($id: UUID!, $input: BatchStatusInput!) { setBatchStatus(id: $id, input: $input) { id status closedAt } }\n"): (typeof documents)["\n  mutation SetBatchStatus($id: UUID!, $input: BatchStatusInput!) { setBatchStatus(id: $id, input: $input) { id status closedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBatchOverflow($id: UUID!, $input: BatchOverflowInput!) { setBatchOverflow(id: $id, input: $input) { id allowDirectRiceOverflow } }\n"): (typeof documents)["\n  mutation SetBatchOverflow($id: UUID!, $input: BatchOverflowInput!) { setBatchOverflow(id: $id, input: $input) { id allowDirectRiceOverflow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBatch($id: UUID!, $input: UpdateBatchInput!) {\n    updateBatch(id: $id, input: $input) { id cookedRiceMultiplier reservedRiceDirectSaleKg riceRoundingMethod figures { cookedRiceKg inputCostIqd } }\n  }\n"): (typeof documents)["\n  mutation UpdateBatch($id: UUID!, $input: UpdateBatchInput!) {\n    updateBatch(id: $id, input: $input) { id cookedRiceMultiplier reservedRiceDirectSaleKg riceRoundingMethod figures { cookedRiceKg inputCostIqd } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBatch($id: UUID!, $reason: String) { deleteBatch(id: $id, reason: $reason) { id deletedAt } }\n"): (typeof documents)["\n  mutation DeleteBatch($id: UUID!, $reason: String) { deleteBatch(id: $id, reason: $reason) { id deletedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBatchOutput($id: UUID!, $input: BatchOutputInput!) { addBatchOutput(id: $id, input: $input) { id batch { id figures { outputCount totalShareIqd unallocatedCostIqd } } } }\n"): (typeof documents)["\n  mutation AddBatchOutput($id: UUID!, $input: BatchOutputInput!) { addBatchOutput(id: $id, input: $input) { id batch { id figures { outputCount totalShareIqd unallocatedCostIqd } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBatchOutput($id: UUID!, $outputId: UUID!, $reason: String) { removeBatchOutput(id: $id, outputId: $outputId, reason: $reason) { id deletedAt } }\n"): (typeof documents)["\n  mutation RemoveBatchOutput($id: UUID!, $outputId: UUID!, $reason: String) { removeBatchOutput(id: $id, outputId: $outputId, reason: $reason) { id deletedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordBatchWaste($id: UUID!, $input: BatchWasteInput!) { recordBatchWaste(id: $id, input: $input) { id batch { id figures { wasteUnitsTotal } } } }\n"): (typeof documents)["\n  mutation RecordBatchWaste($id: UUID!, $input: BatchWasteInput!) { recordBatchWaste(id: $id, input: $input) { id batch { id figures { wasteUnitsTotal } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Batches($list: ListArgs, $filter: BatchFilter) {\n    batches(list: $list, filter: $filter) {\n      items { id businessDate status chickenCount rawRiceKg figures { inputCostIqd outputCount } }\n      total\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query Batches($list: ListArgs, $filter: BatchFilter) {\n    batches(list: $list, filter: $filter) {\n      items { id businessDate status chickenCount rawRiceKg figures { inputCostIqd outputCount } }\n      total\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeriodLock { periodLock { lockedThrough updatedAt } }\n"): (typeof documents)["\n  query PeriodLock { periodLock { lockedThrough updatedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPeriodLock($input: SetPeriodLockInput!) { setPeriodLock(input: $input) { lockedThrough updatedAt } }\n"): (typeof documents)["\n  mutation SetPeriodLock($input: SetPeriodLockInput!) { setPeriodLock(input: $input) { lockedThrough updatedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InventoryItemChoices($kind: InventoryKind) {\n    inventoryItems(filter: { kind: $kind, active: true }, list: { perPage: 100, sort: \"name\" }) { items { id name nameAr unit } }\n  }\n"): (typeof documents)["\n  query InventoryItemChoices($kind: InventoryKind) {\n    inventoryItems(filter: { kind: $kind, active: true }, list: { perPage: 100, sort: \"name\" }) { items { id name nameAr unit } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CapacityTypeChoices { capacityTypes(list: { perPage: 100, sort: \"name\" }) { items { id name nameAr } } }\n"): (typeof documents)["\n  query CapacityTypeChoices { capacityTypes(list: { perPage: 100, sort: \"name\" }) { items { id name nameAr } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: UUID!, $reason: String) { deleteProduct(id: $id, reason: $reason) { id active deletedAt deleteReason } }\n"): (typeof documents)["\n  mutation DeleteProduct($id: UUID!, $reason: String) { deleteProduct(id: $id, reason: $reason) { id active deletedAt deleteReason } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModifierGroupFields on ModifierGroup { id name nameAr minChoices maxChoices required deletedAt options { id name nameAr priceDeltaIqd active sortOrder } }\n"): (typeof documents)["\n  fragment ModifierGroupFields on ModifierGroup { id name nameAr minChoices maxChoices required deletedAt options { id name nameAr priceDeltaIqd active sortOrder } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateModifierGroup($input: ModifierGroupInput!) { createModifierGroup(input: $input) { ...ModifierGroupFields } }\n"): (typeof documents)["\n  mutation CreateModifierGroup($input: ModifierGroupInput!) { createModifierGroup(input: $input) { ...ModifierGroupFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateModifierGroup($id: UUID!, $input: ModifierGroupInput!) { updateModifierGroup(id: $id, input: $input) { ...ModifierGroupFields } }\n"): (typeof documents)["\n  mutation UpdateModifierGroup($id: UUID!, $input: ModifierGroupInput!) { updateModifierGroup(id: $id, input: $input) { ...ModifierGroupFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModifierGroups($list: ListArgs, $filter: ModifierGroupFilter) { modifierGroups(list: $list, filter: $filter) { items { ...ModifierGroupFields } total totalPages } }\n"): (typeof documents)["\n  query ModifierGroups($list: ListArgs, $filter: ModifierGroupFilter) { modifierGroups(list: $list, filter: $filter) { items { ...ModifierGroupFields } total totalPages } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteModifierGroup($id: UUID!, $reason: String) { deleteModifierGroup(id: $id, reason: $reason) { id deletedAt } }\n"): (typeof documents)["\n  mutation DeleteModifierGroup($id: UUID!, $reason: String) { deleteModifierGroup(id: $id, reason: $reason) { id deletedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductCategories($list: ListArgs, $filter: ProductCategoryFilter) {\n    productCategories(list: $list, filter: $filter) { items { id code name nameAr sortOrder active deletedAt } total totalPages }\n  }\n"): (typeof documents)["\n  query ProductCategories($list: ListArgs, $filter: ProductCategoryFilter) {\n    productCategories(list: $list, filter: $filter) { items { id code name nameAr sortOrder active deletedAt } total totalPages }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProductCategory($input: CreateProductCategoryInput!) { createProductCategory(input: $input) { id } }\n"): (typeof documents)["\n  mutation CreateProductCategory($input: CreateProductCategoryInput!) { createProductCategory(input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProductCategoryActive($id: UUID!, $active: Boolean!) { updateProductCategory(id: $id, input: { active: $active }) { id active } }\n"): (typeof documents)["\n  mutation SetProductCategoryActive($id: UUID!, $active: Boolean!) { updateProductCategory(id: $id, input: { active: $active }) { id active } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProductCategory($id: UUID!, $reason: String) { deleteProductCategory(id: $id, reason: $reason) { id deletedAt } }\n"): (typeof documents)["\n  mutation DeleteProductCategory($id: UUID!, $reason: String) { deleteProductCategory(id: $id, reason: $reason) { id deletedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsumableItems { inventoryItems(list: { perPage: 100, sort: \"name\", dir: asc }, filter: { active: true }) { items { id name nameAr unit } } }\n"): (typeof documents)["\n  query ConsumableItems { inventoryItems(list: { perPage: 100, sort: \"name\", dir: asc }, filter: { active: true }) { items { id name nameAr unit } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddProductConsumable($productId: UUID!, $input: AddConsumableInput!) { addProductConsumable(productId: $productId, input: $input) { id productId } }\n"): (typeof documents)["\n  mutation AddProductConsumable($productId: UUID!, $input: AddConsumableInput!) { addProductConsumable(productId: $productId, input: $input) { id productId } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveProductConsumable($productId: UUID!, $bomLineId: UUID!) { removeProductConsumable(productId: $productId, bomLineId: $bomLineId) { id productId } }\n"): (typeof documents)["\n  mutation RemoveProductConsumable($productId: UUID!, $bomLineId: UUID!) { removeProductConsumable(productId: $productId, bomLineId: $bomLineId) { id productId } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($id: UUID!) {\n    product(id: $id) {\n      id code name nameAr basePriceIqd standardCostIqd marginIqd active deletedAt deleteReason\n      modifierGroups { ...ModifierGroupFields }\n      consumables { id inventoryItemId qtyPerParentUnit unit channelScope required kind standardCostIqd inventoryItem { id name nameAr unit } }\n    }\n  }\n"): (typeof documents)["\n  query ProductDetail($id: UUID!) {\n    product(id: $id) {\n      id code name nameAr basePriceIqd standardCostIqd marginIqd active deletedAt deleteReason\n      modifierGroups { ...ModifierGroupFields }\n      consumables { id inventoryItemId qtyPerParentUnit unit channelScope required kind standardCostIqd inventoryItem { id name nameAr unit } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttachableGroups { modifierGroups(list: { perPage: 100, sort: \"name\", dir: asc }) { items { id name nameAr } } }\n"): (typeof documents)["\n  query AttachableGroups { modifierGroups(list: { perPage: 100, sort: \"name\", dir: asc }) { items { id name nameAr } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProductModifierGroups($id: UUID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id modifierGroups { ...ModifierGroupFields } } }\n"): (typeof documents)["\n  mutation SetProductModifierGroups($id: UUID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id modifierGroups { ...ModifierGroupFields } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductImportPreview on ProductImportBatch {\n    id status expiresAt rowCount createCount updateCount unchangedCount errorCount newCategoryCodes committedAt\n    rows { rowNumber code action changes { column before after } errors { column message } }\n  }\n"): (typeof documents)["\n  fragment ProductImportPreview on ProductImportBatch {\n    id status expiresAt rowCount createCount updateCount unchangedCount errorCount newCategoryCodes committedAt\n    rows { rowNumber code action changes { column before after } errors { column message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PreviewProductImport($input: ProductImportInput!) { previewProductImport(input: $input) { ...ProductImportPreview } }\n"): (typeof documents)["\n  mutation PreviewProductImport($input: ProductImportInput!) { previewProductImport(input: $input) { ...ProductImportPreview } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommitProductImport($batchId: UUID!, $input: ProductImportInput!) { commitProductImport(batchId: $batchId, input: $input) { ...ProductImportPreview } }\n"): (typeof documents)["\n  mutation CommitProductImport($batchId: UUID!, $input: ProductImportInput!) { commitProductImport(batchId: $batchId, input: $input) { ...ProductImportPreview } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Products($list: ListArgs, $filter: ProductFilter) {\n    products(list: $list, filter: $filter) {\n      items {\n        id code name nameAr basePriceIqd active channels taxCodeId categoryId sortOrder deletedAt\n        category { id name nameAr }\n        modifierGroups { id }\n      }\n      total\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query Products($list: ListArgs, $filter: ProductFilter) {\n    products(list: $list, filter: $filter) {\n      items {\n        id code name nameAr basePriceIqd active channels taxCodeId categoryId sortOrder deletedAt\n        category { id name nameAr }\n        modifierGroups { id }\n      }\n      total\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductFormChoices {\n    productCategories(list: { perPage: 100 }) { items { id name nameAr } }\n    modifierGroups(list: { perPage: 100 }) { items { id name nameAr } }\n  }\n"): (typeof documents)["\n  query ProductFormChoices {\n    productCategories(list: { perPage: 100 }) { items { id name nameAr } }\n    modifierGroups(list: { perPage: 100 }) { items { id name nameAr } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductTaxCodeChoices { taxCodes(list: { perPage: 100 }) { items { id code name nameAr ratePermille active } } }\n"): (typeof documents)["\n  query ProductTaxCodeChoices { taxCodes(list: { perPage: 100 }) { items { id code name nameAr ratePermille active } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: CreateProductInput!) { createProduct(input: $input) { id } }\n"): (typeof documents)["\n  mutation CreateProduct($input: CreateProductInput!) { createProduct(input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: UUID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id name basePriceIqd active } }\n"): (typeof documents)["\n  mutation UpdateProduct($id: UUID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id name basePriceIqd active } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApprovalRequestRow on ApprovalRequest { id status targetKind targetId amountIqd reason requestedAt requestedBy }\n"): (typeof documents)["\n  fragment ApprovalRequestRow on ApprovalRequest { id status targetKind targetId amountIqd reason requestedAt requestedBy }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApprovalRequests($list: ListArgs, $filter: ApprovalRequestFilter) {\n    approvalRequests(list: $list, filter: $filter) { items { ...ApprovalRequestRow } total totalPages }\n  }\n"): (typeof documents)["\n  query ApprovalRequests($list: ListArgs, $filter: ApprovalRequestFilter) {\n    approvalRequests(list: $list, filter: $filter) { items { ...ApprovalRequestRow } total totalPages }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyOrderRequest($id: UUID!, $input: OrderApprovalInput!) { applyPurchaseOrderApproval(id: $id, input: $input) { id status } }\n"): (typeof documents)["\n  mutation ApplyOrderRequest($id: UUID!, $input: OrderApprovalInput!) { applyPurchaseOrderApproval(id: $id, input: $input) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyInvoiceRequest($approvalRequestId: UUID!, $input: ApprovalNoteInput) { applyPurchaseInvoiceApproval(approvalRequestId: $approvalRequestId, input: $input) { id status } }\n"): (typeof documents)["\n  mutation ApplyInvoiceRequest($approvalRequestId: UUID!, $input: ApprovalNoteInput) { applyPurchaseInvoiceApproval(approvalRequestId: $approvalRequestId, input: $input) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchaseInvoice($id: UUID!) { purchaseInvoice(id: $id) { ...PurchaseInvoiceDetail } }\n"): (typeof documents)["\n  query PurchaseInvoice($id: UUID!) { purchaseInvoice(id: $id) { ...PurchaseInvoiceDetail } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitPurchaseInvoice($id: UUID!, $input: PurchaseInvoiceNoteInput) { submitPurchaseInvoice(id: $id, input: $input) { ...PurchaseInvoiceDetail } }\n"): (typeof documents)["\n  mutation SubmitPurchaseInvoice($id: UUID!, $input: PurchaseInvoiceNoteInput) { submitPurchaseInvoice(id: $id, input: $input) { ...PurchaseInvoiceDetail } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyPurchaseInvoiceApproval($approvalRequestId: UUID!, $input: ApprovalNoteInput) { applyPurchaseInvoiceApproval(approvalRequestId: $approvalRequestId, input: $input) { ...PurchaseInvoiceDetail } }\n"): (typeof documents)["\n  mutation ApplyPurchaseInvoiceApproval($approvalRequestId: UUID!, $input: ApprovalNoteInput) { applyPurchaseInvoiceApproval(approvalRequestId: $approvalRequestId, input: $input) { ...PurchaseInvoiceDetail } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayPurchaseInvoice($id: UUID!, $input: PurchaseInvoicePaymentInput) { payPurchaseInvoice(id: $id, input: $input) { ...PurchaseInvoiceDetail } }\n"): (typeof documents)["\n  mutation PayPurchaseInvoice($id: UUID!, $input: PurchaseInvoicePaymentInput) { payPurchaseInvoice(id: $id, input: $input) { ...PurchaseInvoiceDetail } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelPurchaseInvoice($id: UUID!, $input: PurchaseInvoiceNoteInput) { cancelPurchaseInvoice(id: $id, input: $input) { ...PurchaseInvoiceDetail } }\n"): (typeof documents)["\n  mutation CancelPurchaseInvoice($id: UUID!, $input: PurchaseInvoiceNoteInput) { cancelPurchaseInvoice(id: $id, input: $input) { ...PurchaseInvoiceDetail } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PurchaseInvoiceDetail on PurchaseInvoice {\n    id status supplierId invoiceNumber invoiceDate purchaseOrderId notes totalIqd lastNote paymentRef createdAt approvedAt paidAt\n    supplier { id name nameAr }\n    lines { inventoryItemId quantity unitPriceIqd lineTotalIqd inventoryItem { id name nameAr unit } }\n    approvalRequests { id status amountIqd reason requestedAt requestedBy history { id action at note } }\n  }\n"): (typeof documents)["\n  fragment PurchaseInvoiceDetail on PurchaseInvoice {\n    id status supplierId invoiceNumber invoiceDate purchaseOrderId notes totalIqd lastNote paymentRef createdAt approvedAt paidAt\n    supplier { id name nameAr }\n    lines { inventoryItemId quantity unitPriceIqd lineTotalIqd inventoryItem { id name nameAr unit } }\n    approvalRequests { id status amountIqd reason requestedAt requestedBy history { id action at note } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillableOrders($supplierId: UUID) {\n    purchaseOrders(list: { perPage: 100, sort: \"createdAt\", dir: desc }, filter: { supplierId: $supplierId }) {\n      items { id status totalIqd lines { inventoryItemId quantity unitPriceIqd } }\n    }\n  }\n"): (typeof documents)["\n  query BillableOrders($supplierId: UUID) {\n    purchaseOrders(list: { perPage: 100, sort: \"createdAt\", dir: desc }, filter: { supplierId: $supplierId }) {\n      items { id status totalIqd lines { inventoryItemId quantity unitPriceIqd } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePurchaseInvoice($input: CreatePurchaseInvoiceInput!) { createPurchaseInvoice(input: $input) { ...PurchaseInvoiceDetail } }\n"): (typeof documents)["\n  mutation CreatePurchaseInvoice($input: CreatePurchaseInvoiceInput!) { createPurchaseInvoice(input: $input) { ...PurchaseInvoiceDetail } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePurchaseInvoice($id: UUID!, $input: UpdatePurchaseInvoiceInput!) { updatePurchaseInvoice(id: $id, input: $input) { ...PurchaseInvoiceDetail } }\n"): (typeof documents)["\n  mutation UpdatePurchaseInvoice($id: UUID!, $input: UpdatePurchaseInvoiceInput!) { updatePurchaseInvoice(id: $id, input: $input) { ...PurchaseInvoiceDetail } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchaseInvoices($list: ListArgs, $filter: PurchaseInvoiceFilter) {\n    purchaseInvoices(list: $list, filter: $filter) {\n      items { id status invoiceNumber invoiceDate purchaseOrderId totalIqd supplier { id name nameAr } }\n      total totalPages\n    }\n  }\n"): (typeof documents)["\n  query PurchaseInvoices($list: ListArgs, $filter: PurchaseInvoiceFilter) {\n    purchaseInvoices(list: $list, filter: $filter) {\n      items { id status invoiceNumber invoiceDate purchaseOrderId totalIqd supplier { id name nameAr } }\n      total totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchaseOrder($id: UUID!) { purchaseOrder(id: $id) { ...PurchaseOrderDetail } }\n"): (typeof documents)["\n  query PurchaseOrder($id: UUID!) { purchaseOrder(id: $id) { ...PurchaseOrderDetail } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) { submitPurchaseOrder(id: $id, input: $input) { ...PurchaseOrderDetail } }\n"): (typeof documents)["\n  mutation SubmitPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) { submitPurchaseOrder(id: $id, input: $input) { ...PurchaseOrderDetail } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyPurchaseOrderApproval($id: UUID!, $input: OrderApprovalInput!) { applyPurchaseOrderApproval(id: $id, input: $input) { ...PurchaseOrderDetail } }\n"): (typeof documents)["\n  mutation ApplyPurchaseOrderApproval($id: UUID!, $input: OrderApprovalInput!) { applyPurchaseOrderApproval(id: $id, input: $input) { ...PurchaseOrderDetail } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevertPurchaseOrderApproval($id: UUID!, $input: OrderApprovalInput!) { revertPurchaseOrderApproval(id: $id, input: $input) { ...PurchaseOrderDetail } }\n"): (typeof documents)["\n  mutation RevertPurchaseOrderApproval($id: UUID!, $input: OrderApprovalInput!) { revertPurchaseOrderApproval(id: $id, input: $input) { ...PurchaseOrderDetail } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReceivePurchaseOrder($id: UUID!, $input: ReceivePurchaseOrderInput) { receivePurchaseOrder(id: $id, input: $input) { ...PurchaseOrderDetail } }\n"): (typeof documents)["\n  mutation ReceivePurchaseOrder($id: UUID!, $input: ReceivePurchaseOrderInput) { receivePurchaseOrder(id: $id, input: $input) { ...PurchaseOrderDetail } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReopenPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) { reopenPurchaseOrder(id: $id, input: $input) { ...PurchaseOrderDetail } }\n"): (typeof documents)["\n  mutation ReopenPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) { reopenPurchaseOrder(id: $id, input: $input) { ...PurchaseOrderDetail } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) { cancelPurchaseOrder(id: $id, input: $input) { ...PurchaseOrderDetail } }\n"): (typeof documents)["\n  mutation CancelPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) { cancelPurchaseOrder(id: $id, input: $input) { ...PurchaseOrderDetail } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectApprovalRequest($id: UUID!, $input: RejectApprovalInput!) { rejectApprovalRequest(id: $id, input: $input) { id status targetKind targetId } }\n"): (typeof documents)["\n  mutation RejectApprovalRequest($id: UUID!, $input: RejectApprovalInput!) { rejectApprovalRequest(id: $id, input: $input) { id status targetKind targetId } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PurchaseOrderDetail on PurchaseOrder {\n    id status supplierId expectedDate notes totalIqd lastNote createdAt submittedAt approvedAt receivedAt cancelledAt\n    supplier { id name nameAr }\n    lines { inventoryItemId quantity unitPriceIqd lineTotalIqd inventoryItem { id name nameAr unit } }\n    approvalRequests { id status amountIqd reason requestedAt requestedBy history { id action at note } }\n  }\n"): (typeof documents)["\n  fragment PurchaseOrderDetail on PurchaseOrder {\n    id status supplierId expectedDate notes totalIqd lastNote createdAt submittedAt approvedAt receivedAt cancelledAt\n    supplier { id name nameAr }\n    lines { inventoryItemId quantity unitPriceIqd lineTotalIqd inventoryItem { id name nameAr unit } }\n    approvalRequests { id status amountIqd reason requestedAt requestedBy history { id action at note } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePurchaseOrder($input: CreatePurchaseOrderInput!) { createPurchaseOrder(input: $input) { ...PurchaseOrderDetail } }\n"): (typeof documents)["\n  mutation CreatePurchaseOrder($input: CreatePurchaseOrderInput!) { createPurchaseOrder(input: $input) { ...PurchaseOrderDetail } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePurchaseOrder($id: UUID!, $input: UpdatePurchaseOrderInput!) { updatePurchaseOrder(id: $id, input: $input) { ...PurchaseOrderDetail } }\n"): (typeof documents)["\n  mutation UpdatePurchaseOrder($id: UUID!, $input: UpdatePurchaseOrderInput!) { updatePurchaseOrder(id: $id, input: $input) { ...PurchaseOrderDetail } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchaseOrders($list: ListArgs, $filter: PurchaseOrderFilter) {\n    purchaseOrders(list: $list, filter: $filter) {\n      items { id status expectedDate totalIqd createdAt supplier { id name nameAr } }\n      total totalPages\n    }\n  }\n"): (typeof documents)["\n  query PurchaseOrders($list: ListArgs, $filter: PurchaseOrderFilter) {\n    purchaseOrders(list: $list, filter: $filter) {\n      items { id status expectedDate totalIqd createdAt supplier { id name nameAr } }\n      total totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchasingSettings { purchasingSettings { approvalThresholdIqd invoiceToleranceIqd updatedAt } }\n"): (typeof documents)["\n  query PurchasingSettings { purchasingSettings { approvalThresholdIqd invoiceToleranceIqd updatedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePurchasingSettings($input: PurchasingSettingsInput!) { updatePurchasingSettings(input: $input) { approvalThresholdIqd invoiceToleranceIqd updatedAt } }\n"): (typeof documents)["\n  mutation UpdatePurchasingSettings($input: PurchasingSettingsInput!) { updatePurchasingSettings(input: $input) { approvalThresholdIqd invoiceToleranceIqd updatedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SupplierRow on Supplier { id name nameAr phone taxNumber active }\n"): (typeof documents)["\n  fragment SupplierRow on Supplier { id name nameAr phone taxNumber active }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Suppliers($list: ListArgs, $filter: SupplierFilter) { suppliers(list: $list, filter: $filter) { items { ...SupplierRow } total totalPages } }\n"): (typeof documents)["\n  query Suppliers($list: ListArgs, $filter: SupplierFilter) { suppliers(list: $list, filter: $filter) { items { ...SupplierRow } total totalPages } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSupplier($input: CreateSupplierInput!) { createSupplier(input: $input) { ...SupplierRow } }\n"): (typeof documents)["\n  mutation CreateSupplier($input: CreateSupplierInput!) { createSupplier(input: $input) { ...SupplierRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSupplier($id: UUID!, $input: UpdateSupplierInput!) { updateSupplier(id: $id, input: $input) { ...SupplierRow } }\n"): (typeof documents)["\n  mutation UpdateSupplier($id: UUID!, $input: UpdateSupplierInput!) { updateSupplier(id: $id, input: $input) { ...SupplierRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateSupplier($id: UUID!, $input: SupplierReasonInput) { deactivateSupplier(id: $id, input: $input) { ...SupplierRow } }\n"): (typeof documents)["\n  mutation DeactivateSupplier($id: UUID!, $input: SupplierReasonInput) { deactivateSupplier(id: $id, input: $input) { ...SupplierRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateSupplier($id: UUID!, $input: SupplierReasonInput) { activateSupplier(id: $id, input: $input) { ...SupplierRow } }\n"): (typeof documents)["\n  mutation ActivateSupplier($id: UUID!, $input: SupplierReasonInput) { activateSupplier(id: $id, input: $input) { ...SupplierRow } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchasingChoices {\n    suppliers(list: { perPage: 100, sort: \"name\", dir: asc }, filter: { active: true }) { items { id name nameAr } }\n    inventoryItems(list: { perPage: 100, sort: \"name\", dir: asc }, filter: { active: true }) { items { id name nameAr unit } }\n  }\n"): (typeof documents)["\n  query PurchasingChoices {\n    suppliers(list: { perPage: 100, sort: \"name\", dir: asc }, filter: { active: true }) { items { id name nameAr } }\n    inventoryItems(list: { perPage: 100, sort: \"name\", dir: asc }, filter: { active: true }) { items { id name nameAr unit } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CashSettings {\n    cashCurrencies { code minorDigits denominations }\n    exchangeRates(limit: 20) { id currencyCode iqdPer100 effectiveFrom note }\n  }\n"): (typeof documents)["\n  query CashSettings {\n    cashCurrencies { code minorDigits denominations }\n    exchangeRates(limit: 20) { id currencyCode iqdPer100 effectiveFrom note }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetExchangeRate($input: SetExchangeRateInput!) { setExchangeRate(input: $input) { id currencyCode iqdPer100 effectiveFrom } }\n"): (typeof documents)["\n  mutation SetExchangeRate($input: SetExchangeRateInput!) { setExchangeRate(input: $input) { id currencyCode iqdPer100 effectiveFrom } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCashCurrencies($input: SetCashCurrenciesInput!) { setCashCurrencies(input: $input) { code minorDigits denominations } }\n"): (typeof documents)["\n  mutation SetCashCurrencies($input: SetCashCurrenciesInput!) { setCashCurrencies(input: $input) { code minorDigits denominations } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesOrder($id: UUID!) {\n    salesOrder(id: $id) {\n      id number businessDate status source branchId channelId tableId partnerReference cancelReason placedAt statusChangedAt\n      lines { index name nameAr quantity unitPrice lineTotal discount netAmount ratePermille modifiers { optionId name nameAr priceDelta } }\n      subtotal discount taxTotal total amountDueAtCounter\n      promotion { promotionId name discount }\n      taxes { taxCodeId ratePermille taxableAmount tax }\n      payments { methodId name nameAr kind amountIqd }\n    }\n  }\n"): (typeof documents)["\n  query SalesOrder($id: UUID!) {\n    salesOrder(id: $id) {\n      id number businessDate status source branchId channelId tableId partnerReference cancelReason placedAt statusChangedAt\n      lines { index name nameAr quantity unitPrice lineTotal discount netAmount ratePermille modifiers { optionId name nameAr priceDelta } }\n      subtotal discount taxTotal total amountDueAtCounter\n      promotion { promotionId name discount }\n      taxes { taxCodeId ratePermille taxableAmount tax }\n      payments { methodId name nameAr kind amountIqd }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeSalesOrderStatus($id: UUID!, $input: ChangeOrderStatusInput!) { changeSalesOrderStatus(id: $id, input: $input) { id status statusChangedAt } }\n"): (typeof documents)["\n  mutation ChangeSalesOrderStatus($id: UUID!, $input: ChangeOrderStatusInput!) { changeSalesOrderStatus(id: $id, input: $input) { id status statusChangedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelSalesOrder($id: UUID!, $reason: String) { cancelSalesOrder(id: $id, reason: $reason) { id status cancelReason statusChangedAt } }\n"): (typeof documents)["\n  mutation CancelSalesOrder($id: UUID!, $reason: String) { cancelSalesOrder(id: $id, reason: $reason) { id status cancelReason statusChangedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesOrders($list: ListArgs, $filter: SalesOrderFilter) {\n    salesOrders(list: $list, filter: $filter) {\n      items { id number businessDate status source branchId channelId partnerReference placedAt total amountDueAtCounter }\n      total\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query SalesOrders($list: ListArgs, $filter: SalesOrderFilter) {\n    salesOrders(list: $list, filter: $filter) {\n      items { id number businessDate status source branchId channelId partnerReference placedAt total amountDueAtCounter }\n      total\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentMethods($list: ListArgs, $filter: PaymentMethodFilter) {\n    paymentMethods(list: $list, filter: $filter) { items { id name nameAr kind allowedForSelfOrder active } total totalPages }\n  }\n"): (typeof documents)["\n  query PaymentMethods($list: ListArgs, $filter: PaymentMethodFilter) {\n    paymentMethods(list: $list, filter: $filter) { items { id name nameAr kind allowedForSelfOrder active } total totalPages }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePaymentMethod($input: CreatePaymentMethodInput!) { createPaymentMethod(input: $input) { id } }\n"): (typeof documents)["\n  mutation CreatePaymentMethod($input: CreatePaymentMethodInput!) { createPaymentMethod(input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePaymentMethod($id: UUID!, $input: UpdatePaymentMethodInput!) { updatePaymentMethod(id: $id, input: $input) { id active allowedForSelfOrder } }\n"): (typeof documents)["\n  mutation UpdatePaymentMethod($id: UUID!, $input: UpdatePaymentMethodInput!) { updatePaymentMethod(id: $id, input: $input) { id active allowedForSelfOrder } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesSettlements($list: ListArgs, $filter: SalesSettlementFilter) {\n    salesSettlements(list: $list, filter: $filter) { items { id businessDate methodName kind expectedIqd receivedIqd feeIqd status overdueAt } total }\n  }\n"): (typeof documents)["\n  query SalesSettlements($list: ListArgs, $filter: SalesSettlementFilter) {\n    salesSettlements(list: $list, filter: $filter) { items { id businessDate methodName kind expectedIqd receivedIqd feeIqd status overdueAt } total }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSalesSettlements($businessDate: LocalDate!) { refreshSalesSettlements(businessDate: $businessDate) { id } }\n"): (typeof documents)["\n  mutation RefreshSalesSettlements($businessDate: LocalDate!) { refreshSalesSettlements(businessDate: $businessDate) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SelfOrderTables($list: ListArgs, $filter: SelfOrderTableFilter) {\n    selfOrderTables(list: $list, filter: $filter) {\n      items { id branchId name area seats active hasToken tokenIssuedAt }\n      total\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query SelfOrderTables($list: ListArgs, $filter: SelfOrderTableFilter) {\n    selfOrderTables(list: $list, filter: $filter) {\n      items { id branchId name area seats active hasToken tokenIssuedAt }\n      total\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSelfOrderTable($input: CreateSelfOrderTableInput!) {\n    createSelfOrderTable(input: $input) { qrToken orderUrl qrSvg table { id name area hasToken } }\n  }\n"): (typeof documents)["\n  mutation CreateSelfOrderTable($input: CreateSelfOrderTableInput!) {\n    createSelfOrderTable(input: $input) { qrToken orderUrl qrSvg table { id name area hasToken } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateSelfOrderTableToken($id: UUID!) {\n    rotateSelfOrderTableToken(id: $id) { qrToken orderUrl qrSvg table { id name area hasToken tokenIssuedAt } }\n  }\n"): (typeof documents)["\n  mutation RotateSelfOrderTableToken($id: UUID!) {\n    rotateSelfOrderTableToken(id: $id) { qrToken orderUrl qrSvg table { id name area hasToken tokenIssuedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeSelfOrderTableToken($id: UUID!, $reason: String) { revokeSelfOrderTableToken(id: $id, reason: $reason) { id hasToken tokenIssuedAt } }\n"): (typeof documents)["\n  mutation RevokeSelfOrderTableToken($id: UUID!, $reason: String) { revokeSelfOrderTableToken(id: $id, reason: $reason) { id hasToken tokenIssuedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSelfOrderTableActive($id: UUID!, $active: Boolean!) { updateSelfOrderTable(id: $id, input: { active: $active }) { id active } }\n"): (typeof documents)["\n  mutation SetSelfOrderTableActive($id: UUID!, $active: Boolean!) { updateSelfOrderTable(id: $id, input: { active: $active }) { id active } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TillSession($id: UUID!) {\n    tillSession(id: $id) {\n      id status businessDate openedAt closedAt varianceIqd recounts\n      floats { currency amount }\n      variances { currency expected counted variance varianceIqd }\n      movements { id kind currency amount reason createdAt }\n      payments { id amountIqd changeIqd tenders { currency amount } }\n    }\n    cashCurrencies { code minorDigits denominations }\n  }\n"): (typeof documents)["\n  query TillSession($id: UUID!) {\n    tillSession(id: $id) {\n      id status businessDate openedAt closedAt varianceIqd recounts\n      floats { currency amount }\n      variances { currency expected counted variance varianceIqd }\n      movements { id kind currency amount reason createdAt }\n      payments { id amountIqd changeIqd tenders { currency amount } }\n    }\n    cashCurrencies { code minorDigits denominations }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordTillMovement($sessionId: UUID!, $input: TillMovementInput!) { recordTillMovement(sessionId: $sessionId, input: $input) { id } }\n"): (typeof documents)["\n  mutation RecordTillMovement($sessionId: UUID!, $input: TillMovementInput!) { recordTillMovement(sessionId: $sessionId, input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CountTillSession($sessionId: UUID!, $input: TillCountInput!) { countTillSession(sessionId: $sessionId, input: $input) { id status } }\n"): (typeof documents)["\n  mutation CountTillSession($sessionId: UUID!, $input: TillCountInput!) { countTillSession(sessionId: $sessionId, input: $input) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveTillClose($sessionId: UUID!) { approveTillClose(sessionId: $sessionId) { id status } }\n"): (typeof documents)["\n  mutation ApproveTillClose($sessionId: UUID!) { approveTillClose(sessionId: $sessionId) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReopenTillCount($sessionId: UUID!, $reason: String!) { reopenTillCount(sessionId: $sessionId, reason: $reason) { id status } }\n"): (typeof documents)["\n  mutation ReopenTillCount($sessionId: UUID!, $reason: String!) { reopenTillCount(sessionId: $sessionId, reason: $reason) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tills($list: ListArgs) {\n    tills(list: $list) { items { id name active currentSession { id status } } total }\n    cashCurrencies { code minorDigits denominations }\n  }\n"): (typeof documents)["\n  query Tills($list: ListArgs) {\n    tills(list: $list) { items { id name active currentSession { id status } } total }\n    cashCurrencies { code minorDigits denominations }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTill($input: CreateTillInput!) { createTill(input: $input) { id } }\n"): (typeof documents)["\n  mutation CreateTill($input: CreateTillInput!) { createTill(input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenTillSession($tillId: UUID!, $input: OpenTillSessionInput!) { openTillSession(tillId: $tillId, input: $input) { id } }\n"): (typeof documents)["\n  mutation OpenTillSession($tillId: UUID!, $input: OpenTillSessionInput!) { openTillSession(tillId: $tillId, input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KitchenTickets($filter: KitchenTicketFilter) {\n    kitchenTickets(filter: $filter) { ...KitchenCard }\n  }\n  fragment KitchenCard on KitchenTicket { id orderId orderNumber lineIndex name nameAr modifiers quantity station status queuedAt startedAt readyAt }\n"): (typeof documents)["\n  query KitchenTickets($filter: KitchenTicketFilter) {\n    kitchenTickets(filter: $filter) { ...KitchenCard }\n  }\n  fragment KitchenCard on KitchenTicket { id orderId orderNumber lineIndex name nameAr modifiers quantity station status queuedAt startedAt readyAt }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BumpKitchenTicket($id: UUID!, $fromStatus: KitchenStatus!) { bumpKitchenTicket(id: $id, fromStatus: $fromStatus) { ...KitchenCard } }\n"): (typeof documents)["\n  mutation BumpKitchenTicket($id: UUID!, $fromStatus: KitchenStatus!) { bumpKitchenTicket(id: $id, fromStatus: $fromStatus) { ...KitchenCard } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoidKitchenTicket($id: UUID!, $reason: String!) { voidKitchenTicket(id: $id, reason: $reason) { ...KitchenCard } }\n"): (typeof documents)["\n  mutation VoidKitchenTicket($id: UUID!, $reason: String!) { voidKitchenTicket(id: $id, reason: $reason) { ...KitchenCard } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderBoard($branchId: UUID!, $list: ListArgs) {\n    placed: salesOrders(filter: { branchId: $branchId, status: Placed }, list: $list) { items { ...BoardOrder } }\n    accepted: salesOrders(filter: { branchId: $branchId, status: Accepted }, list: $list) { items { ...BoardOrder } }\n    preparing: salesOrders(filter: { branchId: $branchId, status: Preparing }, list: $list) { items { ...BoardOrder } }\n    ready: salesOrders(filter: { branchId: $branchId, status: Ready }, list: $list) { items { ...BoardOrder } }\n  }\n  fragment BoardOrder on SalesOrder { id number source status total placedAt partnerReference }\n"): (typeof documents)["\n  query OrderBoard($branchId: UUID!, $list: ListArgs) {\n    placed: salesOrders(filter: { branchId: $branchId, status: Placed }, list: $list) { items { ...BoardOrder } }\n    accepted: salesOrders(filter: { branchId: $branchId, status: Accepted }, list: $list) { items { ...BoardOrder } }\n    preparing: salesOrders(filter: { branchId: $branchId, status: Preparing }, list: $list) { items { ...BoardOrder } }\n    ready: salesOrders(filter: { branchId: $branchId, status: Ready }, list: $list) { items { ...BoardOrder } }\n  }\n  fragment BoardOrder on SalesOrder { id number source status total placedAt partnerReference }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveBoardOrder($id: UUID!, $input: ChangeOrderStatusInput!) { changeSalesOrderStatus(id: $id, input: $input) { id status } }\n"): (typeof documents)["\n  mutation MoveBoardOrder($id: UUID!, $input: ChangeOrderStatusInput!) { changeSalesOrderStatus(id: $id, input: $input) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BranchOrderEvents($afterSequence: Int64) {\n    branchOrderEvents(afterSequence: $afterSequence) {\n      sequence\n      kind\n      occurredAt\n      order { id number source status previousStatus total lineCount cancelReason }\n      ticket { id orderId orderNumber lineIndex name nameAr modifiers quantity station status queuedAt startedAt readyAt }\n    }\n  }\n"): (typeof documents)["\n  subscription BranchOrderEvents($afterSequence: Int64) {\n    branchOrderEvents(afterSequence: $afterSequence) {\n      sequence\n      kind\n      occurredAt\n      order { id number source status previousStatus total lineCount cancelReason }\n      ticket { id orderId orderNumber lineIndex name nameAr modifiers quantity station status queuedAt startedAt readyAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesBranchChoices { branches(list: { perPage: 100, sort: \"name\" }) { items { id name nameAr code } } }\n"): (typeof documents)["\n  query SalesBranchChoices { branches(list: { perPage: 100, sort: \"name\" }) { items { id name nameAr code } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesChannelChoices { salesChannels(list: { perPage: 100, sort: \"name\" }) { items { id name nameAr kind active } } }\n"): (typeof documents)["\n  query SalesChannelChoices { salesChannels(list: { perPage: 100, sort: \"name\" }) { items { id name nameAr kind active } } }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;