import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Banner } from '@wallet/api';
import { safeAddress } from '@wallet/domain';
import { Carousel, InfoDialog, SafeHtml } from '@wallet/ui';

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

/**
 * The news and promotions shown before the invite or refund modal; closing it moves on. A banner's
 * picture shows only from an http(s) address or a path of this site (safeAddress); any other is left
 * out. Links inside its HTML are the sanitizer's to keep or drop.
 */
export function BannerModal({ banners, onClose }: { banners: readonly Banner[]; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const slides = banners.map((banner, index) => {
    const image = safeAddress(banner.image);
    return (
      <Slide key={index}>
        {image && <img src={image} alt="" />}
        {banner.html && <SafeHtml html={banner.html} />}
      </Slide>
    );
  });
  return (
    <InfoDialog open title={t('banner.title')} closeLabel={t('banner.continue')} onClose={onClose}>
      <Carousel items={slides} label={t('banner.title')} />
    </InfoDialog>
  );
}
