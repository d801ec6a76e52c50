/** Paper a table's QR sheet is printed on: postcard sizes and a common label roll. */
export type QrPaper = 'A6' | 'A5' | 'Label';

/** The CSS page size of each paper, in millimetres (Chromium knows no A6 keyword; a label is 62 mm × 100 mm, a common label roll). */
export const QR_PAPER_SIZE: Record<QrPaper, string> = { A6: '105mm 148mm', A5: '148mm 210mm', Label: '62mm 100mm' };

/** The QR image's side on each paper, leaving room for the table name and the address under it. */
export const QR_IMAGE_SIZE: Record<QrPaper, string> = { A6: '80mm', A5: '110mm', Label: '50mm' };

/**
 * Whether the ordering address is one a guest's phone cannot open: the service builds it from
 * PUBLIC_BASE_URL, or without it from the address the console is open at, which may name this
 * machine (localhost or a loopback address).
 */
export function pointsToThisMachine(orderUrl: string): boolean {
  let host: string;
  try {
    host = new URL(orderUrl).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || host === '::1' || host === '0.0.0.0' || /^127\./.test(host);
}
