import fc from 'fast-check';
import { NO_UPDATE, isReloadSafe, releaseToOffer, updatePromptStep, type UpdateEvent, type UpdatePrompt } from './app-update';

const run = (events: UpdateEvent[], from: UpdatePrompt = NO_UPDATE) => events.reduce(updatePromptStep, from);

describe('a reload for a new release is safe (the installable app, issue 19)', () => {
  it('only with no call in flight, no modal open and no step under way', () => {
    expect(isReloadSafe({ callsInFlight: 0, holds: 0 })).toBe(true);
    expect(isReloadSafe({ callsInFlight: 1, holds: 0 })).toBe(false);
    expect(isReloadSafe({ callsInFlight: 0, holds: 1 })).toBe(false);
    expect(isReloadSafe({ callsInFlight: 2, holds: 3 })).toBe(false);
  });
});

describe('the release to offer', () => {
  it('is the served version when it is not the running one', () => {
    expect(releaseToOffer('1.1.14', '1.1.15', null)).toBe('1.1.15');
    expect(releaseToOffer('1.1.14', '1.1.14', null)).toBeNull();
    expect(releaseToOffer('1.1.14', null, null)).toBeNull();
  });

  it('is not one this tab already reloaded for and still does not run', () => {
    expect(releaseToOffer('1.1.14', '1.1.15', '1.1.15')).toBeNull();
    expect(releaseToOffer('1.1.14', '1.1.16', '1.1.15')).toBe('1.1.16');
  });
});

describe('the update prompt', () => {
  const found = (release: string): UpdateEvent => ({ type: 'found', release });

  it('offers a release found and reloads at once on consent when safe', () => {
    expect(run([found('1.1.15')])).toEqual({ step: 'offered', release: '1.1.15' });
    expect(run([found('1.1.15'), { type: 'consent', safe: true }])).toEqual({ step: 'reload', release: '1.1.15' });
  });

  it('waits for a safe moment after consent, then reloads', () => {
    const waiting = run([found('1.1.15'), { type: 'consent', safe: false }]);
    expect(waiting).toEqual({ step: 'waiting', release: '1.1.15' });
    expect(updatePromptStep(waiting, { type: 'safety', safe: false })).toEqual(waiting);
    expect(updatePromptStep(waiting, { type: 'safety', safe: true })).toEqual({ step: 'reload', release: '1.1.15' });
  });

  it('never reloads without consent, however safe it is', () => {
    expect(run([found('1.1.15'), { type: 'safety', safe: true }])).toEqual({ step: 'offered', release: '1.1.15' });
    expect(run([{ type: 'consent', safe: true }])).toEqual(NO_UPDATE);
  });

  it('stays hidden after "later" until another release is found', () => {
    const declined = run([found('1.1.15'), { type: 'decline' }]);
    expect(declined).toEqual({ step: 'declined', release: '1.1.15' });
    expect(run([found('1.1.15'), { type: 'consent', safe: true }], declined)).toEqual(declined);
    expect(run([found('1.1.16')], declined)).toEqual({ step: 'offered', release: '1.1.16' });
  });

  it('"later" also cancels a reload that was waiting', () => {
    expect(run([found('1.1.15'), { type: 'consent', safe: false }, { type: 'decline' }, { type: 'safety', safe: true }])).toEqual({ step: 'declined', release: '1.1.15' });
  });

  const event: fc.Arbitrary<UpdateEvent> = fc.oneof(
    fc.constantFrom('1.1.15', '1.1.16').map((release): UpdateEvent => ({ type: 'found', release })),
    fc.boolean().map((safe): UpdateEvent => ({ type: 'consent', safe })),
    fc.boolean().map((safe): UpdateEvent => ({ type: 'safety', safe })),
    fc.constant<UpdateEvent>({ type: 'decline' }),
  );

  it('reaches a reload only on a safe moment after the member consented to that release', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let prompt: UpdatePrompt = NO_UPDATE;
        let consentedTo: string | null = null;
        for (const next of events) {
          const before = prompt;
          prompt = updatePromptStep(prompt, next);
          if (next.type === 'consent' && before.step === 'offered') consentedTo = before.release;
          if (next.type === 'decline') consentedTo = null;
          if (prompt.step === 'reload' && before.step !== 'reload') {
            expect(next.type === 'consent' || next.type === 'safety').toBe(true);
            expect((next as { safe: boolean }).safe).toBe(true);
            expect(prompt.release).toBe(consentedTo);
          }
        }
      }),
    );
  });

  it('once reloading, stays reloading whatever happens next', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (events) => {
        expect(run(events, { step: 'reload', release: '1.1.15' })).toEqual({ step: 'reload', release: '1.1.15' });
      }),
    );
  });
});
