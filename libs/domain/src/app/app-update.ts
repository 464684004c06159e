// The 'new version available' prompt of the installable app (issue 19): when it shows, and when
// the reload the member agreed to may happen. A reload throws away whatever the page holds, so it
// never happens while a money call is in flight, a modal is open (a form being filled, a QR code
// being paid, an answer being read) or a step is under way (a wheel turning towards its prize),
// and never without the member's consent.

/** Where the prompt stands for the newest release found (its version, or what names it). */
export type UpdatePrompt =
  | { step: 'none' }
  /** Shown: a new release is live. */
  | { step: 'offered'; release: string }
  /** The member agreed; the page reloads at the first safe moment. */
  | { step: 'waiting'; release: string }
  /** Reload now. */
  | { step: 'reload'; release: string }
  /** The member chose later: hidden until another release. */
  | { step: 'declined'; release: string };

export type UpdateEvent =
  /** A release other than the running one is live. */
  | { type: 'found'; release: string }
  | { type: 'consent'; safe: boolean }
  | { type: 'decline' }
  /** Whether a reload is safe now changed (see {@link isReloadSafe}). */
  | { type: 'safety'; safe: boolean };

export const NO_UPDATE: UpdatePrompt = { step: 'none' };

export interface ReloadSafetyInput {
  /** Calls that change something on the server (RTK Query mutations) still waiting for their answer. */
  callsInFlight: number;
  /** Open modals and steps under way (a turning wheel). */
  holds: number;
}

/**
 * Rule: the app reloads for a new release only when nothing would be lost: no call that changes
 * something (a transfer, a withdrawal, a deposit, a claim) is waiting for its answer, whose outcome
 * the member would never see, no modal is open and no step is under way.
 */
export function isReloadSafe({ callsInFlight, holds }: ReloadSafetyInput): boolean {
  return callsInFlight === 0 && holds === 0;
}

/**
 * Rule: the release the served version names is offered when it differs from the running one,
 * unless this tab already reloaded for it and still runs the old one (a stale cache or a
 * half-finished deployment): a second offer would only reload again.
 */
export function releaseToOffer(running: string, served: string | null, reloadedFor: string | null): string | null {
  if (!served || served === running || served === reloadedFor) return null;
  return served;
}

/**
 * Rule: the prompt's next step. A release found is offered (again after 'later' only if it is
 * another one); consent reloads at once when safe, otherwise waits and reloads as soon as it is
 * safe; 'later' hides it. Nothing else ever reaches 'reload'.
 */
export function updatePromptStep(prompt: UpdatePrompt, event: UpdateEvent): UpdatePrompt {
  switch (event.type) {
    case 'found':
      if (prompt.step === 'none' || (prompt.step === 'declined' && prompt.release !== event.release)) return { step: 'offered', release: event.release };
      if (prompt.step === 'offered') return { step: 'offered', release: event.release };
      return prompt;
    case 'consent':
      if (prompt.step !== 'offered') return prompt;
      return { step: event.safe ? 'reload' : 'waiting', release: prompt.release };
    case 'safety':
      return prompt.step === 'waiting' && event.safe ? { step: 'reload', release: prompt.release } : prompt;
    case 'decline':
      return prompt.step === 'offered' || prompt.step === 'waiting' ? { step: 'declined', release: prompt.release } : prompt;
  }
}
