import type { SpinSlice } from '@wallet/api';
import { sliceColours, type SliceColours } from '@wallet/domain';
import { readableTextOn } from '@wallet/ui';

/**
 * A slice's colours as the wheel and the prize modal paint them: the server's (or the wheel's own,
 * domain sliceColours), with the label's colour replaced when it would not read on the slice.
 */
export function readableSliceColours(slice: SpinSlice, index: number): SliceColours {
  const colours = sliceColours(slice, index);
  return { ...colours, text: readableTextOn(colours.background, colours.text) };
}
