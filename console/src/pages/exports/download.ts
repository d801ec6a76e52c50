import { fetchFile } from '../../api/file';

/** The bridge streams an export's bytes at its download path: fetched with the token and handed to the browser as a blob. */
export async function downloadExport(jobId: string, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await fetchFile(`/api/v1/console/export-jobs/${jobId}/download`));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
