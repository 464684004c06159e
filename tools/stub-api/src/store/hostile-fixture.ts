// A hostile backend (dev route /__dev/hostile): the fixture with script payloads in every string
// the app shows or follows, for browser tests that prove none of it runs. Codes, ids, amounts and
// credentials stay as they are, so every call still works; only words, markup and addresses change.
// Each payload, if it ever ran, would open a dialog, set window.__xss or fetch the marker origin,
// which the browser test watches for.
import type { Banner, ChatButton, ChatMessage } from '@wallet/api';
import type { Fixture, FixtureConversation, FixtureMember } from './fixture';

/** Where a payload that ran would send its request: an origin that can never resolve. */
export const XSS_MARKER_ORIGIN = 'https://xss.marker.invalid';

/** What every payload does when it runs. */
const RUN = `alert('xss');window.__xss=1;fetch('${XSS_MARKER_ORIGIN}/ran')`;

/**
 * Markup for fields shown as server HTML: inline script, event handlers, javascript: and data:
 * links, SVG and iframe tricks, a mutation-XSS classic, and CSS that would cover the page or load
 * from the marker origin.
 */
export const HOSTILE_HTML = [
  `<p>hostile</p><img src="x" onerror="${RUN}">`,
  `<script>${RUN}</script>`,
  `<svg onload="${RUN}"><script>${RUN}</script><animate onbegin="${RUN}" attributeName="x" dur="1s"></animate></svg>`,
  `<iframe src="javascript:${RUN}"></iframe><iframe srcdoc="&lt;script&gt;parent.${RUN}&lt;/script&gt;"></iframe>`,
  `<a href="javascript:${RUN}">js link</a><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==" target="_blank">data link</a>`,
  `<form action="${XSS_MARKER_ORIGIN}/form"><button formaction="javascript:${RUN}">form</button></form>`,
  `<math><mtext><table><mglyph><style><img src="x" onerror="${RUN}"></style></mglyph></table></mtext></math>`,
  `<style>@import url(${XSS_MARKER_ORIGIN}/import.css);*{background:url(${XSS_MARKER_ORIGIN}/bg.png)}</style>`,
  `<div style="background-image:url(${XSS_MARKER_ORIGIN}/style.png);position:fixed;inset:0;z-index:9999">cover</div>`,
  `<object data="javascript:${RUN}"></object><embed src="javascript:${RUN}"><base href="${XSS_MARKER_ORIGIN}/">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}"><link rel="stylesheet" href="${XSS_MARKER_ORIGIN}/link.css">`,
  `<details open ontoggle="${RUN}"><summary>d</summary></details><video><source onerror="${RUN}"></video>`,
  `"><script>${RUN}</script>'--><svg/onload="${RUN}">`,
].join('');

/**
 * Plain text fields (names, labels, chat words): the same tricks, which must show as text. Under
 * 100 characters, the longest name the stand-in takes back (a member's name sent with a chat message).
 */
export const HOSTILE_TEXT = `<img src=x onerror="alert('xss');window.__xss=1">"><script>alert('xss')</script>`;

/** Addresses the app would follow or load: none is a web address of a host, so none may be opened or shown. */
export const HOSTILE_ADDRESSES = [
  `javascript:${RUN}`,
  ` JaVaScRiPt:${RUN}`,
  `java\tscript:${RUN}`,
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '//xss.marker.invalid/protocol-relative',
  'vbscript:msgbox(1)',
] as const;

/** The n-th hostile address, round the list. */
const address = (n: number) => HOSTILE_ADDRESSES[n % HOSTILE_ADDRESSES.length];

/** A picture address that breaks out of a CSS url() if pasted into a style. */
const CSS_BREAKOUT = `/api/assets/games/bg-slot.svg");}*{background:url("${XSS_MARKER_ORIGIN}/breakout.png`;

const banners = (count: number): Banner[] => Array.from({ length: count }, (_, n) => ({ image: address(n), html: HOSTILE_HTML }));

const buttons = (from: number): ChatButton[] => [
  { title: HOSTILE_TEXT, type: 'web', payload: address(from) },
  { title: HOSTILE_TEXT, type: 'call', payload: address(from + 1) },
  { title: HOSTILE_TEXT, type: 'postback', payload: HOSTILE_TEXT },
];

/** Support's side of a conversation with every message kind the widget renders, each hostile. */
function hostileMessages(): ChatMessage[] {
  return [
    { message_type: 'text', payload: { message: HOSTILE_HTML } },
    { message_type: 'buttons', payload: { message: HOSTILE_TEXT, buttons: buttons(0) } },
    { message_type: 'quick_replies', payload: { message: HOSTILE_TEXT, buttons: buttons(2) } },
    {
      message_type: 'generic',
      payload: { message: HOSTILE_TEXT },
      payloads: [0, 1, 2].map((n) => ({ image_url: address(n), title: HOSTILE_TEXT, subtitle: HOSTILE_HTML, buttons: buttons(n + 3) })),
    },
    { message_type: 'media', payload: { message: HOSTILE_TEXT, url: true, fileType: 'image', filePath: address(0), name: HOSTILE_TEXT } },
    { message_type: 'media', payload: { message: HOSTILE_TEXT, url: true, fileType: 'video', filePath: address(4), name: HOSTILE_TEXT } },
    { message_type: 'media', payload: { message: HOSTILE_TEXT, url: false, fileType: 'file', filePath: address(3), name: HOSTILE_TEXT } },
    { message_type: 'postback', payload: { message: HOSTILE_TEXT } },
    { message_type: 'unknown', payload: { message: HOSTILE_HTML } },
  ];
}

function hostileConversations(fixture: Fixture): FixtureConversation[] {
  const talked = [...new Set(fixture.chat.conversations.map((conversation) => conversation.userId).filter((id): id is string => Boolean(id)))];
  return talked.flatMap((userId) =>
    hostileMessages().map((message, n) => ({
      sender: 'agent',
      userId,
      guestId: null,
      name: HOSTILE_TEXT,
      createdAt: `-${30 - n}m`,
      session_id: 'hostile-session',
      message,
    })),
  );
}

function hostileMember(member: FixtureMember): FixtureMember {
  return {
    ...member,
    name: HOSTILE_TEXT,
    invites: member.invites.map((row) => ({ ...row, fromName: HOSTILE_TEXT })),
    statements: [
      ...member.statements,
      // A place nobody can name is shown as written.
      { statementType: 'transfer', from: HOSTILE_TEXT, to: HOSTILE_TEXT, amount: 1, status: 'FAILED', createdAt: '-1m' },
    ],
    slips: member.slips.map((slip, n) => ({ ...slip, note: n === 0 ? HOSTILE_TEXT : slip.note, link: address(n) })),
  };
}

/** The fixture with script payloads in every string the app shows or follows (see the file's head). */
export function hostileFixture(fixture: Fixture): Fixture {
  return {
    ...fixture,
    info: { ...fixture.info, name: HOSTILE_TEXT, website: address(0) },
    notice: HOSTILE_HTML,
    contact: { contactText: HOSTILE_HTML, lineLink: address(0), lineName: HOSTILE_TEXT, lineQR: address(4) },
    conditions: [HOSTILE_HTML, HOSTILE_HTML],
    agreements: [HOSTILE_HTML],
    banks: fixture.banks.map((bank) => ({ ...bank, nameTH: HOSTILE_TEXT, nameEN: HOSTILE_TEXT })),
    sources: fixture.sources.map((source) => ({ ...source, description: HOSTILE_TEXT })),
    depositBanks: fixture.depositBanks.map((account) => ({ ...account, bankAccountName: HOSTILE_TEXT, bank: { nameTH: HOSTILE_TEXT, nameEN: HOSTILE_TEXT } })),
    wallets: fixture.wallets.map((wallet) => ({ ...wallet, walletAccountName: HOSTILE_TEXT })),
    // The Laos site would otherwise lay its own (harmless) words over these.
    laos: fixture.laos && { ...fixture.laos, texts: undefined },
    games: fixture.games.map((game, n) => ({
      ...game,
      name: HOSTILE_TEXT,
      logo: address(n),
      background: n % 2 === 0 ? CSS_BREAKOUT : address(n),
      web: address(n),
      android: address(n + 1),
      ios: address(n + 2),
    })),
    autoLoginLink: address(0),
    bonuses: fixture.bonuses.map((bonus) => ({ ...bonus, name: HOSTILE_TEXT, banners: banners(2) })),
    promotions: fixture.promotions.map((promotion) => ({ ...promotion, description: HOSTILE_HTML })),
    inviteBanners: banners(2),
    refundBanners: banners(1),
    spinWheel: {
      ...fixture.spinWheel,
      name: HOSTILE_TEXT,
      slices: fixture.spinWheel.slices.map((slice) => ({
        ...slice,
        label: HOSTILE_TEXT,
        bgColor: `red;} * { background: url(${XSS_MARKER_ORIGIN}/colour.png) } .x {`,
        textColor: `url(javascript:${RUN})`,
        htmlDescription: HOSTILE_HTML,
        prize: { ...slice.prize, name: HOSTILE_TEXT },
      })),
    },
    credits: { invite: HOSTILE_HTML, refund: HOSTILE_TEXT },
    chat: { ...fixture.chat, conversations: [...fixture.chat.conversations, ...hostileConversations(fixture)] },
    members: fixture.members.map(hostileMember),
  };
}
