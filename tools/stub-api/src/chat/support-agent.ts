// The scripted support agent: a reply for each customer message, chosen by keyword (English, Thai
// or Lao) so every message kind the chat widget renders (text, buttons, quick replies, generic
// cards, media, unknown) can be seen in a demo, in the language the customer writes in
// (chat-language.ts; the words are in agent-texts.ts). Money is written in baht; the service
// passes how the customer reads it (kip for a member who holds kip: store.moneyText, moneyImage).
import type { ChatButton, ChatMessage } from '@wallet/api';
import { AGENT_TEXTS, type AgentTexts, type BonusCardTexts } from './agent-texts';
import type { ChatLanguage } from './chat-language';

export interface AgentReply {
  message: ChatMessage;
  /** 'bye' ends the conversation: the next customer message opens a new session. */
  endsSession: boolean;
  /** The agent's name, in the reply's language. */
  name: string;
}

const text = (message: string): ChatMessage => ({ message_type: 'text', payload: { message } });

/** Texts and pictures that write money in baht, as the customer reads them. */
export interface MoneyReader {
  text(text: string): string;
  image(url: string): string;
}

const AS_WRITTEN: MoneyReader = { text: (text) => text, image: (url) => url };

/** What a customer may write or tap for each topic; a button's payload is the English word. */
const KEYWORDS = {
  deposit: /deposit|ฝาก|ຝາກ/,
  bonus: /bonus|promotion|โบนัส|โปร|ໂບນັດ|ໂປຣ/,
  help: /help|menu|ช่วย|เมนู|ຊ່ວຍ|ເມນູ/,
  picture: /picture|image|รูป|ຮູບ/,
  unknown: /unknown/,
  staff: /staff|agent|human|พนักงาน|เจ้าหน้าที่|ພະນັກງານ/,
  bye: /\bbye\b|ลาก่อน|ขอบคุณ|ລາກ່ອນ|ຂອບໃຈ/,
};

function helpButtons(words: AgentTexts['help']): ChatButton[] {
  return [
    { title: words.deposit, type: 'postback', payload: 'deposit' },
    { title: words.bonus, type: 'postback', payload: 'bonus' },
    { title: words.picture, type: 'postback', payload: 'picture' },
    { title: words.staff, type: 'postback', payload: 'staff' },
  ];
}

function bonusCard(card: BonusCardTexts, seeBonuses: string, money: MoneyReader) {
  return {
    image_url: money.image(card.image),
    title: card.title,
    subtitle: money.text(card.subtitle),
    buttons: [{ title: seeBonuses, type: 'web', payload: '/user/bonus' }],
  };
}

function keywordReply(said: string, words: AgentTexts, money: MoneyReader): ChatMessage | null {
  if (KEYWORDS.deposit.test(said)) {
    return {
      message_type: 'buttons',
      payload: {
        message: words.deposit.message,
        buttons: [
          { title: words.deposit.openWallet, type: 'web', payload: '/user/home' },
          { title: words.deposit.call, type: 'call', payload: '+66000000000' },
          { title: words.deposit.qrHelp, type: 'postback', payload: 'qr help' },
        ],
      },
    };
  }
  if (KEYWORDS.bonus.test(said)) {
    return {
      message_type: 'generic',
      payload: { message: words.bonuses.message },
      payloads: words.bonuses.cards.map((card) => bonusCard(card, words.bonuses.seeBonuses, money)),
    };
  }
  if (KEYWORDS.help.test(said)) return { message_type: 'quick_replies', payload: { message: words.help.message, buttons: helpButtons(words.help) } };
  if (KEYWORDS.picture.test(said)) {
    return {
      message_type: 'media',
      // url false: filePath is a path on this API (spec section 3 media payload).
      payload: { message: words.picture, url: false, fileType: 'image', filePath: '/api/assets/howto/poster.svg', name: 'poster.svg' },
    };
  }
  if (KEYWORDS.unknown.test(said)) return { message_type: 'unknown', payload: { message: words.unknown } };
  if (KEYWORDS.staff.test(said)) return text(words.staff);
  return null;
}

function saidBy(message: ChatMessage): string {
  const payload = message.payload as { message?: unknown };
  return typeof payload.message === 'string' ? payload.message.toLowerCase() : '';
}

/** The agent's answer to one customer message, in `language`. */
export function agentReply(customer: ChatMessage, language: ChatLanguage = 'en', money: MoneyReader = AS_WRITTEN): AgentReply {
  const words = AGENT_TEXTS[language];
  const reply = (message: ChatMessage, endsSession = false): AgentReply => ({ message, endsSession, name: words.name });
  if (customer.message_type === 'media') return reply(text(words.fileReceived));
  const said = saidBy(customer);
  if (KEYWORDS.bye.test(said)) return reply(text(words.goodbye), true);
  return reply(keywordReply(said, words, money) ?? text(words.fallback));
}
