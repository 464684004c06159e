// The scripted support agent: a reply for each customer message, chosen by keyword so every
// message kind the chat widget renders (text, buttons, quick replies, generic cards, media,
// unknown) can be seen in a demo. Thai keywords work too. Money is written in baht; the service
// passes how the customer reads it (kip for a member who holds kip: store.moneyText, moneyImage).
import type { ChatButton, ChatMessage } from '@wallet/api/contract';

export interface AgentReply {
  message: ChatMessage;
  /** 'bye' ends the conversation: the next customer message opens a new session. */
  endsSession: boolean;
}

const text = (message: string): ChatMessage => ({ message_type: 'text', payload: { message } });

const HELP_BUTTONS: ChatButton[] = [
  { title: 'Deposit', type: 'postback', payload: 'deposit' },
  { title: 'Bonus', type: 'postback', payload: 'bonus' },
  { title: 'Show a picture', type: 'postback', payload: 'picture' },
  { title: 'Talk to staff', type: 'postback', payload: 'staff' },
];

/** Texts and pictures that write money in baht, as the customer reads them. */
export interface MoneyReader {
  text(text: string): string;
  image(url: string): string;
}

const AS_WRITTEN: MoneyReader = { text: (text) => text, image: (url) => url };

function keywordReply(said: string, money: MoneyReader): ChatMessage | null {
  if (/deposit|ฝาก/.test(said)) {
    return {
      message_type: 'buttons',
      payload: {
        message: 'How would you like to deposit? Bank transfer, QR and phone wallet are all in the deposit menu.',
        buttons: [
          { title: 'Open my wallet', type: 'web', payload: '/user/home' },
          { title: 'Call support', type: 'call', payload: '+66000000000' },
          { title: 'QR deposit help', type: 'postback', payload: 'qr help' },
        ],
      },
    };
  }
  if (/bonus|promotion|โบนัส|โปร/.test(said)) {
    return {
      message_type: 'generic',
      payload: { message: 'Our current bonuses:' },
      payloads: [
        card('Welcome bonus', money.text('Get 100 baht on your first deposit'), money.image('/api/assets/banners/bonus-welcome.svg')),
        card('Daily cashback', 'Receive once a day', money.image('/api/assets/banners/bonus-daily.svg')),
        card('Weekly reload', 'Twice a week, every week', money.image('/api/assets/banners/bonus-weekly.svg')),
      ],
    };
  }
  if (/help|ช่วย|menu/.test(said)) {
    return { message_type: 'quick_replies', payload: { message: 'What do you need help with?', buttons: HELP_BUTTONS } };
  }
  if (/picture|image|รูป/.test(said)) {
    return {
      message_type: 'media',
      // url false: filePath is a path on this API (spec section 3 media payload).
      payload: { message: 'Here is how to deposit.', url: false, fileType: 'image', filePath: '/api/assets/howto/poster.svg', name: 'poster.svg' },
    };
  }
  if (/unknown/.test(said)) return { message_type: 'unknown', payload: { message: 'A message kind the widget does not know.' } };
  if (/staff|agent|human|พนักงาน/.test(said)) return text('A staff member will join this conversation shortly.');
  return null;
}

function card(title: string, subtitle: string, image: string) {
  return {
    image_url: image,
    title,
    subtitle,
    buttons: [{ title: 'See bonuses', type: 'web', payload: '/user/bonus' }],
  };
}

function saidBy(message: ChatMessage): string {
  const payload = message.payload as { message?: unknown };
  return typeof payload.message === 'string' ? payload.message.toLowerCase() : '';
}

/** The agent's answer to one customer message. */
export function agentReply(customer: ChatMessage, money: MoneyReader = AS_WRITTEN): AgentReply {
  if (customer.message_type === 'media') return { message: text('Thank you, we received your file.'), endsSession: false };
  const said = saidBy(customer);
  if (/\bbye\b|ลาก่อน|ขอบคุณ/.test(said)) {
    return { message: text('Thank you for contacting us. This conversation is now closed.'), endsSession: true };
  }
  return {
    message: keywordReply(said, money) ?? text("Thanks for your message! Type 'help' to see what I can do."),
    endsSession: false,
  };
}
