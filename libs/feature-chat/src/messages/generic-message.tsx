import { useTranslation } from 'react-i18next';
import type { ChatGenericCard } from '@wallet/api';
import { safeChatHref } from '@wallet/domain';
import { Carousel } from '@wallet/ui';
import { ChatButtons } from './chat-buttons';
import { ChatText } from './chat-text';
import { Card } from './messages.styles';

/** Spec §2: generic cards in a carousel, one card per page (image, title, subtitle, buttons). */
export function GenericMessage({ text, cards, onPostback }: { text?: string; cards: readonly ChatGenericCard[]; onPostback: (payload: string) => void }) {
  const { t } = useTranslation('chat');
  const items = cards.map((card, index) => {
    const image = safeChatHref(card.image_url ?? '');
    return (
      <Card key={index}>
        {image && <img src={image} alt="" loading="lazy" />}
        <h4>{card.title}</h4>
        {card.subtitle && <p>{card.subtitle}</p>}
        <ChatButtons buttons={card.buttons} onPostback={onPostback} />
      </Card>
    );
  });
  return (
    <>
      <ChatText text={text} />
      {items.length > 0 && <Carousel items={items} perPage={1} label={text || t('widget.title')} />}
    </>
  );
}
