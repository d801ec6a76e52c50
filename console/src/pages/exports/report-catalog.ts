import { useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { graphql } from '../../gql';

const ExportDomainsDocument = graphql(`
  query ExportDomains {
    exportDomains {
      key
      label
      labelAr
      fields {
        key
        label
        labelAr
        type
      }
      reports {
        key
        title
        titleAr
        filters
      }
    }
  }
`);

/** Words for the exports area's enum values. */
export function exportEnum(t: TFunction, value: string): string {
  return t(`exportsEnum.${value}`, { defaultValue: value });
}

export function useExportEnumOptions(values: readonly string[]) {
  const { t } = useTranslation();
  return values.map((value) => ({ value, label: exportEnum(t, value) }));
}

/**
 * The reports the caller may export (the service lists only those), grouped by domain for a Select,
 * with the columns of each report's domain; titles and labels in the console's language.
 */
export function useReportCatalog() {
  const { i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const [{ data }] = useQuery({ query: ExportDomainsDocument });
  const domains = data?.exportDomains ?? [];
  const reportOptions = domains.map((domain) => ({
    group: ar ? domain.labelAr : domain.label,
    items: domain.reports.map((report) => ({ value: report.key, label: ar ? report.titleAr : report.title })),
  }));
  const fieldOptions = (reportKey: string | null) => {
    const domain = domains.find((d) => d.reports.some((r) => r.key === reportKey));
    return (domain?.fields ?? []).map((field) => ({ value: field.key, label: ar ? field.labelAr : field.label }));
  };
  const reportTitle = (reportKey: string) => {
    for (const domain of domains) {
      const report = domain.reports.find((r) => r.key === reportKey);
      if (report) return ar ? report.titleAr : report.title;
    }
    return reportKey;
  };
  return { reportOptions, fieldOptions, reportTitle };
}
