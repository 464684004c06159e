import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Banner } from '@wallet/api';
import { Button, Carousel, Modal, SafeHtml } from '@wallet/ui';

const Slide = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  img {
    width: 100%;
    border-radius: ${({ theme }) => theme.radius.medium};
    display: block;
  }
`;

/** The news and promotions shown before the invite or refund modal; closing it moves on. */
export function BannerModal({ banners, onClose }: { banners: readonly Banner[]; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const slides = banners.map((banner, index) => (
    <Slide key={index}>
      {banner.image && <img src={banner.image} alt="" />}
      {banner.html && <SafeHtml html={banner.html} />}
    </Slide>
  ));
  return (
    <Modal
      open
      title={t('banner.title')}
      onClose={onClose}
      footer={
        <Button block onClick={onClose}>
          {t('banner.continue')}
        </Button>
      }
    >
      <Carousel items={slides} label={t('banner.title')} />
    </Modal>
  );
}
