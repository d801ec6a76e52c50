/** Strings of the export pages (jobs, saved reports, report subscriptions) and their enum values. */
export const exportsEn = {
  exportsNav: { exports: 'Exports', jobs: 'Export jobs', savedReports: 'Saved reports', subscriptions: 'Report subscriptions' },
  exportsEnum: {
    Queued: 'Queued', Running: 'Running', Succeeded: 'Ready', Failed: 'Failed', Cancelled: 'Cancelled', Expired: 'Expired',
    Xlsx: 'Excel (xlsx)', Csv: 'CSV', En: 'English', Ar: 'Arabic', Daily: 'Daily', Weekly: 'Weekly', Monthly: 'Monthly', Report: 'On request', Subscription: 'Subscription',
  },
  exportJobs: {
    title: 'Export jobs', new: 'New export', report: 'Report', fields: 'Columns', fieldsHelp: 'Leave empty for every column, in the report’s order.',
    format: 'Format', lang: 'Language of the file', from: 'From', to: 'To', queued: 'Export queued.', period: 'Period', progress: 'Rows',
    download: 'Download', cancel: 'Cancel', remove: 'Delete', expires: 'Until {{at}}', savedReport: 'Saved report',
  },
  savedReports: {
    title: 'Saved reports', new: 'New saved report', created: 'Report saved.', shared: 'Shared with the organisation', private: 'Private',
    deleteTitle: 'Delete the saved report {{name}}', sharing: 'Visibility',
  },
  subscriptions: {
    title: 'Report subscriptions', new: 'New subscription', created: 'Subscription created.', recipient: 'Recipient e-mail', cadence: 'Cadence',
    sendEmpty: 'Send even when the report is empty', nextRun: 'Next run', lastRun: 'Last run', lastError: 'Last error', external: 'outside the organisation',
    activate: 'Activate', deactivate: 'Deactivate', deleteTitle: 'Delete the subscription of {{email}}',
  },
};
