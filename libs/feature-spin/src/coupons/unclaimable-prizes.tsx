import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

// Issue 25 item 2: which prizes the server refused to pay with INVALID_COUPON_TYPE.
//
// The specification gives a coupon only as 'prize with name and slice, amount' (section 3) and
// lists INVALID_COUPON_TYPE among the spin coupon codes (section 8): a real backend refuses some
// coupon types, but nothing in a coupon says its type, so the client cannot know in advance. The
// stand-in's rule (an item prize such as the gift box is delivered by staff and refuses a claim)
// is therefore kept; the client learns it from the first refusal: from then on each coupon of that
// prize (by slice code, the type being the prize's) shows what to do instead of a Claim button that
// would always fail. Kept for the tab's session so a return to the page does not offer it again.
const STORAGE_KEY = 'wallet.spin.unclaimablePrizes';

function readStored(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

function store(codes: readonly string[]) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(codes));
  } catch {
    // Storage full or blocked: the refusal is still remembered while the page is open.
  }
}

interface UnclaimablePrizes {
  isUnclaimable: (sliceCode: string) => boolean;
  markUnclaimable: (sliceCode: string) => void;
}

const Context = createContext<UnclaimablePrizes>({ isUnclaimable: () => false, markUnclaimable: () => undefined });

/** Gives the spin page's coupon rows and prize sheet the prizes known to refuse a claim. */
export function UnclaimablePrizesProvider({ children }: { children: ReactNode }) {
  const [codes, setCodes] = useState<readonly string[]>(readStored);
  const markUnclaimable = useCallback((sliceCode: string) => {
    setCodes((known) => {
      if (known.includes(sliceCode)) return known;
      const next = [...known, sliceCode];
      store(next);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ isUnclaimable: (sliceCode: string) => codes.includes(sliceCode), markUnclaimable }), [codes, markUnclaimable]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useUnclaimablePrizes(): UnclaimablePrizes {
  return useContext(Context);
}
