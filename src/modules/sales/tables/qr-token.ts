import { createHash, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';

/*
 * QR tokens are bearer credentials printed on a table: 32 random bytes (256 bits) in base64url,
 * prefixed so a leaked one is recognisable in logs and secret scanners. Only their sha256 is
 * stored: a database leak does not let anyone order on a restaurant's tables.
 */
const PREFIX = 'qr_';
const TOKEN_PATTERN = /^qr_[A-Za-z0-9_-]{43}$/;

export function newQrToken(): string {
  return `${PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** A string that can be a token at all (cheap check before any hashing or database work). */
export function looksLikeQrToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

export function hashQrToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function orderingUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/order/${token}`;
}

/*
 * One PNG row filter ("up": each row less the one above it) instead of pngjs's default, which
 * filters every row five ways, sums each and keeps the smallest. The pixels are the same; the file is
 * larger (still a few kilobytes: a QR code's rows repeat), and the encoding costs far less CPU on
 * the request's event loop (docs/performance.md, "Per-request CPU"). qrcode
 * hands these options to pngjs as they are; its typings list only the deflate ones (deflateLevel 9
 * is pngjs's default). toBuffer, then base64, is what its toDataURL does; its typings let
 * rendererOpts through there.
 */
const PNG_OPTIONS = { deflateLevel: 9, filterType: 2 };

/** The printable QR code of the ordering URL, as data URLs (SVG for print shops, PNG for quick use). */
export async function qrImages(url: string): Promise<{ svg: string; png: string }> {
  const options = { errorCorrectionLevel: 'M' as const, margin: 2 };
  const svg = await QRCode.toString(url, { ...options, type: 'svg' });
  const png = await QRCode.toBuffer(url, { ...options, type: 'png', width: 512, rendererOpts: PNG_OPTIONS });
  return { svg: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`, png: `data:image/png;base64,${png.toString('base64')}` };
}
