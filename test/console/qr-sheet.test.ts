import { pointsToThisMachine } from '../../console/src/pages/sales/qr-sheet';

describe('QR sheet: ordering links a phone cannot open', () => {
  it('warns for addresses that name this machine', () => {
    for (const url of [
      'http://localhost:3000/order/qr_x',
      'http://127.0.0.1:3000/order/qr_x',
      'http://[::1]:3000/order/qr_x',
      'http://app.localhost/order/qr_x',
      'http://0.0.0.0:3000/order/qr_x',
    ]) {
      expect(pointsToThisMachine(url)).toBe(true);
    }
  });

  it('does not warn for a public or private-network address, nor for text that is not a URL', () => {
    for (const url of ['https://order.example.iq/order/qr_x', 'http://192.168.1.20:3000/order/qr_x', 'not a url']) {
      expect(pointsToThisMachine(url)).toBe(false);
    }
  });
});
