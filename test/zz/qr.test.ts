import { qrImages } from '../../src/modules/sales/tables/qr-token';
it('qr cost', async () => {
  const out: string[] = [];
  for (let i = 0; i < 4; i++) {
    const c = process.cpuUsage();
    const { png } = await qrImages('https://example.com/order/qr_' + 'a'.repeat(42) + i);
    const u = process.cpuUsage(c);
    out.push(`${((u.user + u.system) / 1e3).toFixed(0)} ms ${png.length} ${png.slice(0, 30)}`);
  }
  process.stderr.write(out.join('\n') + '\n');
});
