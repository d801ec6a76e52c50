import { type ReportDefinition, ReportFieldType as T, reportField as f } from '../../../core/reports/report-definition';
import { runSql } from '../../../core/db/run-sql';

interface Row {
  station: string;
  hour: number;
  tickets: string;
  avg_start: string | null;
  avg_ready: string | null;
  avg_serve: string | null;
  max_ready: string | null;
}

/**
 * Kitchen times per station and hour of the day (in the branch's zone) over the period, from the
 * stored ticket timings: at most 24 rows per station, so one statement and one batch.
 */
export const kitchenTimesReport: ReportDefinition = {
  key: 'sales.kitchenTimes',
  domain: { key: 'sales.kitchenTimes', label: 'Kitchen times', labelAr: 'أوقات المطبخ' },
  title: 'Kitchen times per station and hour',
  titleAr: 'أوقات المطبخ حسب المحطة والساعة',
  description:
    'Tickets queued in the period per station and hour of the day (branch time), with the average seconds to start, to ready and to serve, and the longest to ready. Voided tickets are left out.',
  permission: 'sales:read',
  branchScoped: true,
  fields: [
    f('station', 'Station', 'المحطة', T.Text),
    f('hour', 'Hour', 'الساعة', T.Integer),
    f('tickets', 'Tickets', 'التذاكر', T.Integer),
    f('avgSecondsToStart', 'Average seconds to start', 'متوسط الثواني حتى البدء', T.Integer),
    f('avgSecondsToReady', 'Average seconds to ready', 'متوسط الثواني حتى الجاهزية', T.Integer),
    f('avgSecondsToServe', 'Average seconds to serve', 'متوسط الثواني حتى التقديم', T.Integer),
    f('maxSecondsToReady', 'Longest seconds to ready', 'أطول مدة حتى الجاهزية (ثوانٍ)', T.Integer),
  ],
  rows(ctx, query) {
    return (async function* () {
      const rows = await runSql<Row>(
        ctx.db,
        `SELECT station, extract(hour FROM queued_at AT TIME ZONE $3)::int AS hour, count(*) AS tickets,
                round(avg(extract(epoch FROM started_at - queued_at))) AS avg_start,
                round(avg(extract(epoch FROM ready_at - queued_at))) AS avg_ready,
                round(avg(extract(epoch FROM served_at - queued_at))) AS avg_serve,
                round(max(extract(epoch FROM ready_at - queued_at))) AS max_ready
           FROM sales_kitchen_tickets
          WHERE organization_id = $1 AND branch_id = $2 AND queued_at >= $4 AND queued_at < $5 AND status <> 'Voided'
          GROUP BY station, hour ORDER BY station, hour`,
        [ctx.organizationId, query.branchId, query.timeZone, query.start, query.end],
      );
      const num = (value: string | null) => (value === null ? null : Number(value));
      yield rows.map((row) => ({
        station: row.station,
        hour: row.hour,
        tickets: Number(row.tickets),
        avgSecondsToStart: num(row.avg_start),
        avgSecondsToReady: num(row.avg_ready),
        avgSecondsToServe: num(row.avg_serve),
        maxSecondsToReady: num(row.max_ready),
      }));
    })();
  },
};
