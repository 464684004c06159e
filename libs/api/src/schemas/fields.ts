import * as v from 'valibot';

// The plain values every answer is made of (spec section 3), read the way every schema reads them.

export const text = v.string();

export const num = v.number();

/** A text the spec gives that a backend may send as null: read as ''. */
export const textOrEmpty = v.nullish(v.string(), '');

/** An optional text that a backend may send as null: read as absent. */
export const optionalText = v.pipe(
  v.nullish(v.string()),
  v.transform((value) => value ?? undefined),
);

/** A banner (spec section 3: image, html), of invites, refunds and bonuses alike. */
export const banner = v.object({ image: text, html: textOrEmpty });
