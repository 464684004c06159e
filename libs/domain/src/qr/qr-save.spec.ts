import { formatClockTime, QR_SAVE_MARGIN, QR_SAVE_SIZE, qrExpiresAt, qrImageSource, qrSaveFileName, qrSaveLayout, qrSaveLines } from './qr-save';

describe('qrSaveFileName (issue 29)', () => {
  it('names the picture after what it is and its amount, in the currency’s decimals, without grouping', () => {
    expect(qrSaveFileName(100, 'BAHT')).toBe('deposit-qr-100.00.png');
    expect(qrSaveFileName('1234.5', 'BAHT')).toBe('deposit-qr-1234.50.png');
    expect(qrSaveFileName(50000, 'LAK')).toBe('deposit-qr-50000.png');
    expect(qrSaveFileName(99.99, null)).toBe('deposit-qr-99.99.png');
  });

  it('falls back to a plain name when the amount cannot be read', () => {
    expect(qrSaveFileName('abc', 'BAHT')).toBe('deposit-qr.png');
    expect(qrSaveFileName(undefined)).toBe('deposit-qr.png');
    expect(qrSaveFileName(-5)).toBe('deposit-qr.png');
  });
});

describe('formatClockTime and qrExpiresAt', () => {
  it('writes a moment as a 24-hour local clock time', () => {
    expect(formatClockTime(new Date(2026, 10, 27, 9, 5, 59))).toBe('09:05');
    expect(formatClockTime(new Date(2026, 10, 27, 23, 42, 0).getTime())).toBe('23:42');
    expect(formatClockTime('nope')).toBe('-');
    expect(formatClockTime(null)).toBe('-');
  });

  it('adds the seconds left on the countdown to now, never going back in time', () => {
    expect(qrExpiresAt(1_000, 300)).toBe(301_000);
    expect(qrExpiresAt(1_000, -4)).toBe(1_000);
    expect(qrExpiresAt(1_000, Number.NaN)).toBe(1_000);
  });
});

describe('qrSaveLines', () => {
  it('puts the amount first, then the expiry, then what the picture is, leaving out empty texts', () => {
    expect(qrSaveLines({ title: 'QR deposit', amount: '100.00 baht', expires: 'Pay before 19:42' })).toEqual([
      { kind: 'amount', text: '100.00 baht' },
      { kind: 'expires', text: 'Pay before 19:42' },
      { kind: 'title', text: 'QR deposit' },
    ]);
    expect(qrSaveLines({ title: ' ', amount: '100.00 baht', expires: '' }).map((line) => line.kind)).toEqual(['amount']);
  });
});

describe('qrImageSource (safe-address rule)', () => {
  it('keeps http(s) addresses, paths of this site and inline raster images', () => {
    expect(qrImageSource('https://qr.example/1.png')).toBe('https://qr.example/1.png');
    expect(qrImageSource(' /api/assets/qr/1.png ')).toBe('/api/assets/qr/1.png');
    expect(qrImageSource('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('refuses scripts, protocol-relative addresses, SVG data and anything not a string', () => {
    for (const value of ['javascript:alert(1)', '//evil.example/x.png', '/\\evil.example/x.png', 'data:image/svg+xml;base64,PHN2Zz4=', 'data:text/html,<p>', 'qr.png', 42, null]) {
      expect(qrImageSource(value)).toBeNull();
    }
  });
});

describe('qrSaveLayout', () => {
  it('frames the code in a light margin and stacks the lines below it, inside the picture', () => {
    const layout = qrSaveLayout(['amount', 'expires', 'title']);
    expect(layout.qr).toEqual({ x: QR_SAVE_MARGIN, y: QR_SAVE_MARGIN, size: QR_SAVE_SIZE });
    expect(layout.width).toBe(QR_SAVE_SIZE + QR_SAVE_MARGIN * 2);
    const baselines = layout.lines.map((line) => line.baseline);
    expect(baselines[0]).toBeGreaterThan(QR_SAVE_MARGIN + QR_SAVE_SIZE + layout.lines[0].fontSize);
    expect([...baselines].sort((a, b) => a - b)).toEqual(baselines);
    // The last line's descenders stay clear of the bottom margin.
    expect(layout.height - baselines[2]).toBeGreaterThanOrEqual(QR_SAVE_MARGIN + layout.lines[2].fontSize * 0.4);
    expect(layout.lines.map((line) => line.kind)).toEqual(['amount', 'expires', 'title']);
  });

  it('without lines the picture is the code and its margin', () => {
    expect(qrSaveLayout([])).toMatchObject({ width: QR_SAVE_SIZE + 2 * QR_SAVE_MARGIN, height: QR_SAVE_SIZE + 2 * QR_SAVE_MARGIN, lines: [] });
  });
});
