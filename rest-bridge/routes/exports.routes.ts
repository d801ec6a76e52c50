import { body, bodyField, CONSOLE, list, path, queryObject, RouteTable } from '../route-types';

export const exportsRoutes: RouteTable = {
  area: 'Exports',
  routes: [
    {
      method: 'GET', path: `${CONSOLE}/export-jobs`, operation: 'query', field: 'exportJobs', credential: 'session-or-key',
      summary: 'List export jobs', args: { list: list(), filter: queryObject({ status: 'Status' }) },
    },
    {
      method: 'POST', path: `${CONSOLE}/export-jobs`, operation: 'mutation', field: 'createExportJob', credential: 'session-or-key',
      summary: 'Queue an export (validated up front: unknown report or field 422, a report the caller may not read 403)', args: { input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/export-jobs/{id}`, operation: 'query', field: 'exportJob', credential: 'session-or-key',
      summary: 'Get an export job (status, rowsWritten)', args: { id: path('id') },
    },
    {
      method: 'DELETE', path: `${CONSOLE}/export-jobs/{id}`, operation: 'mutation', field: 'cancelExportJob', credential: 'session-or-key',
      summary: 'Cancel a queued or running export, or delete a finished one; its file is removed', args: { id: path('id') },
    },
    {
      method: 'GET', path: `${CONSOLE}/export-jobs/{id}/download`, operation: 'query', field: 'exportJobDownload', credential: 'session-or-key',
      summary: 'Download the produced file (xlsx or csv)', args: { id: path('id') }, response: 'file',
      description:
        'Streams the file: Content-Type of the format, Content-Disposition attachment with filename `<reportKey>_<from>_<to>.<ext>` ' +
        '(and filename* per RFC 5987), Content-Length. 409 while the export is not finished (or Failed), 404 once it expired or was deleted.',
    },
    {
      method: 'GET', path: `${CONSOLE}/report-subscriptions`, operation: 'query', field: 'reportSubscriptions', credential: 'session-or-key',
      summary: 'List report subscriptions', args: { list: list(), filter: queryObject({ active: 'Active', reportKey: 'ReportKey' }) },
    },
    {
      method: 'POST', path: `${CONSOLE}/report-subscriptions`, operation: 'mutation', field: 'createReportSubscription', credential: 'session-or-key',
      summary: 'Subscribe an e-mail address to a report (Daily, Weekly, Monthly)', args: { input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/report-subscriptions/{id}`, operation: 'query', field: 'reportSubscription', credential: 'session-or-key', extension: true,
      summary: 'Get a report subscription (last run, last success, last error)', args: { id: path('id') },
    },
    {
      method: 'DELETE', path: `${CONSOLE}/report-subscriptions/{id}`, operation: 'mutation', field: 'deleteReportSubscription', credential: 'session-or-key',
      summary: 'Delete a report subscription (soft)', args: { id: path('id'), reason: bodyField('reason') },
    },
    {
      method: 'POST', path: `${CONSOLE}/report-subscriptions/{id}/activate`, operation: 'mutation', field: 'activateReportSubscription', credential: 'session-or-key',
      summary: 'Activate a report subscription', args: { id: path('id') },
    },
    {
      method: 'POST', path: `${CONSOLE}/report-subscriptions/{id}/deactivate`, operation: 'mutation', field: 'deactivateReportSubscription', credential: 'session-or-key',
      summary: 'Deactivate a report subscription', args: { id: path('id') },
    },
    {
      method: 'GET', path: `${CONSOLE}/settings/export-presets`, operation: 'query', field: 'exportPresets', credential: 'session-or-key',
      summary: 'List export presets',
      args: { list: list(), filter: queryObject({ domain: 'Domain', importCompatible: 'ImportCompatible', includeDeleted: 'IncludeDeleted' }) },
    },
    {
      method: 'POST', path: `${CONSOLE}/settings/export-presets`, operation: 'mutation', field: 'createExportPreset', credential: 'session-or-key',
      summary: 'Create an export preset (name unique per domain, fields checked against the domain)', args: { input: body() },
    },
    {
      method: 'DELETE', path: `${CONSOLE}/settings/export-presets/{id}`, operation: 'mutation', field: 'deleteExportPreset', credential: 'session-or-key',
      summary: 'Delete an export preset (soft)', args: { id: path('id'), reason: bodyField('reason') },
    },
    {
      method: 'GET', path: `${CONSOLE}/settings/export-presets/domains`, operation: 'query', field: 'exportDomains', credential: 'session-or-key',
      summary: 'Report domains with their fields (English and Arabic labels, types) and reports',
    },
    {
      method: 'GET', path: `${CONSOLE}/settings/saved-reports`, operation: 'query', field: 'savedReports', credential: 'session-or-key', extension: true,
      summary: "List saved reports (the organisation's shared ones and the caller's private ones)", args: { list: list() },
    },
    {
      method: 'POST', path: `${CONSOLE}/settings/saved-reports`, operation: 'mutation', field: 'createSavedReport', credential: 'session-or-key', extension: true,
      summary: 'Save a report (name, reportKey, filters, presetId, shared)', args: { input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/settings/saved-reports/{id}`, operation: 'query', field: 'savedReport', credential: 'session-or-key', extension: true,
      summary: 'Get a saved report', args: { id: path('id') },
    },
    {
      method: 'DELETE', path: `${CONSOLE}/settings/saved-reports/{id}`, operation: 'mutation', field: 'deleteSavedReport', credential: 'session-or-key', extension: true,
      summary: 'Delete a saved report (soft)', args: { id: path('id'), reason: bodyField('reason') },
    },
  ],
};
