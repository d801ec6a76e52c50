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
    "\n  fragment SessionFields on AuthSession {\n    accessToken\n    refreshToken\n    expiresIn\n    branch {\n      id\n    }\n  }\n": typeof types.SessionFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation RefreshSession($input: RefreshTokenInput!) {\n    refreshSession(input: $input) {\n      ...SessionFields\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  mutation Logout($input: RefreshTokenInput!) {\n    logout(input: $input) {\n      ok\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation SwitchBranch($input: SwitchBranchInput!) {\n    switchBranch(input: $input) {\n      ...SessionFields\n    }\n  }\n": typeof types.SwitchBranchDocument,
    "\n  mutation RegisterStart($input: RegisterStartInput!) {\n    registerStart(input: $input) {\n      email\n      expiresInSeconds\n      resendAfterSeconds\n    }\n  }\n": typeof types.RegisterStartDocument,
    "\n  mutation RegisterVerify($input: CodeSignInInput!) {\n    registerVerify(input: $input) {\n      ...SessionFields\n    }\n  }\n": typeof types.RegisterVerifyDocument,
    "\n  mutation ForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input) {\n      email\n      expiresInSeconds\n    }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query Me {\n    me {\n      sessionId\n      role\n      permissions\n      user {\n        id\n        email\n        fullName\n      }\n      organization {\n        id\n        name\n        baseCurrencyCode\n        businessDayStartHour\n      }\n      branch {\n        id\n        name\n        nameAr\n        code\n        timeZone\n      }\n      branches {\n        id\n        name\n        nameAr\n        code\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation ActivateAccount($input: CodeSignInInput!) {\n    activateAccount(input: $input) {\n      ...SessionFields\n    }\n  }\n": typeof types.ActivateAccountDocument,
    "\n  mutation ResendCode($input: ResendCodeInput!) {\n    resendVerificationCode(input: $input) {\n      email\n      expiresInSeconds\n    }\n  }\n": typeof types.ResendCodeDocument,
    "\n  query TodaysBatches($filter: BatchFilter) {\n    batches(filter: $filter, list: { perPage: 50 }) {\n      items {\n        id\n        status\n        businessDate\n        chickenCount\n      }\n      total\n    }\n  }\n": typeof types.TodaysBatchesDocument,
    "\n  query PendingHr {\n    advances(filter: { status: Pending }, list: { perPage: 1 }) {\n      total\n    }\n    loans(filter: { status: Pending }, list: { perPage: 1 }) {\n      total\n    }\n    leaveRequests(filter: { status: Pending }, list: { perPage: 1 }) {\n      total\n    }\n  }\n": typeof types.PendingHrDocument,
    "\n  query WebhookHealth {\n    webhookSubscriptions(list: { perPage: 100 }) {\n      items {\n        id\n        url\n        failingSince\n        consecutiveFailures\n      }\n    }\n  }\n": typeof types.WebhookHealthDocument,
    "\n  fragment BankAccountRow on BankAccount {\n    id\n    name\n    accountNumber\n    currencyCode\n    branchId\n    active\n    activeReason\n    lastStatementDate\n    lastImportedAt\n    lineCounts {\n      unmatched\n      matched\n      excluded\n      total\n    }\n  }\n": typeof types.BankAccountRowFragmentDoc,
    "\n  query BankAccounts($list: ListArgs, $filter: BankAccountFilter) {\n    bankAccounts(list: $list, filter: $filter) {\n      items {\n        ...BankAccountRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.BankAccountsDocument,
    "\n  mutation CreateBankAccount($input: CreateBankAccountInput!) {\n    createBankAccount(input: $input) {\n      ...BankAccountRow\n    }\n  }\n": typeof types.CreateBankAccountDocument,
    "\n  mutation SetBankAccountActive($id: UUID!, $input: SetBankAccountActiveInput!) {\n    setBankAccountActive(id: $id, input: $input) {\n      ...BankAccountRow\n    }\n  }\n": typeof types.SetBankAccountActiveDocument,
    "\n  query StatementLineSuggestions($id: UUID!) {\n    bankStatementLineSuggestions(id: $id) {\n      matchType\n      matchedRef\n      label\n      amount\n      date\n      score\n      reasons {\n        kind\n        points\n        detail\n      }\n    }\n  }\n": typeof types.StatementLineSuggestionsDocument,
    "\n  mutation MatchStatementLine($id: UUID!, $input: MatchStatementLineInput!) {\n    matchBankStatementLine(id: $id, input: $input) {\n      ...StatementLineRow\n    }\n  }\n": typeof types.MatchStatementLineDocument,
    "\n  mutation ImportBankStatement($bankAccountId: UUID!, $csv: String!) {\n    importBankStatement(bankAccountId: $bankAccountId, csv: $csv) {\n      id\n      linesRead\n      linesCreated\n      duplicatesSkipped\n      dateFrom\n      dateTo\n    }\n  }\n": typeof types.ImportBankStatementDocument,
    "\n  fragment StatementLineRow on BankStatementLine {\n    id\n    bankAccountId\n    date\n    amount\n    balance\n    description\n    reference\n    counterparty\n    status\n    matchType\n    matchedRef\n    matchLabel\n    statusNote\n  }\n": typeof types.StatementLineRowFragmentDoc,
    "\n  query StatementLines($list: ListArgs, $filter: StatementLineFilter) {\n    bankStatementLines(list: $list, filter: $filter) {\n      items {\n        ...StatementLineRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.StatementLinesDocument,
    "\n  query BankAccountChoices {\n    bankAccounts(list: { perPage: 100 }) {\n      items {\n        id\n        name\n        currencyCode\n      }\n    }\n  }\n": typeof types.BankAccountChoicesDocument,
    "\n  mutation ExcludeStatementLine($id: UUID!, $input: StatementLineReasonInput!) {\n    excludeBankStatementLine(id: $id, input: $input) {\n      ...StatementLineRow\n    }\n  }\n": typeof types.ExcludeStatementLineDocument,
    "\n  mutation ReopenStatementLine($id: UUID!, $input: StatementLineReasonInput!) {\n    reopenBankStatementLine(id: $id, input: $input) {\n      ...StatementLineRow\n    }\n  }\n": typeof types.ReopenStatementLineDocument,
    "\n  fragment TaxCodeRow on TaxCode {\n    id\n    code\n    name\n    nameAr\n    kind\n    ratePermille\n    appliesTo\n    active\n    activeReason\n    deletedAt\n    deleteReason\n  }\n": typeof types.TaxCodeRowFragmentDoc,
    "\n  query TaxCodes($list: ListArgs, $filter: TaxCodeFilter) {\n    taxCodes(list: $list, filter: $filter) {\n      items {\n        ...TaxCodeRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.TaxCodesDocument,
    "\n  mutation CreateTaxCode($input: CreateTaxCodeInput!) {\n    createTaxCode(input: $input) {\n      ...TaxCodeRow\n    }\n  }\n": typeof types.CreateTaxCodeDocument,
    "\n  mutation UpdateTaxCode($id: UUID!, $input: UpdateTaxCodeInput!) {\n    updateTaxCode(id: $id, input: $input) {\n      ...TaxCodeRow\n    }\n  }\n": typeof types.UpdateTaxCodeDocument,
    "\n  mutation SetTaxCodeActive($id: UUID!, $input: SetTaxCodeActiveInput!) {\n    setTaxCodeActive(id: $id, input: $input) {\n      ...TaxCodeRow\n    }\n  }\n": typeof types.SetTaxCodeActiveDocument,
    "\n  mutation DeleteTaxCode($id: UUID!, $reason: String) {\n    deleteTaxCode(id: $id, reason: $reason) {\n      ...TaxCodeRow\n    }\n  }\n": typeof types.DeleteTaxCodeDocument,
    "\n  query OwnerDashboard($today: LocalDate!, $closedFrom: LocalDate!, $compareFrom: LocalDate!, $compareTo: LocalDate!) {\n    today: usageVariance(input: { from: $today, to: $today }) {\n      branches {\n        branchId\n        orderCount\n        netSalesIqd\n        wasteIqd\n        unexplainedIqd\n        theoreticalFoodCostPercent\n        actualFoodCostPercent\n        flaggedItems\n      }\n    }\n    comparison: usageVariance(input: { from: $compareFrom, to: $compareTo }) {\n      branches {\n        branchId\n        branchName\n        orderCount\n        netSalesIqd\n        wasteIqd\n        unexplainedIqd\n        theoreticalFoodCostPercent\n        actualFoodCostPercent\n        flaggedItems\n      }\n    }\n    dayCloses(filter: { from: $closedFrom }, list: { perPage: 100 }) {\n      items {\n        id\n        branchId\n        businessDate\n        status\n        orderCount\n        netSalesIqd\n        averageTicketIqd\n        cashVarianceIqd\n        theoreticalFoodCostPercent\n        actualFoodCostPercent\n        wasteIqd\n        unexplainedIqd\n        flaggedItems\n      }\n    }\n  }\n": typeof types.OwnerDashboardDocument,
    "\n  query DashboardTrend($branchId: UUID!, $from: LocalDate!) {\n    dayCloses(filter: { branchId: $branchId, from: $from }, list: { perPage: 100 }) {\n      items {\n        id\n        businessDate\n        theoreticalFoodCostPercent\n        actualFoodCostPercent\n        unexplainedIqd\n      }\n    }\n  }\n": typeof types.DashboardTrendDocument,
    "\n  query UsageVariance($input: UsageVarianceInput!) {\n    usageVariance(input: $input) {\n      from\n      to\n      thresholdPercent\n      branches {\n        branchId\n        orderCount\n        netSalesIqd\n        theoreticalCostIqd\n        actualCostIqd\n        wasteIqd\n        unexplainedIqd\n        theoreticalFoodCostPercent\n        actualFoodCostPercent\n        unmappedSalesIqd\n        unmappedSalesPercent\n        flaggedItems\n      }\n      lines {\n        branchId\n        inventoryItemId\n        name\n        nameAr\n        unit\n        opening\n        receipts\n        productionOutputs\n        transfersIn\n        transfersOut\n        closing\n        actual\n        theoretical\n        salesUsage\n        productionInputs\n        waste\n        unexplained\n        wasteIqd\n        unexplainedIqd\n        unexplainedPercentOfTheoretical\n        flagged\n        lastCountedOn\n      }\n      unmappedSales {\n        branchId\n        productId\n        productName\n        units\n        netSalesIqd\n        percentOfNetSales\n      }\n    }\n  }\n": typeof types.UsageVarianceDocument,
    "\n  query VarianceSources($branchId: UUID!, $itemId: UUID!, $from: LocalDate, $to: LocalDate, $component: VarianceComponent, $list: ListArgs) {\n    inventoryItem(id: $itemId) {\n      id\n      name\n      nameAr\n      unit\n    }\n    usageVarianceSources(branchId: $branchId, inventoryItemId: $itemId, from: $from, to: $to, component: $component, list: $list) {\n      items {\n        id\n        businessDate\n        kind\n        quantity\n        valueIqd\n        sourceKind\n        sourceId\n        sourceLine\n        reason\n        createdAt\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.VarianceSourcesDocument,
    "\n  fragment CapacityTypeRow on CapacityType {\n    id\n    name\n    nameAr\n  }\n": typeof types.CapacityTypeRowFragmentDoc,
    "\n  query CapacityTypes($list: ListArgs) {\n    capacityTypes(list: $list) {\n      items {\n        ...CapacityTypeRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.CapacityTypesDocument,
    "\n  mutation CreateCapacityType($input: CapacityTypeInput!) {\n    createCapacityType(input: $input) {\n      ...CapacityTypeRow\n    }\n  }\n": typeof types.CreateCapacityTypeDocument,
    "\n  mutation UpdateCapacityType($id: UUID!, $input: CapacityTypeInput!) {\n    updateCapacityType(id: $id, input: $input) {\n      ...CapacityTypeRow\n    }\n  }\n": typeof types.UpdateCapacityTypeDocument,
    "\n  mutation DeleteCapacityType($id: UUID!, $reason: String) {\n    deleteCapacityType(id: $id, reason: $reason) {\n      id\n    }\n  }\n": typeof types.DeleteCapacityTypeDocument,
    "\n  fragment InventoryItemRow on InventoryItem {\n    id\n    name\n    nameAr\n    unit\n    kind\n    active\n    standardCostIqd\n  }\n": typeof types.InventoryItemRowFragmentDoc,
    "\n  query InventoryItems($list: ListArgs, $filter: InventoryItemFilter) {\n    inventoryItems(list: $list, filter: $filter) {\n      items {\n        ...InventoryItemRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.InventoryItemsDocument,
    "\n  mutation CreateInventoryItem($input: InventoryItemInput!) {\n    createInventoryItem(input: $input) {\n      ...InventoryItemRow\n    }\n  }\n": typeof types.CreateInventoryItemDocument,
    "\n  mutation UpdateInventoryItem($id: UUID!, $input: InventoryItemInput!) {\n    updateInventoryItem(id: $id, input: $input) {\n      ...InventoryItemRow\n    }\n  }\n": typeof types.UpdateInventoryItemDocument,
    "\n  mutation DeleteInventoryItem($id: UUID!, $reason: String) {\n    deleteInventoryItem(id: $id, reason: $reason) {\n      id\n    }\n  }\n": typeof types.DeleteInventoryItemDocument,
    "\n  query BranchGroups($list: ListArgs, $filter: BranchGroupFilter) {\n    branchGroups(list: $list, filter: $filter) {\n      items {\n        id\n        name\n        nameAr\n        kind\n        priceTierPct\n        branchIds\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.BranchGroupsDocument,
    "\n  mutation CreateBranchGroup($input: BranchGroupInput!) {\n    createBranchGroup(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateBranchGroupDocument,
    "\n  mutation AddBranchToGroup($id: UUID!, $branchId: UUID!) {\n    addBranchToGroup(id: $id, input: { branchId: $branchId }) {\n      id\n      branchIds\n    }\n  }\n": typeof types.AddBranchToGroupDocument,
    "\n  mutation RemoveBranchFromGroup($id: UUID!, $branchId: UUID!) {\n    removeBranchFromGroup(id: $id, branchId: $branchId) {\n      id\n      branchIds\n    }\n  }\n": typeof types.RemoveBranchFromGroupDocument,
    "\n  query PromotionChangeRequests($list: ListArgs, $filter: PromotionChangeRequestFilter) {\n    promotionChangeRequests(list: $list, filter: $filter) {\n      items {\n        id\n        createdAt\n        promotionId\n        createsPromotion\n        name\n        discountPercent\n        maxDiscountCap\n        minOrderValue\n        startDate\n        endDate\n        channelId\n        active\n        status\n        proposedBy\n        decidedAt\n        decisionNote\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.PromotionChangeRequestsDocument,
    "\n  query PromotionChoices {\n    promotions(list: { perPage: 100, sort: \"name\", dir: Asc }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.PromotionChoicesDocument,
    "\n  mutation ProposePromotionChange($input: PromotionChangeRequestInput!) {\n    proposePromotionChange(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.ProposePromotionChangeDocument,
    "\n  mutation DecidePromotionChange($id: UUID!, $input: ChangeRequestDecisionInput!) {\n    decidePromotionChangeRequest(id: $id, input: $input) {\n      id\n      status\n      decidedAt\n      decisionNote\n      promotionId\n    }\n  }\n": typeof types.DecidePromotionChangeDocument,
    "\n  query QuoteProducts {\n    products(list: { perPage: 100, sort: \"name\", dir: Asc }) {\n      items {\n        id\n        name\n        nameAr\n        active\n        modifierGroups {\n          id\n          name\n          nameAr\n          options {\n            id\n            name\n            nameAr\n            priceDeltaIqd\n            active\n          }\n        }\n      }\n    }\n  }\n": typeof types.QuoteProductsDocument,
    "\n  query PriceQuote($branchId: UUID!, $channelId: UUID, $items: [CartItemInput!]!) {\n    priceQuote(branchId: $branchId, channelId: $channelId, items: $items) {\n      businessDate\n      pricesIncludeTax\n      subtotal\n      discount\n      taxTotal\n      total\n      totalExcludingTax\n      tier {\n        groupName\n        basisPoints\n        reason\n      }\n      lines {\n        index\n        name\n        nameAr\n        quantity\n        basePrice\n        shelfPrice\n        unitPrice\n        lineTotal\n        discount\n        netAmount\n        ratePermille\n        modifiers {\n          optionId\n          name\n          nameAr\n          priceDelta\n        }\n      }\n      promotion {\n        promotionId\n        name\n        discount\n      }\n      promotionsConsidered {\n        promotionId\n        name\n        discount\n        applied\n        rejection\n        reason\n      }\n      taxes {\n        taxCodeId\n        ratePermille\n        taxableAmount\n        tax\n      }\n    }\n  }\n": typeof types.PriceQuoteDocument,
    "\n  query Promotions($list: ListArgs, $filter: PromotionFilter) {\n    promotions(list: $list, filter: $filter) {\n      items {\n        id\n        name\n        discountPercent\n        maxDiscountCap\n        minOrderValue\n        startDate\n        endDate\n        channelId\n        active\n        status\n        deletedAt\n        deleteReason\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.PromotionsDocument,
    "\n  mutation CreatePromotion($input: PromotionInput!) {\n    createPromotion(input: $input) {\n      id\n    }\n  }\n": typeof types.CreatePromotionDocument,
    "\n  mutation SetPromotionActive($id: UUID!, $input: SetPromotionActiveInput!) {\n    setPromotionActive(id: $id, input: $input) {\n      id\n      active\n      status\n    }\n  }\n": typeof types.SetPromotionActiveDocument,
    "\n  mutation DeletePromotion($id: UUID!, $reason: String) {\n    deletePromotion(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n": typeof types.DeletePromotionDocument,
    "\n  query SalesChannels($list: ListArgs, $filter: SalesChannelFilter) {\n    salesChannels(list: $list, filter: $filter) {\n      items {\n        id\n        name\n        nameAr\n        kind\n        active\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.SalesChannelsDocument,
    "\n  mutation CreateSalesChannel($input: CreateSalesChannelInput!) {\n    createSalesChannel(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateSalesChannelDocument,
    "\n  mutation ActivateSalesChannel($id: UUID!) {\n    activateSalesChannel(id: $id) {\n      id\n      active\n    }\n  }\n": typeof types.ActivateSalesChannelDocument,
    "\n  mutation DeactivateSalesChannel($id: UUID!) {\n    deactivateSalesChannel(id: $id) {\n      id\n      active\n    }\n  }\n": typeof types.DeactivateSalesChannelDocument,
    "\n  fragment ApiKeyRow on ApiKey {\n    id\n    name\n    environment\n    scopes\n    prefix\n    lastFour\n    status\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n": typeof types.ApiKeyRowFragmentDoc,
    "\n  query ApiKeys($list: ListArgs, $filter: ApiKeyFilter) {\n    apiKeys(list: $list, filter: $filter) {\n      items {\n        ...ApiKeyRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  query ApiKeyScopes {\n    apiKeyScopes {\n      scope\n      description\n      grantable\n    }\n  }\n": typeof types.ApiKeyScopesDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      id\n      key\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RotateApiKey($id: UUID!) {\n    rotateApiKey(id: $id) {\n      id\n      key\n    }\n  }\n": typeof types.RotateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: UUID!, $input: RevokeApiKeyInput) {\n    revokeApiKey(id: $id, input: $input) {\n      ...ApiKeyRow\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  query WebhookDeliveries($list: ListArgs, $filter: WebhookDeliveryFilter) {\n    webhookDeliveries(list: $list, filter: $filter) {\n      items {\n        id\n        eventType\n        status\n        attemptCount\n        lastHttpStatus\n        lastError\n        createdAt\n        attempts {\n          id\n          attemptNumber\n          trigger\n          outcome\n          httpStatus\n          durationMs\n          error\n          startedAt\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation RetryDelivery($id: UUID!) {\n    retryWebhookDelivery(id: $id) {\n      id\n      status\n      attemptCount\n    }\n  }\n": typeof types.RetryDeliveryDocument,
    "\n  query WebhookSubscriptions($list: ListArgs) {\n    webhookSubscriptions(list: $list, filter: { includeInactive: true }) {\n      items {\n        id\n        url\n        events\n        apiVersion\n        active\n        consecutiveFailures\n        failingSince\n        lastSuccessAt\n        createdAt\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.WebhookSubscriptionsDocument,
    "\n  query WebhookCatalog {\n    webhookEventCatalog {\n      currentApiVersion\n      events {\n        type\n        description\n        resourceType\n      }\n    }\n  }\n": typeof types.WebhookCatalogDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookSubscriptionInput!) {\n    createWebhookSubscription(input: $input) {\n      id\n      secret\n    }\n  }\n": typeof types.CreateWebhookDocument,
    "\n  mutation RotateWebhookSecret($id: UUID!) {\n    rotateWebhookSubscriptionSecret(id: $id) {\n      id\n      secret\n    }\n  }\n": typeof types.RotateWebhookSecretDocument,
    "\n  mutation UpdateWebhook($id: UUID!, $input: UpdateWebhookSubscriptionInput!) {\n    updateWebhookSubscription(id: $id, input: $input) {\n      id\n      url\n      events\n      active\n    }\n  }\n": typeof types.UpdateWebhookDocument,
    "\n  mutation DeleteWebhook($id: UUID!, $reason: String) {\n    deleteWebhookSubscription(id: $id, reason: $reason) {\n      id\n    }\n  }\n": typeof types.DeleteWebhookDocument,
    "\n  mutation ActivateWebhook($id: UUID!) {\n    activateWebhookSubscription(id: $id) {\n      id\n      active\n    }\n  }\n": typeof types.ActivateWebhookDocument,
    "\n  mutation DeactivateWebhook($id: UUID!, $reason: String) {\n    deactivateWebhookSubscription(id: $id, reason: $reason) {\n      id\n      active\n    }\n  }\n": typeof types.DeactivateWebhookDocument,
    "\n  mutation TestWebhook($id: UUID!) {\n    testWebhookSubscription(id: $id) {\n      id\n      status\n      lastHttpStatus\n      lastError\n    }\n  }\n": typeof types.TestWebhookDocument,
    "\n  query ExportJobs($list: ListArgs, $filter: ExportJobFilter) {\n    exportJobs(list: $list, filter: $filter) {\n      items {\n        id\n        kind\n        reportKey\n        format\n        lang\n        from\n        to\n        fields\n        status\n        rowsWritten\n        error\n        fileName\n        fileSize\n        createdAt\n        expiresAt\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.ExportJobsDocument,
    "\n  mutation CreateExportJob($input: CreateExportJobInput!) {\n    createExportJob(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.CreateExportJobDocument,
    "\n  mutation CancelExportJob($id: UUID!) {\n    cancelExportJob(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.CancelExportJobDocument,
    "\n  query ReportSubscriptions($list: ListArgs, $filter: ReportSubscriptionFilter) {\n    reportSubscriptions(list: $list, filter: $filter) {\n      items {\n        id\n        reportKey\n        recipientEmail\n        externalRecipient\n        cadence\n        format\n        lang\n        sendEmpty\n        active\n        nextRunAt\n        lastRunAt\n        lastSuccessAt\n        lastError\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.ReportSubscriptionsDocument,
    "\n  mutation CreateReportSubscription($input: CreateReportSubscriptionInput!) {\n    createReportSubscription(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateReportSubscriptionDocument,
    "\n  mutation ActivateReportSubscription($id: UUID!) {\n    activateReportSubscription(id: $id) {\n      id\n      active\n    }\n  }\n": typeof types.ActivateReportSubscriptionDocument,
    "\n  mutation DeactivateReportSubscription($id: UUID!) {\n    deactivateReportSubscription(id: $id) {\n      id\n      active\n    }\n  }\n": typeof types.DeactivateReportSubscriptionDocument,
    "\n  mutation DeleteReportSubscription($id: UUID!, $reason: String) {\n    deleteReportSubscription(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n": typeof types.DeleteReportSubscriptionDocument,
    "\n  query SavedReports($list: ListArgs) {\n    savedReports(list: $list) {\n      items {\n        id\n        name\n        reportKey\n        shared\n        createdAt\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.SavedReportsDocument,
    "\n  mutation CreateSavedReport($input: CreateSavedReportInput!) {\n    createSavedReport(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateSavedReportDocument,
    "\n  mutation DeleteSavedReport($id: UUID!, $reason: String) {\n    deleteSavedReport(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n": typeof types.DeleteSavedReportDocument,
    "\n  query ExportDomains {\n    exportDomains {\n      key\n      label\n      labelAr\n      fields {\n        key\n        label\n        labelAr\n        type\n      }\n      reports {\n        key\n        title\n        titleAr\n        filters\n      }\n    }\n  }\n": typeof types.ExportDomainsDocument,
    "\n  query Advances($list: ListArgs, $filter: AdvanceFilter) {\n    advances(list: $list, filter: $filter) {\n      items {\n        id\n        amount\n        status\n        reason\n        requestedAt\n        employee {\n          id\n          fullName\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.AdvancesDocument,
    "\n  mutation RequestAdvance($input: RequestAdvanceInput!) {\n    requestAdvance(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.RequestAdvanceDocument,
    "\n  mutation DecideAdvance($id: UUID!, $input: HrDecisionInput!) {\n    decideAdvance(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.DecideAdvanceDocument,
    "\n  mutation PayAdvance($id: UUID!) {\n    payAdvance(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.PayAdvanceDocument,
    "\n  mutation SettleAdvance($id: UUID!) {\n    settleAdvance(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.SettleAdvanceDocument,
    "\n  mutation CancelAdvance($id: UUID!) {\n    cancelAdvance(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.CancelAdvanceDocument,
    "\n  fragment DepartmentRow on Department {\n    id\n    name\n    nameAr\n    createdAt\n    deletedAt\n    deleteReason\n  }\n": typeof types.DepartmentRowFragmentDoc,
    "\n  query Departments($list: ListArgs, $filter: DepartmentFilter) {\n    departments(list: $list, filter: $filter) {\n      items {\n        ...DepartmentRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.DepartmentsDocument,
    "\n  mutation CreateDepartment($input: CreateDepartmentInput!) {\n    createDepartment(input: $input) {\n      ...DepartmentRow\n    }\n  }\n": typeof types.CreateDepartmentDocument,
    "\n  mutation UpdateDepartment($id: UUID!, $input: UpdateDepartmentInput!) {\n    updateDepartment(id: $id, input: $input) {\n      ...DepartmentRow\n    }\n  }\n": typeof types.UpdateDepartmentDocument,
    "\n  mutation DeleteDepartment($id: UUID!, $reason: String) {\n    deleteDepartment(id: $id, reason: $reason) {\n      ...DepartmentRow\n    }\n  }\n": typeof types.DeleteDepartmentDocument,
    "\n  fragment EmployeeRow on Employee {\n    id\n    fullName\n    status\n    monthlyPay\n    annualLeaveBalance\n    hireDate\n    baseSalary\n    allowances\n    departmentId\n    positionId\n    branchIds\n    phone\n    email\n    nationalId\n    dateOfBirth\n    gender\n    maritalStatus\n    contractType\n    address\n    emergencyName\n    emergencyPhone\n    department {\n      id\n      name\n      nameAr\n    }\n    position {\n      id\n      title\n      titleAr\n    }\n  }\n": typeof types.EmployeeRowFragmentDoc,
    "\n  query Employees($list: ListArgs, $filter: EmployeeFilter) {\n    employees(list: $list, filter: $filter) {\n      items {\n        ...EmployeeRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.EmployeesDocument,
    "\n  mutation CreateEmployee($input: CreateEmployeeInput!) {\n    createEmployee(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateEmployeeDocument,
    "\n  mutation UpdateEmployee($id: UUID!, $input: UpdateEmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      ...EmployeeRow\n    }\n  }\n": typeof types.UpdateEmployeeDocument,
    "\n  mutation DeleteEmployee($id: UUID!, $reason: String) {\n    deleteEmployee(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n": typeof types.DeleteEmployeeDocument,
    "\n  mutation ChangeEmploymentStatus($id: UUID!, $input: EmploymentStatusInput!) {\n    changeEmploymentStatus(id: $id, input: $input) {\n      id\n      status\n      statusChangedAt\n    }\n  }\n": typeof types.ChangeEmploymentStatusDocument,
    "\n  query LeaveRequests($list: ListArgs, $filter: LeaveRequestFilter) {\n    leaveRequests(list: $list, filter: $filter) {\n      items {\n        id\n        startDate\n        endDate\n        days\n        status\n        usesBalance\n        reason\n        employee {\n          id\n          fullName\n          annualLeaveBalance\n        }\n        type {\n          id\n          name\n          nameAr\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.LeaveRequestsDocument,
    "\n  mutation DecideLeave($id: UUID!, $input: HrDecisionInput!) {\n    decideLeave(id: $id, input: $input) {\n      id\n      status\n      balanceDeducted\n    }\n  }\n": typeof types.DecideLeaveDocument,
    "\n  mutation CancelLeave($id: UUID!, $input: HrNoteInput) {\n    cancelLeave(id: $id, input: $input) {\n      id\n      status\n      balanceDeducted\n    }\n  }\n": typeof types.CancelLeaveDocument,
    "\n  mutation RequestLeave($input: RequestLeaveInput!) {\n    requestLeave(input: $input) {\n      id\n      status\n      days\n    }\n  }\n": typeof types.RequestLeaveDocument,
    "\n  query LeaveTypeChoices {\n    leaveTypes(list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n        usesBalance\n      }\n    }\n  }\n": typeof types.LeaveTypeChoicesDocument,
    "\n  fragment LeaveTypeRow on LeaveType {\n    id\n    name\n    nameAr\n    usesBalance\n    paid\n    deletedAt\n    deleteReason\n  }\n": typeof types.LeaveTypeRowFragmentDoc,
    "\n  query LeaveTypes($list: ListArgs, $filter: LeaveTypeFilter) {\n    leaveTypes(list: $list, filter: $filter) {\n      items {\n        ...LeaveTypeRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.LeaveTypesDocument,
    "\n  mutation CreateLeaveType($input: LeaveTypeInput!) {\n    createLeaveType(input: $input) {\n      ...LeaveTypeRow\n    }\n  }\n": typeof types.CreateLeaveTypeDocument,
    "\n  mutation CreateDefaultLeaveTypes {\n    createDefaultLeaveTypes {\n      ...LeaveTypeRow\n    }\n  }\n": typeof types.CreateDefaultLeaveTypesDocument,
    "\n  mutation UpdateLeaveType($id: UUID!, $input: LeaveTypeInput!) {\n    updateLeaveType(id: $id, input: $input) {\n      ...LeaveTypeRow\n    }\n  }\n": typeof types.UpdateLeaveTypeDocument,
    "\n  mutation DeleteLeaveType($id: UUID!, $reason: String) {\n    deleteLeaveType(id: $id, reason: $reason) {\n      ...LeaveTypeRow\n    }\n  }\n": typeof types.DeleteLeaveTypeDocument,
    "\n  query Loans($list: ListArgs, $filter: LoanFilter) {\n    loans(list: $list, filter: $filter) {\n      items {\n        id\n        principal\n        installment\n        installmentCount\n        repaidAmount\n        remainingBalance\n        status\n        requestedAt\n        employee {\n          id\n          fullName\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.LoansDocument,
    "\n  query LoanSchedule($id: UUID!) {\n    loan(id: $id) {\n      id\n      principal\n      installment\n      installmentCount\n      repaidAmount\n      remainingBalance\n      status\n      approvedOn\n      reason\n      decisionNote\n      employee {\n        id\n        fullName\n      }\n      schedule {\n        id\n        sequence\n        dueDate\n        amount\n        paidAt\n        note\n      }\n    }\n  }\n": typeof types.LoanScheduleDocument,
    "\n  mutation RequestLoan($input: RequestLoanInput!) {\n    requestLoan(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.RequestLoanDocument,
    "\n  mutation DecideLoan($id: UUID!, $input: HrDecisionInput!) {\n    decideLoan(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.DecideLoanDocument,
    "\n  mutation CancelLoan($id: UUID!, $input: HrNoteInput) {\n    cancelLoan(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.CancelLoanDocument,
    "\n  mutation RepayLoanInstallment($id: UUID!, $input: HrNoteInput) {\n    repayLoanInstallment(id: $id, input: $input) {\n      id\n      status\n      repaidAmount\n      remainingBalance\n      schedule {\n        id\n        paidAt\n        note\n      }\n    }\n  }\n": typeof types.RepayLoanInstallmentDocument,
    "\n  fragment PositionRow on Position {\n    id\n    title\n    titleAr\n    baseSalary\n    departmentId\n    department {\n      id\n      name\n      nameAr\n    }\n  }\n": typeof types.PositionRowFragmentDoc,
    "\n  query Positions($list: ListArgs, $filter: PositionFilter) {\n    positions(list: $list, filter: $filter) {\n      items {\n        ...PositionRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.PositionsDocument,
    "\n  query DepartmentChoices {\n    departments(list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n  }\n": typeof types.DepartmentChoicesDocument,
    "\n  mutation CreatePosition($input: PositionInput!) {\n    createPosition(input: $input) {\n      id\n    }\n  }\n": typeof types.CreatePositionDocument,
    "\n  mutation UpdatePosition($id: UUID!, $input: PositionInput!) {\n    updatePosition(id: $id, input: $input) {\n      ...PositionRow\n    }\n  }\n": typeof types.UpdatePositionDocument,
    "\n  mutation DeletePosition($id: UUID!, $reason: String) {\n    deletePosition(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n": typeof types.DeletePositionDocument,
    "\n  query HrChoices {\n    departments(list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n    positions(list: { perPage: 100, sort: \"title\" }) {\n      items {\n        id\n        title\n        titleAr\n        departmentId\n      }\n    }\n  }\n": typeof types.HrChoicesDocument,
    "\n  query EmployeeChoices($search: String) {\n    employees(list: { perPage: 50, sort: \"fullName\", search: $search }) {\n      items {\n        id\n        fullName\n      }\n    }\n  }\n": typeof types.EmployeeChoicesDocument,
    "\n  query StockCount($id: UUID!) {\n    stockCount(id: $id) {\n      id\n      branchId\n      businessDate\n      status\n      note\n      lines {\n        inventoryItemId\n        inventoryItem {\n          id\n          name\n          nameAr\n          unit\n        }\n        countedQuantity\n        expectedQuantity\n        differenceQuantity\n        differenceValueIqd\n      }\n    }\n  }\n": typeof types.StockCountDocument,
    "\n  mutation EnterStockCounts($id: UUID!, $input: EnterCountsInput!) {\n    enterStockCounts(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.EnterStockCountsDocument,
    "\n  mutation SubmitStockCount($id: UUID!) {\n    submitStockCount(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.SubmitStockCountDocument,
    "\n  mutation ApproveStockCount($id: UUID!) {\n    approveStockCount(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.ApproveStockCountDocument,
    "\n  query StockCounts($list: ListArgs, $filter: StockCountFilter) {\n    stockCounts(list: $list, filter: $filter) {\n      items {\n        id\n        branchId\n        businessDate\n        status\n        lines {\n          inventoryItemId\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.StockCountsDocument,
    "\n  mutation CreateStockCount($input: CreateStockCountInput!) {\n    createStockCount(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateStockCountDocument,
    "\n  query ItemMovements($itemId: UUID!, $list: ListArgs, $filter: MovementFilter) {\n    inventoryItem(id: $itemId) {\n      id\n      name\n      nameAr\n      unit\n    }\n    inventoryMovements(list: $list, filter: $filter) {\n      items {\n        id\n        businessDate\n        kind\n        quantity\n        unitCostIqd\n        valueIqd\n        onHandAfter\n        sourceKind\n        sourceId\n        sourceLine\n        reason\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.ItemMovementsDocument,
    "\n  query ReorderSuggestions {\n    reorderSuggestions {\n      inventoryItemId\n      itemName\n      supplierId\n      onHand\n      parLevel\n      quantity\n      unitPriceIqd\n    }\n  }\n": typeof types.ReorderSuggestionsDocument,
    "\n  mutation SetParLevel($input: SetParLevelInput!) {\n    setParLevel(input: $input) {\n      branchId\n      inventoryItemId\n      parLevel\n      reorderQuantity\n      belowPar\n    }\n  }\n": typeof types.SetParLevelDocument,
    "\n  mutation OrderReorderSuggestions($supplierId: UUID!) {\n    orderReorderSuggestions(supplierId: $supplierId) {\n      id\n    }\n  }\n": typeof types.OrderReorderSuggestionsDocument,
    "\n  query StockAllBranches($list: ListArgs) {\n    stockOnHandAcrossBranches(list: $list) {\n      branches {\n        id\n        name\n        nameAr\n      }\n      items {\n        inventoryItemId\n        inventoryItem {\n          id\n          name\n          nameAr\n          unit\n        }\n        branches {\n          branchId\n          quantity\n          valueIqd\n        }\n        totalQuantity\n        totalValueIqd\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.StockAllBranchesDocument,
    "\n  query StockOnHand($list: ListArgs, $filter: StockFilter, $search: String) {\n    stockOnHand(list: $list, filter: $filter) {\n      items {\n        branchId\n        inventoryItemId\n        onHand\n        valueIqd\n        avgCostIqd\n        negative\n        parLevel\n        belowPar\n        inventoryItem {\n          id\n          name\n          nameAr\n          unit\n          kind\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n    stockValueTotal(search: $search, filter: $filter)\n  }\n": typeof types.StockOnHandDocument,
    "\n  mutation RecordOpeningBalance($input: OpeningBalanceInput!) {\n    recordOpeningBalance(input: $input) {\n      id\n      quantity\n    }\n  }\n": typeof types.RecordOpeningBalanceDocument,
    "\n  query Transfer($id: UUID!) {\n    transfer(id: $id) {\n      id\n      fromBranchId\n      toBranchId\n      status\n      note\n      sentDate\n      receivedDate\n      lines {\n        inventoryItemId\n        inventoryItem {\n          id\n          name\n          nameAr\n          unit\n        }\n        quantity\n        sentValueIqd\n        receivedQuantity\n        shortQuantity\n        shortValueIqd\n      }\n    }\n  }\n": typeof types.TransferDocument,
    "\n  mutation SendTransfer($id: UUID!) {\n    sendTransfer(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.SendTransferDocument,
    "\n  mutation ReceiveTransfer($id: UUID!, $input: ReceiveTransferInput) {\n    receiveTransfer(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.ReceiveTransferDocument,
    "\n  mutation CancelTransfer($id: UUID!) {\n    cancelTransfer(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.CancelTransferDocument,
    "\n  query Transfers($list: ListArgs, $filter: TransferFilter) {\n    transfers(list: $list, filter: $filter) {\n      items {\n        id\n        fromBranchId\n        toBranchId\n        status\n        createdAt\n        sentAt\n        lines {\n          inventoryItemId\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.TransfersDocument,
    "\n  mutation CreateTransfer($input: CreateTransferInput!) {\n    createTransfer(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateTransferDocument,
    "\n  query StockItemChoices {\n    inventoryItems(list: { perPage: 100, sort: \"name\", dir: Asc }, filter: { active: true }) {\n      items {\n        id\n        name\n        nameAr\n        unit\n      }\n    }\n  }\n": typeof types.StockItemChoicesDocument,
    "\n  mutation CreateEodReport($input: CreateEodReportInput!) {\n    createEodReport(input: $input) {\n      ...EodReportRow\n    }\n  }\n": typeof types.CreateEodReportDocument,
    "\n  mutation UpdateEodReport($id: UUID!, $input: UpdateEodReportInput!) {\n    updateEodReport(id: $id, input: $input) {\n      ...EodReportRow\n    }\n  }\n": typeof types.UpdateEodReportDocument,
    "\n  mutation ParseEodReport($input: ParseEodReportInput!) {\n    parseEodReport(input: $input) {\n      candidate {\n        businessDate\n        grossSalesIqd\n        netSalesIqd\n        cashSalesIqd\n        cardSalesIqd\n        qiSalesIqd\n        deliverySalesIqd\n        source\n      }\n      warnings\n      missingFields\n    }\n  }\n": typeof types.ParseEodReportDocument,
    "\n  fragment EodReportRow on EodReport {\n    id\n    businessDate\n    grossSalesIqd\n    netSalesIqd\n    cashSalesIqd\n    cardSalesIqd\n    qiSalesIqd\n    deliverySalesIqd\n    paymentTotalIqd\n    varianceIqd\n    source\n    ledger {\n      orderCount\n      ledgerTotalIqd\n      ledgerCashIqd\n      ledgerCardIqd\n      ledgerQiIqd\n      ledgerWalletIqd\n      ledgerOtherIqd\n      ledgerDueAtCounterIqd\n      cashVarianceIqd\n      cardVarianceIqd\n      qiVarianceIqd\n      grossVarianceIqd\n    }\n  }\n": typeof types.EodReportRowFragmentDoc,
    "\n  query EodReports($list: ListArgs, $filter: EodReportFilter) {\n    eodReports(list: $list, filter: $filter) {\n      items {\n        ...EodReportRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.EodReportsDocument,
    "\n  fragment PilotRow on Pilot {\n    id\n    restaurantName\n    startDate\n    endDate\n    note\n    status\n    finalReportStatus\n    statusChangedAt\n    deletedAt\n    deleteReason\n    checklist {\n      doneCount\n      items {\n        key\n        label\n        labelAr\n        done\n        note\n      }\n    }\n  }\n": typeof types.PilotRowFragmentDoc,
    "\n  mutation CreatePilot($input: CreatePilotInput!) {\n    createPilot(input: $input) {\n      ...PilotRow\n    }\n  }\n": typeof types.CreatePilotDocument,
    "\n  mutation UpdatePilot($id: UUID!, $input: UpdatePilotInput!) {\n    updatePilot(id: $id, input: $input) {\n      ...PilotRow\n    }\n  }\n": typeof types.UpdatePilotDocument,
    "\n  query Pilots($list: ListArgs, $filter: PilotFilter) {\n    pilots(list: $list, filter: $filter) {\n      items {\n        ...PilotRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.PilotsDocument,
    "\n  mutation SetPilotStatus($id: UUID!, $input: PilotStatusInput!) {\n    setPilotStatus(id: $id, input: $input) {\n      ...PilotRow\n    }\n  }\n": typeof types.SetPilotStatusDocument,
    "\n  mutation DeletePilot($id: UUID!, $reason: String) {\n    deletePilot(id: $id, reason: $reason) {\n      ...PilotRow\n    }\n  }\n": typeof types.DeletePilotDocument,
    "\n  query AuditTrail($entityType: String!, $entityId: String!, $list: ListArgs) {\n    auditTrail(entityType: $entityType, entityId: $entityId, list: $list) {\n      items {\n        id\n        at\n        action\n        actorKind\n        actorUserId\n        actorApiKeyId\n        reason\n        changes\n        transport\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.AuditTrailDocument,
    "\n  fragment BranchRow on Branch {\n    id\n    name\n    nameAr\n    code\n    address\n    phone\n    timeZone\n    active\n    deactivatedAt\n    deactivationReason\n  }\n": typeof types.BranchRowFragmentDoc,
    "\n  query Branches($list: ListArgs) {\n    branches(list: $list) {\n      items {\n        ...BranchRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.BranchesDocument,
    "\n  mutation UpdateBranch($id: UUID!, $input: UpdateBranchInput!) {\n    updateBranch(id: $id, input: $input) {\n      ...BranchRow\n    }\n  }\n": typeof types.UpdateBranchDocument,
    "\n  mutation DeactivateBranch($id: UUID!, $reason: String) {\n    deactivateBranch(id: $id, reason: $reason) {\n      ...BranchRow\n    }\n  }\n": typeof types.DeactivateBranchDocument,
    "\n  mutation ActivateBranch($id: UUID!, $reason: String) {\n    activateBranch(id: $id, reason: $reason) {\n      ...BranchRow\n    }\n  }\n": typeof types.ActivateBranchDocument,
    "\n  mutation CreateBranch($input: CreateBranchInput!) {\n    createBranch(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateBranchDocument,
    "\n  fragment MemberRow on Membership {\n    id\n    role\n    status\n    allBranches\n    branchIds\n    user {\n      id\n      email\n      fullName\n    }\n  }\n": typeof types.MemberRowFragmentDoc,
    "\n  query Members($list: ListArgs, $filter: MemberFilter) {\n    members(list: $list, filter: $filter) {\n      items {\n        ...MemberRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.MembersDocument,
    "\n  mutation UpdateMember($id: UUID!, $input: UpdateMemberInput!) {\n    updateMember(id: $id, input: $input) {\n      ...MemberRow\n    }\n  }\n": typeof types.UpdateMemberDocument,
    "\n  mutation InviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.InviteMemberDocument,
    "\n  query OrganizationSettings {\n    organizationSettings {\n      id\n      name\n      baseCurrencyCode\n      businessDayStartHour\n      defaultLanguage\n      priceStep\n      pricesIncludeTax\n      updatedAt\n    }\n  }\n": typeof types.OrganizationSettingsDocument,
    "\n  mutation UpdateOrganizationSettings($input: UpdateOrganizationSettingsInput!) {\n    updateOrganizationSettings(input: $input) {\n      id\n      name\n      baseCurrencyCode\n      businessDayStartHour\n      defaultLanguage\n      priceStep\n      pricesIncludeTax\n      updatedAt\n    }\n  }\n": typeof types.UpdateOrganizationSettingsDocument,
    "\n  mutation CreateBatch($input: CreateBatchInput!) {\n    createBatch(input: $input) {\n      id\n      businessDate\n      status\n    }\n  }\n": typeof types.CreateBatchDocument,
    "\n  query Batch($id: UUID!) {\n    batch(id: $id) {\n      id\n      businessDate\n      status\n      chickenCount\n      meatKg\n      rawRiceKg\n      notes\n      closedAt\n      cookedRiceMultiplier\n      reservedRiceDirectSaleKg\n      riceRoundingMethod\n      allowDirectRiceOverflow\n      figures {\n        inputCostIqd\n        totalShareIqd\n        unallocatedCostIqd\n        outputCount\n        totalOutputQty\n        wasteUnitsTotal\n        costBasis\n        cookedRiceKg\n      }\n      outputs {\n        id\n        outputQty\n        shareIqd\n        allocationWeight\n        inventoryItem {\n          id\n          name\n          nameAr\n          unit\n        }\n      }\n      waste {\n        id\n        units\n        kind\n        reason\n        createdAt\n        capacityType {\n          id\n          name\n          nameAr\n        }\n      }\n    }\n  }\n": typeof types.BatchDocument,
    "\n  mutation CloseBatch($id: UUID!) {\n    closeBatch(id: $id) {\n      id\n      status\n      closedAt\n    }\n  }\n": typeof types.CloseBatchDocument,
    "\n  mutation SetBatchStatus($id: UUID!, $input: BatchStatusInput!) {\n    setBatchStatus(id: $id, input: $input) {\n      id\n      status\n      closedAt\n    }\n  }\n": typeof types.SetBatchStatusDocument,
    "\n  mutation SetBatchOverflow($id: UUID!, $input: BatchOverflowInput!) {\n    setBatchOverflow(id: $id, input: $input) {\n      id\n      allowDirectRiceOverflow\n    }\n  }\n": typeof types.SetBatchOverflowDocument,
    "\n  mutation UpdateBatch($id: UUID!, $input: UpdateBatchInput!) {\n    updateBatch(id: $id, input: $input) {\n      id\n      cookedRiceMultiplier\n      reservedRiceDirectSaleKg\n      riceRoundingMethod\n      figures {\n        cookedRiceKg\n        inputCostIqd\n      }\n    }\n  }\n": typeof types.UpdateBatchDocument,
    "\n  mutation DeleteBatch($id: UUID!, $reason: String) {\n    deleteBatch(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n": typeof types.DeleteBatchDocument,
    "\n  mutation AddBatchOutput($id: UUID!, $input: BatchOutputInput!) {\n    addBatchOutput(id: $id, input: $input) {\n      id\n      batch {\n        id\n        figures {\n          outputCount\n          totalShareIqd\n          unallocatedCostIqd\n        }\n      }\n    }\n  }\n": typeof types.AddBatchOutputDocument,
    "\n  mutation RemoveBatchOutput($id: UUID!, $outputId: UUID!, $reason: String) {\n    removeBatchOutput(id: $id, outputId: $outputId, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n": typeof types.RemoveBatchOutputDocument,
    "\n  mutation RecordBatchWaste($id: UUID!, $input: BatchWasteInput!) {\n    recordBatchWaste(id: $id, input: $input) {\n      id\n      batch {\n        id\n        figures {\n          wasteUnitsTotal\n        }\n      }\n    }\n  }\n": typeof types.RecordBatchWasteDocument,
    "\n  query Batches($list: ListArgs, $filter: BatchFilter) {\n    batches(list: $list, filter: $filter) {\n      items {\n        id\n        businessDate\n        status\n        chickenCount\n        rawRiceKg\n        figures {\n          inputCostIqd\n          outputCount\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.BatchesDocument,
    "\n  query PeriodLock {\n    periodLock {\n      lockedThrough\n      updatedAt\n    }\n  }\n": typeof types.PeriodLockDocument,
    "\n  mutation SetPeriodLock($input: SetPeriodLockInput!) {\n    setPeriodLock(input: $input) {\n      lockedThrough\n      updatedAt\n    }\n  }\n": typeof types.SetPeriodLockDocument,
    "\n  query InventoryItemChoices($kind: InventoryKind) {\n    inventoryItems(filter: { kind: $kind, active: true }, list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n        unit\n      }\n    }\n  }\n": typeof types.InventoryItemChoicesDocument,
    "\n  query CapacityTypeChoices {\n    capacityTypes(list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n  }\n": typeof types.CapacityTypeChoicesDocument,
    "\n  mutation DeleteProduct($id: UUID!, $reason: String) {\n    deleteProduct(id: $id, reason: $reason) {\n      id\n      active\n      deletedAt\n      deleteReason\n    }\n  }\n": typeof types.DeleteProductDocument,
    "\n  fragment ModifierGroupFields on ModifierGroup {\n    id\n    name\n    nameAr\n    minChoices\n    maxChoices\n    required\n    deletedAt\n    options {\n      id\n      name\n      nameAr\n      priceDeltaIqd\n      active\n      sortOrder\n    }\n  }\n": typeof types.ModifierGroupFieldsFragmentDoc,
    "\n  mutation CreateModifierGroup($input: ModifierGroupInput!) {\n    createModifierGroup(input: $input) {\n      ...ModifierGroupFields\n    }\n  }\n": typeof types.CreateModifierGroupDocument,
    "\n  mutation UpdateModifierGroup($id: UUID!, $input: ModifierGroupInput!) {\n    updateModifierGroup(id: $id, input: $input) {\n      ...ModifierGroupFields\n    }\n  }\n": typeof types.UpdateModifierGroupDocument,
    "\n  query ModifierGroups($list: ListArgs, $filter: ModifierGroupFilter) {\n    modifierGroups(list: $list, filter: $filter) {\n      items {\n        ...ModifierGroupFields\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.ModifierGroupsDocument,
    "\n  mutation DeleteModifierGroup($id: UUID!, $reason: String) {\n    deleteModifierGroup(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n": typeof types.DeleteModifierGroupDocument,
    "\n  query ModifierGroupConsumables($id: UUID!) {\n    modifierGroup(id: $id) {\n      id\n      options {\n        id\n        name\n        nameAr\n        consumables {\n          id\n          qtyPerParentUnit\n          unit\n          standardCostIqd\n          inventoryItem {\n            id\n            name\n            nameAr\n          }\n        }\n      }\n    }\n  }\n": typeof types.ModifierGroupConsumablesDocument,
    "\n  query OptionConsumableItems {\n    inventoryItems(list: { perPage: 100, sort: \"name\", dir: Asc }, filter: { active: true }) {\n      items {\n        id\n        name\n        nameAr\n        unit\n      }\n    }\n  }\n": typeof types.OptionConsumableItemsDocument,
    "\n  mutation AddModifierOptionConsumable($optionId: UUID!, $input: AddModifierConsumableInput!) {\n    addModifierOptionConsumable(optionId: $optionId, input: $input) {\n      id\n      optionId\n    }\n  }\n": typeof types.AddModifierOptionConsumableDocument,
    "\n  mutation RemoveModifierOptionConsumable($optionId: UUID!, $bomLineId: UUID!) {\n    removeModifierOptionConsumable(optionId: $optionId, bomLineId: $bomLineId) {\n      id\n      optionId\n    }\n  }\n": typeof types.RemoveModifierOptionConsumableDocument,
    "\n  query ProductCategories($list: ListArgs, $filter: ProductCategoryFilter) {\n    productCategories(list: $list, filter: $filter) {\n      items {\n        id\n        code\n        name\n        nameAr\n        sortOrder\n        active\n        deletedAt\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.ProductCategoriesDocument,
    "\n  mutation CreateProductCategory($input: CreateProductCategoryInput!) {\n    createProductCategory(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateProductCategoryDocument,
    "\n  mutation SetProductCategoryActive($id: UUID!, $active: Boolean!) {\n    updateProductCategory(id: $id, input: { active: $active }) {\n      id\n      active\n    }\n  }\n": typeof types.SetProductCategoryActiveDocument,
    "\n  mutation DeleteProductCategory($id: UUID!, $reason: String) {\n    deleteProductCategory(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n": typeof types.DeleteProductCategoryDocument,
    "\n  query ConsumableItems {\n    inventoryItems(list: { perPage: 100, sort: \"name\", dir: Asc }, filter: { active: true }) {\n      items {\n        id\n        name\n        nameAr\n        unit\n      }\n    }\n  }\n": typeof types.ConsumableItemsDocument,
    "\n  mutation AddProductConsumable($productId: UUID!, $input: AddConsumableInput!) {\n    addProductConsumable(productId: $productId, input: $input) {\n      id\n      productId\n    }\n  }\n": typeof types.AddProductConsumableDocument,
    "\n  mutation RemoveProductConsumable($productId: UUID!, $bomLineId: UUID!) {\n    removeProductConsumable(productId: $productId, bomLineId: $bomLineId) {\n      id\n      productId\n    }\n  }\n": typeof types.RemoveProductConsumableDocument,
    "\n  query ProductDetail($id: UUID!) {\n    product(id: $id) {\n      id\n      code\n      name\n      nameAr\n      basePriceIqd\n      standardCostIqd\n      marginIqd\n      active\n      deletedAt\n      deleteReason\n      modifierGroups {\n        ...ModifierGroupFields\n      }\n      consumables {\n        id\n        inventoryItemId\n        qtyPerParentUnit\n        unit\n        channelScope\n        required\n        kind\n        standardCostIqd\n        inventoryItem {\n          id\n          name\n          nameAr\n          unit\n        }\n      }\n    }\n  }\n": typeof types.ProductDetailDocument,
    "\n  query AttachableGroups {\n    modifierGroups(list: { perPage: 100, sort: \"name\", dir: Asc }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n  }\n": typeof types.AttachableGroupsDocument,
    "\n  mutation SetProductModifierGroups($id: UUID!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      modifierGroups {\n        ...ModifierGroupFields\n      }\n    }\n  }\n": typeof types.SetProductModifierGroupsDocument,
    "\n  fragment ProductImportPreview on ProductImportBatch {\n    id\n    status\n    expiresAt\n    rowCount\n    createCount\n    updateCount\n    unchangedCount\n    errorCount\n    newCategoryCodes\n    committedAt\n    rows {\n      rowNumber\n      code\n      action\n      changes {\n        column\n        before\n        after\n      }\n      errors {\n        column\n        message\n      }\n    }\n  }\n": typeof types.ProductImportPreviewFragmentDoc,
    "\n  mutation PreviewProductImport($input: ProductImportInput!) {\n    previewProductImport(input: $input) {\n      ...ProductImportPreview\n    }\n  }\n": typeof types.PreviewProductImportDocument,
    "\n  mutation CommitProductImport($batchId: UUID!, $input: ProductImportInput!) {\n    commitProductImport(batchId: $batchId, input: $input) {\n      ...ProductImportPreview\n    }\n  }\n": typeof types.CommitProductImportDocument,
    "\n  query Products($list: ListArgs, $filter: ProductFilter) {\n    products(list: $list, filter: $filter) {\n      items {\n        id\n        code\n        name\n        nameAr\n        basePriceIqd\n        active\n        channels\n        taxCodeId\n        categoryId\n        sortOrder\n        deletedAt\n        category {\n          id\n          name\n          nameAr\n        }\n        modifierGroups {\n          id\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.ProductsDocument,
    "\n  query ProductFormChoices {\n    productCategories(list: { perPage: 100 }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n    modifierGroups(list: { perPage: 100 }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n  }\n": typeof types.ProductFormChoicesDocument,
    "\n  query ProductTaxCodeChoices {\n    taxCodes(list: { perPage: 100 }) {\n      items {\n        id\n        code\n        name\n        nameAr\n        ratePermille\n        active\n      }\n    }\n  }\n": typeof types.ProductTaxCodeChoicesDocument,
    "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: UUID!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      name\n      basePriceIqd\n      active\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  fragment ApprovalRequestDetail on ApprovalRequest {\n    id\n    status\n    amountIqd\n    reason\n    requestedAt\n    requestedBy\n    history {\n      id\n      action\n      at\n      note\n    }\n  }\n": typeof types.ApprovalRequestDetailFragmentDoc,
    "\n  fragment ApprovalRequestRow on ApprovalRequest {\n    id\n    status\n    targetKind\n    targetId\n    amountIqd\n    reason\n    requestedAt\n    requestedBy\n  }\n": typeof types.ApprovalRequestRowFragmentDoc,
    "\n  query ApprovalRequests($list: ListArgs, $filter: ApprovalRequestFilter) {\n    approvalRequests(list: $list, filter: $filter) {\n      items {\n        ...ApprovalRequestRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.ApprovalRequestsDocument,
    "\n  mutation ApplyOrderRequest($id: UUID!, $input: OrderApprovalInput!) {\n    applyPurchaseOrderApproval(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.ApplyOrderRequestDocument,
    "\n  mutation ApplyInvoiceRequest($approvalRequestId: UUID!, $input: ApprovalNoteInput) {\n    applyPurchaseInvoiceApproval(approvalRequestId: $approvalRequestId, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.ApplyInvoiceRequestDocument,
    "\n  query PurchaseInvoice($id: UUID!) {\n    purchaseInvoice(id: $id) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n": typeof types.PurchaseInvoiceDocument,
    "\n  mutation SubmitPurchaseInvoice($id: UUID!, $input: PurchaseInvoiceNoteInput) {\n    submitPurchaseInvoice(id: $id, input: $input) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n": typeof types.SubmitPurchaseInvoiceDocument,
    "\n  mutation ApplyPurchaseInvoiceApproval($approvalRequestId: UUID!, $input: ApprovalNoteInput) {\n    applyPurchaseInvoiceApproval(approvalRequestId: $approvalRequestId, input: $input) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n": typeof types.ApplyPurchaseInvoiceApprovalDocument,
    "\n  mutation PayPurchaseInvoice($id: UUID!, $input: PurchaseInvoicePaymentInput) {\n    payPurchaseInvoice(id: $id, input: $input) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n": typeof types.PayPurchaseInvoiceDocument,
    "\n  mutation CancelPurchaseInvoice($id: UUID!, $input: PurchaseInvoiceNoteInput) {\n    cancelPurchaseInvoice(id: $id, input: $input) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n": typeof types.CancelPurchaseInvoiceDocument,
    "\n  fragment PurchaseInvoiceDetail on PurchaseInvoice {\n    id\n    status\n    supplierId\n    invoiceNumber\n    invoiceDate\n    purchaseOrderId\n    notes\n    totalIqd\n    lastNote\n    paymentRef\n    createdAt\n    approvedAt\n    paidAt\n    supplier {\n      id\n      name\n      nameAr\n    }\n    lines {\n      ...PurchaseLineDetail\n    }\n    approvalRequests {\n      ...ApprovalRequestDetail\n    }\n  }\n": typeof types.PurchaseInvoiceDetailFragmentDoc,
    "\n  query BillableOrders($supplierId: UUID) {\n    purchaseOrders(list: { perPage: 100, sort: \"createdAt\", dir: Desc }, filter: { supplierId: $supplierId }) {\n      items {\n        id\n        status\n        totalIqd\n        lines {\n          inventoryItemId\n          quantity\n          unitPriceIqd\n        }\n      }\n    }\n  }\n": typeof types.BillableOrdersDocument,
    "\n  mutation CreatePurchaseInvoice($input: CreatePurchaseInvoiceInput!) {\n    createPurchaseInvoice(input: $input) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n": typeof types.CreatePurchaseInvoiceDocument,
    "\n  mutation UpdatePurchaseInvoice($id: UUID!, $input: UpdatePurchaseInvoiceInput!) {\n    updatePurchaseInvoice(id: $id, input: $input) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n": typeof types.UpdatePurchaseInvoiceDocument,
    "\n  query PurchaseInvoices($list: ListArgs, $filter: PurchaseInvoiceFilter) {\n    purchaseInvoices(list: $list, filter: $filter) {\n      items {\n        id\n        status\n        invoiceNumber\n        invoiceDate\n        purchaseOrderId\n        totalIqd\n        supplier {\n          id\n          name\n          nameAr\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.PurchaseInvoicesDocument,
    "\n  fragment PurchaseLineDetail on PurchaseLine {\n    inventoryItemId\n    quantity\n    unitPriceIqd\n    lineTotalIqd\n    inventoryItem {\n      id\n      name\n      nameAr\n      unit\n    }\n  }\n": typeof types.PurchaseLineDetailFragmentDoc,
    "\n  query PurchaseOrder($id: UUID!) {\n    purchaseOrder(id: $id) {\n      ...PurchaseOrderDetail\n    }\n    purchasingSettings {\n      approvalThresholdIqd\n    }\n  }\n": typeof types.PurchaseOrderDocument,
    "\n  mutation SubmitPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) {\n    submitPurchaseOrder(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n": typeof types.SubmitPurchaseOrderDocument,
    "\n  mutation ApplyPurchaseOrderApproval($id: UUID!, $input: OrderApprovalInput!) {\n    applyPurchaseOrderApproval(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n": typeof types.ApplyPurchaseOrderApprovalDocument,
    "\n  mutation RevertPurchaseOrderApproval($id: UUID!, $input: OrderApprovalInput!) {\n    revertPurchaseOrderApproval(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n": typeof types.RevertPurchaseOrderApprovalDocument,
    "\n  mutation ReceivePurchaseOrder($id: UUID!, $input: ReceivePurchaseOrderInput) {\n    receivePurchaseOrder(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n": typeof types.ReceivePurchaseOrderDocument,
    "\n  mutation ReopenPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) {\n    reopenPurchaseOrder(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n": typeof types.ReopenPurchaseOrderDocument,
    "\n  mutation CancelPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) {\n    cancelPurchaseOrder(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n": typeof types.CancelPurchaseOrderDocument,
    "\n  mutation RejectApprovalRequest($id: UUID!, $input: RejectApprovalInput!) {\n    rejectApprovalRequest(id: $id, input: $input) {\n      id\n      status\n      targetKind\n      targetId\n    }\n  }\n": typeof types.RejectApprovalRequestDocument,
    "\n  fragment PurchaseOrderDetail on PurchaseOrder {\n    id\n    status\n    supplierId\n    expectedDate\n    notes\n    totalIqd\n    lastNote\n    createdAt\n    submittedAt\n    approvedAt\n    receivedAt\n    cancelledAt\n    supplier {\n      id\n      name\n      nameAr\n    }\n    lines {\n      ...PurchaseLineDetail\n    }\n    approvalRequests {\n      ...ApprovalRequestDetail\n    }\n  }\n": typeof types.PurchaseOrderDetailFragmentDoc,
    "\n  mutation CreatePurchaseOrder($input: CreatePurchaseOrderInput!) {\n    createPurchaseOrder(input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n": typeof types.CreatePurchaseOrderDocument,
    "\n  mutation UpdatePurchaseOrder($id: UUID!, $input: UpdatePurchaseOrderInput!) {\n    updatePurchaseOrder(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n": typeof types.UpdatePurchaseOrderDocument,
    "\n  query PurchaseOrders($list: ListArgs, $filter: PurchaseOrderFilter) {\n    purchaseOrders(list: $list, filter: $filter) {\n      items {\n        id\n        status\n        expectedDate\n        totalIqd\n        createdAt\n        supplier {\n          id\n          name\n          nameAr\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.PurchaseOrdersDocument,
    "\n  query PurchasingSettings {\n    purchasingSettings {\n      approvalThresholdIqd\n      invoiceToleranceIqd\n      updatedAt\n    }\n  }\n": typeof types.PurchasingSettingsDocument,
    "\n  mutation UpdatePurchasingSettings($input: PurchasingSettingsInput!) {\n    updatePurchasingSettings(input: $input) {\n      approvalThresholdIqd\n      invoiceToleranceIqd\n      updatedAt\n    }\n  }\n": typeof types.UpdatePurchasingSettingsDocument,
    "\n  fragment SupplierRow on Supplier {\n    id\n    name\n    nameAr\n    phone\n    taxNumber\n    active\n  }\n": typeof types.SupplierRowFragmentDoc,
    "\n  query Suppliers($list: ListArgs, $filter: SupplierFilter) {\n    suppliers(list: $list, filter: $filter) {\n      items {\n        ...SupplierRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.SuppliersDocument,
    "\n  mutation CreateSupplier($input: CreateSupplierInput!) {\n    createSupplier(input: $input) {\n      ...SupplierRow\n    }\n  }\n": typeof types.CreateSupplierDocument,
    "\n  mutation UpdateSupplier($id: UUID!, $input: UpdateSupplierInput!) {\n    updateSupplier(id: $id, input: $input) {\n      ...SupplierRow\n    }\n  }\n": typeof types.UpdateSupplierDocument,
    "\n  mutation DeactivateSupplier($id: UUID!, $input: SupplierReasonInput) {\n    deactivateSupplier(id: $id, input: $input) {\n      ...SupplierRow\n    }\n  }\n": typeof types.DeactivateSupplierDocument,
    "\n  mutation ActivateSupplier($id: UUID!, $input: SupplierReasonInput) {\n    activateSupplier(id: $id, input: $input) {\n      ...SupplierRow\n    }\n  }\n": typeof types.ActivateSupplierDocument,
    "\n  query PurchasingChoices {\n    suppliers(list: { perPage: 100, sort: \"name\", dir: Asc }, filter: { active: true }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n    inventoryItems(list: { perPage: 100, sort: \"name\", dir: Asc }, filter: { active: true }) {\n      items {\n        id\n        name\n        nameAr\n        unit\n      }\n    }\n  }\n": typeof types.PurchasingChoicesDocument,
    "\n  query CashSettings {\n    cashCurrencies {\n      code\n      minorDigits\n      denominations\n    }\n    exchangeRates(limit: 20) {\n      id\n      currencyCode\n      iqdPer100\n      effectiveFrom\n      note\n    }\n  }\n": typeof types.CashSettingsDocument,
    "\n  mutation SetExchangeRate($input: SetExchangeRateInput!) {\n    setExchangeRate(input: $input) {\n      id\n      currencyCode\n      iqdPer100\n      effectiveFrom\n    }\n  }\n": typeof types.SetExchangeRateDocument,
    "\n  mutation SetCashCurrencies($input: SetCashCurrenciesInput!) {\n    setCashCurrencies(input: $input) {\n      code\n      minorDigits\n      denominations\n    }\n  }\n": typeof types.SetCashCurrenciesDocument,
    "\n  query CounterMenu($branchId: UUID) {\n    products(list: { perPage: 100, sort: \"name\", dir: Asc }) {\n      items {\n        id\n        name\n        nameAr\n        active\n        basePriceIqd\n        modifierGroups {\n          id\n          name\n          nameAr\n          options {\n            id\n            name\n            nameAr\n            priceDeltaIqd\n            active\n          }\n        }\n      }\n    }\n    selfOrderTables(filter: { branchId: $branchId }, list: { perPage: 100 }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CounterMenuDocument,
    "\n  mutation PlaceCounterOrder($input: CounterOrderInput!) {\n    placeCounterOrder(input: $input) {\n      id\n      number\n      total\n      amountDueAtCounter\n    }\n  }\n": typeof types.PlaceCounterOrderDocument,
    "\n  query SalesOrder($id: UUID!) {\n    salesOrder(id: $id) {\n      id\n      number\n      businessDate\n      status\n      source\n      branchId\n      channelId\n      tableId\n      partnerReference\n      note\n      cancelReason\n      placedAt\n      statusChangedAt\n      lines {\n        index\n        name\n        nameAr\n        quantity\n        unitPrice\n        lineTotal\n        discount\n        netAmount\n        ratePermille\n        note\n        modifiers {\n          optionId\n          name\n          nameAr\n          priceDelta\n        }\n      }\n      subtotal\n      discount\n      taxTotal\n      total\n      amountDueAtCounter\n      promotion {\n        promotionId\n        name\n        discount\n      }\n      taxes {\n        taxCodeId\n        ratePermille\n        taxableAmount\n        tax\n      }\n      payments {\n        methodId\n        name\n        nameAr\n        kind\n        amountIqd\n      }\n      refundedIqd\n      refunds {\n        id\n        amountIqd\n        reason\n        paidBackKind\n        createdAt\n        lines {\n          index\n          quantity\n        }\n      }\n    }\n  }\n": typeof types.SalesOrderDocument,
    "\n  query OrderTable($id: UUID!) {\n    selfOrderTable(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.OrderTableDocument,
    "\n  mutation ChangeSalesOrderStatus($id: UUID!, $input: ChangeOrderStatusInput!) {\n    changeSalesOrderStatus(id: $id, input: $input) {\n      id\n      status\n      statusChangedAt\n    }\n  }\n": typeof types.ChangeSalesOrderStatusDocument,
    "\n  mutation CancelSalesOrder($id: UUID!, $reason: String) {\n    cancelSalesOrder(id: $id, reason: $reason) {\n      id\n      status\n      cancelReason\n      statusChangedAt\n    }\n  }\n": typeof types.CancelSalesOrderDocument,
    "\n  query SalesOrders($list: ListArgs, $filter: SalesOrderFilter) {\n    salesOrders(list: $list, filter: $filter) {\n      items {\n        id\n        number\n        businessDate\n        status\n        source\n        branchId\n        channelId\n        partnerReference\n        placedAt\n        total\n        amountDueAtCounter\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.SalesOrdersDocument,
    "\n  query PaymentMethods($list: ListArgs, $filter: PaymentMethodFilter) {\n    paymentMethods(list: $list, filter: $filter) {\n      items {\n        id\n        name\n        nameAr\n        kind\n        allowedForSelfOrder\n        active\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.PaymentMethodsDocument,
    "\n  mutation CreatePaymentMethod($input: CreatePaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      id\n    }\n  }\n": typeof types.CreatePaymentMethodDocument,
    "\n  mutation UpdatePaymentMethod($id: UUID!, $input: UpdatePaymentMethodInput!) {\n    updatePaymentMethod(id: $id, input: $input) {\n      id\n      active\n      allowedForSelfOrder\n    }\n  }\n": typeof types.UpdatePaymentMethodDocument,
    "\n  query RefundWays($branchId: UUID!) {\n    tillSessions(filter: { branchId: $branchId, status: Open }) {\n      items {\n        id\n        tillId\n      }\n    }\n    tills(filter: { branchId: $branchId }) {\n      items {\n        id\n        name\n      }\n    }\n    paymentMethods(filter: { active: true }, list: { perPage: 100 }) {\n      items {\n        id\n        name\n        nameAr\n        kind\n      }\n    }\n  }\n": typeof types.RefundWaysDocument,
    "\n  mutation RefundSalesOrder($id: UUID!, $input: RefundOrderInput!) {\n    refundSalesOrder(id: $id, input: $input) {\n      id\n      orderId\n      amountIqd\n    }\n  }\n": typeof types.RefundSalesOrderDocument,
    "\n  query SalesSettlements($list: ListArgs, $filter: SalesSettlementFilter) {\n    salesSettlements(list: $list, filter: $filter) {\n      items {\n        id\n        businessDate\n        methodName\n        kind\n        expectedIqd\n        receivedIqd\n        feeIqd\n        status\n        overdueAt\n      }\n      total\n    }\n  }\n": typeof types.SalesSettlementsDocument,
    "\n  mutation RefreshSalesSettlements($businessDate: LocalDate!) {\n    refreshSalesSettlements(businessDate: $businessDate) {\n      id\n    }\n  }\n": typeof types.RefreshSalesSettlementsDocument,
    "\n  query SelfOrderTables($list: ListArgs, $filter: SelfOrderTableFilter) {\n    selfOrderTables(list: $list, filter: $filter) {\n      items {\n        id\n        branchId\n        name\n        area\n        seats\n        active\n        hasToken\n        tokenIssuedAt\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": typeof types.SelfOrderTablesDocument,
    "\n  mutation CreateSelfOrderTable($input: CreateSelfOrderTableInput!) {\n    createSelfOrderTable(input: $input) {\n      qrToken\n      orderUrl\n      qrSvg\n      table {\n        id\n        name\n        area\n        hasToken\n      }\n    }\n  }\n": typeof types.CreateSelfOrderTableDocument,
    "\n  mutation RotateSelfOrderTableToken($id: UUID!) {\n    rotateSelfOrderTableToken(id: $id) {\n      qrToken\n      orderUrl\n      qrSvg\n      table {\n        id\n        name\n        area\n        hasToken\n        tokenIssuedAt\n      }\n    }\n  }\n": typeof types.RotateSelfOrderTableTokenDocument,
    "\n  mutation RevokeSelfOrderTableToken($id: UUID!, $reason: String) {\n    revokeSelfOrderTableToken(id: $id, reason: $reason) {\n      id\n      hasToken\n      tokenIssuedAt\n    }\n  }\n": typeof types.RevokeSelfOrderTableTokenDocument,
    "\n  mutation SetSelfOrderTableActive($id: UUID!, $active: Boolean!) {\n    updateSelfOrderTable(id: $id, input: { active: $active }) {\n      id\n      active\n    }\n  }\n": typeof types.SetSelfOrderTableActiveDocument,
    "\n  query OrderTills($branchId: UUID!) {\n    tillSessions(filter: { branchId: $branchId, status: Open }) {\n      items {\n        id\n        tillId\n      }\n    }\n    tills(filter: { branchId: $branchId }) {\n      items {\n        id\n        name\n      }\n    }\n    cashCurrencies {\n      code\n      minorDigits\n    }\n    exchangeRates(limit: 100) {\n      currencyCode\n      iqdPer100\n    }\n    paymentMethods(filter: { active: true }, list: { perPage: 100 }) {\n      items {\n        id\n        name\n        nameAr\n        kind\n      }\n    }\n  }\n": typeof types.OrderTillsDocument,
    "\n  mutation PayOrderAtTill($sessionId: UUID!, $input: TillCashPaymentInput!) {\n    payOrderAtTill(sessionId: $sessionId, input: $input) {\n      id\n      orderId\n      amountIqd\n      changeIqd\n    }\n  }\n": typeof types.PayOrderAtTillDocument,
    "\n  query TillSession($id: UUID!) {\n    tillSession(id: $id) {\n      id\n      status\n      businessDate\n      openedAt\n      closedAt\n      varianceIqd\n      recounts\n      floats {\n        currency\n        amount\n      }\n      variances {\n        currency\n        expected\n        counted\n        variance\n        varianceIqd\n      }\n      movements {\n        id\n        kind\n        currency\n        amount\n        reason\n        createdAt\n      }\n      payments {\n        id\n        amountIqd\n        changeIqd\n        tenders {\n          currency\n          amount\n        }\n      }\n    }\n    cashCurrencies {\n      code\n      minorDigits\n      denominations\n    }\n  }\n": typeof types.TillSessionDocument,
    "\n  mutation RecordTillMovement($sessionId: UUID!, $input: TillMovementInput!) {\n    recordTillMovement(sessionId: $sessionId, input: $input) {\n      id\n    }\n  }\n": typeof types.RecordTillMovementDocument,
    "\n  mutation CountTillSession($sessionId: UUID!, $input: TillCountInput!) {\n    countTillSession(sessionId: $sessionId, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.CountTillSessionDocument,
    "\n  mutation ApproveTillClose($sessionId: UUID!) {\n    approveTillClose(sessionId: $sessionId) {\n      id\n      status\n    }\n  }\n": typeof types.ApproveTillCloseDocument,
    "\n  mutation ReopenTillCount($sessionId: UUID!, $reason: String!) {\n    reopenTillCount(sessionId: $sessionId, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.ReopenTillCountDocument,
    "\n  query Tills($list: ListArgs, $filter: TillFilter) {\n    tills(list: $list, filter: $filter) {\n      items {\n        id\n        name\n        active\n        currentSession {\n          id\n          status\n        }\n      }\n      total\n    }\n    cashCurrencies {\n      code\n      minorDigits\n      denominations\n    }\n  }\n": typeof types.TillsDocument,
    "\n  mutation CreateTill($input: CreateTillInput!) {\n    createTill(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateTillDocument,
    "\n  mutation OpenTillSession($tillId: UUID!, $input: OpenTillSessionInput!) {\n    openTillSession(tillId: $tillId, input: $input) {\n      id\n    }\n  }\n": typeof types.OpenTillSessionDocument,
    "\n  query KitchenTickets($filter: KitchenTicketFilter) {\n    kitchenTickets(filter: $filter) {\n      ...KitchenCard\n    }\n  }\n  fragment KitchenCard on KitchenTicket {\n    id\n    orderId\n    orderNumber\n    lineIndex\n    name\n    nameAr\n    modifiers\n    note\n    tableName\n    orderNote\n    quantity\n    station\n    status\n    queuedAt\n    startedAt\n    readyAt\n  }\n": typeof types.KitchenTicketsDocument,
    "\n  mutation BumpKitchenTicket($id: UUID!, $fromStatus: KitchenStatus!) {\n    bumpKitchenTicket(id: $id, fromStatus: $fromStatus) {\n      ...KitchenCard\n    }\n  }\n": typeof types.BumpKitchenTicketDocument,
    "\n  mutation VoidKitchenTicket($id: UUID!, $reason: String!) {\n    voidKitchenTicket(id: $id, reason: $reason) {\n      ...KitchenCard\n    }\n  }\n": typeof types.VoidKitchenTicketDocument,
    "\n  query OrderBoard($branchId: UUID!, $list: ListArgs) {\n    placed: salesOrders(filter: { branchId: $branchId, status: Placed }, list: $list) {\n      items {\n        ...BoardOrder\n      }\n    }\n    accepted: salesOrders(filter: { branchId: $branchId, status: Accepted }, list: $list) {\n      items {\n        ...BoardOrder\n      }\n    }\n    preparing: salesOrders(filter: { branchId: $branchId, status: Preparing }, list: $list) {\n      items {\n        ...BoardOrder\n      }\n    }\n    ready: salesOrders(filter: { branchId: $branchId, status: Ready }, list: $list) {\n      items {\n        ...BoardOrder\n      }\n    }\n  }\n  fragment BoardOrder on SalesOrder {\n    id\n    number\n    source\n    status\n    total\n    placedAt\n    partnerReference\n    tableId\n    note\n  }\n": typeof types.OrderBoardDocument,
    "\n  query BoardTables($branchId: UUID!) {\n    selfOrderTables(filter: { branchId: $branchId }, list: { perPage: 100 }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.BoardTablesDocument,
    "\n  mutation MoveBoardOrder($id: UUID!, $input: ChangeOrderStatusInput!) {\n    changeSalesOrderStatus(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.MoveBoardOrderDocument,
    "\n  subscription BranchOrderEvents($afterSequence: Int64) {\n    branchOrderEvents(afterSequence: $afterSequence) {\n      sequence\n      kind\n      occurredAt\n      order {\n        id\n        number\n        source\n        status\n        previousStatus\n        total\n        lineCount\n        cancelReason\n        tableId\n        note\n      }\n      ticket {\n        id\n        orderId\n        orderNumber\n        lineIndex\n        name\n        nameAr\n        modifiers\n        note\n        tableName\n        orderNote\n        quantity\n        station\n        status\n        queuedAt\n        startedAt\n        readyAt\n      }\n    }\n  }\n": typeof types.BranchOrderEventsDocument,
    "\n  query SalesBranchChoices {\n    branches(list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n        code\n      }\n    }\n  }\n": typeof types.SalesBranchChoicesDocument,
    "\n  query SalesChannelChoices {\n    salesChannels(list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n        kind\n        active\n      }\n    }\n  }\n": typeof types.SalesChannelChoicesDocument,
};
const documents: Documents = {
    "\n  fragment SessionFields on AuthSession {\n    accessToken\n    refreshToken\n    expiresIn\n    branch {\n      id\n    }\n  }\n": types.SessionFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation RefreshSession($input: RefreshTokenInput!) {\n    refreshSession(input: $input) {\n      ...SessionFields\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  mutation Logout($input: RefreshTokenInput!) {\n    logout(input: $input) {\n      ok\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation SwitchBranch($input: SwitchBranchInput!) {\n    switchBranch(input: $input) {\n      ...SessionFields\n    }\n  }\n": types.SwitchBranchDocument,
    "\n  mutation RegisterStart($input: RegisterStartInput!) {\n    registerStart(input: $input) {\n      email\n      expiresInSeconds\n      resendAfterSeconds\n    }\n  }\n": types.RegisterStartDocument,
    "\n  mutation RegisterVerify($input: CodeSignInInput!) {\n    registerVerify(input: $input) {\n      ...SessionFields\n    }\n  }\n": types.RegisterVerifyDocument,
    "\n  mutation ForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input) {\n      email\n      expiresInSeconds\n    }\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  query Me {\n    me {\n      sessionId\n      role\n      permissions\n      user {\n        id\n        email\n        fullName\n      }\n      organization {\n        id\n        name\n        baseCurrencyCode\n        businessDayStartHour\n      }\n      branch {\n        id\n        name\n        nameAr\n        code\n        timeZone\n      }\n      branches {\n        id\n        name\n        nameAr\n        code\n      }\n    }\n  }\n": types.MeDocument,
    "\n  mutation ActivateAccount($input: CodeSignInInput!) {\n    activateAccount(input: $input) {\n      ...SessionFields\n    }\n  }\n": types.ActivateAccountDocument,
    "\n  mutation ResendCode($input: ResendCodeInput!) {\n    resendVerificationCode(input: $input) {\n      email\n      expiresInSeconds\n    }\n  }\n": types.ResendCodeDocument,
    "\n  query TodaysBatches($filter: BatchFilter) {\n    batches(filter: $filter, list: { perPage: 50 }) {\n      items {\n        id\n        status\n        businessDate\n        chickenCount\n      }\n      total\n    }\n  }\n": types.TodaysBatchesDocument,
    "\n  query PendingHr {\n    advances(filter: { status: Pending }, list: { perPage: 1 }) {\n      total\n    }\n    loans(filter: { status: Pending }, list: { perPage: 1 }) {\n      total\n    }\n    leaveRequests(filter: { status: Pending }, list: { perPage: 1 }) {\n      total\n    }\n  }\n": types.PendingHrDocument,
    "\n  query WebhookHealth {\n    webhookSubscriptions(list: { perPage: 100 }) {\n      items {\n        id\n        url\n        failingSince\n        consecutiveFailures\n      }\n    }\n  }\n": types.WebhookHealthDocument,
    "\n  fragment BankAccountRow on BankAccount {\n    id\n    name\n    accountNumber\n    currencyCode\n    branchId\n    active\n    activeReason\n    lastStatementDate\n    lastImportedAt\n    lineCounts {\n      unmatched\n      matched\n      excluded\n      total\n    }\n  }\n": types.BankAccountRowFragmentDoc,
    "\n  query BankAccounts($list: ListArgs, $filter: BankAccountFilter) {\n    bankAccounts(list: $list, filter: $filter) {\n      items {\n        ...BankAccountRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.BankAccountsDocument,
    "\n  mutation CreateBankAccount($input: CreateBankAccountInput!) {\n    createBankAccount(input: $input) {\n      ...BankAccountRow\n    }\n  }\n": types.CreateBankAccountDocument,
    "\n  mutation SetBankAccountActive($id: UUID!, $input: SetBankAccountActiveInput!) {\n    setBankAccountActive(id: $id, input: $input) {\n      ...BankAccountRow\n    }\n  }\n": types.SetBankAccountActiveDocument,
    "\n  query StatementLineSuggestions($id: UUID!) {\n    bankStatementLineSuggestions(id: $id) {\n      matchType\n      matchedRef\n      label\n      amount\n      date\n      score\n      reasons {\n        kind\n        points\n        detail\n      }\n    }\n  }\n": types.StatementLineSuggestionsDocument,
    "\n  mutation MatchStatementLine($id: UUID!, $input: MatchStatementLineInput!) {\n    matchBankStatementLine(id: $id, input: $input) {\n      ...StatementLineRow\n    }\n  }\n": types.MatchStatementLineDocument,
    "\n  mutation ImportBankStatement($bankAccountId: UUID!, $csv: String!) {\n    importBankStatement(bankAccountId: $bankAccountId, csv: $csv) {\n      id\n      linesRead\n      linesCreated\n      duplicatesSkipped\n      dateFrom\n      dateTo\n    }\n  }\n": types.ImportBankStatementDocument,
    "\n  fragment StatementLineRow on BankStatementLine {\n    id\n    bankAccountId\n    date\n    amount\n    balance\n    description\n    reference\n    counterparty\n    status\n    matchType\n    matchedRef\n    matchLabel\n    statusNote\n  }\n": types.StatementLineRowFragmentDoc,
    "\n  query StatementLines($list: ListArgs, $filter: StatementLineFilter) {\n    bankStatementLines(list: $list, filter: $filter) {\n      items {\n        ...StatementLineRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.StatementLinesDocument,
    "\n  query BankAccountChoices {\n    bankAccounts(list: { perPage: 100 }) {\n      items {\n        id\n        name\n        currencyCode\n      }\n    }\n  }\n": types.BankAccountChoicesDocument,
    "\n  mutation ExcludeStatementLine($id: UUID!, $input: StatementLineReasonInput!) {\n    excludeBankStatementLine(id: $id, input: $input) {\n      ...StatementLineRow\n    }\n  }\n": types.ExcludeStatementLineDocument,
    "\n  mutation ReopenStatementLine($id: UUID!, $input: StatementLineReasonInput!) {\n    reopenBankStatementLine(id: $id, input: $input) {\n      ...StatementLineRow\n    }\n  }\n": types.ReopenStatementLineDocument,
    "\n  fragment TaxCodeRow on TaxCode {\n    id\n    code\n    name\n    nameAr\n    kind\n    ratePermille\n    appliesTo\n    active\n    activeReason\n    deletedAt\n    deleteReason\n  }\n": types.TaxCodeRowFragmentDoc,
    "\n  query TaxCodes($list: ListArgs, $filter: TaxCodeFilter) {\n    taxCodes(list: $list, filter: $filter) {\n      items {\n        ...TaxCodeRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.TaxCodesDocument,
    "\n  mutation CreateTaxCode($input: CreateTaxCodeInput!) {\n    createTaxCode(input: $input) {\n      ...TaxCodeRow\n    }\n  }\n": types.CreateTaxCodeDocument,
    "\n  mutation UpdateTaxCode($id: UUID!, $input: UpdateTaxCodeInput!) {\n    updateTaxCode(id: $id, input: $input) {\n      ...TaxCodeRow\n    }\n  }\n": types.UpdateTaxCodeDocument,
    "\n  mutation SetTaxCodeActive($id: UUID!, $input: SetTaxCodeActiveInput!) {\n    setTaxCodeActive(id: $id, input: $input) {\n      ...TaxCodeRow\n    }\n  }\n": types.SetTaxCodeActiveDocument,
    "\n  mutation DeleteTaxCode($id: UUID!, $reason: String) {\n    deleteTaxCode(id: $id, reason: $reason) {\n      ...TaxCodeRow\n    }\n  }\n": types.DeleteTaxCodeDocument,
    "\n  query OwnerDashboard($today: LocalDate!, $closedFrom: LocalDate!, $compareFrom: LocalDate!, $compareTo: LocalDate!) {\n    today: usageVariance(input: { from: $today, to: $today }) {\n      branches {\n        branchId\n        orderCount\n        netSalesIqd\n        wasteIqd\n        unexplainedIqd\n        theoreticalFoodCostPercent\n        actualFoodCostPercent\n        flaggedItems\n      }\n    }\n    comparison: usageVariance(input: { from: $compareFrom, to: $compareTo }) {\n      branches {\n        branchId\n        branchName\n        orderCount\n        netSalesIqd\n        wasteIqd\n        unexplainedIqd\n        theoreticalFoodCostPercent\n        actualFoodCostPercent\n        flaggedItems\n      }\n    }\n    dayCloses(filter: { from: $closedFrom }, list: { perPage: 100 }) {\n      items {\n        id\n        branchId\n        businessDate\n        status\n        orderCount\n        netSalesIqd\n        averageTicketIqd\n        cashVarianceIqd\n        theoreticalFoodCostPercent\n        actualFoodCostPercent\n        wasteIqd\n        unexplainedIqd\n        flaggedItems\n      }\n    }\n  }\n": types.OwnerDashboardDocument,
    "\n  query DashboardTrend($branchId: UUID!, $from: LocalDate!) {\n    dayCloses(filter: { branchId: $branchId, from: $from }, list: { perPage: 100 }) {\n      items {\n        id\n        businessDate\n        theoreticalFoodCostPercent\n        actualFoodCostPercent\n        unexplainedIqd\n      }\n    }\n  }\n": types.DashboardTrendDocument,
    "\n  query UsageVariance($input: UsageVarianceInput!) {\n    usageVariance(input: $input) {\n      from\n      to\n      thresholdPercent\n      branches {\n        branchId\n        orderCount\n        netSalesIqd\n        theoreticalCostIqd\n        actualCostIqd\n        wasteIqd\n        unexplainedIqd\n        theoreticalFoodCostPercent\n        actualFoodCostPercent\n        unmappedSalesIqd\n        unmappedSalesPercent\n        flaggedItems\n      }\n      lines {\n        branchId\n        inventoryItemId\n        name\n        nameAr\n        unit\n        opening\n        receipts\n        productionOutputs\n        transfersIn\n        transfersOut\n        closing\n        actual\n        theoretical\n        salesUsage\n        productionInputs\n        waste\n        unexplained\n        wasteIqd\n        unexplainedIqd\n        unexplainedPercentOfTheoretical\n        flagged\n        lastCountedOn\n      }\n      unmappedSales {\n        branchId\n        productId\n        productName\n        units\n        netSalesIqd\n        percentOfNetSales\n      }\n    }\n  }\n": types.UsageVarianceDocument,
    "\n  query VarianceSources($branchId: UUID!, $itemId: UUID!, $from: LocalDate, $to: LocalDate, $component: VarianceComponent, $list: ListArgs) {\n    inventoryItem(id: $itemId) {\n      id\n      name\n      nameAr\n      unit\n    }\n    usageVarianceSources(branchId: $branchId, inventoryItemId: $itemId, from: $from, to: $to, component: $component, list: $list) {\n      items {\n        id\n        businessDate\n        kind\n        quantity\n        valueIqd\n        sourceKind\n        sourceId\n        sourceLine\n        reason\n        createdAt\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.VarianceSourcesDocument,
    "\n  fragment CapacityTypeRow on CapacityType {\n    id\n    name\n    nameAr\n  }\n": types.CapacityTypeRowFragmentDoc,
    "\n  query CapacityTypes($list: ListArgs) {\n    capacityTypes(list: $list) {\n      items {\n        ...CapacityTypeRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.CapacityTypesDocument,
    "\n  mutation CreateCapacityType($input: CapacityTypeInput!) {\n    createCapacityType(input: $input) {\n      ...CapacityTypeRow\n    }\n  }\n": types.CreateCapacityTypeDocument,
    "\n  mutation UpdateCapacityType($id: UUID!, $input: CapacityTypeInput!) {\n    updateCapacityType(id: $id, input: $input) {\n      ...CapacityTypeRow\n    }\n  }\n": types.UpdateCapacityTypeDocument,
    "\n  mutation DeleteCapacityType($id: UUID!, $reason: String) {\n    deleteCapacityType(id: $id, reason: $reason) {\n      id\n    }\n  }\n": types.DeleteCapacityTypeDocument,
    "\n  fragment InventoryItemRow on InventoryItem {\n    id\n    name\n    nameAr\n    unit\n    kind\n    active\n    standardCostIqd\n  }\n": types.InventoryItemRowFragmentDoc,
    "\n  query InventoryItems($list: ListArgs, $filter: InventoryItemFilter) {\n    inventoryItems(list: $list, filter: $filter) {\n      items {\n        ...InventoryItemRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.InventoryItemsDocument,
    "\n  mutation CreateInventoryItem($input: InventoryItemInput!) {\n    createInventoryItem(input: $input) {\n      ...InventoryItemRow\n    }\n  }\n": types.CreateInventoryItemDocument,
    "\n  mutation UpdateInventoryItem($id: UUID!, $input: InventoryItemInput!) {\n    updateInventoryItem(id: $id, input: $input) {\n      ...InventoryItemRow\n    }\n  }\n": types.UpdateInventoryItemDocument,
    "\n  mutation DeleteInventoryItem($id: UUID!, $reason: String) {\n    deleteInventoryItem(id: $id, reason: $reason) {\n      id\n    }\n  }\n": types.DeleteInventoryItemDocument,
    "\n  query BranchGroups($list: ListArgs, $filter: BranchGroupFilter) {\n    branchGroups(list: $list, filter: $filter) {\n      items {\n        id\n        name\n        nameAr\n        kind\n        priceTierPct\n        branchIds\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.BranchGroupsDocument,
    "\n  mutation CreateBranchGroup($input: BranchGroupInput!) {\n    createBranchGroup(input: $input) {\n      id\n    }\n  }\n": types.CreateBranchGroupDocument,
    "\n  mutation AddBranchToGroup($id: UUID!, $branchId: UUID!) {\n    addBranchToGroup(id: $id, input: { branchId: $branchId }) {\n      id\n      branchIds\n    }\n  }\n": types.AddBranchToGroupDocument,
    "\n  mutation RemoveBranchFromGroup($id: UUID!, $branchId: UUID!) {\n    removeBranchFromGroup(id: $id, branchId: $branchId) {\n      id\n      branchIds\n    }\n  }\n": types.RemoveBranchFromGroupDocument,
    "\n  query PromotionChangeRequests($list: ListArgs, $filter: PromotionChangeRequestFilter) {\n    promotionChangeRequests(list: $list, filter: $filter) {\n      items {\n        id\n        createdAt\n        promotionId\n        createsPromotion\n        name\n        discountPercent\n        maxDiscountCap\n        minOrderValue\n        startDate\n        endDate\n        channelId\n        active\n        status\n        proposedBy\n        decidedAt\n        decisionNote\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.PromotionChangeRequestsDocument,
    "\n  query PromotionChoices {\n    promotions(list: { perPage: 100, sort: \"name\", dir: Asc }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.PromotionChoicesDocument,
    "\n  mutation ProposePromotionChange($input: PromotionChangeRequestInput!) {\n    proposePromotionChange(input: $input) {\n      id\n      status\n    }\n  }\n": types.ProposePromotionChangeDocument,
    "\n  mutation DecidePromotionChange($id: UUID!, $input: ChangeRequestDecisionInput!) {\n    decidePromotionChangeRequest(id: $id, input: $input) {\n      id\n      status\n      decidedAt\n      decisionNote\n      promotionId\n    }\n  }\n": types.DecidePromotionChangeDocument,
    "\n  query QuoteProducts {\n    products(list: { perPage: 100, sort: \"name\", dir: Asc }) {\n      items {\n        id\n        name\n        nameAr\n        active\n        modifierGroups {\n          id\n          name\n          nameAr\n          options {\n            id\n            name\n            nameAr\n            priceDeltaIqd\n            active\n          }\n        }\n      }\n    }\n  }\n": types.QuoteProductsDocument,
    "\n  query PriceQuote($branchId: UUID!, $channelId: UUID, $items: [CartItemInput!]!) {\n    priceQuote(branchId: $branchId, channelId: $channelId, items: $items) {\n      businessDate\n      pricesIncludeTax\n      subtotal\n      discount\n      taxTotal\n      total\n      totalExcludingTax\n      tier {\n        groupName\n        basisPoints\n        reason\n      }\n      lines {\n        index\n        name\n        nameAr\n        quantity\n        basePrice\n        shelfPrice\n        unitPrice\n        lineTotal\n        discount\n        netAmount\n        ratePermille\n        modifiers {\n          optionId\n          name\n          nameAr\n          priceDelta\n        }\n      }\n      promotion {\n        promotionId\n        name\n        discount\n      }\n      promotionsConsidered {\n        promotionId\n        name\n        discount\n        applied\n        rejection\n        reason\n      }\n      taxes {\n        taxCodeId\n        ratePermille\n        taxableAmount\n        tax\n      }\n    }\n  }\n": types.PriceQuoteDocument,
    "\n  query Promotions($list: ListArgs, $filter: PromotionFilter) {\n    promotions(list: $list, filter: $filter) {\n      items {\n        id\n        name\n        discountPercent\n        maxDiscountCap\n        minOrderValue\n        startDate\n        endDate\n        channelId\n        active\n        status\n        deletedAt\n        deleteReason\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.PromotionsDocument,
    "\n  mutation CreatePromotion($input: PromotionInput!) {\n    createPromotion(input: $input) {\n      id\n    }\n  }\n": types.CreatePromotionDocument,
    "\n  mutation SetPromotionActive($id: UUID!, $input: SetPromotionActiveInput!) {\n    setPromotionActive(id: $id, input: $input) {\n      id\n      active\n      status\n    }\n  }\n": types.SetPromotionActiveDocument,
    "\n  mutation DeletePromotion($id: UUID!, $reason: String) {\n    deletePromotion(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n": types.DeletePromotionDocument,
    "\n  query SalesChannels($list: ListArgs, $filter: SalesChannelFilter) {\n    salesChannels(list: $list, filter: $filter) {\n      items {\n        id\n        name\n        nameAr\n        kind\n        active\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.SalesChannelsDocument,
    "\n  mutation CreateSalesChannel($input: CreateSalesChannelInput!) {\n    createSalesChannel(input: $input) {\n      id\n    }\n  }\n": types.CreateSalesChannelDocument,
    "\n  mutation ActivateSalesChannel($id: UUID!) {\n    activateSalesChannel(id: $id) {\n      id\n      active\n    }\n  }\n": types.ActivateSalesChannelDocument,
    "\n  mutation DeactivateSalesChannel($id: UUID!) {\n    deactivateSalesChannel(id: $id) {\n      id\n      active\n    }\n  }\n": types.DeactivateSalesChannelDocument,
    "\n  fragment ApiKeyRow on ApiKey {\n    id\n    name\n    environment\n    scopes\n    prefix\n    lastFour\n    status\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n": types.ApiKeyRowFragmentDoc,
    "\n  query ApiKeys($list: ListArgs, $filter: ApiKeyFilter) {\n    apiKeys(list: $list, filter: $filter) {\n      items {\n        ...ApiKeyRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.ApiKeysDocument,
    "\n  query ApiKeyScopes {\n    apiKeyScopes {\n      scope\n      description\n      grantable\n    }\n  }\n": types.ApiKeyScopesDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      id\n      key\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RotateApiKey($id: UUID!) {\n    rotateApiKey(id: $id) {\n      id\n      key\n    }\n  }\n": types.RotateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: UUID!, $input: RevokeApiKeyInput) {\n    revokeApiKey(id: $id, input: $input) {\n      ...ApiKeyRow\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  query WebhookDeliveries($list: ListArgs, $filter: WebhookDeliveryFilter) {\n    webhookDeliveries(list: $list, filter: $filter) {\n      items {\n        id\n        eventType\n        status\n        attemptCount\n        lastHttpStatus\n        lastError\n        createdAt\n        attempts {\n          id\n          attemptNumber\n          trigger\n          outcome\n          httpStatus\n          durationMs\n          error\n          startedAt\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation RetryDelivery($id: UUID!) {\n    retryWebhookDelivery(id: $id) {\n      id\n      status\n      attemptCount\n    }\n  }\n": types.RetryDeliveryDocument,
    "\n  query WebhookSubscriptions($list: ListArgs) {\n    webhookSubscriptions(list: $list, filter: { includeInactive: true }) {\n      items {\n        id\n        url\n        events\n        apiVersion\n        active\n        consecutiveFailures\n        failingSince\n        lastSuccessAt\n        createdAt\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.WebhookSubscriptionsDocument,
    "\n  query WebhookCatalog {\n    webhookEventCatalog {\n      currentApiVersion\n      events {\n        type\n        description\n        resourceType\n      }\n    }\n  }\n": types.WebhookCatalogDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookSubscriptionInput!) {\n    createWebhookSubscription(input: $input) {\n      id\n      secret\n    }\n  }\n": types.CreateWebhookDocument,
    "\n  mutation RotateWebhookSecret($id: UUID!) {\n    rotateWebhookSubscriptionSecret(id: $id) {\n      id\n      secret\n    }\n  }\n": types.RotateWebhookSecretDocument,
    "\n  mutation UpdateWebhook($id: UUID!, $input: UpdateWebhookSubscriptionInput!) {\n    updateWebhookSubscription(id: $id, input: $input) {\n      id\n      url\n      events\n      active\n    }\n  }\n": types.UpdateWebhookDocument,
    "\n  mutation DeleteWebhook($id: UUID!, $reason: String) {\n    deleteWebhookSubscription(id: $id, reason: $reason) {\n      id\n    }\n  }\n": types.DeleteWebhookDocument,
    "\n  mutation ActivateWebhook($id: UUID!) {\n    activateWebhookSubscription(id: $id) {\n      id\n      active\n    }\n  }\n": types.ActivateWebhookDocument,
    "\n  mutation DeactivateWebhook($id: UUID!, $reason: String) {\n    deactivateWebhookSubscription(id: $id, reason: $reason) {\n      id\n      active\n    }\n  }\n": types.DeactivateWebhookDocument,
    "\n  mutation TestWebhook($id: UUID!) {\n    testWebhookSubscription(id: $id) {\n      id\n      status\n      lastHttpStatus\n      lastError\n    }\n  }\n": types.TestWebhookDocument,
    "\n  query ExportJobs($list: ListArgs, $filter: ExportJobFilter) {\n    exportJobs(list: $list, filter: $filter) {\n      items {\n        id\n        kind\n        reportKey\n        format\n        lang\n        from\n        to\n        fields\n        status\n        rowsWritten\n        error\n        fileName\n        fileSize\n        createdAt\n        expiresAt\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.ExportJobsDocument,
    "\n  mutation CreateExportJob($input: CreateExportJobInput!) {\n    createExportJob(input: $input) {\n      id\n      status\n    }\n  }\n": types.CreateExportJobDocument,
    "\n  mutation CancelExportJob($id: UUID!) {\n    cancelExportJob(id: $id) {\n      id\n      status\n    }\n  }\n": types.CancelExportJobDocument,
    "\n  query ReportSubscriptions($list: ListArgs, $filter: ReportSubscriptionFilter) {\n    reportSubscriptions(list: $list, filter: $filter) {\n      items {\n        id\n        reportKey\n        recipientEmail\n        externalRecipient\n        cadence\n        format\n        lang\n        sendEmpty\n        active\n        nextRunAt\n        lastRunAt\n        lastSuccessAt\n        lastError\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.ReportSubscriptionsDocument,
    "\n  mutation CreateReportSubscription($input: CreateReportSubscriptionInput!) {\n    createReportSubscription(input: $input) {\n      id\n    }\n  }\n": types.CreateReportSubscriptionDocument,
    "\n  mutation ActivateReportSubscription($id: UUID!) {\n    activateReportSubscription(id: $id) {\n      id\n      active\n    }\n  }\n": types.ActivateReportSubscriptionDocument,
    "\n  mutation DeactivateReportSubscription($id: UUID!) {\n    deactivateReportSubscription(id: $id) {\n      id\n      active\n    }\n  }\n": types.DeactivateReportSubscriptionDocument,
    "\n  mutation DeleteReportSubscription($id: UUID!, $reason: String) {\n    deleteReportSubscription(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n": types.DeleteReportSubscriptionDocument,
    "\n  query SavedReports($list: ListArgs) {\n    savedReports(list: $list) {\n      items {\n        id\n        name\n        reportKey\n        shared\n        createdAt\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.SavedReportsDocument,
    "\n  mutation CreateSavedReport($input: CreateSavedReportInput!) {\n    createSavedReport(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateSavedReportDocument,
    "\n  mutation DeleteSavedReport($id: UUID!, $reason: String) {\n    deleteSavedReport(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n": types.DeleteSavedReportDocument,
    "\n  query ExportDomains {\n    exportDomains {\n      key\n      label\n      labelAr\n      fields {\n        key\n        label\n        labelAr\n        type\n      }\n      reports {\n        key\n        title\n        titleAr\n        filters\n      }\n    }\n  }\n": types.ExportDomainsDocument,
    "\n  query Advances($list: ListArgs, $filter: AdvanceFilter) {\n    advances(list: $list, filter: $filter) {\n      items {\n        id\n        amount\n        status\n        reason\n        requestedAt\n        employee {\n          id\n          fullName\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.AdvancesDocument,
    "\n  mutation RequestAdvance($input: RequestAdvanceInput!) {\n    requestAdvance(input: $input) {\n      id\n      status\n    }\n  }\n": types.RequestAdvanceDocument,
    "\n  mutation DecideAdvance($id: UUID!, $input: HrDecisionInput!) {\n    decideAdvance(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": types.DecideAdvanceDocument,
    "\n  mutation PayAdvance($id: UUID!) {\n    payAdvance(id: $id) {\n      id\n      status\n    }\n  }\n": types.PayAdvanceDocument,
    "\n  mutation SettleAdvance($id: UUID!) {\n    settleAdvance(id: $id) {\n      id\n      status\n    }\n  }\n": types.SettleAdvanceDocument,
    "\n  mutation CancelAdvance($id: UUID!) {\n    cancelAdvance(id: $id) {\n      id\n      status\n    }\n  }\n": types.CancelAdvanceDocument,
    "\n  fragment DepartmentRow on Department {\n    id\n    name\n    nameAr\n    createdAt\n    deletedAt\n    deleteReason\n  }\n": types.DepartmentRowFragmentDoc,
    "\n  query Departments($list: ListArgs, $filter: DepartmentFilter) {\n    departments(list: $list, filter: $filter) {\n      items {\n        ...DepartmentRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.DepartmentsDocument,
    "\n  mutation CreateDepartment($input: CreateDepartmentInput!) {\n    createDepartment(input: $input) {\n      ...DepartmentRow\n    }\n  }\n": types.CreateDepartmentDocument,
    "\n  mutation UpdateDepartment($id: UUID!, $input: UpdateDepartmentInput!) {\n    updateDepartment(id: $id, input: $input) {\n      ...DepartmentRow\n    }\n  }\n": types.UpdateDepartmentDocument,
    "\n  mutation DeleteDepartment($id: UUID!, $reason: String) {\n    deleteDepartment(id: $id, reason: $reason) {\n      ...DepartmentRow\n    }\n  }\n": types.DeleteDepartmentDocument,
    "\n  fragment EmployeeRow on Employee {\n    id\n    fullName\n    status\n    monthlyPay\n    annualLeaveBalance\n    hireDate\n    baseSalary\n    allowances\n    departmentId\n    positionId\n    branchIds\n    phone\n    email\n    nationalId\n    dateOfBirth\n    gender\n    maritalStatus\n    contractType\n    address\n    emergencyName\n    emergencyPhone\n    department {\n      id\n      name\n      nameAr\n    }\n    position {\n      id\n      title\n      titleAr\n    }\n  }\n": types.EmployeeRowFragmentDoc,
    "\n  query Employees($list: ListArgs, $filter: EmployeeFilter) {\n    employees(list: $list, filter: $filter) {\n      items {\n        ...EmployeeRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.EmployeesDocument,
    "\n  mutation CreateEmployee($input: CreateEmployeeInput!) {\n    createEmployee(input: $input) {\n      id\n    }\n  }\n": types.CreateEmployeeDocument,
    "\n  mutation UpdateEmployee($id: UUID!, $input: UpdateEmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      ...EmployeeRow\n    }\n  }\n": types.UpdateEmployeeDocument,
    "\n  mutation DeleteEmployee($id: UUID!, $reason: String) {\n    deleteEmployee(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n": types.DeleteEmployeeDocument,
    "\n  mutation ChangeEmploymentStatus($id: UUID!, $input: EmploymentStatusInput!) {\n    changeEmploymentStatus(id: $id, input: $input) {\n      id\n      status\n      statusChangedAt\n    }\n  }\n": types.ChangeEmploymentStatusDocument,
    "\n  query LeaveRequests($list: ListArgs, $filter: LeaveRequestFilter) {\n    leaveRequests(list: $list, filter: $filter) {\n      items {\n        id\n        startDate\n        endDate\n        days\n        status\n        usesBalance\n        reason\n        employee {\n          id\n          fullName\n          annualLeaveBalance\n        }\n        type {\n          id\n          name\n          nameAr\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.LeaveRequestsDocument,
    "\n  mutation DecideLeave($id: UUID!, $input: HrDecisionInput!) {\n    decideLeave(id: $id, input: $input) {\n      id\n      status\n      balanceDeducted\n    }\n  }\n": types.DecideLeaveDocument,
    "\n  mutation CancelLeave($id: UUID!, $input: HrNoteInput) {\n    cancelLeave(id: $id, input: $input) {\n      id\n      status\n      balanceDeducted\n    }\n  }\n": types.CancelLeaveDocument,
    "\n  mutation RequestLeave($input: RequestLeaveInput!) {\n    requestLeave(input: $input) {\n      id\n      status\n      days\n    }\n  }\n": types.RequestLeaveDocument,
    "\n  query LeaveTypeChoices {\n    leaveTypes(list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n        usesBalance\n      }\n    }\n  }\n": types.LeaveTypeChoicesDocument,
    "\n  fragment LeaveTypeRow on LeaveType {\n    id\n    name\n    nameAr\n    usesBalance\n    paid\n    deletedAt\n    deleteReason\n  }\n": types.LeaveTypeRowFragmentDoc,
    "\n  query LeaveTypes($list: ListArgs, $filter: LeaveTypeFilter) {\n    leaveTypes(list: $list, filter: $filter) {\n      items {\n        ...LeaveTypeRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.LeaveTypesDocument,
    "\n  mutation CreateLeaveType($input: LeaveTypeInput!) {\n    createLeaveType(input: $input) {\n      ...LeaveTypeRow\n    }\n  }\n": types.CreateLeaveTypeDocument,
    "\n  mutation CreateDefaultLeaveTypes {\n    createDefaultLeaveTypes {\n      ...LeaveTypeRow\n    }\n  }\n": types.CreateDefaultLeaveTypesDocument,
    "\n  mutation UpdateLeaveType($id: UUID!, $input: LeaveTypeInput!) {\n    updateLeaveType(id: $id, input: $input) {\n      ...LeaveTypeRow\n    }\n  }\n": types.UpdateLeaveTypeDocument,
    "\n  mutation DeleteLeaveType($id: UUID!, $reason: String) {\n    deleteLeaveType(id: $id, reason: $reason) {\n      ...LeaveTypeRow\n    }\n  }\n": types.DeleteLeaveTypeDocument,
    "\n  query Loans($list: ListArgs, $filter: LoanFilter) {\n    loans(list: $list, filter: $filter) {\n      items {\n        id\n        principal\n        installment\n        installmentCount\n        repaidAmount\n        remainingBalance\n        status\n        requestedAt\n        employee {\n          id\n          fullName\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.LoansDocument,
    "\n  query LoanSchedule($id: UUID!) {\n    loan(id: $id) {\n      id\n      principal\n      installment\n      installmentCount\n      repaidAmount\n      remainingBalance\n      status\n      approvedOn\n      reason\n      decisionNote\n      employee {\n        id\n        fullName\n      }\n      schedule {\n        id\n        sequence\n        dueDate\n        amount\n        paidAt\n        note\n      }\n    }\n  }\n": types.LoanScheduleDocument,
    "\n  mutation RequestLoan($input: RequestLoanInput!) {\n    requestLoan(input: $input) {\n      id\n      status\n    }\n  }\n": types.RequestLoanDocument,
    "\n  mutation DecideLoan($id: UUID!, $input: HrDecisionInput!) {\n    decideLoan(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": types.DecideLoanDocument,
    "\n  mutation CancelLoan($id: UUID!, $input: HrNoteInput) {\n    cancelLoan(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": types.CancelLoanDocument,
    "\n  mutation RepayLoanInstallment($id: UUID!, $input: HrNoteInput) {\n    repayLoanInstallment(id: $id, input: $input) {\n      id\n      status\n      repaidAmount\n      remainingBalance\n      schedule {\n        id\n        paidAt\n        note\n      }\n    }\n  }\n": types.RepayLoanInstallmentDocument,
    "\n  fragment PositionRow on Position {\n    id\n    title\n    titleAr\n    baseSalary\n    departmentId\n    department {\n      id\n      name\n      nameAr\n    }\n  }\n": types.PositionRowFragmentDoc,
    "\n  query Positions($list: ListArgs, $filter: PositionFilter) {\n    positions(list: $list, filter: $filter) {\n      items {\n        ...PositionRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.PositionsDocument,
    "\n  query DepartmentChoices {\n    departments(list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n  }\n": types.DepartmentChoicesDocument,
    "\n  mutation CreatePosition($input: PositionInput!) {\n    createPosition(input: $input) {\n      id\n    }\n  }\n": types.CreatePositionDocument,
    "\n  mutation UpdatePosition($id: UUID!, $input: PositionInput!) {\n    updatePosition(id: $id, input: $input) {\n      ...PositionRow\n    }\n  }\n": types.UpdatePositionDocument,
    "\n  mutation DeletePosition($id: UUID!, $reason: String) {\n    deletePosition(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n": types.DeletePositionDocument,
    "\n  query HrChoices {\n    departments(list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n    positions(list: { perPage: 100, sort: \"title\" }) {\n      items {\n        id\n        title\n        titleAr\n        departmentId\n      }\n    }\n  }\n": types.HrChoicesDocument,
    "\n  query EmployeeChoices($search: String) {\n    employees(list: { perPage: 50, sort: \"fullName\", search: $search }) {\n      items {\n        id\n        fullName\n      }\n    }\n  }\n": types.EmployeeChoicesDocument,
    "\n  query StockCount($id: UUID!) {\n    stockCount(id: $id) {\n      id\n      branchId\n      businessDate\n      status\n      note\n      lines {\n        inventoryItemId\n        inventoryItem {\n          id\n          name\n          nameAr\n          unit\n        }\n        countedQuantity\n        expectedQuantity\n        differenceQuantity\n        differenceValueIqd\n      }\n    }\n  }\n": types.StockCountDocument,
    "\n  mutation EnterStockCounts($id: UUID!, $input: EnterCountsInput!) {\n    enterStockCounts(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": types.EnterStockCountsDocument,
    "\n  mutation SubmitStockCount($id: UUID!) {\n    submitStockCount(id: $id) {\n      id\n      status\n    }\n  }\n": types.SubmitStockCountDocument,
    "\n  mutation ApproveStockCount($id: UUID!) {\n    approveStockCount(id: $id) {\n      id\n      status\n    }\n  }\n": types.ApproveStockCountDocument,
    "\n  query StockCounts($list: ListArgs, $filter: StockCountFilter) {\n    stockCounts(list: $list, filter: $filter) {\n      items {\n        id\n        branchId\n        businessDate\n        status\n        lines {\n          inventoryItemId\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.StockCountsDocument,
    "\n  mutation CreateStockCount($input: CreateStockCountInput!) {\n    createStockCount(input: $input) {\n      id\n    }\n  }\n": types.CreateStockCountDocument,
    "\n  query ItemMovements($itemId: UUID!, $list: ListArgs, $filter: MovementFilter) {\n    inventoryItem(id: $itemId) {\n      id\n      name\n      nameAr\n      unit\n    }\n    inventoryMovements(list: $list, filter: $filter) {\n      items {\n        id\n        businessDate\n        kind\n        quantity\n        unitCostIqd\n        valueIqd\n        onHandAfter\n        sourceKind\n        sourceId\n        sourceLine\n        reason\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.ItemMovementsDocument,
    "\n  query ReorderSuggestions {\n    reorderSuggestions {\n      inventoryItemId\n      itemName\n      supplierId\n      onHand\n      parLevel\n      quantity\n      unitPriceIqd\n    }\n  }\n": types.ReorderSuggestionsDocument,
    "\n  mutation SetParLevel($input: SetParLevelInput!) {\n    setParLevel(input: $input) {\n      branchId\n      inventoryItemId\n      parLevel\n      reorderQuantity\n      belowPar\n    }\n  }\n": types.SetParLevelDocument,
    "\n  mutation OrderReorderSuggestions($supplierId: UUID!) {\n    orderReorderSuggestions(supplierId: $supplierId) {\n      id\n    }\n  }\n": types.OrderReorderSuggestionsDocument,
    "\n  query StockAllBranches($list: ListArgs) {\n    stockOnHandAcrossBranches(list: $list) {\n      branches {\n        id\n        name\n        nameAr\n      }\n      items {\n        inventoryItemId\n        inventoryItem {\n          id\n          name\n          nameAr\n          unit\n        }\n        branches {\n          branchId\n          quantity\n          valueIqd\n        }\n        totalQuantity\n        totalValueIqd\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.StockAllBranchesDocument,
    "\n  query StockOnHand($list: ListArgs, $filter: StockFilter, $search: String) {\n    stockOnHand(list: $list, filter: $filter) {\n      items {\n        branchId\n        inventoryItemId\n        onHand\n        valueIqd\n        avgCostIqd\n        negative\n        parLevel\n        belowPar\n        inventoryItem {\n          id\n          name\n          nameAr\n          unit\n          kind\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n    stockValueTotal(search: $search, filter: $filter)\n  }\n": types.StockOnHandDocument,
    "\n  mutation RecordOpeningBalance($input: OpeningBalanceInput!) {\n    recordOpeningBalance(input: $input) {\n      id\n      quantity\n    }\n  }\n": types.RecordOpeningBalanceDocument,
    "\n  query Transfer($id: UUID!) {\n    transfer(id: $id) {\n      id\n      fromBranchId\n      toBranchId\n      status\n      note\n      sentDate\n      receivedDate\n      lines {\n        inventoryItemId\n        inventoryItem {\n          id\n          name\n          nameAr\n          unit\n        }\n        quantity\n        sentValueIqd\n        receivedQuantity\n        shortQuantity\n        shortValueIqd\n      }\n    }\n  }\n": types.TransferDocument,
    "\n  mutation SendTransfer($id: UUID!) {\n    sendTransfer(id: $id) {\n      id\n      status\n    }\n  }\n": types.SendTransferDocument,
    "\n  mutation ReceiveTransfer($id: UUID!, $input: ReceiveTransferInput) {\n    receiveTransfer(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": types.ReceiveTransferDocument,
    "\n  mutation CancelTransfer($id: UUID!) {\n    cancelTransfer(id: $id) {\n      id\n      status\n    }\n  }\n": types.CancelTransferDocument,
    "\n  query Transfers($list: ListArgs, $filter: TransferFilter) {\n    transfers(list: $list, filter: $filter) {\n      items {\n        id\n        fromBranchId\n        toBranchId\n        status\n        createdAt\n        sentAt\n        lines {\n          inventoryItemId\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.TransfersDocument,
    "\n  mutation CreateTransfer($input: CreateTransferInput!) {\n    createTransfer(input: $input) {\n      id\n    }\n  }\n": types.CreateTransferDocument,
    "\n  query StockItemChoices {\n    inventoryItems(list: { perPage: 100, sort: \"name\", dir: Asc }, filter: { active: true }) {\n      items {\n        id\n        name\n        nameAr\n        unit\n      }\n    }\n  }\n": types.StockItemChoicesDocument,
    "\n  mutation CreateEodReport($input: CreateEodReportInput!) {\n    createEodReport(input: $input) {\n      ...EodReportRow\n    }\n  }\n": types.CreateEodReportDocument,
    "\n  mutation UpdateEodReport($id: UUID!, $input: UpdateEodReportInput!) {\n    updateEodReport(id: $id, input: $input) {\n      ...EodReportRow\n    }\n  }\n": types.UpdateEodReportDocument,
    "\n  mutation ParseEodReport($input: ParseEodReportInput!) {\n    parseEodReport(input: $input) {\n      candidate {\n        businessDate\n        grossSalesIqd\n        netSalesIqd\n        cashSalesIqd\n        cardSalesIqd\n        qiSalesIqd\n        deliverySalesIqd\n        source\n      }\n      warnings\n      missingFields\n    }\n  }\n": types.ParseEodReportDocument,
    "\n  fragment EodReportRow on EodReport {\n    id\n    businessDate\n    grossSalesIqd\n    netSalesIqd\n    cashSalesIqd\n    cardSalesIqd\n    qiSalesIqd\n    deliverySalesIqd\n    paymentTotalIqd\n    varianceIqd\n    source\n    ledger {\n      orderCount\n      ledgerTotalIqd\n      ledgerCashIqd\n      ledgerCardIqd\n      ledgerQiIqd\n      ledgerWalletIqd\n      ledgerOtherIqd\n      ledgerDueAtCounterIqd\n      cashVarianceIqd\n      cardVarianceIqd\n      qiVarianceIqd\n      grossVarianceIqd\n    }\n  }\n": types.EodReportRowFragmentDoc,
    "\n  query EodReports($list: ListArgs, $filter: EodReportFilter) {\n    eodReports(list: $list, filter: $filter) {\n      items {\n        ...EodReportRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.EodReportsDocument,
    "\n  fragment PilotRow on Pilot {\n    id\n    restaurantName\n    startDate\n    endDate\n    note\n    status\n    finalReportStatus\n    statusChangedAt\n    deletedAt\n    deleteReason\n    checklist {\n      doneCount\n      items {\n        key\n        label\n        labelAr\n        done\n        note\n      }\n    }\n  }\n": types.PilotRowFragmentDoc,
    "\n  mutation CreatePilot($input: CreatePilotInput!) {\n    createPilot(input: $input) {\n      ...PilotRow\n    }\n  }\n": types.CreatePilotDocument,
    "\n  mutation UpdatePilot($id: UUID!, $input: UpdatePilotInput!) {\n    updatePilot(id: $id, input: $input) {\n      ...PilotRow\n    }\n  }\n": types.UpdatePilotDocument,
    "\n  query Pilots($list: ListArgs, $filter: PilotFilter) {\n    pilots(list: $list, filter: $filter) {\n      items {\n        ...PilotRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.PilotsDocument,
    "\n  mutation SetPilotStatus($id: UUID!, $input: PilotStatusInput!) {\n    setPilotStatus(id: $id, input: $input) {\n      ...PilotRow\n    }\n  }\n": types.SetPilotStatusDocument,
    "\n  mutation DeletePilot($id: UUID!, $reason: String) {\n    deletePilot(id: $id, reason: $reason) {\n      ...PilotRow\n    }\n  }\n": types.DeletePilotDocument,
    "\n  query AuditTrail($entityType: String!, $entityId: String!, $list: ListArgs) {\n    auditTrail(entityType: $entityType, entityId: $entityId, list: $list) {\n      items {\n        id\n        at\n        action\n        actorKind\n        actorUserId\n        actorApiKeyId\n        reason\n        changes\n        transport\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.AuditTrailDocument,
    "\n  fragment BranchRow on Branch {\n    id\n    name\n    nameAr\n    code\n    address\n    phone\n    timeZone\n    active\n    deactivatedAt\n    deactivationReason\n  }\n": types.BranchRowFragmentDoc,
    "\n  query Branches($list: ListArgs) {\n    branches(list: $list) {\n      items {\n        ...BranchRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.BranchesDocument,
    "\n  mutation UpdateBranch($id: UUID!, $input: UpdateBranchInput!) {\n    updateBranch(id: $id, input: $input) {\n      ...BranchRow\n    }\n  }\n": types.UpdateBranchDocument,
    "\n  mutation DeactivateBranch($id: UUID!, $reason: String) {\n    deactivateBranch(id: $id, reason: $reason) {\n      ...BranchRow\n    }\n  }\n": types.DeactivateBranchDocument,
    "\n  mutation ActivateBranch($id: UUID!, $reason: String) {\n    activateBranch(id: $id, reason: $reason) {\n      ...BranchRow\n    }\n  }\n": types.ActivateBranchDocument,
    "\n  mutation CreateBranch($input: CreateBranchInput!) {\n    createBranch(input: $input) {\n      id\n    }\n  }\n": types.CreateBranchDocument,
    "\n  fragment MemberRow on Membership {\n    id\n    role\n    status\n    allBranches\n    branchIds\n    user {\n      id\n      email\n      fullName\n    }\n  }\n": types.MemberRowFragmentDoc,
    "\n  query Members($list: ListArgs, $filter: MemberFilter) {\n    members(list: $list, filter: $filter) {\n      items {\n        ...MemberRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.MembersDocument,
    "\n  mutation UpdateMember($id: UUID!, $input: UpdateMemberInput!) {\n    updateMember(id: $id, input: $input) {\n      ...MemberRow\n    }\n  }\n": types.UpdateMemberDocument,
    "\n  mutation InviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      id\n      status\n    }\n  }\n": types.InviteMemberDocument,
    "\n  query OrganizationSettings {\n    organizationSettings {\n      id\n      name\n      baseCurrencyCode\n      businessDayStartHour\n      defaultLanguage\n      priceStep\n      pricesIncludeTax\n      updatedAt\n    }\n  }\n": types.OrganizationSettingsDocument,
    "\n  mutation UpdateOrganizationSettings($input: UpdateOrganizationSettingsInput!) {\n    updateOrganizationSettings(input: $input) {\n      id\n      name\n      baseCurrencyCode\n      businessDayStartHour\n      defaultLanguage\n      priceStep\n      pricesIncludeTax\n      updatedAt\n    }\n  }\n": types.UpdateOrganizationSettingsDocument,
    "\n  mutation CreateBatch($input: CreateBatchInput!) {\n    createBatch(input: $input) {\n      id\n      businessDate\n      status\n    }\n  }\n": types.CreateBatchDocument,
    "\n  query Batch($id: UUID!) {\n    batch(id: $id) {\n      id\n      businessDate\n      status\n      chickenCount\n      meatKg\n      rawRiceKg\n      notes\n      closedAt\n      cookedRiceMultiplier\n      reservedRiceDirectSaleKg\n      riceRoundingMethod\n      allowDirectRiceOverflow\n      figures {\n        inputCostIqd\n        totalShareIqd\n        unallocatedCostIqd\n        outputCount\n        totalOutputQty\n        wasteUnitsTotal\n        costBasis\n        cookedRiceKg\n      }\n      outputs {\n        id\n        outputQty\n        shareIqd\n        allocationWeight\n        inventoryItem {\n          id\n          name\n          nameAr\n          unit\n        }\n      }\n      waste {\n        id\n        units\n        kind\n        reason\n        createdAt\n        capacityType {\n          id\n          name\n          nameAr\n        }\n      }\n    }\n  }\n": types.BatchDocument,
    "\n  mutation CloseBatch($id: UUID!) {\n    closeBatch(id: $id) {\n      id\n      status\n      closedAt\n    }\n  }\n": types.CloseBatchDocument,
    "\n  mutation SetBatchStatus($id: UUID!, $input: BatchStatusInput!) {\n    setBatchStatus(id: $id, input: $input) {\n      id\n      status\n      closedAt\n    }\n  }\n": types.SetBatchStatusDocument,
    "\n  mutation SetBatchOverflow($id: UUID!, $input: BatchOverflowInput!) {\n    setBatchOverflow(id: $id, input: $input) {\n      id\n      allowDirectRiceOverflow\n    }\n  }\n": types.SetBatchOverflowDocument,
    "\n  mutation UpdateBatch($id: UUID!, $input: UpdateBatchInput!) {\n    updateBatch(id: $id, input: $input) {\n      id\n      cookedRiceMultiplier\n      reservedRiceDirectSaleKg\n      riceRoundingMethod\n      figures {\n        cookedRiceKg\n        inputCostIqd\n      }\n    }\n  }\n": types.UpdateBatchDocument,
    "\n  mutation DeleteBatch($id: UUID!, $reason: String) {\n    deleteBatch(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n": types.DeleteBatchDocument,
    "\n  mutation AddBatchOutput($id: UUID!, $input: BatchOutputInput!) {\n    addBatchOutput(id: $id, input: $input) {\n      id\n      batch {\n        id\n        figures {\n          outputCount\n          totalShareIqd\n          unallocatedCostIqd\n        }\n      }\n    }\n  }\n": types.AddBatchOutputDocument,
    "\n  mutation RemoveBatchOutput($id: UUID!, $outputId: UUID!, $reason: String) {\n    removeBatchOutput(id: $id, outputId: $outputId, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n": types.RemoveBatchOutputDocument,
    "\n  mutation RecordBatchWaste($id: UUID!, $input: BatchWasteInput!) {\n    recordBatchWaste(id: $id, input: $input) {\n      id\n      batch {\n        id\n        figures {\n          wasteUnitsTotal\n        }\n      }\n    }\n  }\n": types.RecordBatchWasteDocument,
    "\n  query Batches($list: ListArgs, $filter: BatchFilter) {\n    batches(list: $list, filter: $filter) {\n      items {\n        id\n        businessDate\n        status\n        chickenCount\n        rawRiceKg\n        figures {\n          inputCostIqd\n          outputCount\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.BatchesDocument,
    "\n  query PeriodLock {\n    periodLock {\n      lockedThrough\n      updatedAt\n    }\n  }\n": types.PeriodLockDocument,
    "\n  mutation SetPeriodLock($input: SetPeriodLockInput!) {\n    setPeriodLock(input: $input) {\n      lockedThrough\n      updatedAt\n    }\n  }\n": types.SetPeriodLockDocument,
    "\n  query InventoryItemChoices($kind: InventoryKind) {\n    inventoryItems(filter: { kind: $kind, active: true }, list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n        unit\n      }\n    }\n  }\n": types.InventoryItemChoicesDocument,
    "\n  query CapacityTypeChoices {\n    capacityTypes(list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n  }\n": types.CapacityTypeChoicesDocument,
    "\n  mutation DeleteProduct($id: UUID!, $reason: String) {\n    deleteProduct(id: $id, reason: $reason) {\n      id\n      active\n      deletedAt\n      deleteReason\n    }\n  }\n": types.DeleteProductDocument,
    "\n  fragment ModifierGroupFields on ModifierGroup {\n    id\n    name\n    nameAr\n    minChoices\n    maxChoices\n    required\n    deletedAt\n    options {\n      id\n      name\n      nameAr\n      priceDeltaIqd\n      active\n      sortOrder\n    }\n  }\n": types.ModifierGroupFieldsFragmentDoc,
    "\n  mutation CreateModifierGroup($input: ModifierGroupInput!) {\n    createModifierGroup(input: $input) {\n      ...ModifierGroupFields\n    }\n  }\n": types.CreateModifierGroupDocument,
    "\n  mutation UpdateModifierGroup($id: UUID!, $input: ModifierGroupInput!) {\n    updateModifierGroup(id: $id, input: $input) {\n      ...ModifierGroupFields\n    }\n  }\n": types.UpdateModifierGroupDocument,
    "\n  query ModifierGroups($list: ListArgs, $filter: ModifierGroupFilter) {\n    modifierGroups(list: $list, filter: $filter) {\n      items {\n        ...ModifierGroupFields\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.ModifierGroupsDocument,
    "\n  mutation DeleteModifierGroup($id: UUID!, $reason: String) {\n    deleteModifierGroup(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n": types.DeleteModifierGroupDocument,
    "\n  query ModifierGroupConsumables($id: UUID!) {\n    modifierGroup(id: $id) {\n      id\n      options {\n        id\n        name\n        nameAr\n        consumables {\n          id\n          qtyPerParentUnit\n          unit\n          standardCostIqd\n          inventoryItem {\n            id\n            name\n            nameAr\n          }\n        }\n      }\n    }\n  }\n": types.ModifierGroupConsumablesDocument,
    "\n  query OptionConsumableItems {\n    inventoryItems(list: { perPage: 100, sort: \"name\", dir: Asc }, filter: { active: true }) {\n      items {\n        id\n        name\n        nameAr\n        unit\n      }\n    }\n  }\n": types.OptionConsumableItemsDocument,
    "\n  mutation AddModifierOptionConsumable($optionId: UUID!, $input: AddModifierConsumableInput!) {\n    addModifierOptionConsumable(optionId: $optionId, input: $input) {\n      id\n      optionId\n    }\n  }\n": types.AddModifierOptionConsumableDocument,
    "\n  mutation RemoveModifierOptionConsumable($optionId: UUID!, $bomLineId: UUID!) {\n    removeModifierOptionConsumable(optionId: $optionId, bomLineId: $bomLineId) {\n      id\n      optionId\n    }\n  }\n": types.RemoveModifierOptionConsumableDocument,
    "\n  query ProductCategories($list: ListArgs, $filter: ProductCategoryFilter) {\n    productCategories(list: $list, filter: $filter) {\n      items {\n        id\n        code\n        name\n        nameAr\n        sortOrder\n        active\n        deletedAt\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.ProductCategoriesDocument,
    "\n  mutation CreateProductCategory($input: CreateProductCategoryInput!) {\n    createProductCategory(input: $input) {\n      id\n    }\n  }\n": types.CreateProductCategoryDocument,
    "\n  mutation SetProductCategoryActive($id: UUID!, $active: Boolean!) {\n    updateProductCategory(id: $id, input: { active: $active }) {\n      id\n      active\n    }\n  }\n": types.SetProductCategoryActiveDocument,
    "\n  mutation DeleteProductCategory($id: UUID!, $reason: String) {\n    deleteProductCategory(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n": types.DeleteProductCategoryDocument,
    "\n  query ConsumableItems {\n    inventoryItems(list: { perPage: 100, sort: \"name\", dir: Asc }, filter: { active: true }) {\n      items {\n        id\n        name\n        nameAr\n        unit\n      }\n    }\n  }\n": types.ConsumableItemsDocument,
    "\n  mutation AddProductConsumable($productId: UUID!, $input: AddConsumableInput!) {\n    addProductConsumable(productId: $productId, input: $input) {\n      id\n      productId\n    }\n  }\n": types.AddProductConsumableDocument,
    "\n  mutation RemoveProductConsumable($productId: UUID!, $bomLineId: UUID!) {\n    removeProductConsumable(productId: $productId, bomLineId: $bomLineId) {\n      id\n      productId\n    }\n  }\n": types.RemoveProductConsumableDocument,
    "\n  query ProductDetail($id: UUID!) {\n    product(id: $id) {\n      id\n      code\n      name\n      nameAr\n      basePriceIqd\n      standardCostIqd\n      marginIqd\n      active\n      deletedAt\n      deleteReason\n      modifierGroups {\n        ...ModifierGroupFields\n      }\n      consumables {\n        id\n        inventoryItemId\n        qtyPerParentUnit\n        unit\n        channelScope\n        required\n        kind\n        standardCostIqd\n        inventoryItem {\n          id\n          name\n          nameAr\n          unit\n        }\n      }\n    }\n  }\n": types.ProductDetailDocument,
    "\n  query AttachableGroups {\n    modifierGroups(list: { perPage: 100, sort: \"name\", dir: Asc }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n  }\n": types.AttachableGroupsDocument,
    "\n  mutation SetProductModifierGroups($id: UUID!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      modifierGroups {\n        ...ModifierGroupFields\n      }\n    }\n  }\n": types.SetProductModifierGroupsDocument,
    "\n  fragment ProductImportPreview on ProductImportBatch {\n    id\n    status\n    expiresAt\n    rowCount\n    createCount\n    updateCount\n    unchangedCount\n    errorCount\n    newCategoryCodes\n    committedAt\n    rows {\n      rowNumber\n      code\n      action\n      changes {\n        column\n        before\n        after\n      }\n      errors {\n        column\n        message\n      }\n    }\n  }\n": types.ProductImportPreviewFragmentDoc,
    "\n  mutation PreviewProductImport($input: ProductImportInput!) {\n    previewProductImport(input: $input) {\n      ...ProductImportPreview\n    }\n  }\n": types.PreviewProductImportDocument,
    "\n  mutation CommitProductImport($batchId: UUID!, $input: ProductImportInput!) {\n    commitProductImport(batchId: $batchId, input: $input) {\n      ...ProductImportPreview\n    }\n  }\n": types.CommitProductImportDocument,
    "\n  query Products($list: ListArgs, $filter: ProductFilter) {\n    products(list: $list, filter: $filter) {\n      items {\n        id\n        code\n        name\n        nameAr\n        basePriceIqd\n        active\n        channels\n        taxCodeId\n        categoryId\n        sortOrder\n        deletedAt\n        category {\n          id\n          name\n          nameAr\n        }\n        modifierGroups {\n          id\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.ProductsDocument,
    "\n  query ProductFormChoices {\n    productCategories(list: { perPage: 100 }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n    modifierGroups(list: { perPage: 100 }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n  }\n": types.ProductFormChoicesDocument,
    "\n  query ProductTaxCodeChoices {\n    taxCodes(list: { perPage: 100 }) {\n      items {\n        id\n        code\n        name\n        nameAr\n        ratePermille\n        active\n      }\n    }\n  }\n": types.ProductTaxCodeChoicesDocument,
    "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: UUID!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      name\n      basePriceIqd\n      active\n    }\n  }\n": types.UpdateProductDocument,
    "\n  fragment ApprovalRequestDetail on ApprovalRequest {\n    id\n    status\n    amountIqd\n    reason\n    requestedAt\n    requestedBy\n    history {\n      id\n      action\n      at\n      note\n    }\n  }\n": types.ApprovalRequestDetailFragmentDoc,
    "\n  fragment ApprovalRequestRow on ApprovalRequest {\n    id\n    status\n    targetKind\n    targetId\n    amountIqd\n    reason\n    requestedAt\n    requestedBy\n  }\n": types.ApprovalRequestRowFragmentDoc,
    "\n  query ApprovalRequests($list: ListArgs, $filter: ApprovalRequestFilter) {\n    approvalRequests(list: $list, filter: $filter) {\n      items {\n        ...ApprovalRequestRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.ApprovalRequestsDocument,
    "\n  mutation ApplyOrderRequest($id: UUID!, $input: OrderApprovalInput!) {\n    applyPurchaseOrderApproval(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": types.ApplyOrderRequestDocument,
    "\n  mutation ApplyInvoiceRequest($approvalRequestId: UUID!, $input: ApprovalNoteInput) {\n    applyPurchaseInvoiceApproval(approvalRequestId: $approvalRequestId, input: $input) {\n      id\n      status\n    }\n  }\n": types.ApplyInvoiceRequestDocument,
    "\n  query PurchaseInvoice($id: UUID!) {\n    purchaseInvoice(id: $id) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n": types.PurchaseInvoiceDocument,
    "\n  mutation SubmitPurchaseInvoice($id: UUID!, $input: PurchaseInvoiceNoteInput) {\n    submitPurchaseInvoice(id: $id, input: $input) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n": types.SubmitPurchaseInvoiceDocument,
    "\n  mutation ApplyPurchaseInvoiceApproval($approvalRequestId: UUID!, $input: ApprovalNoteInput) {\n    applyPurchaseInvoiceApproval(approvalRequestId: $approvalRequestId, input: $input) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n": types.ApplyPurchaseInvoiceApprovalDocument,
    "\n  mutation PayPurchaseInvoice($id: UUID!, $input: PurchaseInvoicePaymentInput) {\n    payPurchaseInvoice(id: $id, input: $input) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n": types.PayPurchaseInvoiceDocument,
    "\n  mutation CancelPurchaseInvoice($id: UUID!, $input: PurchaseInvoiceNoteInput) {\n    cancelPurchaseInvoice(id: $id, input: $input) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n": types.CancelPurchaseInvoiceDocument,
    "\n  fragment PurchaseInvoiceDetail on PurchaseInvoice {\n    id\n    status\n    supplierId\n    invoiceNumber\n    invoiceDate\n    purchaseOrderId\n    notes\n    totalIqd\n    lastNote\n    paymentRef\n    createdAt\n    approvedAt\n    paidAt\n    supplier {\n      id\n      name\n      nameAr\n    }\n    lines {\n      ...PurchaseLineDetail\n    }\n    approvalRequests {\n      ...ApprovalRequestDetail\n    }\n  }\n": types.PurchaseInvoiceDetailFragmentDoc,
    "\n  query BillableOrders($supplierId: UUID) {\n    purchaseOrders(list: { perPage: 100, sort: \"createdAt\", dir: Desc }, filter: { supplierId: $supplierId }) {\n      items {\n        id\n        status\n        totalIqd\n        lines {\n          inventoryItemId\n          quantity\n          unitPriceIqd\n        }\n      }\n    }\n  }\n": types.BillableOrdersDocument,
    "\n  mutation CreatePurchaseInvoice($input: CreatePurchaseInvoiceInput!) {\n    createPurchaseInvoice(input: $input) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n": types.CreatePurchaseInvoiceDocument,
    "\n  mutation UpdatePurchaseInvoice($id: UUID!, $input: UpdatePurchaseInvoiceInput!) {\n    updatePurchaseInvoice(id: $id, input: $input) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n": types.UpdatePurchaseInvoiceDocument,
    "\n  query PurchaseInvoices($list: ListArgs, $filter: PurchaseInvoiceFilter) {\n    purchaseInvoices(list: $list, filter: $filter) {\n      items {\n        id\n        status\n        invoiceNumber\n        invoiceDate\n        purchaseOrderId\n        totalIqd\n        supplier {\n          id\n          name\n          nameAr\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.PurchaseInvoicesDocument,
    "\n  fragment PurchaseLineDetail on PurchaseLine {\n    inventoryItemId\n    quantity\n    unitPriceIqd\n    lineTotalIqd\n    inventoryItem {\n      id\n      name\n      nameAr\n      unit\n    }\n  }\n": types.PurchaseLineDetailFragmentDoc,
    "\n  query PurchaseOrder($id: UUID!) {\n    purchaseOrder(id: $id) {\n      ...PurchaseOrderDetail\n    }\n    purchasingSettings {\n      approvalThresholdIqd\n    }\n  }\n": types.PurchaseOrderDocument,
    "\n  mutation SubmitPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) {\n    submitPurchaseOrder(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n": types.SubmitPurchaseOrderDocument,
    "\n  mutation ApplyPurchaseOrderApproval($id: UUID!, $input: OrderApprovalInput!) {\n    applyPurchaseOrderApproval(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n": types.ApplyPurchaseOrderApprovalDocument,
    "\n  mutation RevertPurchaseOrderApproval($id: UUID!, $input: OrderApprovalInput!) {\n    revertPurchaseOrderApproval(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n": types.RevertPurchaseOrderApprovalDocument,
    "\n  mutation ReceivePurchaseOrder($id: UUID!, $input: ReceivePurchaseOrderInput) {\n    receivePurchaseOrder(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n": types.ReceivePurchaseOrderDocument,
    "\n  mutation ReopenPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) {\n    reopenPurchaseOrder(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n": types.ReopenPurchaseOrderDocument,
    "\n  mutation CancelPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) {\n    cancelPurchaseOrder(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n": types.CancelPurchaseOrderDocument,
    "\n  mutation RejectApprovalRequest($id: UUID!, $input: RejectApprovalInput!) {\n    rejectApprovalRequest(id: $id, input: $input) {\n      id\n      status\n      targetKind\n      targetId\n    }\n  }\n": types.RejectApprovalRequestDocument,
    "\n  fragment PurchaseOrderDetail on PurchaseOrder {\n    id\n    status\n    supplierId\n    expectedDate\n    notes\n    totalIqd\n    lastNote\n    createdAt\n    submittedAt\n    approvedAt\n    receivedAt\n    cancelledAt\n    supplier {\n      id\n      name\n      nameAr\n    }\n    lines {\n      ...PurchaseLineDetail\n    }\n    approvalRequests {\n      ...ApprovalRequestDetail\n    }\n  }\n": types.PurchaseOrderDetailFragmentDoc,
    "\n  mutation CreatePurchaseOrder($input: CreatePurchaseOrderInput!) {\n    createPurchaseOrder(input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n": types.CreatePurchaseOrderDocument,
    "\n  mutation UpdatePurchaseOrder($id: UUID!, $input: UpdatePurchaseOrderInput!) {\n    updatePurchaseOrder(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n": types.UpdatePurchaseOrderDocument,
    "\n  query PurchaseOrders($list: ListArgs, $filter: PurchaseOrderFilter) {\n    purchaseOrders(list: $list, filter: $filter) {\n      items {\n        id\n        status\n        expectedDate\n        totalIqd\n        createdAt\n        supplier {\n          id\n          name\n          nameAr\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.PurchaseOrdersDocument,
    "\n  query PurchasingSettings {\n    purchasingSettings {\n      approvalThresholdIqd\n      invoiceToleranceIqd\n      updatedAt\n    }\n  }\n": types.PurchasingSettingsDocument,
    "\n  mutation UpdatePurchasingSettings($input: PurchasingSettingsInput!) {\n    updatePurchasingSettings(input: $input) {\n      approvalThresholdIqd\n      invoiceToleranceIqd\n      updatedAt\n    }\n  }\n": types.UpdatePurchasingSettingsDocument,
    "\n  fragment SupplierRow on Supplier {\n    id\n    name\n    nameAr\n    phone\n    taxNumber\n    active\n  }\n": types.SupplierRowFragmentDoc,
    "\n  query Suppliers($list: ListArgs, $filter: SupplierFilter) {\n    suppliers(list: $list, filter: $filter) {\n      items {\n        ...SupplierRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.SuppliersDocument,
    "\n  mutation CreateSupplier($input: CreateSupplierInput!) {\n    createSupplier(input: $input) {\n      ...SupplierRow\n    }\n  }\n": types.CreateSupplierDocument,
    "\n  mutation UpdateSupplier($id: UUID!, $input: UpdateSupplierInput!) {\n    updateSupplier(id: $id, input: $input) {\n      ...SupplierRow\n    }\n  }\n": types.UpdateSupplierDocument,
    "\n  mutation DeactivateSupplier($id: UUID!, $input: SupplierReasonInput) {\n    deactivateSupplier(id: $id, input: $input) {\n      ...SupplierRow\n    }\n  }\n": types.DeactivateSupplierDocument,
    "\n  mutation ActivateSupplier($id: UUID!, $input: SupplierReasonInput) {\n    activateSupplier(id: $id, input: $input) {\n      ...SupplierRow\n    }\n  }\n": types.ActivateSupplierDocument,
    "\n  query PurchasingChoices {\n    suppliers(list: { perPage: 100, sort: \"name\", dir: Asc }, filter: { active: true }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n    inventoryItems(list: { perPage: 100, sort: \"name\", dir: Asc }, filter: { active: true }) {\n      items {\n        id\n        name\n        nameAr\n        unit\n      }\n    }\n  }\n": types.PurchasingChoicesDocument,
    "\n  query CashSettings {\n    cashCurrencies {\n      code\n      minorDigits\n      denominations\n    }\n    exchangeRates(limit: 20) {\n      id\n      currencyCode\n      iqdPer100\n      effectiveFrom\n      note\n    }\n  }\n": types.CashSettingsDocument,
    "\n  mutation SetExchangeRate($input: SetExchangeRateInput!) {\n    setExchangeRate(input: $input) {\n      id\n      currencyCode\n      iqdPer100\n      effectiveFrom\n    }\n  }\n": types.SetExchangeRateDocument,
    "\n  mutation SetCashCurrencies($input: SetCashCurrenciesInput!) {\n    setCashCurrencies(input: $input) {\n      code\n      minorDigits\n      denominations\n    }\n  }\n": types.SetCashCurrenciesDocument,
    "\n  query CounterMenu($branchId: UUID) {\n    products(list: { perPage: 100, sort: \"name\", dir: Asc }) {\n      items {\n        id\n        name\n        nameAr\n        active\n        basePriceIqd\n        modifierGroups {\n          id\n          name\n          nameAr\n          options {\n            id\n            name\n            nameAr\n            priceDeltaIqd\n            active\n          }\n        }\n      }\n    }\n    selfOrderTables(filter: { branchId: $branchId }, list: { perPage: 100 }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.CounterMenuDocument,
    "\n  mutation PlaceCounterOrder($input: CounterOrderInput!) {\n    placeCounterOrder(input: $input) {\n      id\n      number\n      total\n      amountDueAtCounter\n    }\n  }\n": types.PlaceCounterOrderDocument,
    "\n  query SalesOrder($id: UUID!) {\n    salesOrder(id: $id) {\n      id\n      number\n      businessDate\n      status\n      source\n      branchId\n      channelId\n      tableId\n      partnerReference\n      note\n      cancelReason\n      placedAt\n      statusChangedAt\n      lines {\n        index\n        name\n        nameAr\n        quantity\n        unitPrice\n        lineTotal\n        discount\n        netAmount\n        ratePermille\n        note\n        modifiers {\n          optionId\n          name\n          nameAr\n          priceDelta\n        }\n      }\n      subtotal\n      discount\n      taxTotal\n      total\n      amountDueAtCounter\n      promotion {\n        promotionId\n        name\n        discount\n      }\n      taxes {\n        taxCodeId\n        ratePermille\n        taxableAmount\n        tax\n      }\n      payments {\n        methodId\n        name\n        nameAr\n        kind\n        amountIqd\n      }\n      refundedIqd\n      refunds {\n        id\n        amountIqd\n        reason\n        paidBackKind\n        createdAt\n        lines {\n          index\n          quantity\n        }\n      }\n    }\n  }\n": types.SalesOrderDocument,
    "\n  query OrderTable($id: UUID!) {\n    selfOrderTable(id: $id) {\n      id\n      name\n    }\n  }\n": types.OrderTableDocument,
    "\n  mutation ChangeSalesOrderStatus($id: UUID!, $input: ChangeOrderStatusInput!) {\n    changeSalesOrderStatus(id: $id, input: $input) {\n      id\n      status\n      statusChangedAt\n    }\n  }\n": types.ChangeSalesOrderStatusDocument,
    "\n  mutation CancelSalesOrder($id: UUID!, $reason: String) {\n    cancelSalesOrder(id: $id, reason: $reason) {\n      id\n      status\n      cancelReason\n      statusChangedAt\n    }\n  }\n": types.CancelSalesOrderDocument,
    "\n  query SalesOrders($list: ListArgs, $filter: SalesOrderFilter) {\n    salesOrders(list: $list, filter: $filter) {\n      items {\n        id\n        number\n        businessDate\n        status\n        source\n        branchId\n        channelId\n        partnerReference\n        placedAt\n        total\n        amountDueAtCounter\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.SalesOrdersDocument,
    "\n  query PaymentMethods($list: ListArgs, $filter: PaymentMethodFilter) {\n    paymentMethods(list: $list, filter: $filter) {\n      items {\n        id\n        name\n        nameAr\n        kind\n        allowedForSelfOrder\n        active\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.PaymentMethodsDocument,
    "\n  mutation CreatePaymentMethod($input: CreatePaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      id\n    }\n  }\n": types.CreatePaymentMethodDocument,
    "\n  mutation UpdatePaymentMethod($id: UUID!, $input: UpdatePaymentMethodInput!) {\n    updatePaymentMethod(id: $id, input: $input) {\n      id\n      active\n      allowedForSelfOrder\n    }\n  }\n": types.UpdatePaymentMethodDocument,
    "\n  query RefundWays($branchId: UUID!) {\n    tillSessions(filter: { branchId: $branchId, status: Open }) {\n      items {\n        id\n        tillId\n      }\n    }\n    tills(filter: { branchId: $branchId }) {\n      items {\n        id\n        name\n      }\n    }\n    paymentMethods(filter: { active: true }, list: { perPage: 100 }) {\n      items {\n        id\n        name\n        nameAr\n        kind\n      }\n    }\n  }\n": types.RefundWaysDocument,
    "\n  mutation RefundSalesOrder($id: UUID!, $input: RefundOrderInput!) {\n    refundSalesOrder(id: $id, input: $input) {\n      id\n      orderId\n      amountIqd\n    }\n  }\n": types.RefundSalesOrderDocument,
    "\n  query SalesSettlements($list: ListArgs, $filter: SalesSettlementFilter) {\n    salesSettlements(list: $list, filter: $filter) {\n      items {\n        id\n        businessDate\n        methodName\n        kind\n        expectedIqd\n        receivedIqd\n        feeIqd\n        status\n        overdueAt\n      }\n      total\n    }\n  }\n": types.SalesSettlementsDocument,
    "\n  mutation RefreshSalesSettlements($businessDate: LocalDate!) {\n    refreshSalesSettlements(businessDate: $businessDate) {\n      id\n    }\n  }\n": types.RefreshSalesSettlementsDocument,
    "\n  query SelfOrderTables($list: ListArgs, $filter: SelfOrderTableFilter) {\n    selfOrderTables(list: $list, filter: $filter) {\n      items {\n        id\n        branchId\n        name\n        area\n        seats\n        active\n        hasToken\n        tokenIssuedAt\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n": types.SelfOrderTablesDocument,
    "\n  mutation CreateSelfOrderTable($input: CreateSelfOrderTableInput!) {\n    createSelfOrderTable(input: $input) {\n      qrToken\n      orderUrl\n      qrSvg\n      table {\n        id\n        name\n        area\n        hasToken\n      }\n    }\n  }\n": types.CreateSelfOrderTableDocument,
    "\n  mutation RotateSelfOrderTableToken($id: UUID!) {\n    rotateSelfOrderTableToken(id: $id) {\n      qrToken\n      orderUrl\n      qrSvg\n      table {\n        id\n        name\n        area\n        hasToken\n        tokenIssuedAt\n      }\n    }\n  }\n": types.RotateSelfOrderTableTokenDocument,
    "\n  mutation RevokeSelfOrderTableToken($id: UUID!, $reason: String) {\n    revokeSelfOrderTableToken(id: $id, reason: $reason) {\n      id\n      hasToken\n      tokenIssuedAt\n    }\n  }\n": types.RevokeSelfOrderTableTokenDocument,
    "\n  mutation SetSelfOrderTableActive($id: UUID!, $active: Boolean!) {\n    updateSelfOrderTable(id: $id, input: { active: $active }) {\n      id\n      active\n    }\n  }\n": types.SetSelfOrderTableActiveDocument,
    "\n  query OrderTills($branchId: UUID!) {\n    tillSessions(filter: { branchId: $branchId, status: Open }) {\n      items {\n        id\n        tillId\n      }\n    }\n    tills(filter: { branchId: $branchId }) {\n      items {\n        id\n        name\n      }\n    }\n    cashCurrencies {\n      code\n      minorDigits\n    }\n    exchangeRates(limit: 100) {\n      currencyCode\n      iqdPer100\n    }\n    paymentMethods(filter: { active: true }, list: { perPage: 100 }) {\n      items {\n        id\n        name\n        nameAr\n        kind\n      }\n    }\n  }\n": types.OrderTillsDocument,
    "\n  mutation PayOrderAtTill($sessionId: UUID!, $input: TillCashPaymentInput!) {\n    payOrderAtTill(sessionId: $sessionId, input: $input) {\n      id\n      orderId\n      amountIqd\n      changeIqd\n    }\n  }\n": types.PayOrderAtTillDocument,
    "\n  query TillSession($id: UUID!) {\n    tillSession(id: $id) {\n      id\n      status\n      businessDate\n      openedAt\n      closedAt\n      varianceIqd\n      recounts\n      floats {\n        currency\n        amount\n      }\n      variances {\n        currency\n        expected\n        counted\n        variance\n        varianceIqd\n      }\n      movements {\n        id\n        kind\n        currency\n        amount\n        reason\n        createdAt\n      }\n      payments {\n        id\n        amountIqd\n        changeIqd\n        tenders {\n          currency\n          amount\n        }\n      }\n    }\n    cashCurrencies {\n      code\n      minorDigits\n      denominations\n    }\n  }\n": types.TillSessionDocument,
    "\n  mutation RecordTillMovement($sessionId: UUID!, $input: TillMovementInput!) {\n    recordTillMovement(sessionId: $sessionId, input: $input) {\n      id\n    }\n  }\n": types.RecordTillMovementDocument,
    "\n  mutation CountTillSession($sessionId: UUID!, $input: TillCountInput!) {\n    countTillSession(sessionId: $sessionId, input: $input) {\n      id\n      status\n    }\n  }\n": types.CountTillSessionDocument,
    "\n  mutation ApproveTillClose($sessionId: UUID!) {\n    approveTillClose(sessionId: $sessionId) {\n      id\n      status\n    }\n  }\n": types.ApproveTillCloseDocument,
    "\n  mutation ReopenTillCount($sessionId: UUID!, $reason: String!) {\n    reopenTillCount(sessionId: $sessionId, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.ReopenTillCountDocument,
    "\n  query Tills($list: ListArgs, $filter: TillFilter) {\n    tills(list: $list, filter: $filter) {\n      items {\n        id\n        name\n        active\n        currentSession {\n          id\n          status\n        }\n      }\n      total\n    }\n    cashCurrencies {\n      code\n      minorDigits\n      denominations\n    }\n  }\n": types.TillsDocument,
    "\n  mutation CreateTill($input: CreateTillInput!) {\n    createTill(input: $input) {\n      id\n    }\n  }\n": types.CreateTillDocument,
    "\n  mutation OpenTillSession($tillId: UUID!, $input: OpenTillSessionInput!) {\n    openTillSession(tillId: $tillId, input: $input) {\n      id\n    }\n  }\n": types.OpenTillSessionDocument,
    "\n  query KitchenTickets($filter: KitchenTicketFilter) {\n    kitchenTickets(filter: $filter) {\n      ...KitchenCard\n    }\n  }\n  fragment KitchenCard on KitchenTicket {\n    id\n    orderId\n    orderNumber\n    lineIndex\n    name\n    nameAr\n    modifiers\n    note\n    tableName\n    orderNote\n    quantity\n    station\n    status\n    queuedAt\n    startedAt\n    readyAt\n  }\n": types.KitchenTicketsDocument,
    "\n  mutation BumpKitchenTicket($id: UUID!, $fromStatus: KitchenStatus!) {\n    bumpKitchenTicket(id: $id, fromStatus: $fromStatus) {\n      ...KitchenCard\n    }\n  }\n": types.BumpKitchenTicketDocument,
    "\n  mutation VoidKitchenTicket($id: UUID!, $reason: String!) {\n    voidKitchenTicket(id: $id, reason: $reason) {\n      ...KitchenCard\n    }\n  }\n": types.VoidKitchenTicketDocument,
    "\n  query OrderBoard($branchId: UUID!, $list: ListArgs) {\n    placed: salesOrders(filter: { branchId: $branchId, status: Placed }, list: $list) {\n      items {\n        ...BoardOrder\n      }\n    }\n    accepted: salesOrders(filter: { branchId: $branchId, status: Accepted }, list: $list) {\n      items {\n        ...BoardOrder\n      }\n    }\n    preparing: salesOrders(filter: { branchId: $branchId, status: Preparing }, list: $list) {\n      items {\n        ...BoardOrder\n      }\n    }\n    ready: salesOrders(filter: { branchId: $branchId, status: Ready }, list: $list) {\n      items {\n        ...BoardOrder\n      }\n    }\n  }\n  fragment BoardOrder on SalesOrder {\n    id\n    number\n    source\n    status\n    total\n    placedAt\n    partnerReference\n    tableId\n    note\n  }\n": types.OrderBoardDocument,
    "\n  query BoardTables($branchId: UUID!) {\n    selfOrderTables(filter: { branchId: $branchId }, list: { perPage: 100 }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.BoardTablesDocument,
    "\n  mutation MoveBoardOrder($id: UUID!, $input: ChangeOrderStatusInput!) {\n    changeSalesOrderStatus(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": types.MoveBoardOrderDocument,
    "\n  subscription BranchOrderEvents($afterSequence: Int64) {\n    branchOrderEvents(afterSequence: $afterSequence) {\n      sequence\n      kind\n      occurredAt\n      order {\n        id\n        number\n        source\n        status\n        previousStatus\n        total\n        lineCount\n        cancelReason\n        tableId\n        note\n      }\n      ticket {\n        id\n        orderId\n        orderNumber\n        lineIndex\n        name\n        nameAr\n        modifiers\n        note\n        tableName\n        orderNote\n        quantity\n        station\n        status\n        queuedAt\n        startedAt\n        readyAt\n      }\n    }\n  }\n": types.BranchOrderEventsDocument,
    "\n  query SalesBranchChoices {\n    branches(list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n        code\n      }\n    }\n  }\n": types.SalesBranchChoicesDocument,
    "\n  query SalesChannelChoices {\n    salesChannels(list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n        kind\n        active\n      }\n    }\n  }\n": types.SalesChannelChoicesDocument,
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
export function graphql(source: "\n  fragment SessionFields on AuthSession {\n    accessToken\n    refreshToken\n    expiresIn\n    branch {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment SessionFields on AuthSession {\n    accessToken\n    refreshToken\n    expiresIn\n    branch {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession($input: RefreshTokenInput!) {\n    refreshSession(input: $input) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession($input: RefreshTokenInput!) {\n    refreshSession(input: $input) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($input: RefreshTokenInput!) {\n    logout(input: $input) {\n      ok\n    }\n  }\n"): (typeof documents)["\n  mutation Logout($input: RefreshTokenInput!) {\n    logout(input: $input) {\n      ok\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwitchBranch($input: SwitchBranchInput!) {\n    switchBranch(input: $input) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation SwitchBranch($input: SwitchBranchInput!) {\n    switchBranch(input: $input) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterStart($input: RegisterStartInput!) {\n    registerStart(input: $input) {\n      email\n      expiresInSeconds\n      resendAfterSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterStart($input: RegisterStartInput!) {\n    registerStart(input: $input) {\n      email\n      expiresInSeconds\n      resendAfterSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterVerify($input: CodeSignInInput!) {\n    registerVerify(input: $input) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterVerify($input: CodeSignInInput!) {\n    registerVerify(input: $input) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input) {\n      email\n      expiresInSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input) {\n      email\n      expiresInSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      sessionId\n      role\n      permissions\n      user {\n        id\n        email\n        fullName\n      }\n      organization {\n        id\n        name\n        baseCurrencyCode\n        businessDayStartHour\n      }\n      branch {\n        id\n        name\n        nameAr\n        code\n        timeZone\n      }\n      branches {\n        id\n        name\n        nameAr\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      sessionId\n      role\n      permissions\n      user {\n        id\n        email\n        fullName\n      }\n      organization {\n        id\n        name\n        baseCurrencyCode\n        businessDayStartHour\n      }\n      branch {\n        id\n        name\n        nameAr\n        code\n        timeZone\n      }\n      branches {\n        id\n        name\n        nameAr\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateAccount($input: CodeSignInInput!) {\n    activateAccount(input: $input) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateAccount($input: CodeSignInInput!) {\n    activateAccount(input: $input) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendCode($input: ResendCodeInput!) {\n    resendVerificationCode(input: $input) {\n      email\n      expiresInSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation ResendCode($input: ResendCodeInput!) {\n    resendVerificationCode(input: $input) {\n      email\n      expiresInSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TodaysBatches($filter: BatchFilter) {\n    batches(filter: $filter, list: { perPage: 50 }) {\n      items {\n        id\n        status\n        businessDate\n        chickenCount\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query TodaysBatches($filter: BatchFilter) {\n    batches(filter: $filter, list: { perPage: 50 }) {\n      items {\n        id\n        status\n        businessDate\n        chickenCount\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingHr {\n    advances(filter: { status: Pending }, list: { perPage: 1 }) {\n      total\n    }\n    loans(filter: { status: Pending }, list: { perPage: 1 }) {\n      total\n    }\n    leaveRequests(filter: { status: Pending }, list: { perPage: 1 }) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query PendingHr {\n    advances(filter: { status: Pending }, list: { perPage: 1 }) {\n      total\n    }\n    loans(filter: { status: Pending }, list: { perPage: 1 }) {\n      total\n    }\n    leaveRequests(filter: { status: Pending }, list: { perPage: 1 }) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookHealth {\n    webhookSubscriptions(list: { perPage: 100 }) {\n      items {\n        id\n        url\n        failingSince\n        consecutiveFailures\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookHealth {\n    webhookSubscriptions(list: { perPage: 100 }) {\n      items {\n        id\n        url\n        failingSince\n        consecutiveFailures\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BankAccountRow on BankAccount {\n    id\n    name\n    accountNumber\n    currencyCode\n    branchId\n    active\n    activeReason\n    lastStatementDate\n    lastImportedAt\n    lineCounts {\n      unmatched\n      matched\n      excluded\n      total\n    }\n  }\n"): (typeof documents)["\n  fragment BankAccountRow on BankAccount {\n    id\n    name\n    accountNumber\n    currencyCode\n    branchId\n    active\n    activeReason\n    lastStatementDate\n    lastImportedAt\n    lineCounts {\n      unmatched\n      matched\n      excluded\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankAccounts($list: ListArgs, $filter: BankAccountFilter) {\n    bankAccounts(list: $list, filter: $filter) {\n      items {\n        ...BankAccountRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query BankAccounts($list: ListArgs, $filter: BankAccountFilter) {\n    bankAccounts(list: $list, filter: $filter) {\n      items {\n        ...BankAccountRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBankAccount($input: CreateBankAccountInput!) {\n    createBankAccount(input: $input) {\n      ...BankAccountRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBankAccount($input: CreateBankAccountInput!) {\n    createBankAccount(input: $input) {\n      ...BankAccountRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBankAccountActive($id: UUID!, $input: SetBankAccountActiveInput!) {\n    setBankAccountActive(id: $id, input: $input) {\n      ...BankAccountRow\n    }\n  }\n"): (typeof documents)["\n  mutation SetBankAccountActive($id: UUID!, $input: SetBankAccountActiveInput!) {\n    setBankAccountActive(id: $id, input: $input) {\n      ...BankAccountRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatementLineSuggestions($id: UUID!) {\n    bankStatementLineSuggestions(id: $id) {\n      matchType\n      matchedRef\n      label\n      amount\n      date\n      score\n      reasons {\n        kind\n        points\n        detail\n      }\n    }\n  }\n"): (typeof documents)["\n  query StatementLineSuggestions($id: UUID!) {\n    bankStatementLineSuggestions(id: $id) {\n      matchType\n      matchedRef\n      label\n      amount\n      date\n      score\n      reasons {\n        kind\n        points\n        detail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatchStatementLine($id: UUID!, $input: MatchStatementLineInput!) {\n    matchBankStatementLine(id: $id, input: $input) {\n      ...StatementLineRow\n    }\n  }\n"): (typeof documents)["\n  mutation MatchStatementLine($id: UUID!, $input: MatchStatementLineInput!) {\n    matchBankStatementLine(id: $id, input: $input) {\n      ...StatementLineRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportBankStatement($bankAccountId: UUID!, $csv: String!) {\n    importBankStatement(bankAccountId: $bankAccountId, csv: $csv) {\n      id\n      linesRead\n      linesCreated\n      duplicatesSkipped\n      dateFrom\n      dateTo\n    }\n  }\n"): (typeof documents)["\n  mutation ImportBankStatement($bankAccountId: UUID!, $csv: String!) {\n    importBankStatement(bankAccountId: $bankAccountId, csv: $csv) {\n      id\n      linesRead\n      linesCreated\n      duplicatesSkipped\n      dateFrom\n      dateTo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatementLineRow on BankStatementLine {\n    id\n    bankAccountId\n    date\n    amount\n    balance\n    description\n    reference\n    counterparty\n    status\n    matchType\n    matchedRef\n    matchLabel\n    statusNote\n  }\n"): (typeof documents)["\n  fragment StatementLineRow on BankStatementLine {\n    id\n    bankAccountId\n    date\n    amount\n    balance\n    description\n    reference\n    counterparty\n    status\n    matchType\n    matchedRef\n    matchLabel\n    statusNote\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatementLines($list: ListArgs, $filter: StatementLineFilter) {\n    bankStatementLines(list: $list, filter: $filter) {\n      items {\n        ...StatementLineRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query StatementLines($list: ListArgs, $filter: StatementLineFilter) {\n    bankStatementLines(list: $list, filter: $filter) {\n      items {\n        ...StatementLineRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankAccountChoices {\n    bankAccounts(list: { perPage: 100 }) {\n      items {\n        id\n        name\n        currencyCode\n      }\n    }\n  }\n"): (typeof documents)["\n  query BankAccountChoices {\n    bankAccounts(list: { perPage: 100 }) {\n      items {\n        id\n        name\n        currencyCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExcludeStatementLine($id: UUID!, $input: StatementLineReasonInput!) {\n    excludeBankStatementLine(id: $id, input: $input) {\n      ...StatementLineRow\n    }\n  }\n"): (typeof documents)["\n  mutation ExcludeStatementLine($id: UUID!, $input: StatementLineReasonInput!) {\n    excludeBankStatementLine(id: $id, input: $input) {\n      ...StatementLineRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReopenStatementLine($id: UUID!, $input: StatementLineReasonInput!) {\n    reopenBankStatementLine(id: $id, input: $input) {\n      ...StatementLineRow\n    }\n  }\n"): (typeof documents)["\n  mutation ReopenStatementLine($id: UUID!, $input: StatementLineReasonInput!) {\n    reopenBankStatementLine(id: $id, input: $input) {\n      ...StatementLineRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaxCodeRow on TaxCode {\n    id\n    code\n    name\n    nameAr\n    kind\n    ratePermille\n    appliesTo\n    active\n    activeReason\n    deletedAt\n    deleteReason\n  }\n"): (typeof documents)["\n  fragment TaxCodeRow on TaxCode {\n    id\n    code\n    name\n    nameAr\n    kind\n    ratePermille\n    appliesTo\n    active\n    activeReason\n    deletedAt\n    deleteReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaxCodes($list: ListArgs, $filter: TaxCodeFilter) {\n    taxCodes(list: $list, filter: $filter) {\n      items {\n        ...TaxCodeRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query TaxCodes($list: ListArgs, $filter: TaxCodeFilter) {\n    taxCodes(list: $list, filter: $filter) {\n      items {\n        ...TaxCodeRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTaxCode($input: CreateTaxCodeInput!) {\n    createTaxCode(input: $input) {\n      ...TaxCodeRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTaxCode($input: CreateTaxCodeInput!) {\n    createTaxCode(input: $input) {\n      ...TaxCodeRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTaxCode($id: UUID!, $input: UpdateTaxCodeInput!) {\n    updateTaxCode(id: $id, input: $input) {\n      ...TaxCodeRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTaxCode($id: UUID!, $input: UpdateTaxCodeInput!) {\n    updateTaxCode(id: $id, input: $input) {\n      ...TaxCodeRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTaxCodeActive($id: UUID!, $input: SetTaxCodeActiveInput!) {\n    setTaxCodeActive(id: $id, input: $input) {\n      ...TaxCodeRow\n    }\n  }\n"): (typeof documents)["\n  mutation SetTaxCodeActive($id: UUID!, $input: SetTaxCodeActiveInput!) {\n    setTaxCodeActive(id: $id, input: $input) {\n      ...TaxCodeRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTaxCode($id: UUID!, $reason: String) {\n    deleteTaxCode(id: $id, reason: $reason) {\n      ...TaxCodeRow\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTaxCode($id: UUID!, $reason: String) {\n    deleteTaxCode(id: $id, reason: $reason) {\n      ...TaxCodeRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnerDashboard($today: LocalDate!, $closedFrom: LocalDate!, $compareFrom: LocalDate!, $compareTo: LocalDate!) {\n    today: usageVariance(input: { from: $today, to: $today }) {\n      branches {\n        branchId\n        orderCount\n        netSalesIqd\n        wasteIqd\n        unexplainedIqd\n        theoreticalFoodCostPercent\n        actualFoodCostPercent\n        flaggedItems\n      }\n    }\n    comparison: usageVariance(input: { from: $compareFrom, to: $compareTo }) {\n      branches {\n        branchId\n        branchName\n        orderCount\n        netSalesIqd\n        wasteIqd\n        unexplainedIqd\n        theoreticalFoodCostPercent\n        actualFoodCostPercent\n        flaggedItems\n      }\n    }\n    dayCloses(filter: { from: $closedFrom }, list: { perPage: 100 }) {\n      items {\n        id\n        branchId\n        businessDate\n        status\n        orderCount\n        netSalesIqd\n        averageTicketIqd\n        cashVarianceIqd\n        theoreticalFoodCostPercent\n        actualFoodCostPercent\n        wasteIqd\n        unexplainedIqd\n        flaggedItems\n      }\n    }\n  }\n"): (typeof documents)["\n  query OwnerDashboard($today: LocalDate!, $closedFrom: LocalDate!, $compareFrom: LocalDate!, $compareTo: LocalDate!) {\n    today: usageVariance(input: { from: $today, to: $today }) {\n      branches {\n        branchId\n        orderCount\n        netSalesIqd\n        wasteIqd\n        unexplainedIqd\n        theoreticalFoodCostPercent\n        actualFoodCostPercent\n        flaggedItems\n      }\n    }\n    comparison: usageVariance(input: { from: $compareFrom, to: $compareTo }) {\n      branches {\n        branchId\n        branchName\n        orderCount\n        netSalesIqd\n        wasteIqd\n        unexplainedIqd\n        theoreticalFoodCostPercent\n        actualFoodCostPercent\n        flaggedItems\n      }\n    }\n    dayCloses(filter: { from: $closedFrom }, list: { perPage: 100 }) {\n      items {\n        id\n        branchId\n        businessDate\n        status\n        orderCount\n        netSalesIqd\n        averageTicketIqd\n        cashVarianceIqd\n        theoreticalFoodCostPercent\n        actualFoodCostPercent\n        wasteIqd\n        unexplainedIqd\n        flaggedItems\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardTrend($branchId: UUID!, $from: LocalDate!) {\n    dayCloses(filter: { branchId: $branchId, from: $from }, list: { perPage: 100 }) {\n      items {\n        id\n        businessDate\n        theoreticalFoodCostPercent\n        actualFoodCostPercent\n        unexplainedIqd\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardTrend($branchId: UUID!, $from: LocalDate!) {\n    dayCloses(filter: { branchId: $branchId, from: $from }, list: { perPage: 100 }) {\n      items {\n        id\n        businessDate\n        theoreticalFoodCostPercent\n        actualFoodCostPercent\n        unexplainedIqd\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsageVariance($input: UsageVarianceInput!) {\n    usageVariance(input: $input) {\n      from\n      to\n      thresholdPercent\n      branches {\n        branchId\n        orderCount\n        netSalesIqd\n        theoreticalCostIqd\n        actualCostIqd\n        wasteIqd\n        unexplainedIqd\n        theoreticalFoodCostPercent\n        actualFoodCostPercent\n        unmappedSalesIqd\n        unmappedSalesPercent\n        flaggedItems\n      }\n      lines {\n        branchId\n        inventoryItemId\n        name\n        nameAr\n        unit\n        opening\n        receipts\n        productionOutputs\n        transfersIn\n        transfersOut\n        closing\n        actual\n        theoretical\n        salesUsage\n        productionInputs\n        waste\n        unexplained\n        wasteIqd\n        unexplainedIqd\n        unexplainedPercentOfTheoretical\n        flagged\n        lastCountedOn\n      }\n      unmappedSales {\n        branchId\n        productId\n        productName\n        units\n        netSalesIqd\n        percentOfNetSales\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsageVariance($input: UsageVarianceInput!) {\n    usageVariance(input: $input) {\n      from\n      to\n      thresholdPercent\n      branches {\n        branchId\n        orderCount\n        netSalesIqd\n        theoreticalCostIqd\n        actualCostIqd\n        wasteIqd\n        unexplainedIqd\n        theoreticalFoodCostPercent\n        actualFoodCostPercent\n        unmappedSalesIqd\n        unmappedSalesPercent\n        flaggedItems\n      }\n      lines {\n        branchId\n        inventoryItemId\n        name\n        nameAr\n        unit\n        opening\n        receipts\n        productionOutputs\n        transfersIn\n        transfersOut\n        closing\n        actual\n        theoretical\n        salesUsage\n        productionInputs\n        waste\n        unexplained\n        wasteIqd\n        unexplainedIqd\n        unexplainedPercentOfTheoretical\n        flagged\n        lastCountedOn\n      }\n      unmappedSales {\n        branchId\n        productId\n        productName\n        units\n        netSalesIqd\n        percentOfNetSales\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VarianceSources($branchId: UUID!, $itemId: UUID!, $from: LocalDate, $to: LocalDate, $component: VarianceComponent, $list: ListArgs) {\n    inventoryItem(id: $itemId) {\n      id\n      name\n      nameAr\n      unit\n    }\n    usageVarianceSources(branchId: $branchId, inventoryItemId: $itemId, from: $from, to: $to, component: $component, list: $list) {\n      items {\n        id\n        businessDate\n        kind\n        quantity\n        valueIqd\n        sourceKind\n        sourceId\n        sourceLine\n        reason\n        createdAt\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query VarianceSources($branchId: UUID!, $itemId: UUID!, $from: LocalDate, $to: LocalDate, $component: VarianceComponent, $list: ListArgs) {\n    inventoryItem(id: $itemId) {\n      id\n      name\n      nameAr\n      unit\n    }\n    usageVarianceSources(branchId: $branchId, inventoryItemId: $itemId, from: $from, to: $to, component: $component, list: $list) {\n      items {\n        id\n        businessDate\n        kind\n        quantity\n        valueIqd\n        sourceKind\n        sourceId\n        sourceLine\n        reason\n        createdAt\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CapacityTypeRow on CapacityType {\n    id\n    name\n    nameAr\n  }\n"): (typeof documents)["\n  fragment CapacityTypeRow on CapacityType {\n    id\n    name\n    nameAr\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CapacityTypes($list: ListArgs) {\n    capacityTypes(list: $list) {\n      items {\n        ...CapacityTypeRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query CapacityTypes($list: ListArgs) {\n    capacityTypes(list: $list) {\n      items {\n        ...CapacityTypeRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCapacityType($input: CapacityTypeInput!) {\n    createCapacityType(input: $input) {\n      ...CapacityTypeRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCapacityType($input: CapacityTypeInput!) {\n    createCapacityType(input: $input) {\n      ...CapacityTypeRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCapacityType($id: UUID!, $input: CapacityTypeInput!) {\n    updateCapacityType(id: $id, input: $input) {\n      ...CapacityTypeRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCapacityType($id: UUID!, $input: CapacityTypeInput!) {\n    updateCapacityType(id: $id, input: $input) {\n      ...CapacityTypeRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCapacityType($id: UUID!, $reason: String) {\n    deleteCapacityType(id: $id, reason: $reason) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCapacityType($id: UUID!, $reason: String) {\n    deleteCapacityType(id: $id, reason: $reason) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InventoryItemRow on InventoryItem {\n    id\n    name\n    nameAr\n    unit\n    kind\n    active\n    standardCostIqd\n  }\n"): (typeof documents)["\n  fragment InventoryItemRow on InventoryItem {\n    id\n    name\n    nameAr\n    unit\n    kind\n    active\n    standardCostIqd\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InventoryItems($list: ListArgs, $filter: InventoryItemFilter) {\n    inventoryItems(list: $list, filter: $filter) {\n      items {\n        ...InventoryItemRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query InventoryItems($list: ListArgs, $filter: InventoryItemFilter) {\n    inventoryItems(list: $list, filter: $filter) {\n      items {\n        ...InventoryItemRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInventoryItem($input: InventoryItemInput!) {\n    createInventoryItem(input: $input) {\n      ...InventoryItemRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreateInventoryItem($input: InventoryItemInput!) {\n    createInventoryItem(input: $input) {\n      ...InventoryItemRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInventoryItem($id: UUID!, $input: InventoryItemInput!) {\n    updateInventoryItem(id: $id, input: $input) {\n      ...InventoryItemRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInventoryItem($id: UUID!, $input: InventoryItemInput!) {\n    updateInventoryItem(id: $id, input: $input) {\n      ...InventoryItemRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteInventoryItem($id: UUID!, $reason: String) {\n    deleteInventoryItem(id: $id, reason: $reason) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteInventoryItem($id: UUID!, $reason: String) {\n    deleteInventoryItem(id: $id, reason: $reason) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BranchGroups($list: ListArgs, $filter: BranchGroupFilter) {\n    branchGroups(list: $list, filter: $filter) {\n      items {\n        id\n        name\n        nameAr\n        kind\n        priceTierPct\n        branchIds\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query BranchGroups($list: ListArgs, $filter: BranchGroupFilter) {\n    branchGroups(list: $list, filter: $filter) {\n      items {\n        id\n        name\n        nameAr\n        kind\n        priceTierPct\n        branchIds\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBranchGroup($input: BranchGroupInput!) {\n    createBranchGroup(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBranchGroup($input: BranchGroupInput!) {\n    createBranchGroup(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBranchToGroup($id: UUID!, $branchId: UUID!) {\n    addBranchToGroup(id: $id, input: { branchId: $branchId }) {\n      id\n      branchIds\n    }\n  }\n"): (typeof documents)["\n  mutation AddBranchToGroup($id: UUID!, $branchId: UUID!) {\n    addBranchToGroup(id: $id, input: { branchId: $branchId }) {\n      id\n      branchIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBranchFromGroup($id: UUID!, $branchId: UUID!) {\n    removeBranchFromGroup(id: $id, branchId: $branchId) {\n      id\n      branchIds\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveBranchFromGroup($id: UUID!, $branchId: UUID!) {\n    removeBranchFromGroup(id: $id, branchId: $branchId) {\n      id\n      branchIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromotionChangeRequests($list: ListArgs, $filter: PromotionChangeRequestFilter) {\n    promotionChangeRequests(list: $list, filter: $filter) {\n      items {\n        id\n        createdAt\n        promotionId\n        createsPromotion\n        name\n        discountPercent\n        maxDiscountCap\n        minOrderValue\n        startDate\n        endDate\n        channelId\n        active\n        status\n        proposedBy\n        decidedAt\n        decisionNote\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query PromotionChangeRequests($list: ListArgs, $filter: PromotionChangeRequestFilter) {\n    promotionChangeRequests(list: $list, filter: $filter) {\n      items {\n        id\n        createdAt\n        promotionId\n        createsPromotion\n        name\n        discountPercent\n        maxDiscountCap\n        minOrderValue\n        startDate\n        endDate\n        channelId\n        active\n        status\n        proposedBy\n        decidedAt\n        decisionNote\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromotionChoices {\n    promotions(list: { perPage: 100, sort: \"name\", dir: Asc }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query PromotionChoices {\n    promotions(list: { perPage: 100, sort: \"name\", dir: Asc }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProposePromotionChange($input: PromotionChangeRequestInput!) {\n    proposePromotionChange(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ProposePromotionChange($input: PromotionChangeRequestInput!) {\n    proposePromotionChange(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecidePromotionChange($id: UUID!, $input: ChangeRequestDecisionInput!) {\n    decidePromotionChangeRequest(id: $id, input: $input) {\n      id\n      status\n      decidedAt\n      decisionNote\n      promotionId\n    }\n  }\n"): (typeof documents)["\n  mutation DecidePromotionChange($id: UUID!, $input: ChangeRequestDecisionInput!) {\n    decidePromotionChangeRequest(id: $id, input: $input) {\n      id\n      status\n      decidedAt\n      decisionNote\n      promotionId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuoteProducts {\n    products(list: { perPage: 100, sort: \"name\", dir: Asc }) {\n      items {\n        id\n        name\n        nameAr\n        active\n        modifierGroups {\n          id\n          name\n          nameAr\n          options {\n            id\n            name\n            nameAr\n            priceDeltaIqd\n            active\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuoteProducts {\n    products(list: { perPage: 100, sort: \"name\", dir: Asc }) {\n      items {\n        id\n        name\n        nameAr\n        active\n        modifierGroups {\n          id\n          name\n          nameAr\n          options {\n            id\n            name\n            nameAr\n            priceDeltaIqd\n            active\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceQuote($branchId: UUID!, $channelId: UUID, $items: [CartItemInput!]!) {\n    priceQuote(branchId: $branchId, channelId: $channelId, items: $items) {\n      businessDate\n      pricesIncludeTax\n      subtotal\n      discount\n      taxTotal\n      total\n      totalExcludingTax\n      tier {\n        groupName\n        basisPoints\n        reason\n      }\n      lines {\n        index\n        name\n        nameAr\n        quantity\n        basePrice\n        shelfPrice\n        unitPrice\n        lineTotal\n        discount\n        netAmount\n        ratePermille\n        modifiers {\n          optionId\n          name\n          nameAr\n          priceDelta\n        }\n      }\n      promotion {\n        promotionId\n        name\n        discount\n      }\n      promotionsConsidered {\n        promotionId\n        name\n        discount\n        applied\n        rejection\n        reason\n      }\n      taxes {\n        taxCodeId\n        ratePermille\n        taxableAmount\n        tax\n      }\n    }\n  }\n"): (typeof documents)["\n  query PriceQuote($branchId: UUID!, $channelId: UUID, $items: [CartItemInput!]!) {\n    priceQuote(branchId: $branchId, channelId: $channelId, items: $items) {\n      businessDate\n      pricesIncludeTax\n      subtotal\n      discount\n      taxTotal\n      total\n      totalExcludingTax\n      tier {\n        groupName\n        basisPoints\n        reason\n      }\n      lines {\n        index\n        name\n        nameAr\n        quantity\n        basePrice\n        shelfPrice\n        unitPrice\n        lineTotal\n        discount\n        netAmount\n        ratePermille\n        modifiers {\n          optionId\n          name\n          nameAr\n          priceDelta\n        }\n      }\n      promotion {\n        promotionId\n        name\n        discount\n      }\n      promotionsConsidered {\n        promotionId\n        name\n        discount\n        applied\n        rejection\n        reason\n      }\n      taxes {\n        taxCodeId\n        ratePermille\n        taxableAmount\n        tax\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Promotions($list: ListArgs, $filter: PromotionFilter) {\n    promotions(list: $list, filter: $filter) {\n      items {\n        id\n        name\n        discountPercent\n        maxDiscountCap\n        minOrderValue\n        startDate\n        endDate\n        channelId\n        active\n        status\n        deletedAt\n        deleteReason\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query Promotions($list: ListArgs, $filter: PromotionFilter) {\n    promotions(list: $list, filter: $filter) {\n      items {\n        id\n        name\n        discountPercent\n        maxDiscountCap\n        minOrderValue\n        startDate\n        endDate\n        channelId\n        active\n        status\n        deletedAt\n        deleteReason\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePromotion($input: PromotionInput!) {\n    createPromotion(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePromotion($input: PromotionInput!) {\n    createPromotion(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPromotionActive($id: UUID!, $input: SetPromotionActiveInput!) {\n    setPromotionActive(id: $id, input: $input) {\n      id\n      active\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SetPromotionActive($id: UUID!, $input: SetPromotionActiveInput!) {\n    setPromotionActive(id: $id, input: $input) {\n      id\n      active\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePromotion($id: UUID!, $reason: String) {\n    deletePromotion(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePromotion($id: UUID!, $reason: String) {\n    deletePromotion(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesChannels($list: ListArgs, $filter: SalesChannelFilter) {\n    salesChannels(list: $list, filter: $filter) {\n      items {\n        id\n        name\n        nameAr\n        kind\n        active\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query SalesChannels($list: ListArgs, $filter: SalesChannelFilter) {\n    salesChannels(list: $list, filter: $filter) {\n      items {\n        id\n        name\n        nameAr\n        kind\n        active\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSalesChannel($input: CreateSalesChannelInput!) {\n    createSalesChannel(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSalesChannel($input: CreateSalesChannelInput!) {\n    createSalesChannel(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateSalesChannel($id: UUID!) {\n    activateSalesChannel(id: $id) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateSalesChannel($id: UUID!) {\n    activateSalesChannel(id: $id) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateSalesChannel($id: UUID!) {\n    deactivateSalesChannel(id: $id) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateSalesChannel($id: UUID!) {\n    deactivateSalesChannel(id: $id) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeyRow on ApiKey {\n    id\n    name\n    environment\n    scopes\n    prefix\n    lastFour\n    status\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n"): (typeof documents)["\n  fragment ApiKeyRow on ApiKey {\n    id\n    name\n    environment\n    scopes\n    prefix\n    lastFour\n    status\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys($list: ListArgs, $filter: ApiKeyFilter) {\n    apiKeys(list: $list, filter: $filter) {\n      items {\n        ...ApiKeyRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys($list: ListArgs, $filter: ApiKeyFilter) {\n    apiKeys(list: $list, filter: $filter) {\n      items {\n        ...ApiKeyRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeyScopes {\n    apiKeyScopes {\n      scope\n      description\n      grantable\n    }\n  }\n"): (typeof documents)["\n  query ApiKeyScopes {\n    apiKeyScopes {\n      scope\n      description\n      grantable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      id\n      key\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      id\n      key\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateApiKey($id: UUID!) {\n    rotateApiKey(id: $id) {\n      id\n      key\n    }\n  }\n"): (typeof documents)["\n  mutation RotateApiKey($id: UUID!) {\n    rotateApiKey(id: $id) {\n      id\n      key\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: UUID!, $input: RevokeApiKeyInput) {\n    revokeApiKey(id: $id, input: $input) {\n      ...ApiKeyRow\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: UUID!, $input: RevokeApiKeyInput) {\n    revokeApiKey(id: $id, input: $input) {\n      ...ApiKeyRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($list: ListArgs, $filter: WebhookDeliveryFilter) {\n    webhookDeliveries(list: $list, filter: $filter) {\n      items {\n        id\n        eventType\n        status\n        attemptCount\n        lastHttpStatus\n        lastError\n        createdAt\n        attempts {\n          id\n          attemptNumber\n          trigger\n          outcome\n          httpStatus\n          durationMs\n          error\n          startedAt\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($list: ListArgs, $filter: WebhookDeliveryFilter) {\n    webhookDeliveries(list: $list, filter: $filter) {\n      items {\n        id\n        eventType\n        status\n        attemptCount\n        lastHttpStatus\n        lastError\n        createdAt\n        attempts {\n          id\n          attemptNumber\n          trigger\n          outcome\n          httpStatus\n          durationMs\n          error\n          startedAt\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryDelivery($id: UUID!) {\n    retryWebhookDelivery(id: $id) {\n      id\n      status\n      attemptCount\n    }\n  }\n"): (typeof documents)["\n  mutation RetryDelivery($id: UUID!) {\n    retryWebhookDelivery(id: $id) {\n      id\n      status\n      attemptCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookSubscriptions($list: ListArgs) {\n    webhookSubscriptions(list: $list, filter: { includeInactive: true }) {\n      items {\n        id\n        url\n        events\n        apiVersion\n        active\n        consecutiveFailures\n        failingSince\n        lastSuccessAt\n        createdAt\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query WebhookSubscriptions($list: ListArgs) {\n    webhookSubscriptions(list: $list, filter: { includeInactive: true }) {\n      items {\n        id\n        url\n        events\n        apiVersion\n        active\n        consecutiveFailures\n        failingSince\n        lastSuccessAt\n        createdAt\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookCatalog {\n    webhookEventCatalog {\n      currentApiVersion\n      events {\n        type\n        description\n        resourceType\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookCatalog {\n    webhookEventCatalog {\n      currentApiVersion\n      events {\n        type\n        description\n        resourceType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhook($input: CreateWebhookSubscriptionInput!) {\n    createWebhookSubscription(input: $input) {\n      id\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhook($input: CreateWebhookSubscriptionInput!) {\n    createWebhookSubscription(input: $input) {\n      id\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret($id: UUID!) {\n    rotateWebhookSubscriptionSecret(id: $id) {\n      id\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWebhookSecret($id: UUID!) {\n    rotateWebhookSubscriptionSecret(id: $id) {\n      id\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhook($id: UUID!, $input: UpdateWebhookSubscriptionInput!) {\n    updateWebhookSubscription(id: $id, input: $input) {\n      id\n      url\n      events\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhook($id: UUID!, $input: UpdateWebhookSubscriptionInput!) {\n    updateWebhookSubscription(id: $id, input: $input) {\n      id\n      url\n      events\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhook($id: UUID!, $reason: String) {\n    deleteWebhookSubscription(id: $id, reason: $reason) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteWebhook($id: UUID!, $reason: String) {\n    deleteWebhookSubscription(id: $id, reason: $reason) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateWebhook($id: UUID!) {\n    activateWebhookSubscription(id: $id) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateWebhook($id: UUID!) {\n    activateWebhookSubscription(id: $id) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateWebhook($id: UUID!, $reason: String) {\n    deactivateWebhookSubscription(id: $id, reason: $reason) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateWebhook($id: UUID!, $reason: String) {\n    deactivateWebhookSubscription(id: $id, reason: $reason) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestWebhook($id: UUID!) {\n    testWebhookSubscription(id: $id) {\n      id\n      status\n      lastHttpStatus\n      lastError\n    }\n  }\n"): (typeof documents)["\n  mutation TestWebhook($id: UUID!) {\n    testWebhookSubscription(id: $id) {\n      id\n      status\n      lastHttpStatus\n      lastError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportJobs($list: ListArgs, $filter: ExportJobFilter) {\n    exportJobs(list: $list, filter: $filter) {\n      items {\n        id\n        kind\n        reportKey\n        format\n        lang\n        from\n        to\n        fields\n        status\n        rowsWritten\n        error\n        fileName\n        fileSize\n        createdAt\n        expiresAt\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query ExportJobs($list: ListArgs, $filter: ExportJobFilter) {\n    exportJobs(list: $list, filter: $filter) {\n      items {\n        id\n        kind\n        reportKey\n        format\n        lang\n        from\n        to\n        fields\n        status\n        rowsWritten\n        error\n        fileName\n        fileSize\n        createdAt\n        expiresAt\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateExportJob($input: CreateExportJobInput!) {\n    createExportJob(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CreateExportJob($input: CreateExportJobInput!) {\n    createExportJob(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelExportJob($id: UUID!) {\n    cancelExportJob(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelExportJob($id: UUID!) {\n    cancelExportJob(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportSubscriptions($list: ListArgs, $filter: ReportSubscriptionFilter) {\n    reportSubscriptions(list: $list, filter: $filter) {\n      items {\n        id\n        reportKey\n        recipientEmail\n        externalRecipient\n        cadence\n        format\n        lang\n        sendEmpty\n        active\n        nextRunAt\n        lastRunAt\n        lastSuccessAt\n        lastError\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query ReportSubscriptions($list: ListArgs, $filter: ReportSubscriptionFilter) {\n    reportSubscriptions(list: $list, filter: $filter) {\n      items {\n        id\n        reportKey\n        recipientEmail\n        externalRecipient\n        cadence\n        format\n        lang\n        sendEmpty\n        active\n        nextRunAt\n        lastRunAt\n        lastSuccessAt\n        lastError\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReportSubscription($input: CreateReportSubscriptionInput!) {\n    createReportSubscription(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateReportSubscription($input: CreateReportSubscriptionInput!) {\n    createReportSubscription(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateReportSubscription($id: UUID!) {\n    activateReportSubscription(id: $id) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateReportSubscription($id: UUID!) {\n    activateReportSubscription(id: $id) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateReportSubscription($id: UUID!) {\n    deactivateReportSubscription(id: $id) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateReportSubscription($id: UUID!) {\n    deactivateReportSubscription(id: $id) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReportSubscription($id: UUID!, $reason: String) {\n    deleteReportSubscription(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteReportSubscription($id: UUID!, $reason: String) {\n    deleteReportSubscription(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedReports($list: ListArgs) {\n    savedReports(list: $list) {\n      items {\n        id\n        name\n        reportKey\n        shared\n        createdAt\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query SavedReports($list: ListArgs) {\n    savedReports(list: $list) {\n      items {\n        id\n        name\n        reportKey\n        shared\n        createdAt\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSavedReport($input: CreateSavedReportInput!) {\n    createSavedReport(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSavedReport($input: CreateSavedReportInput!) {\n    createSavedReport(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedReport($id: UUID!, $reason: String) {\n    deleteSavedReport(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSavedReport($id: UUID!, $reason: String) {\n    deleteSavedReport(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportDomains {\n    exportDomains {\n      key\n      label\n      labelAr\n      fields {\n        key\n        label\n        labelAr\n        type\n      }\n      reports {\n        key\n        title\n        titleAr\n        filters\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExportDomains {\n    exportDomains {\n      key\n      label\n      labelAr\n      fields {\n        key\n        label\n        labelAr\n        type\n      }\n      reports {\n        key\n        title\n        titleAr\n        filters\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Advances($list: ListArgs, $filter: AdvanceFilter) {\n    advances(list: $list, filter: $filter) {\n      items {\n        id\n        amount\n        status\n        reason\n        requestedAt\n        employee {\n          id\n          fullName\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query Advances($list: ListArgs, $filter: AdvanceFilter) {\n    advances(list: $list, filter: $filter) {\n      items {\n        id\n        amount\n        status\n        reason\n        requestedAt\n        employee {\n          id\n          fullName\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAdvance($input: RequestAdvanceInput!) {\n    requestAdvance(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RequestAdvance($input: RequestAdvanceInput!) {\n    requestAdvance(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideAdvance($id: UUID!, $input: HrDecisionInput!) {\n    decideAdvance(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation DecideAdvance($id: UUID!, $input: HrDecisionInput!) {\n    decideAdvance(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayAdvance($id: UUID!) {\n    payAdvance(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation PayAdvance($id: UUID!) {\n    payAdvance(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettleAdvance($id: UUID!) {\n    settleAdvance(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SettleAdvance($id: UUID!) {\n    settleAdvance(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelAdvance($id: UUID!) {\n    cancelAdvance(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelAdvance($id: UUID!) {\n    cancelAdvance(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DepartmentRow on Department {\n    id\n    name\n    nameAr\n    createdAt\n    deletedAt\n    deleteReason\n  }\n"): (typeof documents)["\n  fragment DepartmentRow on Department {\n    id\n    name\n    nameAr\n    createdAt\n    deletedAt\n    deleteReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Departments($list: ListArgs, $filter: DepartmentFilter) {\n    departments(list: $list, filter: $filter) {\n      items {\n        ...DepartmentRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query Departments($list: ListArgs, $filter: DepartmentFilter) {\n    departments(list: $list, filter: $filter) {\n      items {\n        ...DepartmentRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDepartment($input: CreateDepartmentInput!) {\n    createDepartment(input: $input) {\n      ...DepartmentRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDepartment($input: CreateDepartmentInput!) {\n    createDepartment(input: $input) {\n      ...DepartmentRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDepartment($id: UUID!, $input: UpdateDepartmentInput!) {\n    updateDepartment(id: $id, input: $input) {\n      ...DepartmentRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDepartment($id: UUID!, $input: UpdateDepartmentInput!) {\n    updateDepartment(id: $id, input: $input) {\n      ...DepartmentRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDepartment($id: UUID!, $reason: String) {\n    deleteDepartment(id: $id, reason: $reason) {\n      ...DepartmentRow\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteDepartment($id: UUID!, $reason: String) {\n    deleteDepartment(id: $id, reason: $reason) {\n      ...DepartmentRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmployeeRow on Employee {\n    id\n    fullName\n    status\n    monthlyPay\n    annualLeaveBalance\n    hireDate\n    baseSalary\n    allowances\n    departmentId\n    positionId\n    branchIds\n    phone\n    email\n    nationalId\n    dateOfBirth\n    gender\n    maritalStatus\n    contractType\n    address\n    emergencyName\n    emergencyPhone\n    department {\n      id\n      name\n      nameAr\n    }\n    position {\n      id\n      title\n      titleAr\n    }\n  }\n"): (typeof documents)["\n  fragment EmployeeRow on Employee {\n    id\n    fullName\n    status\n    monthlyPay\n    annualLeaveBalance\n    hireDate\n    baseSalary\n    allowances\n    departmentId\n    positionId\n    branchIds\n    phone\n    email\n    nationalId\n    dateOfBirth\n    gender\n    maritalStatus\n    contractType\n    address\n    emergencyName\n    emergencyPhone\n    department {\n      id\n      name\n      nameAr\n    }\n    position {\n      id\n      title\n      titleAr\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Employees($list: ListArgs, $filter: EmployeeFilter) {\n    employees(list: $list, filter: $filter) {\n      items {\n        ...EmployeeRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query Employees($list: ListArgs, $filter: EmployeeFilter) {\n    employees(list: $list, filter: $filter) {\n      items {\n        ...EmployeeRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEmployee($input: CreateEmployeeInput!) {\n    createEmployee(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEmployee($input: CreateEmployeeInput!) {\n    createEmployee(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEmployee($id: UUID!, $input: UpdateEmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      ...EmployeeRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEmployee($id: UUID!, $input: UpdateEmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      ...EmployeeRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEmployee($id: UUID!, $reason: String) {\n    deleteEmployee(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteEmployee($id: UUID!, $reason: String) {\n    deleteEmployee(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeEmploymentStatus($id: UUID!, $input: EmploymentStatusInput!) {\n    changeEmploymentStatus(id: $id, input: $input) {\n      id\n      status\n      statusChangedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeEmploymentStatus($id: UUID!, $input: EmploymentStatusInput!) {\n    changeEmploymentStatus(id: $id, input: $input) {\n      id\n      status\n      statusChangedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveRequests($list: ListArgs, $filter: LeaveRequestFilter) {\n    leaveRequests(list: $list, filter: $filter) {\n      items {\n        id\n        startDate\n        endDate\n        days\n        status\n        usesBalance\n        reason\n        employee {\n          id\n          fullName\n          annualLeaveBalance\n        }\n        type {\n          id\n          name\n          nameAr\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query LeaveRequests($list: ListArgs, $filter: LeaveRequestFilter) {\n    leaveRequests(list: $list, filter: $filter) {\n      items {\n        id\n        startDate\n        endDate\n        days\n        status\n        usesBalance\n        reason\n        employee {\n          id\n          fullName\n          annualLeaveBalance\n        }\n        type {\n          id\n          name\n          nameAr\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideLeave($id: UUID!, $input: HrDecisionInput!) {\n    decideLeave(id: $id, input: $input) {\n      id\n      status\n      balanceDeducted\n    }\n  }\n"): (typeof documents)["\n  mutation DecideLeave($id: UUID!, $input: HrDecisionInput!) {\n    decideLeave(id: $id, input: $input) {\n      id\n      status\n      balanceDeducted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelLeave($id: UUID!, $input: HrNoteInput) {\n    cancelLeave(id: $id, input: $input) {\n      id\n      status\n      balanceDeducted\n    }\n  }\n"): (typeof documents)["\n  mutation CancelLeave($id: UUID!, $input: HrNoteInput) {\n    cancelLeave(id: $id, input: $input) {\n      id\n      status\n      balanceDeducted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestLeave($input: RequestLeaveInput!) {\n    requestLeave(input: $input) {\n      id\n      status\n      days\n    }\n  }\n"): (typeof documents)["\n  mutation RequestLeave($input: RequestLeaveInput!) {\n    requestLeave(input: $input) {\n      id\n      status\n      days\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveTypeChoices {\n    leaveTypes(list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n        usesBalance\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeaveTypeChoices {\n    leaveTypes(list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n        usesBalance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeaveTypeRow on LeaveType {\n    id\n    name\n    nameAr\n    usesBalance\n    paid\n    deletedAt\n    deleteReason\n  }\n"): (typeof documents)["\n  fragment LeaveTypeRow on LeaveType {\n    id\n    name\n    nameAr\n    usesBalance\n    paid\n    deletedAt\n    deleteReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveTypes($list: ListArgs, $filter: LeaveTypeFilter) {\n    leaveTypes(list: $list, filter: $filter) {\n      items {\n        ...LeaveTypeRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query LeaveTypes($list: ListArgs, $filter: LeaveTypeFilter) {\n    leaveTypes(list: $list, filter: $filter) {\n      items {\n        ...LeaveTypeRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLeaveType($input: LeaveTypeInput!) {\n    createLeaveType(input: $input) {\n      ...LeaveTypeRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLeaveType($input: LeaveTypeInput!) {\n    createLeaveType(input: $input) {\n      ...LeaveTypeRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDefaultLeaveTypes {\n    createDefaultLeaveTypes {\n      ...LeaveTypeRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDefaultLeaveTypes {\n    createDefaultLeaveTypes {\n      ...LeaveTypeRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLeaveType($id: UUID!, $input: LeaveTypeInput!) {\n    updateLeaveType(id: $id, input: $input) {\n      ...LeaveTypeRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLeaveType($id: UUID!, $input: LeaveTypeInput!) {\n    updateLeaveType(id: $id, input: $input) {\n      ...LeaveTypeRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLeaveType($id: UUID!, $reason: String) {\n    deleteLeaveType(id: $id, reason: $reason) {\n      ...LeaveTypeRow\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteLeaveType($id: UUID!, $reason: String) {\n    deleteLeaveType(id: $id, reason: $reason) {\n      ...LeaveTypeRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Loans($list: ListArgs, $filter: LoanFilter) {\n    loans(list: $list, filter: $filter) {\n      items {\n        id\n        principal\n        installment\n        installmentCount\n        repaidAmount\n        remainingBalance\n        status\n        requestedAt\n        employee {\n          id\n          fullName\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query Loans($list: ListArgs, $filter: LoanFilter) {\n    loans(list: $list, filter: $filter) {\n      items {\n        id\n        principal\n        installment\n        installmentCount\n        repaidAmount\n        remainingBalance\n        status\n        requestedAt\n        employee {\n          id\n          fullName\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoanSchedule($id: UUID!) {\n    loan(id: $id) {\n      id\n      principal\n      installment\n      installmentCount\n      repaidAmount\n      remainingBalance\n      status\n      approvedOn\n      reason\n      decisionNote\n      employee {\n        id\n        fullName\n      }\n      schedule {\n        id\n        sequence\n        dueDate\n        amount\n        paidAt\n        note\n      }\n    }\n  }\n"): (typeof documents)["\n  query LoanSchedule($id: UUID!) {\n    loan(id: $id) {\n      id\n      principal\n      installment\n      installmentCount\n      repaidAmount\n      remainingBalance\n      status\n      approvedOn\n      reason\n      decisionNote\n      employee {\n        id\n        fullName\n      }\n      schedule {\n        id\n        sequence\n        dueDate\n        amount\n        paidAt\n        note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestLoan($input: RequestLoanInput!) {\n    requestLoan(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RequestLoan($input: RequestLoanInput!) {\n    requestLoan(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideLoan($id: UUID!, $input: HrDecisionInput!) {\n    decideLoan(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation DecideLoan($id: UUID!, $input: HrDecisionInput!) {\n    decideLoan(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelLoan($id: UUID!, $input: HrNoteInput) {\n    cancelLoan(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelLoan($id: UUID!, $input: HrNoteInput) {\n    cancelLoan(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RepayLoanInstallment($id: UUID!, $input: HrNoteInput) {\n    repayLoanInstallment(id: $id, input: $input) {\n      id\n      status\n      repaidAmount\n      remainingBalance\n      schedule {\n        id\n        paidAt\n        note\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RepayLoanInstallment($id: UUID!, $input: HrNoteInput) {\n    repayLoanInstallment(id: $id, input: $input) {\n      id\n      status\n      repaidAmount\n      remainingBalance\n      schedule {\n        id\n        paidAt\n        note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PositionRow on Position {\n    id\n    title\n    titleAr\n    baseSalary\n    departmentId\n    department {\n      id\n      name\n      nameAr\n    }\n  }\n"): (typeof documents)["\n  fragment PositionRow on Position {\n    id\n    title\n    titleAr\n    baseSalary\n    departmentId\n    department {\n      id\n      name\n      nameAr\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Positions($list: ListArgs, $filter: PositionFilter) {\n    positions(list: $list, filter: $filter) {\n      items {\n        ...PositionRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query Positions($list: ListArgs, $filter: PositionFilter) {\n    positions(list: $list, filter: $filter) {\n      items {\n        ...PositionRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepartmentChoices {\n    departments(list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n  }\n"): (typeof documents)["\n  query DepartmentChoices {\n    departments(list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePosition($input: PositionInput!) {\n    createPosition(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePosition($input: PositionInput!) {\n    createPosition(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePosition($id: UUID!, $input: PositionInput!) {\n    updatePosition(id: $id, input: $input) {\n      ...PositionRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePosition($id: UUID!, $input: PositionInput!) {\n    updatePosition(id: $id, input: $input) {\n      ...PositionRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePosition($id: UUID!, $reason: String) {\n    deletePosition(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePosition($id: UUID!, $reason: String) {\n    deletePosition(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HrChoices {\n    departments(list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n    positions(list: { perPage: 100, sort: \"title\" }) {\n      items {\n        id\n        title\n        titleAr\n        departmentId\n      }\n    }\n  }\n"): (typeof documents)["\n  query HrChoices {\n    departments(list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n    positions(list: { perPage: 100, sort: \"title\" }) {\n      items {\n        id\n        title\n        titleAr\n        departmentId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmployeeChoices($search: String) {\n    employees(list: { perPage: 50, sort: \"fullName\", search: $search }) {\n      items {\n        id\n        fullName\n      }\n    }\n  }\n"): (typeof documents)["\n  query EmployeeChoices($search: String) {\n    employees(list: { perPage: 50, sort: \"fullName\", search: $search }) {\n      items {\n        id\n        fullName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockCount($id: UUID!) {\n    stockCount(id: $id) {\n      id\n      branchId\n      businessDate\n      status\n      note\n      lines {\n        inventoryItemId\n        inventoryItem {\n          id\n          name\n          nameAr\n          unit\n        }\n        countedQuantity\n        expectedQuantity\n        differenceQuantity\n        differenceValueIqd\n      }\n    }\n  }\n"): (typeof documents)["\n  query StockCount($id: UUID!) {\n    stockCount(id: $id) {\n      id\n      branchId\n      businessDate\n      status\n      note\n      lines {\n        inventoryItemId\n        inventoryItem {\n          id\n          name\n          nameAr\n          unit\n        }\n        countedQuantity\n        expectedQuantity\n        differenceQuantity\n        differenceValueIqd\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnterStockCounts($id: UUID!, $input: EnterCountsInput!) {\n    enterStockCounts(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation EnterStockCounts($id: UUID!, $input: EnterCountsInput!) {\n    enterStockCounts(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitStockCount($id: UUID!) {\n    submitStockCount(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitStockCount($id: UUID!) {\n    submitStockCount(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveStockCount($id: UUID!) {\n    approveStockCount(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveStockCount($id: UUID!) {\n    approveStockCount(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockCounts($list: ListArgs, $filter: StockCountFilter) {\n    stockCounts(list: $list, filter: $filter) {\n      items {\n        id\n        branchId\n        businessDate\n        status\n        lines {\n          inventoryItemId\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query StockCounts($list: ListArgs, $filter: StockCountFilter) {\n    stockCounts(list: $list, filter: $filter) {\n      items {\n        id\n        branchId\n        businessDate\n        status\n        lines {\n          inventoryItemId\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateStockCount($input: CreateStockCountInput!) {\n    createStockCount(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateStockCount($input: CreateStockCountInput!) {\n    createStockCount(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ItemMovements($itemId: UUID!, $list: ListArgs, $filter: MovementFilter) {\n    inventoryItem(id: $itemId) {\n      id\n      name\n      nameAr\n      unit\n    }\n    inventoryMovements(list: $list, filter: $filter) {\n      items {\n        id\n        businessDate\n        kind\n        quantity\n        unitCostIqd\n        valueIqd\n        onHandAfter\n        sourceKind\n        sourceId\n        sourceLine\n        reason\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query ItemMovements($itemId: UUID!, $list: ListArgs, $filter: MovementFilter) {\n    inventoryItem(id: $itemId) {\n      id\n      name\n      nameAr\n      unit\n    }\n    inventoryMovements(list: $list, filter: $filter) {\n      items {\n        id\n        businessDate\n        kind\n        quantity\n        unitCostIqd\n        valueIqd\n        onHandAfter\n        sourceKind\n        sourceId\n        sourceLine\n        reason\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReorderSuggestions {\n    reorderSuggestions {\n      inventoryItemId\n      itemName\n      supplierId\n      onHand\n      parLevel\n      quantity\n      unitPriceIqd\n    }\n  }\n"): (typeof documents)["\n  query ReorderSuggestions {\n    reorderSuggestions {\n      inventoryItemId\n      itemName\n      supplierId\n      onHand\n      parLevel\n      quantity\n      unitPriceIqd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetParLevel($input: SetParLevelInput!) {\n    setParLevel(input: $input) {\n      branchId\n      inventoryItemId\n      parLevel\n      reorderQuantity\n      belowPar\n    }\n  }\n"): (typeof documents)["\n  mutation SetParLevel($input: SetParLevelInput!) {\n    setParLevel(input: $input) {\n      branchId\n      inventoryItemId\n      parLevel\n      reorderQuantity\n      belowPar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderReorderSuggestions($supplierId: UUID!) {\n    orderReorderSuggestions(supplierId: $supplierId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation OrderReorderSuggestions($supplierId: UUID!) {\n    orderReorderSuggestions(supplierId: $supplierId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockAllBranches($list: ListArgs) {\n    stockOnHandAcrossBranches(list: $list) {\n      branches {\n        id\n        name\n        nameAr\n      }\n      items {\n        inventoryItemId\n        inventoryItem {\n          id\n          name\n          nameAr\n          unit\n        }\n        branches {\n          branchId\n          quantity\n          valueIqd\n        }\n        totalQuantity\n        totalValueIqd\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query StockAllBranches($list: ListArgs) {\n    stockOnHandAcrossBranches(list: $list) {\n      branches {\n        id\n        name\n        nameAr\n      }\n      items {\n        inventoryItemId\n        inventoryItem {\n          id\n          name\n          nameAr\n          unit\n        }\n        branches {\n          branchId\n          quantity\n          valueIqd\n        }\n        totalQuantity\n        totalValueIqd\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockOnHand($list: ListArgs, $filter: StockFilter, $search: String) {\n    stockOnHand(list: $list, filter: $filter) {\n      items {\n        branchId\n        inventoryItemId\n        onHand\n        valueIqd\n        avgCostIqd\n        negative\n        parLevel\n        belowPar\n        inventoryItem {\n          id\n          name\n          nameAr\n          unit\n          kind\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n    stockValueTotal(search: $search, filter: $filter)\n  }\n"): (typeof documents)["\n  query StockOnHand($list: ListArgs, $filter: StockFilter, $search: String) {\n    stockOnHand(list: $list, filter: $filter) {\n      items {\n        branchId\n        inventoryItemId\n        onHand\n        valueIqd\n        avgCostIqd\n        negative\n        parLevel\n        belowPar\n        inventoryItem {\n          id\n          name\n          nameAr\n          unit\n          kind\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n    stockValueTotal(search: $search, filter: $filter)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordOpeningBalance($input: OpeningBalanceInput!) {\n    recordOpeningBalance(input: $input) {\n      id\n      quantity\n    }\n  }\n"): (typeof documents)["\n  mutation RecordOpeningBalance($input: OpeningBalanceInput!) {\n    recordOpeningBalance(input: $input) {\n      id\n      quantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Transfer($id: UUID!) {\n    transfer(id: $id) {\n      id\n      fromBranchId\n      toBranchId\n      status\n      note\n      sentDate\n      receivedDate\n      lines {\n        inventoryItemId\n        inventoryItem {\n          id\n          name\n          nameAr\n          unit\n        }\n        quantity\n        sentValueIqd\n        receivedQuantity\n        shortQuantity\n        shortValueIqd\n      }\n    }\n  }\n"): (typeof documents)["\n  query Transfer($id: UUID!) {\n    transfer(id: $id) {\n      id\n      fromBranchId\n      toBranchId\n      status\n      note\n      sentDate\n      receivedDate\n      lines {\n        inventoryItemId\n        inventoryItem {\n          id\n          name\n          nameAr\n          unit\n        }\n        quantity\n        sentValueIqd\n        receivedQuantity\n        shortQuantity\n        shortValueIqd\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTransfer($id: UUID!) {\n    sendTransfer(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SendTransfer($id: UUID!) {\n    sendTransfer(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReceiveTransfer($id: UUID!, $input: ReceiveTransferInput) {\n    receiveTransfer(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ReceiveTransfer($id: UUID!, $input: ReceiveTransferInput) {\n    receiveTransfer(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelTransfer($id: UUID!) {\n    cancelTransfer(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelTransfer($id: UUID!) {\n    cancelTransfer(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Transfers($list: ListArgs, $filter: TransferFilter) {\n    transfers(list: $list, filter: $filter) {\n      items {\n        id\n        fromBranchId\n        toBranchId\n        status\n        createdAt\n        sentAt\n        lines {\n          inventoryItemId\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query Transfers($list: ListArgs, $filter: TransferFilter) {\n    transfers(list: $list, filter: $filter) {\n      items {\n        id\n        fromBranchId\n        toBranchId\n        status\n        createdAt\n        sentAt\n        lines {\n          inventoryItemId\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTransfer($input: CreateTransferInput!) {\n    createTransfer(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTransfer($input: CreateTransferInput!) {\n    createTransfer(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockItemChoices {\n    inventoryItems(list: { perPage: 100, sort: \"name\", dir: Asc }, filter: { active: true }) {\n      items {\n        id\n        name\n        nameAr\n        unit\n      }\n    }\n  }\n"): (typeof documents)["\n  query StockItemChoices {\n    inventoryItems(list: { perPage: 100, sort: \"name\", dir: Asc }, filter: { active: true }) {\n      items {\n        id\n        name\n        nameAr\n        unit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEodReport($input: CreateEodReportInput!) {\n    createEodReport(input: $input) {\n      ...EodReportRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEodReport($input: CreateEodReportInput!) {\n    createEodReport(input: $input) {\n      ...EodReportRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEodReport($id: UUID!, $input: UpdateEodReportInput!) {\n    updateEodReport(id: $id, input: $input) {\n      ...EodReportRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEodReport($id: UUID!, $input: UpdateEodReportInput!) {\n    updateEodReport(id: $id, input: $input) {\n      ...EodReportRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ParseEodReport($input: ParseEodReportInput!) {\n    parseEodReport(input: $input) {\n      candidate {\n        businessDate\n        grossSalesIqd\n        netSalesIqd\n        cashSalesIqd\n        cardSalesIqd\n        qiSalesIqd\n        deliverySalesIqd\n        source\n      }\n      warnings\n      missingFields\n    }\n  }\n"): (typeof documents)["\n  mutation ParseEodReport($input: ParseEodReportInput!) {\n    parseEodReport(input: $input) {\n      candidate {\n        businessDate\n        grossSalesIqd\n        netSalesIqd\n        cashSalesIqd\n        cardSalesIqd\n        qiSalesIqd\n        deliverySalesIqd\n        source\n      }\n      warnings\n      missingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EodReportRow on EodReport {\n    id\n    businessDate\n    grossSalesIqd\n    netSalesIqd\n    cashSalesIqd\n    cardSalesIqd\n    qiSalesIqd\n    deliverySalesIqd\n    paymentTotalIqd\n    varianceIqd\n    source\n    ledger {\n      orderCount\n      ledgerTotalIqd\n      ledgerCashIqd\n      ledgerCardIqd\n      ledgerQiIqd\n      ledgerWalletIqd\n      ledgerOtherIqd\n      ledgerDueAtCounterIqd\n      cashVarianceIqd\n      cardVarianceIqd\n      qiVarianceIqd\n      grossVarianceIqd\n    }\n  }\n"): (typeof documents)["\n  fragment EodReportRow on EodReport {\n    id\n    businessDate\n    grossSalesIqd\n    netSalesIqd\n    cashSalesIqd\n    cardSalesIqd\n    qiSalesIqd\n    deliverySalesIqd\n    paymentTotalIqd\n    varianceIqd\n    source\n    ledger {\n      orderCount\n      ledgerTotalIqd\n      ledgerCashIqd\n      ledgerCardIqd\n      ledgerQiIqd\n      ledgerWalletIqd\n      ledgerOtherIqd\n      ledgerDueAtCounterIqd\n      cashVarianceIqd\n      cardVarianceIqd\n      qiVarianceIqd\n      grossVarianceIqd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EodReports($list: ListArgs, $filter: EodReportFilter) {\n    eodReports(list: $list, filter: $filter) {\n      items {\n        ...EodReportRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query EodReports($list: ListArgs, $filter: EodReportFilter) {\n    eodReports(list: $list, filter: $filter) {\n      items {\n        ...EodReportRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PilotRow on Pilot {\n    id\n    restaurantName\n    startDate\n    endDate\n    note\n    status\n    finalReportStatus\n    statusChangedAt\n    deletedAt\n    deleteReason\n    checklist {\n      doneCount\n      items {\n        key\n        label\n        labelAr\n        done\n        note\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PilotRow on Pilot {\n    id\n    restaurantName\n    startDate\n    endDate\n    note\n    status\n    finalReportStatus\n    statusChangedAt\n    deletedAt\n    deleteReason\n    checklist {\n      doneCount\n      items {\n        key\n        label\n        labelAr\n        done\n        note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePilot($input: CreatePilotInput!) {\n    createPilot(input: $input) {\n      ...PilotRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePilot($input: CreatePilotInput!) {\n    createPilot(input: $input) {\n      ...PilotRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePilot($id: UUID!, $input: UpdatePilotInput!) {\n    updatePilot(id: $id, input: $input) {\n      ...PilotRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePilot($id: UUID!, $input: UpdatePilotInput!) {\n    updatePilot(id: $id, input: $input) {\n      ...PilotRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Pilots($list: ListArgs, $filter: PilotFilter) {\n    pilots(list: $list, filter: $filter) {\n      items {\n        ...PilotRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query Pilots($list: ListArgs, $filter: PilotFilter) {\n    pilots(list: $list, filter: $filter) {\n      items {\n        ...PilotRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPilotStatus($id: UUID!, $input: PilotStatusInput!) {\n    setPilotStatus(id: $id, input: $input) {\n      ...PilotRow\n    }\n  }\n"): (typeof documents)["\n  mutation SetPilotStatus($id: UUID!, $input: PilotStatusInput!) {\n    setPilotStatus(id: $id, input: $input) {\n      ...PilotRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePilot($id: UUID!, $reason: String) {\n    deletePilot(id: $id, reason: $reason) {\n      ...PilotRow\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePilot($id: UUID!, $reason: String) {\n    deletePilot(id: $id, reason: $reason) {\n      ...PilotRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditTrail($entityType: String!, $entityId: String!, $list: ListArgs) {\n    auditTrail(entityType: $entityType, entityId: $entityId, list: $list) {\n      items {\n        id\n        at\n        action\n        actorKind\n        actorUserId\n        actorApiKeyId\n        reason\n        changes\n        transport\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query AuditTrail($entityType: String!, $entityId: String!, $list: ListArgs) {\n    auditTrail(entityType: $entityType, entityId: $entityId, list: $list) {\n      items {\n        id\n        at\n        action\n        actorKind\n        actorUserId\n        actorApiKeyId\n        reason\n        changes\n        transport\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BranchRow on Branch {\n    id\n    name\n    nameAr\n    code\n    address\n    phone\n    timeZone\n    active\n    deactivatedAt\n    deactivationReason\n  }\n"): (typeof documents)["\n  fragment BranchRow on Branch {\n    id\n    name\n    nameAr\n    code\n    address\n    phone\n    timeZone\n    active\n    deactivatedAt\n    deactivationReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Branches($list: ListArgs) {\n    branches(list: $list) {\n      items {\n        ...BranchRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query Branches($list: ListArgs) {\n    branches(list: $list) {\n      items {\n        ...BranchRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBranch($id: UUID!, $input: UpdateBranchInput!) {\n    updateBranch(id: $id, input: $input) {\n      ...BranchRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBranch($id: UUID!, $input: UpdateBranchInput!) {\n    updateBranch(id: $id, input: $input) {\n      ...BranchRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateBranch($id: UUID!, $reason: String) {\n    deactivateBranch(id: $id, reason: $reason) {\n      ...BranchRow\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateBranch($id: UUID!, $reason: String) {\n    deactivateBranch(id: $id, reason: $reason) {\n      ...BranchRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateBranch($id: UUID!, $reason: String) {\n    activateBranch(id: $id, reason: $reason) {\n      ...BranchRow\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateBranch($id: UUID!, $reason: String) {\n    activateBranch(id: $id, reason: $reason) {\n      ...BranchRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBranch($input: CreateBranchInput!) {\n    createBranch(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBranch($input: CreateBranchInput!) {\n    createBranch(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberRow on Membership {\n    id\n    role\n    status\n    allBranches\n    branchIds\n    user {\n      id\n      email\n      fullName\n    }\n  }\n"): (typeof documents)["\n  fragment MemberRow on Membership {\n    id\n    role\n    status\n    allBranches\n    branchIds\n    user {\n      id\n      email\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Members($list: ListArgs, $filter: MemberFilter) {\n    members(list: $list, filter: $filter) {\n      items {\n        ...MemberRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query Members($list: ListArgs, $filter: MemberFilter) {\n    members(list: $list, filter: $filter) {\n      items {\n        ...MemberRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMember($id: UUID!, $input: UpdateMemberInput!) {\n    updateMember(id: $id, input: $input) {\n      ...MemberRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMember($id: UUID!, $input: UpdateMemberInput!) {\n    updateMember(id: $id, input: $input) {\n      ...MemberRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation InviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationSettings {\n    organizationSettings {\n      id\n      name\n      baseCurrencyCode\n      businessDayStartHour\n      defaultLanguage\n      priceStep\n      pricesIncludeTax\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query OrganizationSettings {\n    organizationSettings {\n      id\n      name\n      baseCurrencyCode\n      businessDayStartHour\n      defaultLanguage\n      priceStep\n      pricesIncludeTax\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrganizationSettings($input: UpdateOrganizationSettingsInput!) {\n    updateOrganizationSettings(input: $input) {\n      id\n      name\n      baseCurrencyCode\n      businessDayStartHour\n      defaultLanguage\n      priceStep\n      pricesIncludeTax\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrganizationSettings($input: UpdateOrganizationSettingsInput!) {\n    updateOrganizationSettings(input: $input) {\n      id\n      name\n      baseCurrencyCode\n      businessDayStartHour\n      defaultLanguage\n      priceStep\n      pricesIncludeTax\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBatch($input: CreateBatchInput!) {\n    createBatch(input: $input) {\n      id\n      businessDate\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBatch($input: CreateBatchInput!) {\n    createBatch(input: $input) {\n      id\n      businessDate\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Batch($id: UUID!) {\n    batch(id: $id) {\n      id\n      businessDate\n      status\n      chickenCount\n      meatKg\n      rawRiceKg\n      notes\n      closedAt\n      cookedRiceMultiplier\n      reservedRiceDirectSaleKg\n      riceRoundingMethod\n      allowDirectRiceOverflow\n      figures {\n        inputCostIqd\n        totalShareIqd\n        unallocatedCostIqd\n        outputCount\n        totalOutputQty\n        wasteUnitsTotal\n        costBasis\n        cookedRiceKg\n      }\n      outputs {\n        id\n        outputQty\n        shareIqd\n        allocationWeight\n        inventoryItem {\n          id\n          name\n          nameAr\n          unit\n        }\n      }\n      waste {\n        id\n        units\n        kind\n        reason\n        createdAt\n        capacityType {\n          id\n          name\n          nameAr\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Batch($id: UUID!) {\n    batch(id: $id) {\n      id\n      businessDate\n      status\n      chickenCount\n      meatKg\n      rawRiceKg\n      notes\n      closedAt\n      cookedRiceMultiplier\n      reservedRiceDirectSaleKg\n      riceRoundingMethod\n      allowDirectRiceOverflow\n      figures {\n        inputCostIqd\n        totalShareIqd\n        unallocatedCostIqd\n        outputCount\n        totalOutputQty\n        wasteUnitsTotal\n        costBasis\n        cookedRiceKg\n      }\n      outputs {\n        id\n        outputQty\n        shareIqd\n        allocationWeight\n        inventoryItem {\n          id\n          name\n          nameAr\n          unit\n        }\n      }\n      waste {\n        id\n        units\n        kind\n        reason\n        createdAt\n        capacityType {\n          id\n          name\n          nameAr\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseBatch($id: UUID!) {\n    closeBatch(id: $id) {\n      id\n      status\n      closedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CloseBatch($id: UUID!) {\n    closeBatch(id: $id) {\n      id\n      status\n      closedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBatchStatus($id: UUID!, $input: BatchStatusInput!) {\n    setBatchStatus(id: $id, input: $input) {\n      id\n      status\n      closedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetBatchStatus($id: UUID!, $input: BatchStatusInput!) {\n    setBatchStatus(id: $id, input: $input) {\n      id\n      status\n      closedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBatchOverflow($id: UUID!, $input: BatchOverflowInput!) {\n    setBatchOverflow(id: $id, input: $input) {\n      id\n      allowDirectRiceOverflow\n    }\n  }\n"): (typeof documents)["\n  mutation SetBatchOverflow($id: UUID!, $input: BatchOverflowInput!) {\n    setBatchOverflow(id: $id, input: $input) {\n      id\n      allowDirectRiceOverflow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBatch($id: UUID!, $input: UpdateBatchInput!) {\n    updateBatch(id: $id, input: $input) {\n      id\n      cookedRiceMultiplier\n      reservedRiceDirectSaleKg\n      riceRoundingMethod\n      figures {\n        cookedRiceKg\n        inputCostIqd\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBatch($id: UUID!, $input: UpdateBatchInput!) {\n    updateBatch(id: $id, input: $input) {\n      id\n      cookedRiceMultiplier\n      reservedRiceDirectSaleKg\n      riceRoundingMethod\n      figures {\n        cookedRiceKg\n        inputCostIqd\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBatch($id: UUID!, $reason: String) {\n    deleteBatch(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteBatch($id: UUID!, $reason: String) {\n    deleteBatch(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBatchOutput($id: UUID!, $input: BatchOutputInput!) {\n    addBatchOutput(id: $id, input: $input) {\n      id\n      batch {\n        id\n        figures {\n          outputCount\n          totalShareIqd\n          unallocatedCostIqd\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddBatchOutput($id: UUID!, $input: BatchOutputInput!) {\n    addBatchOutput(id: $id, input: $input) {\n      id\n      batch {\n        id\n        figures {\n          outputCount\n          totalShareIqd\n          unallocatedCostIqd\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBatchOutput($id: UUID!, $outputId: UUID!, $reason: String) {\n    removeBatchOutput(id: $id, outputId: $outputId, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveBatchOutput($id: UUID!, $outputId: UUID!, $reason: String) {\n    removeBatchOutput(id: $id, outputId: $outputId, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordBatchWaste($id: UUID!, $input: BatchWasteInput!) {\n    recordBatchWaste(id: $id, input: $input) {\n      id\n      batch {\n        id\n        figures {\n          wasteUnitsTotal\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RecordBatchWaste($id: UUID!, $input: BatchWasteInput!) {\n    recordBatchWaste(id: $id, input: $input) {\n      id\n      batch {\n        id\n        figures {\n          wasteUnitsTotal\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Batches($list: ListArgs, $filter: BatchFilter) {\n    batches(list: $list, filter: $filter) {\n      items {\n        id\n        businessDate\n        status\n        chickenCount\n        rawRiceKg\n        figures {\n          inputCostIqd\n          outputCount\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query Batches($list: ListArgs, $filter: BatchFilter) {\n    batches(list: $list, filter: $filter) {\n      items {\n        id\n        businessDate\n        status\n        chickenCount\n        rawRiceKg\n        figures {\n          inputCostIqd\n          outputCount\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeriodLock {\n    periodLock {\n      lockedThrough\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query PeriodLock {\n    periodLock {\n      lockedThrough\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPeriodLock($input: SetPeriodLockInput!) {\n    setPeriodLock(input: $input) {\n      lockedThrough\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetPeriodLock($input: SetPeriodLockInput!) {\n    setPeriodLock(input: $input) {\n      lockedThrough\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InventoryItemChoices($kind: InventoryKind) {\n    inventoryItems(filter: { kind: $kind, active: true }, list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n        unit\n      }\n    }\n  }\n"): (typeof documents)["\n  query InventoryItemChoices($kind: InventoryKind) {\n    inventoryItems(filter: { kind: $kind, active: true }, list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n        unit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CapacityTypeChoices {\n    capacityTypes(list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n  }\n"): (typeof documents)["\n  query CapacityTypeChoices {\n    capacityTypes(list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: UUID!, $reason: String) {\n    deleteProduct(id: $id, reason: $reason) {\n      id\n      active\n      deletedAt\n      deleteReason\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProduct($id: UUID!, $reason: String) {\n    deleteProduct(id: $id, reason: $reason) {\n      id\n      active\n      deletedAt\n      deleteReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModifierGroupFields on ModifierGroup {\n    id\n    name\n    nameAr\n    minChoices\n    maxChoices\n    required\n    deletedAt\n    options {\n      id\n      name\n      nameAr\n      priceDeltaIqd\n      active\n      sortOrder\n    }\n  }\n"): (typeof documents)["\n  fragment ModifierGroupFields on ModifierGroup {\n    id\n    name\n    nameAr\n    minChoices\n    maxChoices\n    required\n    deletedAt\n    options {\n      id\n      name\n      nameAr\n      priceDeltaIqd\n      active\n      sortOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateModifierGroup($input: ModifierGroupInput!) {\n    createModifierGroup(input: $input) {\n      ...ModifierGroupFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateModifierGroup($input: ModifierGroupInput!) {\n    createModifierGroup(input: $input) {\n      ...ModifierGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateModifierGroup($id: UUID!, $input: ModifierGroupInput!) {\n    updateModifierGroup(id: $id, input: $input) {\n      ...ModifierGroupFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateModifierGroup($id: UUID!, $input: ModifierGroupInput!) {\n    updateModifierGroup(id: $id, input: $input) {\n      ...ModifierGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModifierGroups($list: ListArgs, $filter: ModifierGroupFilter) {\n    modifierGroups(list: $list, filter: $filter) {\n      items {\n        ...ModifierGroupFields\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query ModifierGroups($list: ListArgs, $filter: ModifierGroupFilter) {\n    modifierGroups(list: $list, filter: $filter) {\n      items {\n        ...ModifierGroupFields\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteModifierGroup($id: UUID!, $reason: String) {\n    deleteModifierGroup(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteModifierGroup($id: UUID!, $reason: String) {\n    deleteModifierGroup(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModifierGroupConsumables($id: UUID!) {\n    modifierGroup(id: $id) {\n      id\n      options {\n        id\n        name\n        nameAr\n        consumables {\n          id\n          qtyPerParentUnit\n          unit\n          standardCostIqd\n          inventoryItem {\n            id\n            name\n            nameAr\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ModifierGroupConsumables($id: UUID!) {\n    modifierGroup(id: $id) {\n      id\n      options {\n        id\n        name\n        nameAr\n        consumables {\n          id\n          qtyPerParentUnit\n          unit\n          standardCostIqd\n          inventoryItem {\n            id\n            name\n            nameAr\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OptionConsumableItems {\n    inventoryItems(list: { perPage: 100, sort: \"name\", dir: Asc }, filter: { active: true }) {\n      items {\n        id\n        name\n        nameAr\n        unit\n      }\n    }\n  }\n"): (typeof documents)["\n  query OptionConsumableItems {\n    inventoryItems(list: { perPage: 100, sort: \"name\", dir: Asc }, filter: { active: true }) {\n      items {\n        id\n        name\n        nameAr\n        unit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddModifierOptionConsumable($optionId: UUID!, $input: AddModifierConsumableInput!) {\n    addModifierOptionConsumable(optionId: $optionId, input: $input) {\n      id\n      optionId\n    }\n  }\n"): (typeof documents)["\n  mutation AddModifierOptionConsumable($optionId: UUID!, $input: AddModifierConsumableInput!) {\n    addModifierOptionConsumable(optionId: $optionId, input: $input) {\n      id\n      optionId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveModifierOptionConsumable($optionId: UUID!, $bomLineId: UUID!) {\n    removeModifierOptionConsumable(optionId: $optionId, bomLineId: $bomLineId) {\n      id\n      optionId\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveModifierOptionConsumable($optionId: UUID!, $bomLineId: UUID!) {\n    removeModifierOptionConsumable(optionId: $optionId, bomLineId: $bomLineId) {\n      id\n      optionId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductCategories($list: ListArgs, $filter: ProductCategoryFilter) {\n    productCategories(list: $list, filter: $filter) {\n      items {\n        id\n        code\n        name\n        nameAr\n        sortOrder\n        active\n        deletedAt\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query ProductCategories($list: ListArgs, $filter: ProductCategoryFilter) {\n    productCategories(list: $list, filter: $filter) {\n      items {\n        id\n        code\n        name\n        nameAr\n        sortOrder\n        active\n        deletedAt\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProductCategory($input: CreateProductCategoryInput!) {\n    createProductCategory(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProductCategory($input: CreateProductCategoryInput!) {\n    createProductCategory(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProductCategoryActive($id: UUID!, $active: Boolean!) {\n    updateProductCategory(id: $id, input: { active: $active }) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation SetProductCategoryActive($id: UUID!, $active: Boolean!) {\n    updateProductCategory(id: $id, input: { active: $active }) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProductCategory($id: UUID!, $reason: String) {\n    deleteProductCategory(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProductCategory($id: UUID!, $reason: String) {\n    deleteProductCategory(id: $id, reason: $reason) {\n      id\n      deletedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsumableItems {\n    inventoryItems(list: { perPage: 100, sort: \"name\", dir: Asc }, filter: { active: true }) {\n      items {\n        id\n        name\n        nameAr\n        unit\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConsumableItems {\n    inventoryItems(list: { perPage: 100, sort: \"name\", dir: Asc }, filter: { active: true }) {\n      items {\n        id\n        name\n        nameAr\n        unit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddProductConsumable($productId: UUID!, $input: AddConsumableInput!) {\n    addProductConsumable(productId: $productId, input: $input) {\n      id\n      productId\n    }\n  }\n"): (typeof documents)["\n  mutation AddProductConsumable($productId: UUID!, $input: AddConsumableInput!) {\n    addProductConsumable(productId: $productId, input: $input) {\n      id\n      productId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveProductConsumable($productId: UUID!, $bomLineId: UUID!) {\n    removeProductConsumable(productId: $productId, bomLineId: $bomLineId) {\n      id\n      productId\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveProductConsumable($productId: UUID!, $bomLineId: UUID!) {\n    removeProductConsumable(productId: $productId, bomLineId: $bomLineId) {\n      id\n      productId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($id: UUID!) {\n    product(id: $id) {\n      id\n      code\n      name\n      nameAr\n      basePriceIqd\n      standardCostIqd\n      marginIqd\n      active\n      deletedAt\n      deleteReason\n      modifierGroups {\n        ...ModifierGroupFields\n      }\n      consumables {\n        id\n        inventoryItemId\n        qtyPerParentUnit\n        unit\n        channelScope\n        required\n        kind\n        standardCostIqd\n        inventoryItem {\n          id\n          name\n          nameAr\n          unit\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductDetail($id: UUID!) {\n    product(id: $id) {\n      id\n      code\n      name\n      nameAr\n      basePriceIqd\n      standardCostIqd\n      marginIqd\n      active\n      deletedAt\n      deleteReason\n      modifierGroups {\n        ...ModifierGroupFields\n      }\n      consumables {\n        id\n        inventoryItemId\n        qtyPerParentUnit\n        unit\n        channelScope\n        required\n        kind\n        standardCostIqd\n        inventoryItem {\n          id\n          name\n          nameAr\n          unit\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttachableGroups {\n    modifierGroups(list: { perPage: 100, sort: \"name\", dir: Asc }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttachableGroups {\n    modifierGroups(list: { perPage: 100, sort: \"name\", dir: Asc }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProductModifierGroups($id: UUID!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      modifierGroups {\n        ...ModifierGroupFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetProductModifierGroups($id: UUID!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      modifierGroups {\n        ...ModifierGroupFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductImportPreview on ProductImportBatch {\n    id\n    status\n    expiresAt\n    rowCount\n    createCount\n    updateCount\n    unchangedCount\n    errorCount\n    newCategoryCodes\n    committedAt\n    rows {\n      rowNumber\n      code\n      action\n      changes {\n        column\n        before\n        after\n      }\n      errors {\n        column\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProductImportPreview on ProductImportBatch {\n    id\n    status\n    expiresAt\n    rowCount\n    createCount\n    updateCount\n    unchangedCount\n    errorCount\n    newCategoryCodes\n    committedAt\n    rows {\n      rowNumber\n      code\n      action\n      changes {\n        column\n        before\n        after\n      }\n      errors {\n        column\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PreviewProductImport($input: ProductImportInput!) {\n    previewProductImport(input: $input) {\n      ...ProductImportPreview\n    }\n  }\n"): (typeof documents)["\n  mutation PreviewProductImport($input: ProductImportInput!) {\n    previewProductImport(input: $input) {\n      ...ProductImportPreview\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommitProductImport($batchId: UUID!, $input: ProductImportInput!) {\n    commitProductImport(batchId: $batchId, input: $input) {\n      ...ProductImportPreview\n    }\n  }\n"): (typeof documents)["\n  mutation CommitProductImport($batchId: UUID!, $input: ProductImportInput!) {\n    commitProductImport(batchId: $batchId, input: $input) {\n      ...ProductImportPreview\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Products($list: ListArgs, $filter: ProductFilter) {\n    products(list: $list, filter: $filter) {\n      items {\n        id\n        code\n        name\n        nameAr\n        basePriceIqd\n        active\n        channels\n        taxCodeId\n        categoryId\n        sortOrder\n        deletedAt\n        category {\n          id\n          name\n          nameAr\n        }\n        modifierGroups {\n          id\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query Products($list: ListArgs, $filter: ProductFilter) {\n    products(list: $list, filter: $filter) {\n      items {\n        id\n        code\n        name\n        nameAr\n        basePriceIqd\n        active\n        channels\n        taxCodeId\n        categoryId\n        sortOrder\n        deletedAt\n        category {\n          id\n          name\n          nameAr\n        }\n        modifierGroups {\n          id\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductFormChoices {\n    productCategories(list: { perPage: 100 }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n    modifierGroups(list: { perPage: 100 }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductFormChoices {\n    productCategories(list: { perPage: 100 }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n    modifierGroups(list: { perPage: 100 }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductTaxCodeChoices {\n    taxCodes(list: { perPage: 100 }) {\n      items {\n        id\n        code\n        name\n        nameAr\n        ratePermille\n        active\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductTaxCodeChoices {\n    taxCodes(list: { perPage: 100 }) {\n      items {\n        id\n        code\n        name\n        nameAr\n        ratePermille\n        active\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: UUID!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      name\n      basePriceIqd\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: UUID!, $input: UpdateProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      name\n      basePriceIqd\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApprovalRequestDetail on ApprovalRequest {\n    id\n    status\n    amountIqd\n    reason\n    requestedAt\n    requestedBy\n    history {\n      id\n      action\n      at\n      note\n    }\n  }\n"): (typeof documents)["\n  fragment ApprovalRequestDetail on ApprovalRequest {\n    id\n    status\n    amountIqd\n    reason\n    requestedAt\n    requestedBy\n    history {\n      id\n      action\n      at\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApprovalRequestRow on ApprovalRequest {\n    id\n    status\n    targetKind\n    targetId\n    amountIqd\n    reason\n    requestedAt\n    requestedBy\n  }\n"): (typeof documents)["\n  fragment ApprovalRequestRow on ApprovalRequest {\n    id\n    status\n    targetKind\n    targetId\n    amountIqd\n    reason\n    requestedAt\n    requestedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApprovalRequests($list: ListArgs, $filter: ApprovalRequestFilter) {\n    approvalRequests(list: $list, filter: $filter) {\n      items {\n        ...ApprovalRequestRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query ApprovalRequests($list: ListArgs, $filter: ApprovalRequestFilter) {\n    approvalRequests(list: $list, filter: $filter) {\n      items {\n        ...ApprovalRequestRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyOrderRequest($id: UUID!, $input: OrderApprovalInput!) {\n    applyPurchaseOrderApproval(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyOrderRequest($id: UUID!, $input: OrderApprovalInput!) {\n    applyPurchaseOrderApproval(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyInvoiceRequest($approvalRequestId: UUID!, $input: ApprovalNoteInput) {\n    applyPurchaseInvoiceApproval(approvalRequestId: $approvalRequestId, input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyInvoiceRequest($approvalRequestId: UUID!, $input: ApprovalNoteInput) {\n    applyPurchaseInvoiceApproval(approvalRequestId: $approvalRequestId, input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchaseInvoice($id: UUID!) {\n    purchaseInvoice(id: $id) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n"): (typeof documents)["\n  query PurchaseInvoice($id: UUID!) {\n    purchaseInvoice(id: $id) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitPurchaseInvoice($id: UUID!, $input: PurchaseInvoiceNoteInput) {\n    submitPurchaseInvoice(id: $id, input: $input) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitPurchaseInvoice($id: UUID!, $input: PurchaseInvoiceNoteInput) {\n    submitPurchaseInvoice(id: $id, input: $input) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyPurchaseInvoiceApproval($approvalRequestId: UUID!, $input: ApprovalNoteInput) {\n    applyPurchaseInvoiceApproval(approvalRequestId: $approvalRequestId, input: $input) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyPurchaseInvoiceApproval($approvalRequestId: UUID!, $input: ApprovalNoteInput) {\n    applyPurchaseInvoiceApproval(approvalRequestId: $approvalRequestId, input: $input) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayPurchaseInvoice($id: UUID!, $input: PurchaseInvoicePaymentInput) {\n    payPurchaseInvoice(id: $id, input: $input) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n"): (typeof documents)["\n  mutation PayPurchaseInvoice($id: UUID!, $input: PurchaseInvoicePaymentInput) {\n    payPurchaseInvoice(id: $id, input: $input) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelPurchaseInvoice($id: UUID!, $input: PurchaseInvoiceNoteInput) {\n    cancelPurchaseInvoice(id: $id, input: $input) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n"): (typeof documents)["\n  mutation CancelPurchaseInvoice($id: UUID!, $input: PurchaseInvoiceNoteInput) {\n    cancelPurchaseInvoice(id: $id, input: $input) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PurchaseInvoiceDetail on PurchaseInvoice {\n    id\n    status\n    supplierId\n    invoiceNumber\n    invoiceDate\n    purchaseOrderId\n    notes\n    totalIqd\n    lastNote\n    paymentRef\n    createdAt\n    approvedAt\n    paidAt\n    supplier {\n      id\n      name\n      nameAr\n    }\n    lines {\n      ...PurchaseLineDetail\n    }\n    approvalRequests {\n      ...ApprovalRequestDetail\n    }\n  }\n"): (typeof documents)["\n  fragment PurchaseInvoiceDetail on PurchaseInvoice {\n    id\n    status\n    supplierId\n    invoiceNumber\n    invoiceDate\n    purchaseOrderId\n    notes\n    totalIqd\n    lastNote\n    paymentRef\n    createdAt\n    approvedAt\n    paidAt\n    supplier {\n      id\n      name\n      nameAr\n    }\n    lines {\n      ...PurchaseLineDetail\n    }\n    approvalRequests {\n      ...ApprovalRequestDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillableOrders($supplierId: UUID) {\n    purchaseOrders(list: { perPage: 100, sort: \"createdAt\", dir: Desc }, filter: { supplierId: $supplierId }) {\n      items {\n        id\n        status\n        totalIqd\n        lines {\n          inventoryItemId\n          quantity\n          unitPriceIqd\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BillableOrders($supplierId: UUID) {\n    purchaseOrders(list: { perPage: 100, sort: \"createdAt\", dir: Desc }, filter: { supplierId: $supplierId }) {\n      items {\n        id\n        status\n        totalIqd\n        lines {\n          inventoryItemId\n          quantity\n          unitPriceIqd\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePurchaseInvoice($input: CreatePurchaseInvoiceInput!) {\n    createPurchaseInvoice(input: $input) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePurchaseInvoice($input: CreatePurchaseInvoiceInput!) {\n    createPurchaseInvoice(input: $input) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePurchaseInvoice($id: UUID!, $input: UpdatePurchaseInvoiceInput!) {\n    updatePurchaseInvoice(id: $id, input: $input) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePurchaseInvoice($id: UUID!, $input: UpdatePurchaseInvoiceInput!) {\n    updatePurchaseInvoice(id: $id, input: $input) {\n      ...PurchaseInvoiceDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchaseInvoices($list: ListArgs, $filter: PurchaseInvoiceFilter) {\n    purchaseInvoices(list: $list, filter: $filter) {\n      items {\n        id\n        status\n        invoiceNumber\n        invoiceDate\n        purchaseOrderId\n        totalIqd\n        supplier {\n          id\n          name\n          nameAr\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query PurchaseInvoices($list: ListArgs, $filter: PurchaseInvoiceFilter) {\n    purchaseInvoices(list: $list, filter: $filter) {\n      items {\n        id\n        status\n        invoiceNumber\n        invoiceDate\n        purchaseOrderId\n        totalIqd\n        supplier {\n          id\n          name\n          nameAr\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PurchaseLineDetail on PurchaseLine {\n    inventoryItemId\n    quantity\n    unitPriceIqd\n    lineTotalIqd\n    inventoryItem {\n      id\n      name\n      nameAr\n      unit\n    }\n  }\n"): (typeof documents)["\n  fragment PurchaseLineDetail on PurchaseLine {\n    inventoryItemId\n    quantity\n    unitPriceIqd\n    lineTotalIqd\n    inventoryItem {\n      id\n      name\n      nameAr\n      unit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchaseOrder($id: UUID!) {\n    purchaseOrder(id: $id) {\n      ...PurchaseOrderDetail\n    }\n    purchasingSettings {\n      approvalThresholdIqd\n    }\n  }\n"): (typeof documents)["\n  query PurchaseOrder($id: UUID!) {\n    purchaseOrder(id: $id) {\n      ...PurchaseOrderDetail\n    }\n    purchasingSettings {\n      approvalThresholdIqd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) {\n    submitPurchaseOrder(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) {\n    submitPurchaseOrder(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyPurchaseOrderApproval($id: UUID!, $input: OrderApprovalInput!) {\n    applyPurchaseOrderApproval(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyPurchaseOrderApproval($id: UUID!, $input: OrderApprovalInput!) {\n    applyPurchaseOrderApproval(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevertPurchaseOrderApproval($id: UUID!, $input: OrderApprovalInput!) {\n    revertPurchaseOrderApproval(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n"): (typeof documents)["\n  mutation RevertPurchaseOrderApproval($id: UUID!, $input: OrderApprovalInput!) {\n    revertPurchaseOrderApproval(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReceivePurchaseOrder($id: UUID!, $input: ReceivePurchaseOrderInput) {\n    receivePurchaseOrder(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n"): (typeof documents)["\n  mutation ReceivePurchaseOrder($id: UUID!, $input: ReceivePurchaseOrderInput) {\n    receivePurchaseOrder(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReopenPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) {\n    reopenPurchaseOrder(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n"): (typeof documents)["\n  mutation ReopenPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) {\n    reopenPurchaseOrder(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) {\n    cancelPurchaseOrder(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n"): (typeof documents)["\n  mutation CancelPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) {\n    cancelPurchaseOrder(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectApprovalRequest($id: UUID!, $input: RejectApprovalInput!) {\n    rejectApprovalRequest(id: $id, input: $input) {\n      id\n      status\n      targetKind\n      targetId\n    }\n  }\n"): (typeof documents)["\n  mutation RejectApprovalRequest($id: UUID!, $input: RejectApprovalInput!) {\n    rejectApprovalRequest(id: $id, input: $input) {\n      id\n      status\n      targetKind\n      targetId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PurchaseOrderDetail on PurchaseOrder {\n    id\n    status\n    supplierId\n    expectedDate\n    notes\n    totalIqd\n    lastNote\n    createdAt\n    submittedAt\n    approvedAt\n    receivedAt\n    cancelledAt\n    supplier {\n      id\n      name\n      nameAr\n    }\n    lines {\n      ...PurchaseLineDetail\n    }\n    approvalRequests {\n      ...ApprovalRequestDetail\n    }\n  }\n"): (typeof documents)["\n  fragment PurchaseOrderDetail on PurchaseOrder {\n    id\n    status\n    supplierId\n    expectedDate\n    notes\n    totalIqd\n    lastNote\n    createdAt\n    submittedAt\n    approvedAt\n    receivedAt\n    cancelledAt\n    supplier {\n      id\n      name\n      nameAr\n    }\n    lines {\n      ...PurchaseLineDetail\n    }\n    approvalRequests {\n      ...ApprovalRequestDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePurchaseOrder($input: CreatePurchaseOrderInput!) {\n    createPurchaseOrder(input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePurchaseOrder($input: CreatePurchaseOrderInput!) {\n    createPurchaseOrder(input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePurchaseOrder($id: UUID!, $input: UpdatePurchaseOrderInput!) {\n    updatePurchaseOrder(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePurchaseOrder($id: UUID!, $input: UpdatePurchaseOrderInput!) {\n    updatePurchaseOrder(id: $id, input: $input) {\n      ...PurchaseOrderDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchaseOrders($list: ListArgs, $filter: PurchaseOrderFilter) {\n    purchaseOrders(list: $list, filter: $filter) {\n      items {\n        id\n        status\n        expectedDate\n        totalIqd\n        createdAt\n        supplier {\n          id\n          name\n          nameAr\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query PurchaseOrders($list: ListArgs, $filter: PurchaseOrderFilter) {\n    purchaseOrders(list: $list, filter: $filter) {\n      items {\n        id\n        status\n        expectedDate\n        totalIqd\n        createdAt\n        supplier {\n          id\n          name\n          nameAr\n        }\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchasingSettings {\n    purchasingSettings {\n      approvalThresholdIqd\n      invoiceToleranceIqd\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query PurchasingSettings {\n    purchasingSettings {\n      approvalThresholdIqd\n      invoiceToleranceIqd\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePurchasingSettings($input: PurchasingSettingsInput!) {\n    updatePurchasingSettings(input: $input) {\n      approvalThresholdIqd\n      invoiceToleranceIqd\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePurchasingSettings($input: PurchasingSettingsInput!) {\n    updatePurchasingSettings(input: $input) {\n      approvalThresholdIqd\n      invoiceToleranceIqd\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SupplierRow on Supplier {\n    id\n    name\n    nameAr\n    phone\n    taxNumber\n    active\n  }\n"): (typeof documents)["\n  fragment SupplierRow on Supplier {\n    id\n    name\n    nameAr\n    phone\n    taxNumber\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Suppliers($list: ListArgs, $filter: SupplierFilter) {\n    suppliers(list: $list, filter: $filter) {\n      items {\n        ...SupplierRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query Suppliers($list: ListArgs, $filter: SupplierFilter) {\n    suppliers(list: $list, filter: $filter) {\n      items {\n        ...SupplierRow\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSupplier($input: CreateSupplierInput!) {\n    createSupplier(input: $input) {\n      ...SupplierRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSupplier($input: CreateSupplierInput!) {\n    createSupplier(input: $input) {\n      ...SupplierRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSupplier($id: UUID!, $input: UpdateSupplierInput!) {\n    updateSupplier(id: $id, input: $input) {\n      ...SupplierRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSupplier($id: UUID!, $input: UpdateSupplierInput!) {\n    updateSupplier(id: $id, input: $input) {\n      ...SupplierRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateSupplier($id: UUID!, $input: SupplierReasonInput) {\n    deactivateSupplier(id: $id, input: $input) {\n      ...SupplierRow\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateSupplier($id: UUID!, $input: SupplierReasonInput) {\n    deactivateSupplier(id: $id, input: $input) {\n      ...SupplierRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateSupplier($id: UUID!, $input: SupplierReasonInput) {\n    activateSupplier(id: $id, input: $input) {\n      ...SupplierRow\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateSupplier($id: UUID!, $input: SupplierReasonInput) {\n    activateSupplier(id: $id, input: $input) {\n      ...SupplierRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchasingChoices {\n    suppliers(list: { perPage: 100, sort: \"name\", dir: Asc }, filter: { active: true }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n    inventoryItems(list: { perPage: 100, sort: \"name\", dir: Asc }, filter: { active: true }) {\n      items {\n        id\n        name\n        nameAr\n        unit\n      }\n    }\n  }\n"): (typeof documents)["\n  query PurchasingChoices {\n    suppliers(list: { perPage: 100, sort: \"name\", dir: Asc }, filter: { active: true }) {\n      items {\n        id\n        name\n        nameAr\n      }\n    }\n    inventoryItems(list: { perPage: 100, sort: \"name\", dir: Asc }, filter: { active: true }) {\n      items {\n        id\n        name\n        nameAr\n        unit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CashSettings {\n    cashCurrencies {\n      code\n      minorDigits\n      denominations\n    }\n    exchangeRates(limit: 20) {\n      id\n      currencyCode\n      iqdPer100\n      effectiveFrom\n      note\n    }\n  }\n"): (typeof documents)["\n  query CashSettings {\n    cashCurrencies {\n      code\n      minorDigits\n      denominations\n    }\n    exchangeRates(limit: 20) {\n      id\n      currencyCode\n      iqdPer100\n      effectiveFrom\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetExchangeRate($input: SetExchangeRateInput!) {\n    setExchangeRate(input: $input) {\n      id\n      currencyCode\n      iqdPer100\n      effectiveFrom\n    }\n  }\n"): (typeof documents)["\n  mutation SetExchangeRate($input: SetExchangeRateInput!) {\n    setExchangeRate(input: $input) {\n      id\n      currencyCode\n      iqdPer100\n      effectiveFrom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCashCurrencies($input: SetCashCurrenciesInput!) {\n    setCashCurrencies(input: $input) {\n      code\n      minorDigits\n      denominations\n    }\n  }\n"): (typeof documents)["\n  mutation SetCashCurrencies($input: SetCashCurrenciesInput!) {\n    setCashCurrencies(input: $input) {\n      code\n      minorDigits\n      denominations\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CounterMenu($branchId: UUID) {\n    products(list: { perPage: 100, sort: \"name\", dir: Asc }) {\n      items {\n        id\n        name\n        nameAr\n        active\n        basePriceIqd\n        modifierGroups {\n          id\n          name\n          nameAr\n          options {\n            id\n            name\n            nameAr\n            priceDeltaIqd\n            active\n          }\n        }\n      }\n    }\n    selfOrderTables(filter: { branchId: $branchId }, list: { perPage: 100 }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query CounterMenu($branchId: UUID) {\n    products(list: { perPage: 100, sort: \"name\", dir: Asc }) {\n      items {\n        id\n        name\n        nameAr\n        active\n        basePriceIqd\n        modifierGroups {\n          id\n          name\n          nameAr\n          options {\n            id\n            name\n            nameAr\n            priceDeltaIqd\n            active\n          }\n        }\n      }\n    }\n    selfOrderTables(filter: { branchId: $branchId }, list: { perPage: 100 }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceCounterOrder($input: CounterOrderInput!) {\n    placeCounterOrder(input: $input) {\n      id\n      number\n      total\n      amountDueAtCounter\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceCounterOrder($input: CounterOrderInput!) {\n    placeCounterOrder(input: $input) {\n      id\n      number\n      total\n      amountDueAtCounter\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesOrder($id: UUID!) {\n    salesOrder(id: $id) {\n      id\n      number\n      businessDate\n      status\n      source\n      branchId\n      channelId\n      tableId\n      partnerReference\n      note\n      cancelReason\n      placedAt\n      statusChangedAt\n      lines {\n        index\n        name\n        nameAr\n        quantity\n        unitPrice\n        lineTotal\n        discount\n        netAmount\n        ratePermille\n        note\n        modifiers {\n          optionId\n          name\n          nameAr\n          priceDelta\n        }\n      }\n      subtotal\n      discount\n      taxTotal\n      total\n      amountDueAtCounter\n      promotion {\n        promotionId\n        name\n        discount\n      }\n      taxes {\n        taxCodeId\n        ratePermille\n        taxableAmount\n        tax\n      }\n      payments {\n        methodId\n        name\n        nameAr\n        kind\n        amountIqd\n      }\n      refundedIqd\n      refunds {\n        id\n        amountIqd\n        reason\n        paidBackKind\n        createdAt\n        lines {\n          index\n          quantity\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SalesOrder($id: UUID!) {\n    salesOrder(id: $id) {\n      id\n      number\n      businessDate\n      status\n      source\n      branchId\n      channelId\n      tableId\n      partnerReference\n      note\n      cancelReason\n      placedAt\n      statusChangedAt\n      lines {\n        index\n        name\n        nameAr\n        quantity\n        unitPrice\n        lineTotal\n        discount\n        netAmount\n        ratePermille\n        note\n        modifiers {\n          optionId\n          name\n          nameAr\n          priceDelta\n        }\n      }\n      subtotal\n      discount\n      taxTotal\n      total\n      amountDueAtCounter\n      promotion {\n        promotionId\n        name\n        discount\n      }\n      taxes {\n        taxCodeId\n        ratePermille\n        taxableAmount\n        tax\n      }\n      payments {\n        methodId\n        name\n        nameAr\n        kind\n        amountIqd\n      }\n      refundedIqd\n      refunds {\n        id\n        amountIqd\n        reason\n        paidBackKind\n        createdAt\n        lines {\n          index\n          quantity\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderTable($id: UUID!) {\n    selfOrderTable(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query OrderTable($id: UUID!) {\n    selfOrderTable(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeSalesOrderStatus($id: UUID!, $input: ChangeOrderStatusInput!) {\n    changeSalesOrderStatus(id: $id, input: $input) {\n      id\n      status\n      statusChangedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeSalesOrderStatus($id: UUID!, $input: ChangeOrderStatusInput!) {\n    changeSalesOrderStatus(id: $id, input: $input) {\n      id\n      status\n      statusChangedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelSalesOrder($id: UUID!, $reason: String) {\n    cancelSalesOrder(id: $id, reason: $reason) {\n      id\n      status\n      cancelReason\n      statusChangedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CancelSalesOrder($id: UUID!, $reason: String) {\n    cancelSalesOrder(id: $id, reason: $reason) {\n      id\n      status\n      cancelReason\n      statusChangedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesOrders($list: ListArgs, $filter: SalesOrderFilter) {\n    salesOrders(list: $list, filter: $filter) {\n      items {\n        id\n        number\n        businessDate\n        status\n        source\n        branchId\n        channelId\n        partnerReference\n        placedAt\n        total\n        amountDueAtCounter\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query SalesOrders($list: ListArgs, $filter: SalesOrderFilter) {\n    salesOrders(list: $list, filter: $filter) {\n      items {\n        id\n        number\n        businessDate\n        status\n        source\n        branchId\n        channelId\n        partnerReference\n        placedAt\n        total\n        amountDueAtCounter\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentMethods($list: ListArgs, $filter: PaymentMethodFilter) {\n    paymentMethods(list: $list, filter: $filter) {\n      items {\n        id\n        name\n        nameAr\n        kind\n        allowedForSelfOrder\n        active\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query PaymentMethods($list: ListArgs, $filter: PaymentMethodFilter) {\n    paymentMethods(list: $list, filter: $filter) {\n      items {\n        id\n        name\n        nameAr\n        kind\n        allowedForSelfOrder\n        active\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePaymentMethod($input: CreatePaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePaymentMethod($input: CreatePaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePaymentMethod($id: UUID!, $input: UpdatePaymentMethodInput!) {\n    updatePaymentMethod(id: $id, input: $input) {\n      id\n      active\n      allowedForSelfOrder\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePaymentMethod($id: UUID!, $input: UpdatePaymentMethodInput!) {\n    updatePaymentMethod(id: $id, input: $input) {\n      id\n      active\n      allowedForSelfOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RefundWays($branchId: UUID!) {\n    tillSessions(filter: { branchId: $branchId, status: Open }) {\n      items {\n        id\n        tillId\n      }\n    }\n    tills(filter: { branchId: $branchId }) {\n      items {\n        id\n        name\n      }\n    }\n    paymentMethods(filter: { active: true }, list: { perPage: 100 }) {\n      items {\n        id\n        name\n        nameAr\n        kind\n      }\n    }\n  }\n"): (typeof documents)["\n  query RefundWays($branchId: UUID!) {\n    tillSessions(filter: { branchId: $branchId, status: Open }) {\n      items {\n        id\n        tillId\n      }\n    }\n    tills(filter: { branchId: $branchId }) {\n      items {\n        id\n        name\n      }\n    }\n    paymentMethods(filter: { active: true }, list: { perPage: 100 }) {\n      items {\n        id\n        name\n        nameAr\n        kind\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundSalesOrder($id: UUID!, $input: RefundOrderInput!) {\n    refundSalesOrder(id: $id, input: $input) {\n      id\n      orderId\n      amountIqd\n    }\n  }\n"): (typeof documents)["\n  mutation RefundSalesOrder($id: UUID!, $input: RefundOrderInput!) {\n    refundSalesOrder(id: $id, input: $input) {\n      id\n      orderId\n      amountIqd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesSettlements($list: ListArgs, $filter: SalesSettlementFilter) {\n    salesSettlements(list: $list, filter: $filter) {\n      items {\n        id\n        businessDate\n        methodName\n        kind\n        expectedIqd\n        receivedIqd\n        feeIqd\n        status\n        overdueAt\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query SalesSettlements($list: ListArgs, $filter: SalesSettlementFilter) {\n    salesSettlements(list: $list, filter: $filter) {\n      items {\n        id\n        businessDate\n        methodName\n        kind\n        expectedIqd\n        receivedIqd\n        feeIqd\n        status\n        overdueAt\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSalesSettlements($businessDate: LocalDate!) {\n    refreshSalesSettlements(businessDate: $businessDate) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSalesSettlements($businessDate: LocalDate!) {\n    refreshSalesSettlements(businessDate: $businessDate) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SelfOrderTables($list: ListArgs, $filter: SelfOrderTableFilter) {\n    selfOrderTables(list: $list, filter: $filter) {\n      items {\n        id\n        branchId\n        name\n        area\n        seats\n        active\n        hasToken\n        tokenIssuedAt\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"): (typeof documents)["\n  query SelfOrderTables($list: ListArgs, $filter: SelfOrderTableFilter) {\n    selfOrderTables(list: $list, filter: $filter) {\n      items {\n        id\n        branchId\n        name\n        area\n        seats\n        active\n        hasToken\n        tokenIssuedAt\n      }\n      total\n      totalPages\n      totalIsExact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSelfOrderTable($input: CreateSelfOrderTableInput!) {\n    createSelfOrderTable(input: $input) {\n      qrToken\n      orderUrl\n      qrSvg\n      table {\n        id\n        name\n        area\n        hasToken\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSelfOrderTable($input: CreateSelfOrderTableInput!) {\n    createSelfOrderTable(input: $input) {\n      qrToken\n      orderUrl\n      qrSvg\n      table {\n        id\n        name\n        area\n        hasToken\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateSelfOrderTableToken($id: UUID!) {\n    rotateSelfOrderTableToken(id: $id) {\n      qrToken\n      orderUrl\n      qrSvg\n      table {\n        id\n        name\n        area\n        hasToken\n        tokenIssuedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateSelfOrderTableToken($id: UUID!) {\n    rotateSelfOrderTableToken(id: $id) {\n      qrToken\n      orderUrl\n      qrSvg\n      table {\n        id\n        name\n        area\n        hasToken\n        tokenIssuedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeSelfOrderTableToken($id: UUID!, $reason: String) {\n    revokeSelfOrderTableToken(id: $id, reason: $reason) {\n      id\n      hasToken\n      tokenIssuedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeSelfOrderTableToken($id: UUID!, $reason: String) {\n    revokeSelfOrderTableToken(id: $id, reason: $reason) {\n      id\n      hasToken\n      tokenIssuedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSelfOrderTableActive($id: UUID!, $active: Boolean!) {\n    updateSelfOrderTable(id: $id, input: { active: $active }) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation SetSelfOrderTableActive($id: UUID!, $active: Boolean!) {\n    updateSelfOrderTable(id: $id, input: { active: $active }) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderTills($branchId: UUID!) {\n    tillSessions(filter: { branchId: $branchId, status: Open }) {\n      items {\n        id\n        tillId\n      }\n    }\n    tills(filter: { branchId: $branchId }) {\n      items {\n        id\n        name\n      }\n    }\n    cashCurrencies {\n      code\n      minorDigits\n    }\n    exchangeRates(limit: 100) {\n      currencyCode\n      iqdPer100\n    }\n    paymentMethods(filter: { active: true }, list: { perPage: 100 }) {\n      items {\n        id\n        name\n        nameAr\n        kind\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderTills($branchId: UUID!) {\n    tillSessions(filter: { branchId: $branchId, status: Open }) {\n      items {\n        id\n        tillId\n      }\n    }\n    tills(filter: { branchId: $branchId }) {\n      items {\n        id\n        name\n      }\n    }\n    cashCurrencies {\n      code\n      minorDigits\n    }\n    exchangeRates(limit: 100) {\n      currencyCode\n      iqdPer100\n    }\n    paymentMethods(filter: { active: true }, list: { perPage: 100 }) {\n      items {\n        id\n        name\n        nameAr\n        kind\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayOrderAtTill($sessionId: UUID!, $input: TillCashPaymentInput!) {\n    payOrderAtTill(sessionId: $sessionId, input: $input) {\n      id\n      orderId\n      amountIqd\n      changeIqd\n    }\n  }\n"): (typeof documents)["\n  mutation PayOrderAtTill($sessionId: UUID!, $input: TillCashPaymentInput!) {\n    payOrderAtTill(sessionId: $sessionId, input: $input) {\n      id\n      orderId\n      amountIqd\n      changeIqd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TillSession($id: UUID!) {\n    tillSession(id: $id) {\n      id\n      status\n      businessDate\n      openedAt\n      closedAt\n      varianceIqd\n      recounts\n      floats {\n        currency\n        amount\n      }\n      variances {\n        currency\n        expected\n        counted\n        variance\n        varianceIqd\n      }\n      movements {\n        id\n        kind\n        currency\n        amount\n        reason\n        createdAt\n      }\n      payments {\n        id\n        amountIqd\n        changeIqd\n        tenders {\n          currency\n          amount\n        }\n      }\n    }\n    cashCurrencies {\n      code\n      minorDigits\n      denominations\n    }\n  }\n"): (typeof documents)["\n  query TillSession($id: UUID!) {\n    tillSession(id: $id) {\n      id\n      status\n      businessDate\n      openedAt\n      closedAt\n      varianceIqd\n      recounts\n      floats {\n        currency\n        amount\n      }\n      variances {\n        currency\n        expected\n        counted\n        variance\n        varianceIqd\n      }\n      movements {\n        id\n        kind\n        currency\n        amount\n        reason\n        createdAt\n      }\n      payments {\n        id\n        amountIqd\n        changeIqd\n        tenders {\n          currency\n          amount\n        }\n      }\n    }\n    cashCurrencies {\n      code\n      minorDigits\n      denominations\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordTillMovement($sessionId: UUID!, $input: TillMovementInput!) {\n    recordTillMovement(sessionId: $sessionId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RecordTillMovement($sessionId: UUID!, $input: TillMovementInput!) {\n    recordTillMovement(sessionId: $sessionId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CountTillSession($sessionId: UUID!, $input: TillCountInput!) {\n    countTillSession(sessionId: $sessionId, input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CountTillSession($sessionId: UUID!, $input: TillCountInput!) {\n    countTillSession(sessionId: $sessionId, input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveTillClose($sessionId: UUID!) {\n    approveTillClose(sessionId: $sessionId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveTillClose($sessionId: UUID!) {\n    approveTillClose(sessionId: $sessionId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReopenTillCount($sessionId: UUID!, $reason: String!) {\n    reopenTillCount(sessionId: $sessionId, reason: $reason) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ReopenTillCount($sessionId: UUID!, $reason: String!) {\n    reopenTillCount(sessionId: $sessionId, reason: $reason) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tills($list: ListArgs, $filter: TillFilter) {\n    tills(list: $list, filter: $filter) {\n      items {\n        id\n        name\n        active\n        currentSession {\n          id\n          status\n        }\n      }\n      total\n    }\n    cashCurrencies {\n      code\n      minorDigits\n      denominations\n    }\n  }\n"): (typeof documents)["\n  query Tills($list: ListArgs, $filter: TillFilter) {\n    tills(list: $list, filter: $filter) {\n      items {\n        id\n        name\n        active\n        currentSession {\n          id\n          status\n        }\n      }\n      total\n    }\n    cashCurrencies {\n      code\n      minorDigits\n      denominations\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTill($input: CreateTillInput!) {\n    createTill(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTill($input: CreateTillInput!) {\n    createTill(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenTillSession($tillId: UUID!, $input: OpenTillSessionInput!) {\n    openTillSession(tillId: $tillId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation OpenTillSession($tillId: UUID!, $input: OpenTillSessionInput!) {\n    openTillSession(tillId: $tillId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KitchenTickets($filter: KitchenTicketFilter) {\n    kitchenTickets(filter: $filter) {\n      ...KitchenCard\n    }\n  }\n  fragment KitchenCard on KitchenTicket {\n    id\n    orderId\n    orderNumber\n    lineIndex\n    name\n    nameAr\n    modifiers\n    note\n    tableName\n    orderNote\n    quantity\n    station\n    status\n    queuedAt\n    startedAt\n    readyAt\n  }\n"): (typeof documents)["\n  query KitchenTickets($filter: KitchenTicketFilter) {\n    kitchenTickets(filter: $filter) {\n      ...KitchenCard\n    }\n  }\n  fragment KitchenCard on KitchenTicket {\n    id\n    orderId\n    orderNumber\n    lineIndex\n    name\n    nameAr\n    modifiers\n    note\n    tableName\n    orderNote\n    quantity\n    station\n    status\n    queuedAt\n    startedAt\n    readyAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BumpKitchenTicket($id: UUID!, $fromStatus: KitchenStatus!) {\n    bumpKitchenTicket(id: $id, fromStatus: $fromStatus) {\n      ...KitchenCard\n    }\n  }\n"): (typeof documents)["\n  mutation BumpKitchenTicket($id: UUID!, $fromStatus: KitchenStatus!) {\n    bumpKitchenTicket(id: $id, fromStatus: $fromStatus) {\n      ...KitchenCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoidKitchenTicket($id: UUID!, $reason: String!) {\n    voidKitchenTicket(id: $id, reason: $reason) {\n      ...KitchenCard\n    }\n  }\n"): (typeof documents)["\n  mutation VoidKitchenTicket($id: UUID!, $reason: String!) {\n    voidKitchenTicket(id: $id, reason: $reason) {\n      ...KitchenCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderBoard($branchId: UUID!, $list: ListArgs) {\n    placed: salesOrders(filter: { branchId: $branchId, status: Placed }, list: $list) {\n      items {\n        ...BoardOrder\n      }\n    }\n    accepted: salesOrders(filter: { branchId: $branchId, status: Accepted }, list: $list) {\n      items {\n        ...BoardOrder\n      }\n    }\n    preparing: salesOrders(filter: { branchId: $branchId, status: Preparing }, list: $list) {\n      items {\n        ...BoardOrder\n      }\n    }\n    ready: salesOrders(filter: { branchId: $branchId, status: Ready }, list: $list) {\n      items {\n        ...BoardOrder\n      }\n    }\n  }\n  fragment BoardOrder on SalesOrder {\n    id\n    number\n    source\n    status\n    total\n    placedAt\n    partnerReference\n    tableId\n    note\n  }\n"): (typeof documents)["\n  query OrderBoard($branchId: UUID!, $list: ListArgs) {\n    placed: salesOrders(filter: { branchId: $branchId, status: Placed }, list: $list) {\n      items {\n        ...BoardOrder\n      }\n    }\n    accepted: salesOrders(filter: { branchId: $branchId, status: Accepted }, list: $list) {\n      items {\n        ...BoardOrder\n      }\n    }\n    preparing: salesOrders(filter: { branchId: $branchId, status: Preparing }, list: $list) {\n      items {\n        ...BoardOrder\n      }\n    }\n    ready: salesOrders(filter: { branchId: $branchId, status: Ready }, list: $list) {\n      items {\n        ...BoardOrder\n      }\n    }\n  }\n  fragment BoardOrder on SalesOrder {\n    id\n    number\n    source\n    status\n    total\n    placedAt\n    partnerReference\n    tableId\n    note\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoardTables($branchId: UUID!) {\n    selfOrderTables(filter: { branchId: $branchId }, list: { perPage: 100 }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query BoardTables($branchId: UUID!) {\n    selfOrderTables(filter: { branchId: $branchId }, list: { perPage: 100 }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveBoardOrder($id: UUID!, $input: ChangeOrderStatusInput!) {\n    changeSalesOrderStatus(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation MoveBoardOrder($id: UUID!, $input: ChangeOrderStatusInput!) {\n    changeSalesOrderStatus(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BranchOrderEvents($afterSequence: Int64) {\n    branchOrderEvents(afterSequence: $afterSequence) {\n      sequence\n      kind\n      occurredAt\n      order {\n        id\n        number\n        source\n        status\n        previousStatus\n        total\n        lineCount\n        cancelReason\n        tableId\n        note\n      }\n      ticket {\n        id\n        orderId\n        orderNumber\n        lineIndex\n        name\n        nameAr\n        modifiers\n        note\n        tableName\n        orderNote\n        quantity\n        station\n        status\n        queuedAt\n        startedAt\n        readyAt\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription BranchOrderEvents($afterSequence: Int64) {\n    branchOrderEvents(afterSequence: $afterSequence) {\n      sequence\n      kind\n      occurredAt\n      order {\n        id\n        number\n        source\n        status\n        previousStatus\n        total\n        lineCount\n        cancelReason\n        tableId\n        note\n      }\n      ticket {\n        id\n        orderId\n        orderNumber\n        lineIndex\n        name\n        nameAr\n        modifiers\n        note\n        tableName\n        orderNote\n        quantity\n        station\n        status\n        queuedAt\n        startedAt\n        readyAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesBranchChoices {\n    branches(list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  query SalesBranchChoices {\n    branches(list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesChannelChoices {\n    salesChannels(list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n        kind\n        active\n      }\n    }\n  }\n"): (typeof documents)["\n  query SalesChannelChoices {\n    salesChannels(list: { perPage: 100, sort: \"name\" }) {\n      items {\n        id\n        name\n        nameAr\n        kind\n        active\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;