import { useEffect, useState } from 'react';
import type { SpinSlice } from '@wallet/api';
import { LABEL_FONT_FAMILY } from './draw-wheel';

// Weight and size do not choose the file to fetch beyond the weight: the labels are bold.
const LABEL_FONT = `700 16px ${LABEL_FONT_FAMILY}`;

/**
 * How many times the faces of the labels' scripts have arrived (0 until then). The Thai and Lao
 * faces load by unicode-range, only once text of their script is drawn: a canvas does not ask for
 * them, so on the Thai build in English or Lao the wheel would be painted in boxes until its next
 * repaint. The wheel paints again when this changes.
 */
export function useLabelFaces(slices: readonly SpinSlice[]): number {
  const [arrivals, setArrivals] = useState(0);
  useEffect(() => {
    const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
    const text = slices.map((slice) => slice.label).join('');
    if (!fonts || text === '' || fonts.check(LABEL_FONT, text)) return;
    let current = true;
    fonts.load(LABEL_FONT, text).then(
      () => current && setArrivals((count) => count + 1),
      // A face that fails to load leaves the fallback already drawn.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [slices]);
  return arrivals;
}
