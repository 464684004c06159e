import { useTranslation } from 'react-i18next';
import type { ChatGenericCard } from '@wallet/api';
import { safeAddress } from '@wallet/domain';
import { Carousel } from '@wallet/ui';
import { ChatButtons } from './chat-buttons';
import { ChatText } from './chat-text';
import { Card } from './messages.styles';
import { RefusedPicture } from './refused-address';

/** A card's picture: none without an address, a note instead of one the address rule refuses. */
function CardImage({ address }: { address: string | undefined }) {
  if (!address) return null;
  const image = safeAddress(address);
  return image ? <img src={image} alt="" loading="lazy" /> : <RefusedPicture />;
}

/** Spec §2: generic cards in a carousel, one card per page (image, title, subtitle, buttons). */
export function GenericMessage({ text, cards, onPostback }: { text?: string; cards: readonly ChatGenericCard[]; onPostback: (payload: string) => void }) {
  const { t } = useTranslation('chat');
  const items = cards.map((card, index) => (
    <Card key={index}>
      <CardImage address={card.image_url} />
      <h4>{card.title}</h4>
      {card.subtitle && <p>{card.subtitle}</p>}
      <ChatButtons buttons={card.buttons} onPostback={onPostback} />
    </Card>
  ));
  return (
    <>
      <ChatText text={text} />
      {items.length > 0 && <Carousel items={items} perPage={1} label={text || t('widget.title')} />}
    </>
  );
}
