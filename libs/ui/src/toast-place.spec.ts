import { placeToasts } from './toast-place';

const toasts = { height: 60, rest: 64, gap: 8 };

describe('placeToasts', () => {
  it('leaves the toasts at rest when no sheet is open', () => {
    expect(placeToasts({ ...toasts, sheet: null, viewportHeight: 800 })).toEqual({ kind: 'rest' });
  });

  it('puts them below a centred sheet with room under it', () => {
    expect(placeToasts({ ...toasts, sheet: { top: 142, bottom: 658, inset: 0 }, viewportHeight: 800 })).toEqual({ kind: 'outside', top: 666 });
  });

  it('puts them above a bottom sheet, no higher than their resting place', () => {
    expect(placeToasts({ ...toasts, sheet: { top: 316, bottom: 844, inset: 0 }, viewportHeight: 844 })).toEqual({ kind: 'outside', top: 248 });
    // One pixel short of room above: over the top bar, so inside.
    expect(placeToasts({ ...toasts, sheet: { top: 131, bottom: 844, inset: 0 }, viewportHeight: 844 })).toEqual({ kind: 'inside', top: 776, room: 76 });
  });

  it('docks them inside a sheet that leaves no room, above its safe area', () => {
    expect(placeToasts({ ...toasts, sheet: { top: 24, bottom: 844, inset: 34 }, viewportHeight: 844 })).toEqual({ kind: 'inside', top: 742, room: 76 });
    expect(placeToasts({ ...toasts, sheet: { top: 49, bottom: 752, inset: 0 }, viewportHeight: 800 })).toEqual({ kind: 'inside', top: 684, room: 76 });
  });
});
