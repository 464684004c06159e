import { safeCssColour } from '../safety/safe-address';

/** The wheel's own colours for a slice whose server colours cannot be used: two alternating shades. */
const FALLBACK_BACKGROUNDS = ['#1f3a8a', '#b45309'] as const;
const FALLBACK_TEXT = '#ffffff';

export interface SliceColours {
  background: string;
  text: string;
}

/**
 * A wheel slice's colours (spec section 3: bgColor, textColor from the server), used only when
 * each is a plain CSS colour (safeCssColour); otherwise the wheel's own, so a hostile value never
 * reaches a canvas or a style.
 */
export function sliceColours({ bgColor, textColor }: { bgColor?: string | null; textColor?: string | null }, index: number): SliceColours {
  return {
    background: safeCssColour(bgColor) ?? FALLBACK_BACKGROUNDS[Math.abs(index) % FALLBACK_BACKGROUNDS.length],
    text: safeCssColour(textColor) ?? FALLBACK_TEXT,
  };
}
