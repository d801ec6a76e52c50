import { body, CONSOLE, list, path, query, queryObject, type RouteTable } from '../../core/modules/route-table';

const FORECAST = `${CONSOLE}/forecast`;

/**
 * The branch forecast's answer in full: the generated selection stops at the bridge's depth, which
 * would leave out each day's `explanation.sameWeekdays` (docs/forecast.md, "API").
 */
const BRANCH_FORECAST_SELECTION = `{
  branchId computedAt lastKnownDate
  series {
    inventoryItemId measure itemName itemNameAr unit model serviceLevel trainingFrom trainingTo trainingDays borrowed computedAt
    history { date usage soldOut closed promotion }
    days { date horizon point median upper explanation { sameWeekdays { date usage soldOut } calendarKinds calendarEffect promotionEffect soldOutAdjustment } }
    backtest { from to models { model chosen oneDayWape oneDayBias sevenDayWape sevenDayBias scoredDays } }
  }
  calendar { date kind nameEn nameAr }
}`;

/** Demand forecast (docs/forecast.md): not in the interface spec, so every route is a documented extension. */
export const forecastRoutes: RouteTable = {
  area: 'Forecast',
  routes: [
    {
      method: 'GET',
      path: `${FORECAST}/settings`,
      operation: 'query',
      field: 'forecastSettings',
      credential: 'session-or-key',
      extension: true,
      summary: "The organisation's forecast settings",
    },
    {
      method: 'PUT',
      path: `${FORECAST}/settings`,
      operation: 'mutation',
      field: 'setForecastSettings',
      credential: 'session-or-key',
      extension: true,
      summary: "Change the organisation's forecast settings",
      description: 'Body serviceLevel (0.5 ≤ level < 1, at most 3 decimals; default 0.8).',
      args: { input: body() },
    },
    {
      method: 'GET',
      path: `${FORECAST}/calendar-days`,
      operation: 'query',
      field: 'forecastCalendarDays',
      credential: 'session-or-key',
      extension: true,
      summary: "The organisation's forecast calendar",
      description: 'Query From, To (dates, inclusive), Kind and the standard list parameters; Sort: date (default), kind, createdAt.',
      args: { list: list(), filter: queryObject({ from: 'From', to: 'To', kind: 'Kind' }) },
    },
    {
      method: 'POST',
      path: `${FORECAST}/calendar-days`,
      operation: 'mutation',
      field: 'createForecastCalendarDay',
      credential: 'session-or-key',
      extension: true,
      summary: 'Add a day to the forecast calendar',
      description: 'Body date, kind, nameEn, nameAr. 409 when the date already has that kind.',
      args: { input: body() },
    },
    {
      method: 'PATCH',
      path: `${FORECAST}/calendar-days/{id}`,
      operation: 'mutation',
      field: 'updateForecastCalendarDay',
      credential: 'session-or-key',
      extension: true,
      summary: 'Change a forecast calendar day (move it with date)',
      args: { id: path('id'), input: body() },
    },
    {
      method: 'DELETE',
      path: `${FORECAST}/calendar-days/{id}`,
      operation: 'mutation',
      field: 'deleteForecastCalendarDay',
      credential: 'session-or-key',
      extension: true,
      summary: 'Remove a day from the forecast calendar',
      args: { id: path('id') },
    },
    {
      method: 'GET',
      path: `${FORECAST}/branches/{branchId}`,
      operation: 'query',
      field: 'branchForecast',
      credential: 'session-or-key',
      extension: true,
      summary: "A branch's stored forecast with history, band and calendar days",
      description: 'Query InventoryItemIds (comma-separated; default every series), HistoryDays (7–365, default 56).',
      args: { branchId: path('branchId'), inventoryItemIds: query('InventoryItemIds', 'inventoryItemIds'), historyDays: query('HistoryDays', 'historyDays') },
      selection: BRANCH_FORECAST_SELECTION,
    },
    {
      method: 'GET',
      path: `${FORECAST}/branches/{branchId}/batch-proposal`,
      operation: 'query',
      field: 'forecastBatchProposal',
      credential: 'session-or-key',
      extension: true,
      summary: "A day's batch proposal (tomorrow by default) with its explanation",
      description:
        "Query BusinessDate, Quantile (Median, Upper), ChickenItemId, MeatItemId, RiceItemId, CookedRiceMultiplier, RiceRoundingMethod (each defaults to the branch's latest batch's).",
      args: {
        branchId: path('branchId'),
        businessDate: query('BusinessDate', 'businessDate'),
        quantile: query('Quantile', 'quantile'),
        chickenItemId: query('ChickenItemId', 'chickenItemId'),
        meatItemId: query('MeatItemId', 'meatItemId'),
        riceItemId: query('RiceItemId', 'riceItemId'),
        cookedRiceMultiplier: query('CookedRiceMultiplier', 'cookedRiceMultiplier'),
        riceRoundingMethod: query('RiceRoundingMethod', 'riceRoundingMethod'),
      },
    },
    {
      method: 'GET',
      path: `${FORECAST}/backtests`,
      operation: 'query',
      field: 'forecastBacktests',
      credential: 'session-or-key',
      extension: true,
      summary: 'The backtest report per branch and item',
      description:
        'Query BranchId, InventoryItemId and the standard list parameters; Sort: branchName (default), itemName, computedAt, chosenOneDayWape; ties (and the default) in branch name, item name, then the usage before the rice sold by weight.',
      args: { list: list(), filter: queryObject({ branchId: 'BranchId', inventoryItemId: 'InventoryItemId' }) },
    },
    {
      method: 'GET',
      path: `${FORECAST}/branches/{branchId}/outcomes`,
      operation: 'query',
      field: 'forecastOutcomes',
      credential: 'session-or-key',
      extension: true,
      summary: 'After the fact per business day: proposed, decided, used, overproduction waste, sold-out minutes',
      description: "Query From, To (business dates; default the 28 days up to the branch's yesterday; at most 92 days).",
      args: { branchId: path('branchId'), from: query('From', 'from'), to: query('To', 'to') },
    },
    {
      method: 'POST',
      path: `${FORECAST}/branches/{branchId}/recompute`,
      operation: 'mutation',
      field: 'recomputeForecast',
      credential: 'session-or-key',
      extension: true,
      summary: "Queue the computation of a branch's forecast now",
      args: { branchId: path('branchId') },
    },
  ],
};
