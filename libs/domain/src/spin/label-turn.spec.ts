import fc from 'fast-check';
import { labelTurn } from './label-turn';
import { normalizeAngle, sliceArc } from './wheel-geometry';

const slice = fc.integer({ min: 1, max: 24 }).chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: 0, max: count - 1 })));
const wheelRotation = fc.double({ min: -100, max: 100, noNaN: true });

describe('labelTurn', () => {
  it('writes every label upright as the member sees it, however the wheel has turned', () => {
    fc.assert(
      fc.property(slice, wheelRotation, ([count, index], turned) => {
        const { rotation } = labelTurn(index, count, turned);
        // The label's writing direction on screen never points left.
        expect(Math.cos(rotation + turned)).toBeGreaterThanOrEqual(-1e-9);
      }),
    );
  });

  it("writes each label along its own slice's middle", () => {
    fc.assert(
      fc.property(slice, wheelRotation, ([count, index], turned) => {
        const { rotation } = labelTurn(index, count, turned);
        const middle = (index + 0.5) * sliceArc(count);
        const apart = normalizeAngle(rotation - middle);
        expect(Math.min(apart, Math.abs(apart - Math.PI), 2 * Math.PI - apart)).toBeLessThan(1e-9);
      }),
    );
  });

  it('turns the labels of the left half of an unturned wheel, and only those', () => {
    // Eight slices: middles at 22.5°, 67.5°, ... 337.5°; the left half is 90°-270°.
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((index) => labelTurn(index, 8).flipped)).toEqual([false, false, true, true, true, true, false, false]);
  });
});
