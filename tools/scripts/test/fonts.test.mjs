import assert from 'node:assert/strict';
import { test } from 'node:test';
import { charactersOf, FACES, facesStyle, fontFaceRule } from '../../vite/fonts.mts';

test('a face keeps the characters of its own script that the texts use, once each, and what shaping needs', () => {
  const kept = charactersOf(FACES.thai, 'สวัสดี Hello ສະບາຍດີ สวัสดี 123');
  assert.equal(kept, [...new Set('สวัสดี')].sort().join('') + '\u25CC\u200C\u200D');
  assert.ok(!/[A-Za-z0-9\u0E80-\u0EFF]/.test(kept));
});

test('SARA AM keeps the two marks the shaper draws it with, in Thai and in Lao', () => {
  assert.match(charactersOf(FACES.thai, 'กำลังดำเนินการ'), /\u0E4D.*\u0E32|\u0E32.*\u0E4D/);
  assert.ok(charactersOf(FACES.thai, 'สำเร็จ').includes('\u0E4D') && charactersOf(FACES.thai, 'สำเร็จ').includes('\u0E32'));
  assert.ok(charactersOf(FACES.lao, 'ຈຳນວນ').includes('\u0ECD') && charactersOf(FACES.lao, 'ຈຳນວນ').includes('\u0EB2'));
});

test("a face's rule covers its whole block, so a server text's other letters still come to it first", () => {
  const rule = fontFaceRule(FACES.lao, 700, '/assets/lao-700.woff2');
  assert.match(rule, /font-family: 'Noto Sans Lao';/);
  assert.match(rule, /font-weight: 700;/);
  assert.match(rule, /font-display: swap;/);
  assert.match(rule, /unicode-range: U\+0E80-0EFF, U\+25CC, U\+200C-200D;/);
});

test("the page's style declares each face and weight once, at the file the build gave it", () => {
  const style = facesStyle((face, weight) => `/assets/${face.family.replaceAll(' ', '-')}-${weight}.woff2`);
  assert.equal(style.match(/@font-face/g)?.length, 4);
  for (const file of ['Noto-Sans-Thai-400', 'Noto-Sans-Thai-700', 'Noto-Sans-Lao-400', 'Noto-Sans-Lao-700']) {
    assert.equal(style.split(`url(/assets/${file}.woff2)`).length - 1, 1, file);
  }
});
