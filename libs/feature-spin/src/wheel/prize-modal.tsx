import { useTranslation } from 'react-i18next';
import type { SpinSlice } from '@wallet/api';
import { Button, Modal, SafeHtml } from '@wallet/ui';
import styled from 'styled-components';
import { readableSliceColours } from './readable-slice-colours';

const Prize = styled.p<{ $bg: string; $fg: string }>`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ $bg }) => $bg};
  color: ${({ $fg }) => $fg};
  font-size: ${({ theme }) => theme.font.title};
  font-weight: 800;
  text-align: center;
  overflow-wrap: anywhere;
`;

/** The prize just won (spec section 2): the slice's label and its sanitized description. */
export function PrizeModal({ slice, index, onClose }: { slice: SpinSlice; index: number; onClose: () => void }) {
  const { t } = useTranslation(['spin', 'common']);
  const colours = readableSliceColours(slice, index);
  return (
    <Modal
      open
      title={t('spin:prize.title')}
      onClose={onClose}
      footer={
        <Button block onClick={onClose}>
          {t('common:action.ok')}
        </Button>
      }
    >
      <Prize $bg={colours.background} $fg={colours.text}>
        {t('spin:prize.message', { label: slice.label })}
      </Prize>
      <SafeHtml html={slice.htmlDescription} />
    </Modal>
  );
}
